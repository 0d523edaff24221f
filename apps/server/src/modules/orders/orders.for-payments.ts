import { and, asc, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import { formatPaiseShort } from '@propwash/domain/money';
import { prepaidFigures } from '@propwash/domain/orders/pay-now';
import {
  paymentMethodTypes,
  type OrderStatus,
  type PaymentStatus,
} from '@propwash/domain/orders/status';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { CancelOrder } from './lifecycle/lifecycle.cancel.ts';
import { issueReceipt } from './receipts/receipts.numbering.ts';
import { addTimeline, type OrderNotices } from './lifecycle/lifecycle.notices.ts';
import { figureColumns, writeLineFigures } from './orders.figures.ts';
import { ownOrderRow } from './orders.queries.ts';
import {
  awaitsOnlinePayment,
  isIntraStateOrder,
  orderKey,
  payNowOf,
  type OrderRow,
} from './orders.view.ts';
import { invoices, orderItems, orders } from './orders.tables.ts';

type ItemRow = typeof orderItems.$inferSelect;

/**
 * What paying online now pays for: an online order's whole total (`order`), a cash-on-delivery
 * order paid before packing (`pay_now`, docs/decisions/pay-now-for-cod-orders.md) or the advance
 * of a part-paid one (`advance`, docs/decisions/part-paid-cod.md); null: nothing may be paid.
 */
export type PaymentPurpose = 'order' | 'pay_now' | 'advance';

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
  /** What the customer may pay online now (0 when `purpose` is null). */
  amountDuePaise: number;
  purpose: PaymentPurpose | null;
  /** Why nothing may be paid, in the customer's words (null when `purpose` is set). */
  refusal: string | null;
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

  /** The order's lines (in a fixed order) and whether its tax invoice exists: what pay-now needs. */
  async function linesAndInvoice(q: Db | Tx, orderId: string) {
    const [items, [invoice]] = await Promise.all([
      q
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.id)),
      q.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, orderId)),
    ]);
    return { items, invoiced: invoice !== undefined };
  }

  async function payable(q: Db | Tx, row: OrderRow): Promise<PayableOrder> {
    const { items, invoiced } = await linesAndInvoice(q, row.id);
    return payableOf(row, items, invoiced);
  }

  return {
    async forPayment(userId: string, orderId: string): Promise<PayableOrder> {
      return payable(db, await ownOrderRow(db, userId, orderId));
    },

    async byIdForPayment(orderId: string): Promise<PayableOrder | null> {
      const [row] = await db.select().from(orders).where(orderKey(orderId));
      return row ? payable(db, row) : null;
    },

    /**
     * Settlement's order half (payments/payments.settlement.ts), inside its transaction, with the
     * order locked: what the payment was for is decided again now, and the captured amount must be
     * what is due now (an attempt opened for an old amount settles nothing).
     * - an online order: confirmed and paid;
     * - a cash-on-delivery order before packing (pay now): becomes prepaid, its COD fee dropped and
     *   the saving fixed at placing taken off its lines (docs/decisions/pay-now-for-cod-orders.md);
     * - the advance of a part-paid COD order: confirmed, `part_paid` (docs/decisions/part-paid-cod.md).
     * Each gets its receipt voucher; the tax invoice waits for packing (docs/decisions/invoice-timing.md).
     * 'packed' and 'amount-changed' leave the order as it is (the payment is refunded).
     */
    async markPaid(
      tx: Tx,
      orderId: string,
      info: { transactionId: string; method?: string; amountPaise: number },
    ): Promise<MarkPaidOutcome> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) return 'not-payable';
      const { items, invoiced } = await linesAndInvoice(tx, orderId);
      const due = payableOf(row, items, invoiced);
      if (!due.purpose) {
        if (row.paymentStatus === 'paid' || row.paymentStatus === 'part_paid')
          return 'already-paid';
        if (row.paymentMethod === 'cod' && isPacked(row, invoiced)) return 'packed';
        return 'not-payable';
      }
      if (info.amountPaise !== due.amountDuePaise) return 'amount-changed';
      const now = new Date();
      let message: string;
      if (due.purpose === 'pay_now') {
        message = await settlePayNow(tx, row, items, info, now);
      } else if (due.purpose === 'advance') {
        await tx
          .update(orders)
          .set({
            status: 'confirmed',
            paymentStatus: 'part_paid',
            transactionId: info.transactionId,
            updatedAt: now,
          })
          .where(eq(orders.id, orderId));
        message = `Advance of ${formatPaiseShort(row.codAdvancePaise)} paid online${info.method ? ` (${methodWords(info.method)})` : ''}; ${formatPaiseShort(row.totalPaise - row.codAdvancePaise)} to collect on delivery. Transaction ${info.transactionId}`;
      } else {
        await tx
          .update(orders)
          .set({
            status: 'confirmed',
            paymentStatus: 'paid',
            transactionId: info.transactionId,
            updatedAt: now,
          })
          .where(eq(orders.id, orderId));
        message = `Payment received${info.method ? ` (${info.method})` : ''}, transaction ${info.transactionId}`;
      }
      await addTimeline(tx, orderId, { status: 'confirmed', message, automated: true });
      // A receipt voucher for what was paid now (GST on an advance for goods is not payable,
      // Notification 66/2017-CT); the tax invoice waits for packing (docs/decisions/invoice-timing.md).
      await issueReceipt(tx, orderId, {
        amountPaise: due.amountDuePaise,
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

    /** An online order (or an advance) never paid in time: cancelled, stock and coupon released (once). */
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

    /**
     * Online orders and advances still unpaid that were placed before `cutoff` (the reconciler
     * expires them).
     */
    async awaitingPaymentBefore(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending'),
            inArray(orders.paymentStatus, ['pending', 'failed']),
            // An unpaid advance expires like an unpaid online order (docs/decisions/part-paid-cod.md).
            or(ne(orders.paymentMethod, 'cod'), gt(orders.codAdvancePaise, 0)),
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

export type MarkPaidOutcome =
  | 'settled'
  | 'already-paid'
  | 'not-payable'
  /** A cash-on-delivery order packed (invoiced) or on its way: it is paid in cash now. */
  | 'packed'
  /** The attempt was opened for another amount than is due now. */
  | 'amount-changed';

const beforePacking: readonly OrderStatus[] = ['pending', 'confirmed'];
const isPacked = (row: OrderRow, invoiced: boolean) =>
  invoiced ||
  (!beforePacking.includes(row.status) &&
    row.status !== 'cancelled' &&
    row.status !== 'delivered' &&
    row.status !== 'returned_to_origin');

/** What the order may pay online now, and why not when nothing. */
function payableOf(row: OrderRow, items: ItemRow[], invoiced: boolean): PayableOrder {
  let purpose: PaymentPurpose | null = null;
  let amountDuePaise = 0;
  const payNow = payNowOf(row, items, invoiced);
  if (awaitsOnlinePayment(row)) {
    purpose = row.paymentMethod === 'cod' ? 'advance' : 'order';
    amountDuePaise = purpose === 'advance' ? row.codAdvancePaise : row.totalPaise;
  } else if (payNow) {
    purpose = 'pay_now';
    amountDuePaise = payNow.totalPaise;
  }
  if (amountDuePaise <= 0) purpose = null;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    totalPaise: row.totalPaise,
    amountDuePaise: purpose ? amountDuePaise : 0,
    purpose,
    refusal: purpose ? null : refusalOf(row, invoiced),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.shippingAddress.phone,
    createdAt: row.createdAt,
  };
}

function refusalOf(row: OrderRow, invoiced: boolean): string {
  if (row.paymentStatus === 'part_paid') {
    return 'The advance on this order is already paid; the rest is collected on delivery.';
  }
  if (row.paymentStatus === 'paid') return 'This order is already paid';
  if (row.status === 'cancelled') return 'This order is cancelled';
  if (row.paymentMethod === 'cod' && isPacked(row, invoiced)) {
    return 'Your order is packed; please pay in cash on delivery';
  }
  return 'This order cannot be paid online';
}

/** The way of payment an order paid online takes: the provider's method when the shop knows it. */
function paidMethodOf(method: string | undefined): string {
  const known = paymentMethodTypes.filter((m) => m !== 'cod') as readonly string[];
  return method && known.includes(method) ? method : 'card';
}

/** "UPI", "card", "net banking": the method in a sentence. */
function methodWords(method: string): string {
  const words: Record<string, string> = {
    upi: 'UPI',
    card: 'card',
    netbanking: 'net banking',
    wallet: 'wallet',
    emi: 'EMI',
  };
  return words[method] ?? method;
}

/**
 * A cash-on-delivery order paid online before packing becomes prepaid, in the settlement's
 * transaction: the figures of prepaidFigures() (the same priceLines() checkout showed for paying
 * online), each line's discount, tax and total with them, the COD fee dropped, a confirmation
 * that was awaited confirmed. Stock is not touched (it was taken when the order was placed).
 * Answers the timeline's words.
 */
async function settlePayNow(
  tx: Tx,
  row: OrderRow,
  items: ItemRow[],
  info: { transactionId: string; method?: string },
  now: Date,
): Promise<string> {
  const figures = prepaidFigures({ ...row, isIntraState: isIntraStateOrder(row), items });
  const method = paidMethodOf(info.method);
  await tx
    .update(orders)
    .set({
      status: 'confirmed',
      paymentMethod: method,
      paymentStatus: 'paid',
      transactionId: info.transactionId,
      ...figureColumns(figures),
      payNowSavingPaise: 0,
      ...(row.codConfirmation === 'awaiting'
        ? { codConfirmation: 'confirmed' as const, codConfirmedAt: now }
        : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, row.id));
  await writeLineFigures(tx, items, figures);
  const changes = [
    ...(row.codFeePaise > 0 ? [`COD fee ${formatPaiseShort(row.codFeePaise)} dropped`] : []),
    ...(figures.prepaidSavingPaise > 0
      ? [`saved ${formatPaiseShort(figures.prepaidSavingPaise)}`]
      : []),
  ];
  return (
    `Paid online by ${methodWords(method)}` +
    (changes.length
      ? `: ${changes.join(', ')}; total now ${formatPaiseShort(figures.totalPaise)}`
      : '') +
    `. Transaction ${info.transactionId}`
  );
}

/** 'Payment failed: Card declined'; a reason that only says the payment failed is not repeated. */
export function paymentFailedMessage(reason: string): string {
  const why = reason
    .trim()
    .replace(/[.\s]+$/, '')
    .slice(0, 200);
  return !why || /^payment (has )?failed$/i.test(why) ? 'Payment failed' : `Payment failed: ${why}`;
}
