import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The link in a cash-on-delivery order's email that confirms it (docs/decisions.md,
 * "Cash-on-delivery confirmation"): the order's id signed with the server's secret, like the
 * newsletter's unsubscribe links. Anyone holding the email can confirm that one order without
 * signing in; nobody can make a link for another order. The link works once: it confirms only an
 * order that still waits.
 */

const mac = (secret: string, orderId: string) =>
  createHmac('sha256', secret).update(`cod-confirm:${orderId}`).digest('base64url');

/** The token of the confirmation link for `orderId`. */
export function codConfirmToken(secret: string, orderId: string): string {
  return mac(secret, orderId);
}

/** Whether `token` was made for `orderId` with this secret (constant time). */
export function isCodConfirmToken(secret: string, orderId: string, token: string): boolean {
  const expected = Buffer.from(mac(secret, orderId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The storefront page the email links to. */
export function codConfirmUrl(publicUrl: string, secret: string, orderId: string): string {
  const token = codConfirmToken(secret, orderId);
  return `${publicUrl.replace(/\/$/, '')}/order/${orderId}/confirm-cod?token=${token}`;
}
