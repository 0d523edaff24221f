import { lazy, Suspense, useEffect } from 'react';
import { onAuthEvent, useStoredUser } from '#app/lib/auth-store.ts';
import type { PromptAudience } from '#app/lib/notification-prompt.ts';
import { useIsIdle } from '#app/ui/use-is-idle.ts';

const NotificationPrompt = lazy(() => import('#app/ui/notification-prompt.tsx'));

/**
 * Mounts the notification opt-in banner (where this is rendered) and the push card once the
 * browser is idle and only for a signed-in user (a subscription belongs to a user), so none of it
 * is in the first load. Signing out stops this browser's pushes. With `offersOptIn` false nothing
 * is asked: an earlier subscription is renewed and pushes still show while a page is open (the
 * service worker leaves a visible page to show them).
 */
export function NotificationPromptLauncher({
  audience,
  offersOptIn = true,
}: {
  audience: PromptAudience;
  offersOptIn?: boolean;
}) {
  const user = useStoredUser();
  const isIdle = useIsIdle();

  useEffect(
    () =>
      onAuthEvent((event, isFromOtherTab) => {
        if (event !== 'logout' || isFromOtherTab) return;
        void import('#app/lib/web-push.ts')
          .then((push) => push.dropPushSubscription())
          .catch(() => {
            // Nothing subscribed, or the browser refused: the server forgets it at its next send.
          });
      }),
    [],
  );

  if (!isIdle || !user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationPrompt audience={audience} userId={user.id} offersOptIn={offersOptIn} />
    </Suspense>
  );
}
