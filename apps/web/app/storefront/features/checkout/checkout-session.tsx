import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { onAuthEvent } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import { rememberLoginRedirect } from '#app/lib/session.ts';

/**
 * Checkout sits outside the storefront and account layouts (its own focused shell), so it keeps
 * their two session rules itself: a 401 on a button's request here (the session expired) and a
 * sign-out in another tab both send the shopper to /login, which brings them back to checkout.
 * Loaders that hit a 401 redirect on their own (require-user.ts).
 */
export function CheckoutSessionGuard() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();

  const toLogin = useEffectEvent((isFromOtherTab: boolean) => {
    if (!isFromOtherTab && navigation.state !== 'idle') return;
    if (location.pathname === paths.login()) return;
    const here = location.pathname + location.search;
    rememberLoginRedirect(here);
    void navigate(paths.login(here), { replace: isFromOtherTab });
  });

  useEffect(
    () =>
      onAuthEvent((event, isFromOtherTab) => {
        if (isFromOtherTab ? event !== 'login' : event === 'expired') toLogin(isFromOtherTab);
      }),
    [],
  );
  return null;
}
