import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';
import { orderStatuses, paymentMethodTypes, paymentStatuses } from '../orders/status.ts';

/**
 * Online payment contracts (docs/decisions/integrations-and-local-stand-ins.md): a provider order per attempt, verified by
 * the provider's signature HMAC-SHA256(order_id|payment_id). The simulator signs the same way.
 */

export const paymentProviders = ['simulator', 'razorpay'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** POST /api/payments/create-order */
export const createPaymentOrderBodySchema = z.object({
  orderId: z.string().uuid('Order not found or access denied'),
});

export const paymentOrderSchema = z.object({
  /** The provider's order id (order_xxx). */
  id: z.string(),
  /** In paise, as the provider's checkout expects. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string(),
  provider: z.enum(paymentProviders),
  /** Our order, for the checkout's description and prefill. */
  orderId: z.string(),
  orderNumber: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** razorpay only: where checkout.js is loaded from, on demand. */
  checkoutScriptUrl: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

const providerId = z.string().trim().min(1).max(64);

/** POST /api/payments/verify: what the provider's checkout hands back. */
export const verifyPaymentBodySchema = z.object({
  orderId: z.string().uuid('Order not found or access denied'),
  razorpay_order_id: providerId,
  razorpay_payment_id: providerId,
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'Payment verification failed'),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

/** POST /api/payments/simulator/complete: the simulator's pay page reports the shopper's choice. */
export const simulatorCompleteBodySchema = z.object({
  providerOrderId: providerId,
  outcome: z.enum(['success', 'failure']),
  method: z.enum(['card', 'upi', 'netbanking', 'wallet', 'emi']).default('card'),
});

export const simulatorResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('success'),
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    outcome: z.literal('failure'),
    error: z.object({ code: z.string(), description: z.string() }),
  }),
]);
export type SimulatorResult = z.infer<typeof simulatorResultSchema>;

/** POST /api/payments/failed: the checkout reports a failed or cancelled attempt (recorded only). */
export const paymentFailedBodySchema = z.object({
  orderId: z.string().uuid('Order not found or access denied'),
  razorpay_order_id: providerId,
  reason: z.string().trim().max(300).default('Payment failed'),
});

/** What POST /api/payments/verify answers: the order as it stands once the payment settled. */
export const paymentVerificationSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  transactionId: z.string(),
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

/** What POST /api/payments/failed answers: whether the failure was recorded on a payable order. */
export const paymentFailureRecordedSchema = z.object({ recorded: z.boolean() });

/** POST /api/payments/webhook (Razorpay): acknowledged; a redelivered event id is a duplicate. */
export const paymentWebhookAckSchema = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});

// ---------- Admin: payment methods ----------

export const adminPaymentMethodSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(paymentMethodTypes),
  icon: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  order: z.number().int(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;

export const paymentMethodBodySchema = z.object({
  name: requiredText('Name is required', 60, 'Name must be at most 60 characters'),
  type: z.enum(paymentMethodTypes, {
    error: 'Type must be card, upi, netbanking, wallet, cod or emi',
  }),
  /** A short icon name (lucide) or emoji shown beside the method; optional. */
  icon: z.string().trim().max(40).default(''),
  description: z.string().trim().max(200).default(''),
  enabled: z.boolean().default(true),
  order: z.number().int('Order must be a whole number').min(0).max(100).default(0),
});
export type PaymentMethodBody = z.infer<typeof paymentMethodBodySchema>;
