import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/*
 * HMAC-SHA256 signatures for what the server hands out and later trusts without a row behind it:
 * cash-on-delivery confirmation links, newsletter unsubscribe links, the known-device and Google
 * sign-in cookies. One implementation, so every site signs and checks the same way. A signature
 * is the MAC's base64url text (no padding), the form links and cookies already carry. sameText
 * is the constant-time comparison they use, also for secrets a caller sends back as they are
 * (a courier's webhook token, the Google sign-in state).
 */

/** Signs and checks strings with one key. */
export type Signer = {
  /** The base64url HMAC-SHA256 of `data`. */
  sign(data: string): string;
  /** Whether `signature` is `sign(data)`, compared in constant time. */
  verify(data: string, signature: string): boolean;
};

/**
 * Whether two strings are equal, compared in constant time so the time taken does not tell how
 * much of a secret was guessed (a different length is simply unequal).
 */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A signer keyed by `key` as given. */
export function hmacSigner(key: string | Buffer): Signer {
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
  return {
    sign,
    verify: (data, signature) => sameText(signature, sign(data)),
  };
}

/**
 * A signer whose key is derived from `secret` for one purpose (HKDF-SHA256, `info` naming the
 * purpose and its version), so one secret signs several kinds of token that cannot stand in for
 * each other.
 */
export function derivedSigner(secret: string, info: string): Signer {
  return hmacSigner(Buffer.from(hkdfSync('sha256', secret, '', info, 32)));
}
