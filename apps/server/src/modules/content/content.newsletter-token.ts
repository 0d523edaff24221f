import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Unsubscribe links carry the address and its HMAC (docs/decisions.md, The owner's inbox): anyone
 * holding the email can leave the list without signing in, and nobody can forge a link for
 * another address without the server's secret.
 */

const mac = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${email}`).digest('base64url');

/** The token of an unsubscribe link for `email` (lower-cased). */
export function unsubscribeToken(secret: string, email: string): string {
  const address = email.toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${mac(secret, address)}`;
}

/** The address a token was made for, or null when it was not made with this secret. */
export function emailOfUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(secret, email));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return email;
}
