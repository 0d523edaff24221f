import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import type { Attempt, Log, OrdersForPayments } from './payments.attempts.ts';
import type { PaymentProviders } from './payments.providers.ts';
import { payments } from './payments.tables.ts';
import { ProviderRefusedError } from './providers/providers.razorpay.ts';

/** Giving money back: one attempt at a time, and a cancelled order's captured payments. */
export function createPaymentRefunds(deps: {
  db: Db;
  orders: Pick<OrdersForPayments, 'setPaymentStatus'>;
  providers: Pick<PaymentProviders, 'providerFor'>;
  log: Log;
}) {
  const { db, orders, log } = deps;
  const { providerFor } = deps.providers;

  /** The order's online payments (not cash on delivery) in one of these states. */
  const onlinePayments = (orderId: string, statuses: Attempt['status'][]) =>
    and(
      eq(payments.orderId, orderId),
      inArray(payments.status, statuses),
      ne(payments.provider, 'cod'),
    );

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

  /** An order whose every captured payment is given back in full is refunded. */
  async function finishPartRefund(orderId: string) {
    const [waiting] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(onlinePayments(orderId, ['paid']));
    if (!waiting) await orders.setPaymentStatus(orderId, ['paid'], 'refunded');
  }

  return {
    refundAttempt,
    finishOrderRefund,

    /**
     * Gives back part of what an online order paid (a return's value, docs/decisions/returns-and-replacements.md),
     * from its captured payments in the order they were made. Each share is
     * claimed before the provider is asked, so two calls never refund the same paise; a share the
     * provider refused is released again. Answers the provider's refund ids, or 'failed'.
     */
    async refundPart(
      orderId: string,
      amountPaise: number,
    ): Promise<{ status: 'done'; refundIds: string[] } | { status: 'failed' }> {
      const paid = await db
        .select()
        .from(payments)
        .where(onlinePayments(orderId, ['paid']))
        .orderBy(asc(payments.createdAt));
      let left = amountPaise;
      const refundIds: string[] = [];
      for (const attempt of paid) {
        const share = Math.min(left, attempt.amountPaise - attempt.refundedPaise);
        if (share <= 0) continue;
        const [claimed] = await db
          .update(payments)
          .set({ refundedPaise: sql`${payments.refundedPaise} + ${share}`, updatedAt: new Date() })
          .where(
            and(
              eq(payments.id, attempt.id),
              eq(payments.status, 'paid'),
              sql`${payments.refundedPaise} + ${share} <= ${payments.amountPaise}`,
            ),
          )
          .returning({ id: payments.id });
        if (!claimed) continue;
        try {
          const refund = await providerFor(attempt.provider).refund(
            attempt.providerPaymentId!,
            share,
          );
          refundIds.push(refund.id);
          await db
            .update(payments)
            .set({
              refundId: refund.id,
              status: sql`case when ${payments.refundedPaise} = ${payments.amountPaise} then 'refunded' else 'paid' end`,
              updatedAt: new Date(),
            })
            .where(eq(payments.id, attempt.id));
          left -= share;
        } catch (err) {
          log.warn({ err, paymentId: attempt.providerPaymentId }, 'partial refund not done');
          await db
            .update(payments)
            .set({
              refundedPaise: sql`${payments.refundedPaise} - ${share}`,
              updatedAt: new Date(),
            })
            .where(eq(payments.id, attempt.id));
        }
        if (left === 0) break;
      }
      if (left > 0) return { status: 'failed' };
      await finishPartRefund(orderId);
      return { status: 'done', refundIds };
    },

    /** After a paid online order was cancelled: refunds its captured payments (retried if down). */
    async refundOrder(orderId: string): Promise<'refunded' | 'pending' | 'nothing-to-refund'> {
      const paid = await db
        .select()
        .from(payments)
        .where(onlinePayments(orderId, ['paid', 'refund_pending']));
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
