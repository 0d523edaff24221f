import {
  readPromptAnswer,
  rememberPromptAnswer,
  rememberRenewal,
  type KeyValueStorage,
} from '#app/lib/notification-prompt.ts';
import {
  enablePush,
  isPushSupported,
  pushPermission,
  type EnableResult,
} from '#app/lib/web-push.ts';

/**
 * The thank-you page asks for order-update notifications inline, the moment they mean most. It
 * shares the storefront's stored answer (lib/notification-prompt.ts), so the floating opt-in card
 * does not ask again beside it, and a "Not now" given anywhere is respected here too.
 */

function storage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Push works here and the browser has not been asked yet; the shopper has not said "Not now". */
export function shouldAskForOrderUpdates(): boolean {
  if (!isPushSupported() || pushPermission() !== 'default') return false;
  return readPromptAnswer(storage(), 'shop') !== 'later';
}

/**
 * Marks the shop's prompt as shown before the thank-you page mounts, so the floating card (which
 * decides once, when the storefront layout mounts) leaves the asking to the inline card.
 */
export function reserveOrderUpdatesPrompt(): void {
  if (!shouldAskForOrderUpdates()) return;
  if (readPromptAnswer(storage(), 'shop') === null)
    rememberPromptAnswer(storage(), 'shop', 'shown');
}

export async function enableOrderUpdates(userId: string | undefined): Promise<EnableResult> {
  rememberPromptAnswer(storage(), 'shop', 'enabled');
  const result = await enablePush();
  if (result.ok && userId) rememberRenewal(storage(), userId, Date.now());
  return result;
}

export function declineOrderUpdates(): void {
  rememberPromptAnswer(storage(), 'shop', 'later');
}
