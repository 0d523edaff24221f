import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  base64UrlToBytes,
  isRenewalDue,
  PROMPT_DELAY_MS,
  readPromptAnswer,
  readPushCardMessage,
  rememberPromptAnswer,
  rememberRenewal,
  schedulePrompt,
  shouldOfferPrompt,
  shouldRenewSubscription,
  type KeyValueStorage,
  type PromptFacts,
} from '#app/lib/notification-prompt.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const fresh: PromptFacts = {
  isSignedIn: true,
  permission: 'default',
  hasSubscription: false,
  answer: null,
};

describe('whether the opt-in card is offered', () => {
  it('is offered to a signed-in user whose browser has not been asked', () => {
    expect(shouldOfferPrompt(fresh)).toBe(true);
    // Allowed already (site settings) but not subscribed: Enable then needs no browser dialog.
    expect(shouldOfferPrompt({ ...fresh, permission: 'granted' })).toBe(true);
  });

  it('is not offered to visitors, unsupported or blocked browsers, or browsers already subscribed', () => {
    expect(shouldOfferPrompt({ ...fresh, isSignedIn: false })).toBe(false);
    expect(shouldOfferPrompt({ ...fresh, permission: 'unsupported' })).toBe(false);
    expect(shouldOfferPrompt({ ...fresh, permission: 'denied' })).toBe(false);
    expect(shouldOfferPrompt({ ...fresh, hasSubscription: true })).toBe(false);
  });

  it('is asked once: shown, Enable and Later are all remembered, per audience', () => {
    for (const answer of ['shown', 'enabled', 'later'] as const) {
      const storage = memoryStorage();
      expect(readPromptAnswer(storage, 'shop')).toBeNull();
      rememberPromptAnswer(storage, 'shop', answer);
      expect(readPromptAnswer(storage, 'shop')).toBe(answer);
      expect(shouldOfferPrompt({ ...fresh, answer: readPromptAnswer(storage, 'shop') })).toBe(
        false,
      );
      // The admin is asked apart from the storefront.
      expect(readPromptAnswer(storage, 'admin')).toBeNull();
    }
  });

  it('reads unknown stored values and broken storage as not asked', () => {
    const storage = memoryStorage();
    storage.data.set('notificationPrompt:shop', 'maybe');
    expect(readPromptAnswer(storage, 'shop')).toBeNull();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readPromptAnswer(broken, 'shop')).toBeNull();
    expect(() => rememberPromptAnswer(broken, 'shop', 'later')).not.toThrow();
    expect(readPromptAnswer(null, 'shop')).toBeNull();
  });

  it('renews quietly only for a user who enabled pushes in this browser and kept the permission', () => {
    expect(shouldRenewSubscription({ ...fresh, permission: 'granted', answer: 'enabled' })).toBe(
      true,
    );
    expect(shouldRenewSubscription({ ...fresh, permission: 'denied', answer: 'enabled' })).toBe(
      false,
    );
    expect(shouldRenewSubscription({ ...fresh, permission: 'granted', answer: 'later' })).toBe(
      false,
    );
    expect(
      shouldRenewSubscription({
        ...fresh,
        isSignedIn: false,
        permission: 'granted',
        answer: 'enabled',
      }),
    ).toBe(false);
  });
});

describe('renewing the subscription', () => {
  it('happens once a day per user, and at once when someone else signs in here', () => {
    const storage = memoryStorage();
    const day = 24 * 60 * 60 * 1000;
    const t0 = Date.UTC(2026, 0, 1);
    expect(isRenewalDue(storage, 'user-a', t0)).toBe(true);
    rememberRenewal(storage, 'user-a', t0);
    expect(isRenewalDue(storage, 'user-a', t0 + day - 1)).toBe(false);
    expect(isRenewalDue(storage, 'user-a', t0 + day)).toBe(true);
    expect(isRenewalDue(storage, 'user-b', t0 + 1)).toBe(true);
  });
});

describe('the 5 second delay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const timers = {
    now: () => Date.now(),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };

  it('shows the card 5000 ms after the page loaded, not before', () => {
    expect(PROMPT_DELAY_MS).toBe(5_000);
    const show = vi.fn();
    schedulePrompt(Date.now(), show, timers);
    vi.advanceTimersByTime(4_999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
  });

  it('counts from the load, so code that arrived 2 s late still shows it at 5 s', () => {
    const show = vi.fn();
    const loadedAt = Date.now();
    vi.advanceTimersByTime(2_000);
    schedulePrompt(loadedAt, show, timers);
    vi.advanceTimersByTime(2_999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledOnce();
  });

  it('shows at once when the moment has passed, and never once cancelled', () => {
    const late = vi.fn();
    const loadedAt = Date.now();
    vi.advanceTimersByTime(9_000);
    schedulePrompt(loadedAt, late, timers);
    vi.advanceTimersByTime(0);
    expect(late).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    const cancel = schedulePrompt(Date.now(), cancelled, timers);
    vi.advanceTimersByTime(3_000);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('messages from the service worker', () => {
  it('keeps title, body and a same-site path', () => {
    expect(
      readPushCardMessage({
        type: 'push',
        message: { title: 'Order PW-1 shipped', body: 'On its way.', url: '/order/1', tag: 'x' },
      }),
    ).toEqual({ title: 'Order PW-1 shipped', body: 'On its way.', url: '/order/1' });
  });

  it('ignores other messages and sends foreign links home', () => {
    expect(readPushCardMessage({ type: 'other', message: { title: 'a', body: 'b' } })).toBeNull();
    expect(readPushCardMessage('push')).toBeNull();
    expect(readPushCardMessage({ type: 'push', message: { title: 1, body: 'b' } })).toBeNull();
    expect(
      readPushCardMessage({
        type: 'push',
        message: { title: 'a', body: 'b', url: '//evil.example/x' },
      })?.url,
    ).toBe('/');
    expect(
      readPushCardMessage({ type: 'push', message: { title: 'a', body: 'b', url: 'https://x.y' } })
        ?.url,
    ).toBe('/');
  });
});

describe('the application server key', () => {
  it('decodes base64url (no padding) to the raw bytes', () => {
    const raw = Uint8Array.from({ length: 65 }, (_, i) => (i * 37 + 4) % 256);
    const encoded = Buffer.from(raw).toString('base64url');
    expect(encoded).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Array.from(base64UrlToBytes(encoded))).toEqual(Array.from(raw));
  });
});
