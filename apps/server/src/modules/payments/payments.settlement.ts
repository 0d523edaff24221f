import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import {
  isUniqueViolation,
  type Attempt,
  type Log,
  type OrdersForPayments,
  type Settlement,
} from './payments.attempts.ts';
import type { PaymentRefunds } from './payments.refunds.ts';
import { payments } from './payments.tables.ts';

/**
 * Settlement: a captured payment marks its order paid, once, whoever reports it first (verify,
 * webhook, reconciler). The payment attempt is claimed here and the order marked paid by
 * orders' markPaid (orders/orders.for-payments.ts) in the same transaction; money the order
 * cannot take is refunded at once.
 */
export function createPaymentSettlement(deps: {
  db: Db;
  orders: OrdersForPayments;
  refunds: Pick<PaymentRefunds, 'refundAttempt'>;
  log: Log;
}) {
  const { db, orders, log } = deps;
  const { refundAttempt } = deps.refunds;

  /**
   * Claims the attempt for one captured payment and marks the order paid, in one transaction.
   * Whoever comes first (verify, webhook, reconciler) settles; the others see 'duplicate'.
   */
  async function settle(
    attempt: Attempt,
    paymentId: string,
    method: string | null,
  ): Promise<Settlement> {
    const [usedElsewhere] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.provider, attempt.provider),
          eq(payments.providerPaymentId, paymentId),
          ne(payments.id, attempt.id),
        ),
      );
    if (usedElsewhere) return 'refused';

    let outcome: Awaited<ReturnType<OrdersForPayments['markPaid']>> | null;
    try {
      outcome = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(payments)
          .set({
            status: 'paid',
            providerPaymentId: paymentId,
            signatureVerified: true,
            method: method ?? attempt.method,
            failureReason: null,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(payments.id, attempt.id),
              // A closed ('failed') attempt may still be paid late; the order then refuses it below.
              inArray(payments.status, ['created', 'failed']),
              or(isNull(payments.providerPaymentId), eq(payments.providerPaymentId, paymentId)),
            ),
          )
          .returning({ id: payments.id });
        if (!claimed) return null;
        return orders.markPaid(tx, attempt.orderId, {
          transactionId: paymentId,
          amountPaise: attempt.amountPaise,
          ...((method ?? attempt.method) ? { method: (method ?? attempt.method)! } : {}),
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) return 'refused';
      throw err;
    }

    if (outcome === null) {
      const [now] = await db.select().from(payments).where(eq(payments.id, attempt.id));
      const alreadyThis =
        now?.providerPaymentId === paymentId &&
        (now.status === 'paid' || now.status === 'refund_pending' || now.status === 'refunded');
      return alreadyThis ? 'duplicate' : 'refused';
    }
    if (outcome === 'settled') {
      await orders
        .notifyPaid(attempt.orderId)
        .catch((err: unknown) => log.error({ err }, `paid notice for ${attempt.orderId} failed`));
      return 'settled';
    }
    // Money arrived for an order that is already paid (a second attempt), closed (expired,
    // cancelled), packed for cash on delivery, or now owing another amount: give it back at once.
    // Only a closed order's payment status follows the refund; a packed COD order still owes cash.
    log.warn(
      { orderId: attempt.orderId, paymentId, outcome },
      'payment captured for an order that cannot take it; refunding',
    );
    const [paidRow] = await db.select().from(payments).where(eq(payments.id, attempt.id));
    if (outcome === 'not-payable') {
      await orders.setPaymentStatus(attempt.orderId, ['pending', 'failed'], 'refund_pending');
    }
    const refunded = paidRow ? await refundAttempt(paidRow) : false;
    if (refunded && outcome === 'not-payable') {
      await orders.setPaymentStatus(attempt.orderId, ['refund_pending'], 'refunded');
    }
    if (outcome === 'packed') return 'refunding-packed';
    if (outcome === 'amount-changed') return 'refunding-changed';
    return outcome === 'already-paid' ? 'refunding-paid-twice' : 'refunding-closed';
  }

  async function closeAttempts(orderId: string, reason: string) {
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
  }

  return { settle, closeAttempts };
}
export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
