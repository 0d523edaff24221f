import { Heart } from '#app/ui/icons.tsx';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { saveStoredUser, useStoredUser } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import { requireUser, withUser } from '#app/lib/require-user.ts';
import { getMe } from '#app/storefront/features/accounts/account-api.ts';
import { listAddresses } from '#app/lib/address-api.ts';
import { ProfileForm } from '#app/storefront/features/accounts/profile-form.tsx';
import { ProfileTabs } from '#app/storefront/features/accounts/profile-tabs.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import type { Route } from './+types/profile-page';
import { revalidateUnlessOnly } from '#app/lib/revalidate-unless-only.ts';

// Most visits stay on the Profile tab: the order history and the address book (forms, dialogs, the
// state list) load when their tab is opened.
const AddressBook = lazy(() =>
  import('#app/storefront/features/accounts/address-book.tsx').then((m) => ({
    default: m.AddressBook,
  })),
);
const ProfileOrders = lazy(() =>
  import('#app/storefront/features/accounts/profile-orders.tsx').then((m) => ({
    default: m.ProfileOrders,
  })),
);

const AccountSecuritySettings = lazy(() =>
  import('#app/storefront/features/accounts/account-security.tsx').then((m) => ({
    default: m.AccountSecuritySettings,
  })),
);

const tabIds = ['profile', 'orders', 'addresses', 'wishlist', 'security'] as const;
type TabId = (typeof tabIds)[number];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireUser(request);
  const [user, addresses] = await withUser(request, () =>
    Promise.all([getMe(request.signal), listAddresses(request.signal)]),
  );
  // The server's record is the fresh one (a name changed on another device, say).
  saveStoredUser(user);
  return { user, addresses };
}

// Switching tabs only rewrites ?tab=; nothing needs reloading.
export const shouldRevalidate = revalidateUnlessOnly('tab');

export const meta: Route.MetaFunction = () => [
  { title: 'My profile | Propwash' },
  { name: 'robots', content: 'noindex' },
];

function isTabId(value: string | null): value is TabId {
  return tabIds.includes(value as TabId);
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const selected: TabId = isTabId(requested) ? requested : 'profile';
  // The stored user follows edits made in the Profile tab at once.
  const user = useStoredUser() ?? loaderData.user;

  function select(id: TabId) {
    setSearchParams(
      (params) => {
        if (id === 'profile') params.delete('tab');
        else params.set('tab', id);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div>
      <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">My Profile</h1>
      <p className="mt-1 text-sm text-slate-600">
        Your details, saved addresses, everything you have ordered and where you are signed in.
      </p>
      <div className="mt-6">
        <ProfileTabs
          label="Profile sections"
          selected={selected}
          onSelect={select}
          tabs={[
            { id: 'profile', label: 'Profile', panel: <ProfileForm key={user.id} user={user} /> },
            {
              id: 'orders',
              label: 'Orders',
              panel: (
                <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                  <ProfileOrders />
                </Suspense>
              ),
            },
            {
              id: 'addresses',
              label: 'Addresses',
              panel: (
                <Suspense fallback={<Skeleton className="h-44 w-full" />}>
                  <AddressBook addresses={loaderData.addresses} />
                </Suspense>
              ),
            },
            {
              id: 'wishlist',
              label: 'Wishlist',
              panel: (
                <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
                  <Heart className="mx-auto size-8 text-accent-700" aria-hidden />
                  <p className="mt-3 text-slate-700">
                    Products you save with the heart button are on your wishlist.
                  </p>
                  <Link
                    to={paths.wishlist()}
                    className="mt-4 inline-flex items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                  >
                    Open my wishlist
                  </Link>
                </div>
              ),
            },
            {
              id: 'security',
              label: 'Security',
              panel: (
                <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                  <AccountSecuritySettings />
                </Suspense>
              ),
            },
          ]}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
