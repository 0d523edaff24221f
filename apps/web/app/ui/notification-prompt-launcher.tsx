import { lazy, Suspense, useEffect, useState } from 'react';
import { onAuthEvent, useStoredUser } from '#app/lib/auth-store.ts';
import type { PromptAudience } from '#app/lib/notification-prompt.ts';

const NotificationPrompt = lazy(() => import('#app/ui/notification-prompt.tsx'));

/**
 * Mounts the notification opt-in card and the push card once the browser is idle and only for a
 * signed-in user (a subscription belongs to a user), so none of it is in the first load. Signing
 * out stops this browser's pushes.
 */
export function NotificationPromptLauncher({
  audience,
  isAboveFloatingButton,
}: {
  audience: PromptAudience;
  isAboveFloatingButton?: boolean;
}) {
  const user = useStoredUser();
  const [loadedAt, setLoadedAt] = useState<number | null>(null);

  useEffect(() => {
    // The 5 s of the spec count from the page load, not from when the code arrived.
    const startedAt = performance.now();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setLoadedAt(startedAt), { timeout: 3_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setLoadedAt(startedAt), 1_500);
    return () => clearTimeout(timer);
  }, []);

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

  if (loadedAt === null || !user) return null;
  return (
    <Suspense fallback={null}>
      <NotificationPrompt
        audience={audience}
        userId={user.id}
        loadedAt={loadedAt}
        isAboveFloatingButton={isAboveFloatingButton}
      />
    </Suspense>
  );
}
