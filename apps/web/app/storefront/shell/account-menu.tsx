import { User } from '#app/ui/icons.tsx';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';

// The user is known only in the browser (the token lives there), so the server always renders
// the Login link and the menu's code stays out of the first load (docs/decisions/storefront-first-load.md).
const UserMenu = lazy(() => import('#app/storefront/shell/user-menu.tsx'));

/** Login button, or the signed-in user's menu (Profile, Orders, Wishlist, My hangar, Privacy & data, Logout). */
export function AccountMenu() {
  const user = useStoredUser();
  const location = useLocation();
  if (!user) {
    const here = location.pathname === '/' ? undefined : location.pathname + location.search;
    return (
      <Link
        to={paths.login(here)}
        className="flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50 sm:px-4"
      >
        <User className="size-4" aria-hidden />
        <span className="max-sm:sr-only">Login</span>
      </Link>
    );
  }
  return (
    <Suspense fallback={<span className="block h-11 w-14 rounded-full border border-slate-300" />}>
      <UserMenu user={user} />
    </Suspense>
  );
}
