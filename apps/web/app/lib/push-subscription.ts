import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { base64UrlToBytes } from '#app/lib/notification-prompt.ts';
import type { EnableResult } from '#app/lib/web-push.ts';

// Subscribing this browser to Web Push and registering it on the server: loaded by
// lib/web-push.ts when the shopper turns notifications on or a subscription is renewed, so no
// page carries it in its first load (docs/decisions/storefront-first-load.md).

const WORKER_URL = '/sw.js';
/** A browser that cannot reach its push service may keep subscribe() pending for minutes. */
const SUBSCRIBE_TIMEOUT_MS = 20_000;

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  // updateViaCache 'none': a new /sw.js is picked up at once, whatever the HTTP cache says.
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/', updateViaCache: 'none' });
  return navigator.serviceWorker.ready;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DOMException('The push service did not answer', 'TimeoutError')),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** Subscribes this browser (or reuses its subscription) and tells the server it is this user's. */
async function subscribeAndRegister(): Promise<void> {
  const registration = await readyRegistration();
  const { publicKey } = await apiRequest<{ publicKey: string }>('/notifications/vapid-public-key');
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    // The shop's keys changed (new DATA_DIR or environment): the old subscription cannot work.
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await withTimeout(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    SUBSCRIBE_TIMEOUT_MS,
  );
  await apiRequest('/notifications/subscribe', {
    method: 'POST',
    body: subscription.toJSON(),
    auth: true,
    fallbackMessage: 'Could not turn on notifications',
  });
}

/** Subscribes and registers after the shopper granted permission (web-push.ts `enablePush`). */
export async function subscribeGranted(): Promise<EnableResult> {
  try {
    await subscribeAndRegister();
    return { ok: true };
  } catch (error) {
    // The browser's push service refused or could not be reached (offline, private window).
    const isBrowserRefusal =
      error instanceof DOMException &&
      ['AbortError', 'NotAllowedError', 'NotSupportedError', 'TimeoutError'].includes(error.name);
    return {
      ok: false,
      reason: 'failed',
      message: isBrowserRefusal
        ? 'Your browser could not set up notifications (its push service did not answer). We will try again on your next visit.'
        : error instanceof ApiError
          ? `Could not turn on notifications: ${error.message}`
          : 'Could not turn on notifications. Please try again later.',
    };
  }
}

/** Quietly renews the subscription on load (keys rotated, or another user signed in here). */
export async function renewPush(): Promise<void> {
  await subscribeAndRegister();
}
