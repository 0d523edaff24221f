import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { requireUser, withUser } from '#app/lib/require-user.ts';
import { getSecurity } from '#app/storefront/features/accounts/account-api.ts';
import { ConsentSwitches } from '#app/storefront/features/accounts/consent-switches.tsx';
import {
  DownloadMyData,
  EraseAccount,
} from '#app/storefront/features/accounts/my-data-actions.tsx';
import { getConsents } from '#app/storefront/features/accounts/privacy-api.ts';
import { ErrorPage } from '#app/ui/error-page.tsx';
import { FileText, Lock } from '#app/ui/icons.tsx';
import type { Route } from './+types/privacy-data-page';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireUser(request);
  const [consents, security, { consentPurposeLabels }] = await withUser(request, () =>
    Promise.all([
      getConsents(request.signal),
      getSecurity(request.signal),
      // The labels' module holds the zod schemas too: loaded here, it stays out of the page's
      // first-load JavaScript (docs/decisions/storefront-first-load.md).
      import('@propwash/domain/privacy/consents'),
    ]),
  );
  // Erasing asks for the password of an account that has one, else for ERASE typed out.
  return { consents, labels: consentPurposeLabels, hasPassword: security.hasPassword };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Privacy & data | Propwash' },
  { name: 'robots', content: 'noindex' },
];

const cardClassName = 'rounded-card border border-slate-200 bg-white p-5 shadow-card sm:p-6';
const linkClassName =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/**
 * The customer's privacy page (docs/decisions/privacy-and-consent.md): what they agreed to be
 * sent, a copy of their data, and erasing the account.
 */
export default function PrivacyDataPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">Privacy &amp; data</h1>
        <p className="mt-1 text-sm text-slate-600">
          What you agreed to receive, a copy of your data, and erasing your account. Our{' '}
          <Link to={paths.privacy()} className={linkClassName}>
            privacy notice
          </Link>{' '}
          says what we collect and why; questions or complaints go to our{' '}
          <Link to={paths.grievance()} className={linkClassName}>
            grievance officer
          </Link>
          .
        </p>
      </div>

      <section aria-labelledby="privacy-consents" className={cardClassName}>
        <h2
          id="privacy-consents"
          className="flex items-center gap-2 text-lg font-bold text-brand-950"
        >
          <Lock className="size-5 text-brand-700" aria-hidden />
          What we may send you
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">
          Each is off until you turn it on, and you can turn it off at any time. The emails about
          your orders (confirmation, invoice, shipping) come with the order and need no choice here.
        </p>
        <ConsentSwitches initial={loaderData.consents} labels={loaderData.labels} />
      </section>

      <section aria-labelledby="privacy-download" className={cardClassName}>
        <h2
          id="privacy-download"
          className="flex items-center gap-2 text-lg font-bold text-brand-950"
        >
          <FileText className="size-5 text-brand-700" aria-hidden />A copy of your data
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          Everything we hold about you (your profile, addresses, orders, returns, reviews,
          questions, wishlist, hangar and the choices above) in one JSON file you can keep or take
          elsewhere.
        </p>
        <DownloadMyData />
      </section>

      <EraseAccount hasPassword={loaderData.hasPassword} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
