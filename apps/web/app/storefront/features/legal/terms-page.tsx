import { legalMeta, legalPaths, loadLegalPage } from '#app/storefront/features/legal/legal-api.ts';
import { LegalNotice } from '#app/storefront/features/legal/legal-notice.tsx';
import type { Route } from './+types/terms-page';

// /terms and /terms/v/:version (an earlier version): one page module, two routes.
// legalPageTitles (packages/domain legal/notices.ts) would bring zod into the page's scripts.
const TITLE = 'Terms of sale';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadLegalPage(context, 'terms', (params as { version?: string }).version);
}

export const meta: Route.MetaFunction = ({ data }) =>
  legalMeta(
    data,
    TITLE,
    'Who sells on Propwash, prices and charges, payment, delivery times, cancellation, returns, refunds, warranty, and how complaints are handled.',
  );

export default function TermsPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <LegalNotice
      title={TITLE}
      notice={d.notice}
      versions={d.versions}
      currentVersion={d.currentVersion}
      currentPath={legalPaths.page('terms')}
      versionPath={(v) => legalPaths.version('terms', v)}
    />
  );
}
