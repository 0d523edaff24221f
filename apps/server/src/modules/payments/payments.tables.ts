import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.ts';
import {
  timestamptz,
  primaryId,
  createdAt,
  timestamps,
  requiredRef,
} from '../../platform/columns.ts';

/** One provider order per attempt to pay an order; verified only by the provider's signature. */
export const payments = pgTable(
  'payments_payment',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    provider: text('provider', { enum: ['simulator', 'razorpay', 'cod'] }).notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', {
      enum: ['created', 'paid', 'failed', 'refund_pending', 'refunded'],
    })
      .notNull()
      .default('created'),
    signatureVerified: boolean('signature_verified').notNull().default(false),
    method: text('method'),
    failureReason: text('failure_reason'),
    refundId: text('refund_id'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('payments_payment_order_idx').on(t.orderId),
    uniqueIndex('payments_payment_provider_order_uq').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_payment_provider_payment_uq').on(t.provider, t.providerPaymentId),
    check('payments_payment_amount_ck', sql`${t.amountPaise} > 0`),
    check('payments_payment_refund_ck', sql`${t.refundedPaise} between 0 and ${t.amountPaise}`),
  ],
);

export const paymentMethods = pgTable(
  'payments_method',
  {
    id: primaryId(),
    name: text('name').notNull(),
    type: text('type', { enum: ['card', 'upi', 'netbanking', 'wallet', 'cod', 'emi'] }).notNull(),
    icon: text('icon').notNull().default(''),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_method_type_uq').on(t.type),
    check(
      'payments_method_type_ck',
      sql`${t.type} in ('card', 'upi', 'netbanking', 'wallet', 'cod', 'emi')`,
    ),
  ],
);

/** Razorpay webhook deliveries already handled (by event id), so a redelivery is a no-op. */
export const webhookEvents = pgTable('payments_webhook_event', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
