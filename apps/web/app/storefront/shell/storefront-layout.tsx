import { useEffect, useEffectEvent } from 'react';
import {
  Outlet,
  useLocation,
  useNavigate,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { onAuthEvent } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import { rememberLoginRedirect } from '#app/lib/session.ts';
import { isChatButtonAllowed } from '#app/storefront/features/support/chat-placement.ts';
import { SupportChatLauncher } from '#app/storefront/features/support/support-chat-launcher.tsx';
import { NotificationPromptLauncher } from '#app/ui/notification-prompt-launcher.tsx';
import { ToastRegion } from '#app/ui/toast-region.tsx';
import { buildCategoryMenu } from '#app/storefront/shell/category-tree.ts';
import { SiteFooter } from '#app/storefront/shell/site-footer.tsx';
import { SiteHeader } from '#app/storefront/shell/site-header.tsx';
import type { Route } from './+types/storefront-layout';

export async function loader({ context }: Route.LoaderArgs) {
  const [categories, profile] = await Promise.all([
    context.services.catalog.listCategories(),
    context.services.settings.storeProfile(),
  ]);
  return { menu: buildCategoryMenu(categories), profile };
}

// Menu and store profile change only when an admin edits them; page-to-page navigation need not refetch.
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

/**
 * Any 401 on a signed-in call sends the browser to /login, remembering the page. Loaders
 * that hit one redirect themselves (require-user.ts), so only calls made outside a navigation
 * (a button's request) are handled here. A component of its own, so navigation state changes
 * re-render nothing else.
 */
function ExpiredSessionRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const onExpired = useEffectEvent(() => {
    if (navigation.state !== 'idle' || location.pathname === paths.login()) return;
    const here = location.pathname + location.search;
    rememberLoginRedirect(here);
    void navigate(paths.login(here));
  });
  useEffect(
    () =>
      onAuthEvent((event, isFromOtherTab) => {
        if (event === 'expired' && !isFromOtherTab) onExpired();
      }),
    [],
  );
  return null;
}

export default function StorefrontLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader menu={loaderData.menu} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 sm:px-6">
        <Outlet />
      </main>
      <SiteFooter profile={loaderData.profile} menu={loaderData.menu} />
      {/* Room under the footer, so its last lines scroll clear of the chat button. */}
      {isChatButtonAllowed(pathname) && (
        <div aria-hidden className="-mt-px h-16 bg-brand-950 sm:h-20" />
      )}
      <ToastRegion />
      <SupportChatLauncher />
      {/* Shoppers are not asked about notifications on arrival (the thank-you page asks, in
          its own panel); this only renews an earlier subscription and shows pushes. */}
      <NotificationPromptLauncher audience="shop" offersOptIn={false} />
      <ExpiredSessionRedirect />
    </div>
  );
}
