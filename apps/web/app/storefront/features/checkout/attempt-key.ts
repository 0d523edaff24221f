/** A v4 UUID; crypto.randomUUID exists only in secure contexts, so plain-http shops get the fallback. */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Idempotency keys for Place order (docs/decisions/order-lifecycle.md): one key per checkout attempt. A retry of
 * the same order (same fingerprint) after a network error or a 5xx reuses the key, so the server
 * answers with the first result instead of placing a second order; any change (cart, shipping,
 * payment, coupon) or a definite answer from the server starts a new attempt.
 */
export function createAttemptKeys(generate: () => string = newUuid) {
  let current: { key: string; fingerprint: string } | null = null;
  return {
    /** The key to send for an order with this fingerprint. */
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { key: generate(), fingerprint };
      return current.key;
    },
    /**
     * Reports how the attempt ended: `status` 0 (no answer) or 5xx keeps the key for a retry;
     * a success or any other error closes the attempt.
     */
    settle(status: number | 'ok') {
      if (status === 'ok' || (status !== 0 && status < 500)) current = null;
    },
  };
}
export type AttemptKeys = ReturnType<typeof createAttemptKeys>;
