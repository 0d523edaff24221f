/**
 * When the notification opt-in is offered (Enable / Later, shown once and remembered as asked),
 * as rules without a DOM so they can be tested. Where it shows is the page's choice: an inline
 * banner at the top of the admin content area, an inline card on the shopper's thank-you page;
 * never a card floating over the page. The browser work (service worker, pushManager) is in
 * web-push.ts.
 */

/** A delayed prompt waits this long after load (schedulePrompt); a push card stays 5000 ms. */
export const PROMPT_DELAY_MS = 5_000;
export const PUSH_CARD_MS = 5_000;

/** Storefront shoppers and admins are asked apart: an admin said Later as a shopper, say. */
export type PromptAudience = 'shop' | 'admin';

/** 'shown' until answered, so a prompt left unanswered is not asked again either. */
export type PromptAnswer = 'shown' | 'enabled' | 'later';

export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const promptStorageKey = (audience: PromptAudience) => `notificationPrompt:${audience}`;

export function readPromptAnswer(
  storage: KeyValueStorage | null,
  audience: PromptAudience,
): PromptAnswer | null {
  try {
    const value = storage?.getItem(promptStorageKey(audience));
    return value === 'shown' || value === 'enabled' || value === 'later' ? value : null;
  } catch {
    return null;
  }
}

export function rememberPromptAnswer(
  storage: KeyValueStorage | null,
  audience: PromptAudience,
  answer: PromptAnswer,
) {
  try {
    storage?.setItem(promptStorageKey(audience), answer);
  } catch {
    // Storage can be disabled (private mode, policies): the prompt may then come back once.
  }
}

export interface PromptFacts {
  /** Subscriptions belong to a user, so visitors are never asked. */
  isSignedIn: boolean;
  permission: PushPermission;
  /** This browser already has a push subscription (made earlier, here or on another screen). */
  hasSubscription: boolean;
  answer: PromptAnswer | null;
}

/** Whether to offer the card at all: once, to a signed-in user whose browser can still say yes. */
export function shouldOfferPrompt(facts: PromptFacts): boolean {
  return (
    facts.isSignedIn &&
    facts.answer === null &&
    !facts.hasSubscription &&
    (facts.permission === 'default' || facts.permission === 'granted')
  );
}

/** Whether to renew the subscription quietly: the user enabled pushes in this browser before. */
export function shouldRenewSubscription(facts: PromptFacts): boolean {
  return facts.isSignedIn && facts.permission === 'granted' && facts.answer === 'enabled';
}

const RENEW_EVERY_MS = 24 * 60 * 60 * 1000;
const renewalKey = 'notificationPrompt:renewed';

/**
 * Renewing costs two API calls, so it happens once a day per user and browser, or at once when
 * someone else signs in here (the subscription must then be bound to them).
 */
export function isRenewalDue(storage: KeyValueStorage | null, userId: string, now: number) {
  let last: string | null = null;
  try {
    last = storage?.getItem(renewalKey) ?? null;
  } catch {
    return true;
  }
  const [who, at] = (last ?? '').split('|');
  return who !== userId || !(now - Number(at) < RENEW_EVERY_MS);
}

export function rememberRenewal(storage: KeyValueStorage | null, userId: string, now: number) {
  try {
    storage?.setItem(renewalKey, `${userId}|${now}`);
  } catch {
    // Without storage the renewal simply happens on every load.
  }
}

export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Calls `show` PROMPT_DELAY_MS after `loadedAt` (the moment the page loaded, on the same clock as
 * `timers.now()`), at once when that moment has passed. Returns the cancel function.
 */
export function schedulePrompt(loadedAt: number, show: () => void, timers: Timers): () => void {
  const wait = Math.max(0, loadedAt + PROMPT_DELAY_MS - timers.now());
  const handle = timers.setTimeout(show, wait);
  return () => timers.clearTimeout(handle);
}

/** What the service worker hands to open pages; anything else is ignored. */
export interface PushCardMessage {
  title: string;
  body: string;
  url: string;
}

export function readPushCardMessage(data: unknown): PushCardMessage | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as { type?: unknown; message?: unknown };
  if (d.type !== 'push' || !d.message || typeof d.message !== 'object') return null;
  const m = d.message as Record<string, unknown>;
  if (typeof m.title !== 'string' || typeof m.body !== 'string') return null;
  const url = typeof m.url === 'string' && m.url.startsWith('/') && !m.url.startsWith('//');
  return { title: m.title, body: m.body, url: url ? (m.url as string) : '/' };
}

/** The VAPID key as pushManager.subscribe wants it (base64url → bytes). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
