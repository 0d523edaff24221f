import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { Attempt, Log, OrdersForPayments } from './payments.attempts.ts';
import type { PaymentProviders } from './payments.providers.ts';
import { payments } from './payments.tables.ts';
import { ProviderRefusedError } from './providers/razorpay.ts';

/** Giving money back: one attempt at a time, and a cancelled order's captured payments. */
export function createPaymentRefunds(deps: {
  db: Db;
  orders: Pick<OrdersForPayments, 'setPaymentStatus'>;
  providers: Pick<PaymentProviders, 'providerFor'>;
  log: Log;
}) {
  const { db, orders, log } = deps;
  const { providerFor } = deps.providers;

  /** Refunds what is left of a paid attempt; false when the provider failed (retried later). */
  async function refundAttempt(attempt: Attempt): Promise<boolean> {
    if (attempt.status === 'refunded') return true;
    if (attempt.status === 'paid') {
      const [claimed] = await db
        .update(payments)
        .set({ status: 'refund_pending', updatedAt: new Date() })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, 'paid')))
        .returning({ id: payments.id });
      if (!claimed) return false;
    } else if (attempt.status !== 'refund_pending') {
      return false;
    }
    const amount = attempt.amountPaise - attempt.refundedPaise;
    const markRefunded = (refundId: string | null) =>
      db
        .update(payments)
        .set({
          status: 'refunded',
          refundId: refundId ?? attempt.refundId,
          refundedPaise: attempt.amountPaise,
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, attempt.id), eq(payments.status, 'refund_pending')));
    try {
      const refund = await providerFor(attempt.provider).refund(attempt.providerPaymentId!, amount);
      await markRefunded(refund.id);
      return true;
    } catch (err) {
      // A retry after a lost answer: Razorpay refuses a second full refund.
      if (err instanceof ProviderRefusedError && /fully refunded/i.test(err.description)) {
        await markRefunded(null);
        return true;
      }
      log.warn({ err, paymentId: attempt.providerPaymentId }, 'refund not done; will retry');
      return false;
    }
  }

  /** The order's refund is done once none of its captured payments is still waiting. */
  async function finishOrderRefund(orderId: string) {
    const [waiting] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.orderId, orderId), inArray(payments.status, ['paid', 'refund_pending'])),
      );
    if (!waiting) await orders.setPaymentStatus(orderId, ['refund_pending'], 'refunded');
  }

  return {
    refundAttempt,
    finishOrderRefund,

    /** After a paid online order was cancelled: refunds its captured payments (retried if down). */
    async refundOrder(orderId: string): Promise<'refunded' | 'pending' | 'nothing-to-refund'> {
      const paid = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            inArray(payments.status, ['paid', 'refund_pending']),
            ne(payments.provider, 'cod'),
          ),
        );
      if (paid.length === 0) return 'nothing-to-refund';
      let allDone = true;
      for (const attempt of paid) allDone = (await refundAttempt(attempt)) && allDone;
      if (!allDone) return 'pending';
      await orders.setPaymentStatus(orderId, ['refund_pending'], 'refunded');
      return 'refunded';
    },
  };
}
export type PaymentRefunds = ReturnType<typeof createPaymentRefunds>;
