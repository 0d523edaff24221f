import { useEffect, useEffectEvent } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { onAuthEvent } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import { requireUser } from '#app/lib/require-user.ts';
import { rememberLoginRedirect } from '#app/lib/session.ts';
import { AccountSkeleton } from '#app/storefront/features/accounts/account-skeleton.tsx';
import type { Route } from './+types/protected-layout';

/**
 * Pages for signed-in customers (profile, addresses; later orders, wishlist, checkout). The session
 * is in localStorage, so the server renders the header, the footer and this skeleton, and the
 * browser decides: signed out → /login, remembering the page.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { user: requireUser(request) };
}

export function HydrateFallback() {
  return <AccountSkeleton />;
}

export default function ProtectedLayout() {
  const navigate = useNavigate();
  const location = useLocation();

  // Signed out in another tab (logout, or a 401 there): this page's data is no longer ours.
  const onSessionEndedElsewhere = useEffectEvent(() => {
    const here = location.pathname + location.search;
    rememberLoginRedirect(here);
    void navigate(paths.login(here), { replace: true });
  });

  useEffect(
    () =>
      onAuthEvent((event, isFromOtherTab) => {
        if (isFromOtherTab && event !== 'login') onSessionEndedElsewhere();
      }),
    [],
  );

  return <Outlet />;
}
