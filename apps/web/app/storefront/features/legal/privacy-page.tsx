import { legalMeta, legalPaths, loadLegalPage } from '#app/storefront/features/legal/legal-api.ts';
import { LegalNotice } from '#app/storefront/features/legal/legal-notice.tsx';
import type { Route } from './+types/privacy-page';

// /privacy and /privacy/v/:version (an earlier version): one page module, two routes.
// legalPageTitles (packages/domain legal/notices.ts) would bring zod into the page's scripts.
const TITLE = 'Privacy notice';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadLegalPage(context, 'privacy', (params as { version?: string }).version);
}

export const meta: Route.MetaFunction = ({ data }) =>
  legalMeta(
    data,
    TITLE,
    'What personal data Propwash collects and why, who receives it, how long it is kept, and how to use your rights under the Digital Personal Data Protection Act 2023.',
  );

export default function PrivacyPage({ loaderData: d }: Route.ComponentProps) {
  return (
    <LegalNotice
      title={TITLE}
      notice={d.notice}
      versions={d.versions}
      currentVersion={d.currentVersion}
      currentPath={legalPaths.page('privacy')}
      versionPath={(v) => legalPaths.version('privacy', v)}
    />
  );
}
