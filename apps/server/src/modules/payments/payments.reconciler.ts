import { and, asc, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { startPeriodic } from '../../platform/periodic.ts';
import {
  awaitsPayment,
  type Attempt,
  type Log,
  type OrdersForPayments,
} from './payments.attempts.ts';
import type { PaymentProviders } from './payments.providers.ts';
import type { PaymentRefunds } from './payments.refunds.ts';
import type { PaymentSettlement } from './payments.settlement.ts';
import { payments } from './payments.tables.ts';

const EXPIRED_REASON = 'Payment not received in time';
const RECONCILE_BATCH = 200;

/**
 * The reconciler: asks the providers about open attempts (a payment whose checkout or webhook
 * never reached us), expires unpaid orders and retries refunds.
 */
export function createPaymentReconciler(deps: {
  db: Db;
  orders: OrdersForPayments;
  config: Config['payments'];
  log: Log;
  providers: Pick<PaymentProviders, 'providerFor' | 'hasRazorpay'>;
  settlement: PaymentSettlement;
  refunds: Pick<PaymentRefunds, 'refundAttempt' | 'finishOrderRefund'>;
}) {
  const { db, orders, config, log } = deps;
  const { providerFor, hasRazorpay } = deps.providers;
  const { settle, closeAttempts } = deps.settlement;
  const { refundAttempt, finishOrderRefund } = deps.refunds;

  /**
   * One pass of the reconciler: settle captured payments, expire stale orders (online ones and
   * unpaid advances, docs/decisions/part-paid-cod.md), retry refunds.
   */
  async function reconcile(now: Date = new Date()): Promise<void> {
    const open = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'created'), ne(payments.provider, 'cod')))
      .orderBy(asc(payments.createdAt))
      .limit(RECONCILE_BATCH);
    const byOrder = new Map<string, Attempt[]>();
    for (const a of open) byOrder.set(a.orderId, [...(byOrder.get(a.orderId) ?? []), a]);

    for (const [orderId, attempts] of byOrder) {
      try {
        let captured = false;
        for (const attempt of attempts) {
          if (attempt.provider === 'razorpay' && !hasRazorpay) continue;
          const found = await providerFor(attempt.provider).fetchOrderPayments(
            attempt.providerOrderId!,
          );
          const payment = found.find(
            (p) => p.status === 'captured' && p.amount === attempt.amountPaise,
          );
          if (payment) {
            await settle(attempt, payment.id, payment.method);
            captured = true;
          }
        }
        if (captured) continue;
        const order = await orders.byIdForPayment(orderId);
        if (!order || !awaitsPayment(order)) {
          await closeAttempts(orderId, 'Order no longer awaits payment');
        } else if (order.purpose === 'pay_now') {
          // A cash-on-delivery order stays as it is: only its pay-now attempts close once stale
          // (a late capture is still settled, or refunded, docs/decisions/pay-now-for-cod-orders.md).
          const newest = Math.max(...attempts.map((a) => a.createdAt.getTime()));
          if (now.getTime() - newest > config.expireMinutes * 60_000) {
            await closeAttempts(orderId, 'Pay-now not completed in time');
          }
        } else if (now.getTime() - order.createdAt.getTime() > config.expireMinutes * 60_000) {
          if (await orders.expireUnpaid(orderId, EXPIRED_REASON)) {
            await closeAttempts(orderId, EXPIRED_REASON);
          }
        }
      } catch (err) {
        log.warn({ err, orderId }, 'payment reconcile failed for order');
      }
    }

    // Orders whose shopper never reached the payment step have no attempt to look at.
    const cutoff = new Date(now.getTime() - config.expireMinutes * 60_000);
    for (const orderId of (await orders.awaitingPaymentBefore?.(cutoff, RECONCILE_BATCH)) ?? []) {
      if (byOrder.has(orderId)) continue;
      try {
        await orders.expireUnpaid(orderId, EXPIRED_REASON);
      } catch (err) {
        log.warn({ err, orderId }, 'expiring an unpaid order failed');
      }
    }

    const refunds = await db
      .select()
      .from(payments)
      .where(eq(payments.status, 'refund_pending'))
      .orderBy(asc(payments.updatedAt))
      .limit(RECONCILE_BATCH);
    for (const attempt of refunds) {
      try {
        if (await refundAttempt(attempt)) {
          await finishOrderRefund(attempt.orderId);
        }
      } catch (err) {
        log.warn({ err, orderId: attempt.orderId }, 'refund retry failed');
      }
    }
  }

  return {
    reconcile,

    /** Runs the reconciler now and every PAYMENT_RECONCILE_MINUTES; the returned stop() awaits a run. */
    startReconciler(): () => Promise<void> {
      return startPeriodic(reconcile, config.reconcileMinutes * 60_000, (err) =>
        log.error({ err }, 'payment reconciler failed'),
      );
    },
  };
}
