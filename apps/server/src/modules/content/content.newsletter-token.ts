import { hmacSigner } from '../../platform/signed-token.ts';

/*
 * Unsubscribe links carry the address and its HMAC (docs/decisions/owners-inbox.md): anyone
 * holding the email can leave the list without signing in, and nobody can forge a link for
 * another address without the server's secret.
 */

const signed = (email: string) => `newsletter-unsubscribe:${email}`;

/** The token of an unsubscribe link for `email` (lower-cased). */
export function unsubscribeToken(secret: string, email: string): string {
  const address = email.toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${hmacSigner(secret).sign(signed(address))}`;
}

/** The address a token was made for, or null when it was not made with this secret. */
export function emailOfUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  return hmacSigner(secret).verify(signed(email), signature) ? email : null;
}
