import { Outlet } from 'react-router';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { AccountSidebar } from '#app/storefront/features/accounts/account-sidebar.tsx';
import { AccountSkeleton } from '#app/storefront/features/accounts/account-skeleton.tsx';

/** Profile, orders, wishlist and addresses share the account sidebar. */
export default function AccountLayout() {
  // Read live, so a profile edit or a sign-out elsewhere shows at once.
  const user = useStoredUser();
  if (!user) return <AccountSkeleton />;
  return (
    <div className="grid grid-cols-1 gap-6 py-6 sm:py-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
      <AccountSidebar user={user} />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
