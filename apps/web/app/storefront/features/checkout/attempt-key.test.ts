import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newUuid } from '#app/storefront/features/checkout/attempt-key.ts';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('Place order idempotency keys', () => {
  it('reuses the key when the same order is retried after a network error or a 5xx', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor('order-a')).toBe('key-1');
    keys.settle(0);
    expect(keys.keyFor('order-a')).toBe('key-1');
    keys.settle(503);
    expect(keys.keyFor('order-a')).toBe('key-1');
  });

  it('starts a new attempt when the order changed', () => {
    const keys = createAttemptKeys(counter());
    keys.keyFor('order-a');
    keys.settle(0);
    expect(keys.keyFor('order-b')).toBe('key-2');
  });

  it('starts a new attempt after a definite answer', () => {
    const keys = createAttemptKeys(counter());
    keys.keyFor('order-a');
    keys.settle(409);
    expect(keys.keyFor('order-a')).toBe('key-2');
    keys.settle('ok');
    expect(keys.keyFor('order-a')).toBe('key-3');
  });

  it('makes v4 UUIDs', () => {
    expect(newUuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(newUuid()).not.toBe(newUuid());
  });
});
