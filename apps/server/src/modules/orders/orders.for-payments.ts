import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@propwash/domain/orders/status';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { CancelOrder } from './lifecycle/lifecycle.cancel.ts';
import { issueReceipt } from './receipts/receipts.numbering.ts';
import { addTimeline, type OrderNotices } from './lifecycle/lifecycle.notices.ts';
import { ownOrderRow } from './orders.queries.ts';
import { awaitsOnlinePayment, orderKey, type OrderRow } from './orders.view.ts';
import { orders } from './orders.tables.ts';

/**
 * An order as the payments module sees it. Declared here, with the functions below that payments
 * calls, so the dependency runs one way: payments on orders (docs/architecture.md).
 */
export type PayableOrder = {
  id: string;
  orderNumber: string;
  userId: string | null;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  totalPaise: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  createdAt: Date;
};

/**
 * The order side of paying online, as the payments module calls it (its OrdersForPayments):
 * reads, the order's half of settlement (markPaid, inside payments.settlement.ts's transaction),
 * a failed attempt, expiry. Payments depends on these; orders reaches payments only through the
 * refund port of its cancel (orders.ports.ts).
 */
export function createOrderPayments(deps: {
  db: Db;
  notices: OrderNotices;
  /** Expiry cancels unpaid orders only, so it never starts a refund. */
  cancelOrder: CancelOrder;
}) {
  const { db } = deps;

  return {
    async forPayment(userId: string, orderId: string): Promise<PayableOrder> {
      return payableOf(await ownOrderRow(db, userId, orderId));
    },

    async byIdForPayment(orderId: string): Promise<PayableOrder | null> {
      const [row] = await db.select().from(orders).where(orderKey(orderId));
      return row ? payableOf(row) : null;
    },

    /**
     * Settlement's order half (payments/payments.settlement.ts), inside its transaction: a
     * pending, unpaid online order becomes confirmed and paid, and gets its payment receipt.
     */
    async markPaid(
      tx: Tx,
      orderId: string,
      info: { transactionId: string; method?: string },
    ): Promise<'settled' | 'already-paid' | 'not-payable'> {
      const [row] = await tx
        .update(orders)
        .set({
          status: 'confirmed',
          paymentStatus: 'paid',
          transactionId: info.transactionId,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'pending'),
            inArray(orders.paymentStatus, ['pending', 'failed']),
            ne(orders.paymentMethod, 'cod'),
          ),
        )
        .returning({ id: orders.id, totalPaise: orders.totalPaise });
      if (!row) {
        const [now] = await tx
          .select({ paymentStatus: orders.paymentStatus })
          .from(orders)
          .where(eq(orders.id, orderId));
        return now?.paymentStatus === 'paid' ? 'already-paid' : 'not-payable';
      }
      await addTimeline(tx, orderId, {
        status: 'confirmed',
        message: `Payment received${info.method ? ` (${info.method})` : ''}, transaction ${info.transactionId}`,
        automated: true,
      });
      // A receipt voucher now; the tax invoice waits for packing (docs/decisions/invoice-timing.md).
      await issueReceipt(tx, orderId, {
        amountPaise: row.totalPaise,
        transactionId: info.transactionId,
      });
      return 'settled';
    },

    notifyPaid: (orderId: string) => deps.notices.notify('paid', orderId),

    /** The failed payment's timeline entry: the provider's reason, never 'Payment failed' twice. */
    async recordPaymentFailed(orderId: string, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ paymentStatus: 'failed', updatedAt: new Date() })
          .where(
            and(
              eq(orders.id, orderId),
              eq(orders.status, 'pending'),
              eq(orders.paymentStatus, 'pending'),
            ),
          )
          .returning({ id: orders.id });
        if (row) {
          await addTimeline(tx, orderId, {
            status: 'pending',
            message: paymentFailedMessage(reason),
            automated: true,
          });
        }
      });
    },

    /** An online order never paid in time: cancelled, stock and coupon released (once). */
    async expireUnpaid(orderId: string, reason: string): Promise<boolean> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!row || !awaitsOnlinePayment(row)) return false;
      try {
        await deps.cancelOrder(orderId, {
          reason,
          actorUserId: null,
          byAdmin: false,
          expiring: true,
        });
        return true;
      } catch (error) {
        if (error instanceof AppError && error.type === 'ILLEGAL_STATUS_CHANGE') return false;
        throw error;
      }
    },

    /** Online orders still unpaid that were placed before `cutoff` (the reconciler expires them). */
    async awaitingPaymentBefore(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            inArray(orders.paymentStatus, ['pending', 'failed']),
            ne(orders.paymentMethod, 'cod'),
            lt(orders.createdAt, cutoff),
          ),
        )
        .orderBy(orders.createdAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async setPaymentStatus(
      orderId: string,
      from: PaymentStatus[],
      to: PaymentStatus,
    ): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paymentStatus: to, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, from)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}

function payableOf(row: OrderRow): PayableOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalPaise: row.totalPaise,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.shippingAddress.phone,
    createdAt: row.createdAt,
  };
}

/** 'Payment failed: Card declined'; a reason that only says the payment failed is not repeated. */
export function paymentFailedMessage(reason: string): string {
  const why = reason
    .trim()
    .replace(/[.\s]+$/, '')
    .slice(0, 200);
  return !why || /^payment (has )?failed$/i.test(why) ? 'Payment failed' : `Payment failed: ${why}`;
}
