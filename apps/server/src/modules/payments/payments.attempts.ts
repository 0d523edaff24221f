import { and, eq, ne } from 'drizzle-orm';
import type { PaymentStatus } from '@propwash/domain/orders/status';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { MarkPaidOutcome, PayableOrder } from '../orders/orders.for-payments.ts';
import { payments } from './payments.tables.ts';

// What every part of the payments service shares: the order as payments sees it, what it asks
// of the orders module, the payment attempt row and small checks.

/** An order as the payments module sees it (the orders module's orders.for-payments.ts). */
export type { PayableOrder };

/** What payments asks of the orders module; settling happens inside this module's transaction. */
export type OrdersForPayments = {
  forPayment(userId: string, orderId: string): Promise<PayableOrder>;
  byIdForPayment(orderId: string): Promise<PayableOrder | null>;
  markPaid(
    tx: Tx,
    orderId: string,
    /** `amountPaise`: the attempt's amount; it settles only what is due now. */
    info: { transactionId: string; method?: string; amountPaise: number },
  ): Promise<MarkPaidOutcome>;
  notifyPaid(orderId: string): Promise<void>;
  recordPaymentFailed(orderId: string, reason: string): Promise<void>;
  expireUnpaid(orderId: string, reason: string): Promise<boolean>;
  setPaymentStatus(orderId: string, from: PaymentStatus[], to: PaymentStatus): Promise<boolean>;
  /** Online orders still awaiting payment, placed before the cutoff (those never given an attempt
   * are found only this way). Optional until orders provides it. */
  awaitingPaymentBefore?(cutoff: Date, limit: number): Promise<string[]>;
};

export type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type Attempt = typeof payments.$inferSelect;
export type Settlement =
  | 'settled'
  | 'duplicate'
  | 'refused'
  | 'refunding-paid-twice'
  | 'refunding-closed'
  /** A cash-on-delivery order packed before the pay-now payment arrived. */
  | 'refunding-packed'
  /** The amount due changed after the attempt was opened. */
  | 'refunding-changed';

export const verificationFailed = () =>
  new AppError('PAYMENT_FAILED', 'Payment verification failed');
export const notFound = () => new AppError('NOT_FOUND', 'Order not found or access denied');

export { isUniqueViolation } from '../../platform/pg-errors.ts';

/**
 * Whether the customer may pay the order online now: an online order awaiting payment, a
 * cash-on-delivery order before packing (pay now) or an unpaid advance; orders decides which and
 * how much (`purpose`, `amountDuePaise`).
 */
export const awaitsPayment = (o: PayableOrder) => o.purpose !== null && o.amountDuePaise > 0;

/** Why the order may not be paid online now, as a 409. */
export const notPayable = (o: PayableOrder) =>
  new AppError('CONFLICT', o.refusal ?? 'This order cannot be paid online');

/** The online attempt opened for a provider order id (COD rows are never matched). */
export async function attemptByProviderOrder(
  db: Db,
  providerOrderId: string,
): Promise<Attempt | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.providerOrderId, providerOrderId), ne(payments.provider, 'cod')))
    .limit(1);
  return row ?? null;
}
