import { legalMeta, legalPaths, loadLegalPage } from './legal-api.ts';
import { LegalNotice } from './legal-notice.tsx';
import type { Route } from './+types/grievance-notice-page';

// /grievance/v/:version: an earlier version of the grievance notice (the current one is part of
// /grievance, with the form and the ticket lookup).
const TITLE = 'Grievance redressal';

export function loader({ context, params }: Route.LoaderArgs) {
  return loadLegalPage(context, 'grievance', params.version);
}

export const meta: Route.MetaFunction = ({ data }) =>
  legalMeta(data, TITLE, 'An earlier version of the grievance redressal notice.');

export default function GrievanceNoticePage({ loaderData: d }: Route.ComponentProps) {
  return (
    <LegalNotice
      title={TITLE}
      notice={d.notice}
      versions={d.versions}
      currentVersion={d.currentVersion}
      currentPath={legalPaths.page('grievance')}
      versionPath={(v) => legalPaths.version('grievance', v)}
    />
  );
}
