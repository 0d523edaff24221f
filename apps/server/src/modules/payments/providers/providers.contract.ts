import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider as ProviderName } from '@propwash/domain/payments/schemas';

export type ProviderOrder = { id: string; amount: number; currency: 'INR' };

/** Razorpay's payment states; only 'captured' money is ours. */
export type ProviderPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export type ProviderPayment = {
  id: string;
  status: ProviderPaymentStatus;
  amount: number;
  method: string | null;
};

export type ProviderRefund = { id: string; status: string };

/** What the payments service needs from a payment gateway (Razorpay's Orders API shape). */
export interface PaymentProvider {
  readonly name: ProviderName;
  /** The public key the checkout is opened with. */
  readonly keyId: string;
  /** Where the browser loads the checkout script from; null for the built-in simulator page. */
  readonly checkoutScriptUrl: string | null;
  /** Signs checkout results: HMAC-SHA256(order_id|payment_id). */
  readonly signatureSecret: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  fetchOrderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  refund(paymentId: string, amountPaise: number): Promise<ProviderRefund>;
}

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Compares two hex digests in constant time (different lengths are simply unequal). */
function sameHex(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(/^[0-9a-f]*$/i.test(givenHex) ? givenHex : '', 'hex');
  return given.length === expected.length && timingSafeEqual(expected, given);
}

/** The checkout's signature, exactly as Razorpay computes it. */
export function signPayment(secret: string, providerOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${providerOrderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  secret: string,
  providerOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(signPayment(secret, providerOrderId, paymentId), signature.trim());
}

/** Webhooks are signed over the raw body bytes (X-Razorpay-Signature). */
export function signWebhook(secret: string, rawBody: string | Buffer): string {
  return hmacHex(secret, rawBody);
}

export function isValidWebhookSignature(
  secret: string,
  rawBody: string | Buffer,
  signature: string | undefined,
): boolean {
  return Boolean(signature) && sameHex(signWebhook(secret, rawBody), signature!.trim());
}
