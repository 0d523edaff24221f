import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Order } from '@propwash/domain/orders/schemas';
import {
  canMoveOrder,
  customerCancellableStatuses,
  type OrderStatus,
  type PaymentStatus,
} from '@propwash/domain/orders/status';
import { AppError } from '../../../platform/app-error.ts';
import type { AuditTrail } from '../../../platform/audit.ts';
import type { Db } from '../../../platform/db.ts';
import {
  addTimeline,
  orderNotFoundError,
  orderViewById,
  type OrderNotices,
} from './lifecycle.notices.ts';
import { invoices, orders } from '../orders.tables.ts';
import type { CancellationNotesPort, CouponsPort, RefundPort, StockPort } from '../orders.ports.ts';

export type CancelOptions = {
  reason: string;
  actorUserId: string | null;
  byAdmin: boolean;
  /** An unpaid online order past its payment window (pending only, never paid). */
  expiring?: boolean;
  /**
   * A cash-on-delivery order whose customer never confirmed it (lifecycle.cod-confirmation.ts): cancelled
   * only while it still waits, so a confirmation that lands first wins; the entry is automated.
   */
  codUnconfirmed?: boolean;
};

/**
 * Cancels with one conditional update (so two cancels cannot both release stock), then gives
 * back stock (inventory) and coupon (coupons) in the same transaction and, for a paid online
 * order, starts the refund through `refunds` after commit. An order whose tax invoice was issued
 * gets a credit note for the whole invoice in the same transaction, so it is issued exactly once
 * (docs/decisions/credit-note-on-cancellation.md).
 */
export function createCancelOrder(deps: {
  db: Db;
  coupons: Pick<CouponsPort, 'release'>;
  stock: Pick<StockPort, 'releaseOrder'>;
  cancellationNotes: Pick<CancellationNotesPort, 'issue'>;
  notices: OrderNotices;
  onStockChanged: (productIds: string[]) => void;
  refunds: RefundPort;
  log: (msg: string, err?: unknown) => void;
  /** An admin's cancel is recorded in the audit log (platform/audit.ts); absent, nothing is. */
  audit?: AuditTrail;
}) {
  const { db } = deps;
  return async function cancelOrder(orderId: string, opts: CancelOptions): Promise<Order> {
    const cancellable: readonly OrderStatus[] = opts.expiring
      ? ['pending']
      : customerCancellableStatuses;
    const outcome = await db.transaction(async (tx) => {
      // Only an admin's cancel is audited, so a customer's cancel costs no extra read.
      const auditing = opts.byAdmin && opts.actorUserId && deps.audit ? deps.audit : null;
      const [was] = auditing
        ? await tx
            .select({
              orderNumber: orders.orderNumber,
              status: orders.status,
              paymentStatus: orders.paymentStatus,
            })
            .from(orders)
            .where(eq(orders.id, orderId))
            .for('update')
        : [];
      const [row] = await tx
        .update(orders)
        .set({
          status: 'cancelled',
          cancelReason: opts.reason,
          // Paid online, or a cash-on-delivery order's advance paid online
          // (docs/decisions/part-paid-cod.md): refunded after commit.
          paymentStatus: sql`case when (${orders.paymentStatus} = 'paid' and ${orders.paymentMethod} <> 'cod') or ${orders.paymentStatus} = 'part_paid' then 'refund_pending' else ${orders.paymentStatus} end`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(orders.id, orderId),
            inArray(orders.status, cancellable),
            ...(opts.expiring
              ? [inArray(orders.paymentStatus, ['pending', 'failed'] as PaymentStatus[])]
              : []),
            ...(opts.codUnconfirmed ? [eq(orders.codConfirmation, 'awaiting')] : []),
          ),
        )
        .returning({ paymentStatus: orders.paymentStatus });
      if (!row) {
        const [now] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, orderId));
        if (!now) throw orderNotFoundError();
        const move = canMoveOrder(now.status, 'cancelled', {
          byAdmin: opts.byAdmin,
          hasMessage: true,
        });
        throw new AppError(
          'ILLEGAL_STATUS_CHANGE',
          move.allowed ? 'The order could not be cancelled. Please try again.' : move.reason,
        );
      }
      const released = await deps.stock.releaseOrder(
        tx,
        orderId,
        opts.expiring ? 'payment-expired' : 'cancellation',
        opts.actorUserId,
      );
      await deps.coupons.release(tx, orderId);
      const [invoice] = await tx
        .select({ number: invoices.invoiceNumber })
        .from(invoices)
        .where(eq(invoices.orderId, orderId));
      const creditNote = invoice
        ? await deps.cancellationNotes.issue(tx, orderId, new Date())
        : null;
      if (auditing && was)
        await auditing.record(tx, {
          actor: { id: opts.actorUserId! },
          kind: 'order',
          recordId: orderId,
          recordLabel: was.orderNumber,
          action: 'status',
          changes: {
            status: [was.status, 'cancelled'],
            ...(was.paymentStatus !== row.paymentStatus && {
              paymentStatus: [was.paymentStatus, row.paymentStatus],
            }),
            reason: [null, opts.reason],
          },
        });
      await addTimeline(tx, orderId, {
        status: 'cancelled',
        message: creditNote
          ? `${opts.reason}. Credit note ${creditNote.number} issued against invoice ${invoice!.number}.`
          : opts.reason,
        automated: opts.expiring === true || opts.codUnconfirmed === true,
        actorUserId: opts.actorUserId,
      });
      return { ...row, released };
    });
    deps.onStockChanged(outcome.released);
    if (outcome.paymentStatus === 'refund_pending') {
      try {
        await deps.refunds.refundOrder(orderId);
      } catch (err) {
        // The reconciler retries refunds that are still pending.
        deps.log(`refund for order ${orderId} not started`, err);
      }
    }
    const cancelled = await orderViewById(db, orderId);
    void deps.notices.notify('cancelled', orderId, cancelled);
    return cancelled;
  };
}
export type CancelOrder = ReturnType<typeof createCancelOrder>;
