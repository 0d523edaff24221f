import type { PushPermission } from '#app/lib/notification-prompt.ts';

/**
 * The browser's side of Web Push: the service worker at /sw.js (scope '/'), the subscription
 * made with the shop's VAPID key, and its registration on the server for the signed-in user.
 * Subscribing lives in push-subscription.ts, loaded when it is needed.
 */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function pushPermission(): PushPermission {
  return isPushSupported() ? Notification.permission : 'unsupported';
}

/** The existing subscription of this browser, without registering anything. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type EnableResult =
  { ok: true } | { ok: false; reason: 'denied' | 'failed'; message: string };

/**
 * The Enable button: ask the browser, subscribe, register on the server. The browser is asked
 * before anything loads, while the click still counts as the shopper's gesture.
 */
export async function enablePush(): Promise<EnableResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    return {
      ok: false,
      reason: 'denied',
      message: 'Notifications are blocked. You can allow them in your browser’s site settings.',
    };
  }
  try {
    return await (await import('#app/lib/push-subscription.ts')).subscribeGranted();
  } catch {
    // Its code could not be fetched (offline).
    return {
      ok: false,
      reason: 'failed',
      message: 'Could not turn on notifications. Please try again later.',
    };
  }
}

/** Quietly renews the subscription on load (keys rotated, or another user signed in here). */
export async function renewPush(): Promise<void> {
  await (await import('#app/lib/push-subscription.ts')).renewPush();
}

/** Signing out stops this browser's pushes; the server drops the row at its next send (410). */
export async function dropPushSubscription(): Promise<void> {
  const subscription = await currentSubscription();
  await subscription?.unsubscribe();
}
