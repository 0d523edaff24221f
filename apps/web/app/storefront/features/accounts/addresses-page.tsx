import { requireUser, withUser } from '#app/lib/require-user.ts';
import { listAddresses } from '#app/lib/address-api.ts';
import { AddressBook } from '#app/storefront/features/accounts/address-book.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';
import type { Route } from './+types/addresses-page';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireUser(request);
  return { addresses: await withUser(request, () => listAddresses(request.signal)) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'My addresses | Propwash' },
  { name: 'robots', content: 'noindex' },
];

export default function AddressesPage({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">My Addresses</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        Where your parcels go. The default address is filled in at checkout.
      </p>
      <AddressBook addresses={loaderData.addresses} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
