import { hmacSigner } from '../../../platform/signed-token.ts';

/*
 * The link in a cash-on-delivery order's email that confirms it (docs/decisions/cod-confirmation.md):
 * the order's id signed with the server's secret, like the
 * newsletter's unsubscribe links. Anyone holding the email can confirm that one order without
 * signing in; nobody can make a link for another order. The link works once: it confirms only an
 * order that still waits.
 */

const signed = (orderId: string) => `cod-confirm:${orderId}`;

/** The token of the confirmation link for `orderId`. */
export function codConfirmToken(secret: string, orderId: string): string {
  return hmacSigner(secret).sign(signed(orderId));
}

/** Whether `token` was made for `orderId` with this secret (constant time). */
export function isCodConfirmToken(secret: string, orderId: string, token: string): boolean {
  return hmacSigner(secret).verify(signed(orderId), token);
}

/** The storefront page the email links to. */
export function codConfirmUrl(publicUrl: string, secret: string, orderId: string): string {
  const token = codConfirmToken(secret, orderId);
  return `${publicUrl.replace(/\/$/, '')}/order/${orderId}/confirm-cod?token=${token}`;
}
