import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/*
 * HMAC-SHA256 signatures for what the server hands out and later trusts without a row behind it:
 * cash-on-delivery confirmation links, newsletter unsubscribe links, the known-device and Google
 * sign-in cookies. One implementation, so every site signs and checks the same way. A signature
 * is the MAC's base64url text (no padding), the form links and cookies already carry.
 */

/** Signs and checks strings with one key. */
export type Signer = {
  /** The base64url HMAC-SHA256 of `data`. */
  sign(data: string): string;
  /** Whether `signature` is `sign(data)`, compared in constant time. */
  verify(data: string, signature: string): boolean;
};

/** A signer keyed by `key` as given. */
export function hmacSigner(key: string | Buffer): Signer {
  const sign = (data: string) => createHmac('sha256', key).update(data).digest('base64url');
  return {
    sign,
    verify(data, signature) {
      const expected = Buffer.from(sign(data));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
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
