import { eq, sql } from 'drizzle-orm';
import {
  awaitsCodConfirmation,
  blockedWhileAwaitingCod,
} from '@propwash/domain/orders/cod-confirmation';
import {
  canMoveOrder,
  isEarlierStep,
  type OrderPriority,
  type OrderStatus,
} from '@propwash/domain/orders/status';
import { AppError } from '../../../platform/app-error.ts';
import { diffRecords } from '@propwash/domain/audit/diff';
import type { AuditTrail } from '../../../platform/audit.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import type { CancelOrder } from './lifecycle.cancel.ts';
import {
  assertShippable,
  dispatchState,
  ewayBillLimitOf,
  packedOrLater,
  packOrder,
} from '../dispatch/dispatch.readiness.ts';
import {
  addTimeline,
  orderNotFoundError,
  orderViewById,
  type OrderNotices,
} from './lifecycle.notices.ts';
import { newTrackingNumber } from '../placement/placement.numbers.ts';
import { awaitsOnlinePayment, type OrderRow } from '../orders.view.ts';
import { orders, orderTimeline } from '../orders.tables.ts';
import type { ShipmentsFollowPort, StockPort } from '../orders.ports.ts';
import type { PricingContext } from '../placement/placement.quote.ts';
import type { CodBlocks } from '../cod-blocks/cod-blocks.service.ts';
import { supplierOf } from '@propwash/domain/orders/supplier';

/** The admin's changes to one order: its status (the state machine) and its shipping fields. */
export function createOrderStatus(deps: {
  db: Db;
  notices: OrderNotices;
  cancelOrder: CancelOrder;
  audit: AuditTrail;
  /** Stock back when an admin records a parcel returned to origin. */
  stock: Pick<StockPort, 'releaseOrder'>;
  onStockChanged: (productIds: string[]) => void;
  /** The order's parcels follow a move by hand (the shipping module). */
  shipments?: ShipmentsFollowPort;
  /** The cached settings (warehouses and the store profile), read before a transaction opens. */
  pricingContext: () => Promise<Pick<PricingContext, 'general' | 'shipping'>>;
  /** A parcel back to origin counts towards the COD blocks (docs/decisions/cod-blocks.md). */
  codBlocks?: Pick<CodBlocks, 'countReturn'> | undefined;
}) {
  const { db } = deps;
  /** The order fields an admin change moves, as the audit log shows them. */
  const audited = [
    'status',
    'paymentStatus',
    'trackingNumber',
    'priority',
    'warehouse',
    'shippedAt',
    'deliveredAt',
  ] as const;
  /** The audit log's entry of an admin change to the order `row` (the `audited` fields). */
  function recordChange(
    tx: Tx,
    actorUserId: string,
    row: OrderRow,
    set: Partial<OrderRow>,
    action: 'status' | 'update',
    message?: string,
  ) {
    return deps.audit.record(tx, {
      actor: { id: actorUserId },
      kind: 'order',
      recordId: row.id,
      recordLabel: row.orderNumber,
      action,
      changes: {
        ...diffRecords(row, { ...row, ...set }, { only: audited }),
        ...(message && { message: [null, message] }),
      },
    });
  }
  return {
    /**
     * Admin status change (PUT /api/orders/admin/:id/status): the state machine with
     * byAdmin, cancelling through cancelOrder (stock, coupon and refund exactly once), one timeline
     * entry by the admin, then the customer's email. Each call is its own transaction, so a bulk
     * update never half-applies one order.
     */
    async changeStatusByAdmin(
      orderId: string,
      change: { status: OrderStatus; message?: string; trackingNumber?: string },
      actorUserId: string,
    ): Promise<void> {
      if (change.trackingNumber && change.status !== 'shipped') {
        throw new AppError('VALIDATION_FAILED', 'A tracking number is set when the order ships.');
      }
      if (change.status === 'cancelled') {
        await deps.cancelOrder(orderId, {
          reason: change.message ?? 'Cancelled by the shop',
          actorUserId,
          byAdmin: true,
        });
        return;
      }
      // Shipping checks the e-way bill against the cached limit, read before the transaction.
      const shipping = change.status === 'shipped' ? (await deps.pricingContext()).shipping : null;
      const changed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row) throw orderNotFoundError();
        const move = canMoveOrder(row.status, change.status, {
          byAdmin: true,
          hasMessage: Boolean(change.message),
        });
        if (!move.allowed) throw new AppError('ILLEGAL_STATUS_CHANGE', move.reason);
        if (change.status === 'confirmed' && awaitsOnlinePayment(row)) {
          throw new AppError(
            'ILLEGAL_STATUS_CHANGE',
            'This order waits for its online payment; it is confirmed when the payment arrives.',
          );
        }
        if (blockedWhileAwaitingCod.includes(change.status) && awaitsCodConfirmation(row)) {
          throw new AppError(
            'ILLEGAL_STATUS_CHANGE',
            'This cash-on-delivery order is awaiting the customer’s confirmation. Confirm it by hand (after a call) or wait for the customer before moving it on.',
          );
        }
        const now = new Date();
        // Packed or later: the drone serials, then the tax invoice (once), and to ship the e-way
        // bill (docs/decisions/invoice-timing.md, docs/decisions/e-way-bills.md).
        if (!move.backwards && packedOrLater(change.status)) {
          const dispatch = await dispatchState(tx, orderId);
          if (shipping) assertShippable(dispatch, ewayBillLimitOf(shipping));
          await packOrder(tx, dispatch, row.source, now);
        }
        const set: Partial<OrderRow> = { status: change.status, updatedAt: now };
        const notes: string[] = [];
        // Returned to origin is off the way: it keeps the shipping and delivery times.
        const before = (s: OrderStatus) => isEarlierStep(change.status, s);
        if (change.status === 'shipped') {
          const tracking = change.trackingNumber ?? row.trackingNumber ?? newTrackingNumber();
          set.trackingNumber = tracking;
          set.shippedAt = now;
          notes.push(`Tracking number ${tracking}`);
        }
        if (before('shipped')) set.shippedAt = null;
        if (change.status === 'delivered') {
          set.deliveredAt = now;
          // Cash on delivery: the courier collected it (the balance after an advance,
          // docs/decisions/part-paid-cod.md), so delivered means paid.
          if (
            row.paymentMethod === 'cod' &&
            (row.paymentStatus === 'pending' || row.paymentStatus === 'part_paid')
          ) {
            set.paymentStatus = 'paid';
            notes.push('Cash on delivery collected');
          }
        }
        if (before('delivered')) set.deliveredAt = null;
        await tx.update(orders).set(set).where(eq(orders.id, orderId));
        // One rule for the parcels: they follow the order the admin moved
        // (docs/decisions/shipment-follows-order-moved-by-hand.md).
        await deps.shipments?.followOrder(tx, orderId, change.status, now);
        await recordChange(tx, actorUserId, row, set, 'status', change.message);
        // Returned to origin: the parcel is back on the shelf (docs/decisions/shipments-and-couriers.md).
        const releasedProducts =
          change.status === 'returned_to_origin'
            ? await deps.stock.releaseOrder(tx, orderId, 'returned-to-origin', actorUserId)
            : [];
        // Counted towards the COD blocks in this transaction (docs/decisions/cod-blocks.md).
        if (change.status === 'returned_to_origin') await deps.codBlocks?.countReturn(tx, row);
        const said = change.message ?? (move.backwards ? '' : `Order ${change.status}`);
        await addTimeline(tx, orderId, {
          status: change.status,
          message: [said, ...notes].filter(Boolean).join(' · '),
          automated: false,
          actorUserId,
        });
        // The order as this change left it: the customer's email tells of this change, even
        // when the next one commits before the email is written.
        return { releasedProducts, order: await orderViewById(tx, orderId) };
      });
      if (changed.releasedProducts.length > 0) deps.onStockChanged(changed.releasedProducts);
      void deps.notices.notify('status', orderId, changed.order);
    },

    /** Tracking number, priority and warehouse; one timeline entry (by the admin) per change. */
    async updateByAdmin(
      orderId: string,
      patch: { trackingNumber?: string | null; priority?: OrderPriority; warehouse?: string },
      actorUserId: string,
    ): Promise<void> {
      const ctx = patch.warehouse === undefined ? null : await deps.pricingContext();
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!row) throw orderNotFoundError();
        const set: Partial<OrderRow> = {};
        const entries: string[] = [];
        if (patch.trackingNumber !== undefined && patch.trackingNumber !== row.trackingNumber) {
          set.trackingNumber = patch.trackingNumber;
          entries.push(
            patch.trackingNumber
              ? `Tracking number set to ${patch.trackingNumber}`
              : 'Tracking number removed',
          );
        }
        if (patch.priority !== undefined && patch.priority !== row.priority) {
          set.priority = patch.priority;
          entries.push(`Priority changed from ${row.priority} to ${patch.priority}`);
        }
        if (patch.warehouse !== undefined && patch.warehouse !== row.warehouse) {
          // The order's GST was split, and its invoice is numbered, under the registration it was
          // placed with: it may move only to a warehouse of that same GSTIN
          // (docs/decisions/invoice-from-shipping-warehouse.md).
          const target = ctx!.shipping.warehouses.find((w) => w.name === patch.warehouse);
          const billedGstin = (row.supplier ?? supplierOf(undefined, ctx!.general)).gstin;
          const targetGstin = supplierOf(target, ctx!.general).gstin;
          if (target && targetGstin !== billedGstin) {
            throw new AppError(
              'CONFLICT',
              `${patch.warehouse} invoices from GSTIN ${targetGstin}, but this order was billed under GSTIN ${billedGstin}. Choose a warehouse of that registration.`,
            );
          }
          set.warehouse = patch.warehouse;
          entries.push(`Warehouse changed from ${row.warehouse} to ${patch.warehouse}`);
        }
        if (entries.length === 0) return;
        await tx
          .update(orders)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(orders.id, orderId));
        await recordChange(tx, actorUserId, row, set, 'update');
        // One statement; a millisecond apart, so the entries keep their order on any clock.
        await tx.insert(orderTimeline).values(
          entries.map((message, i) => ({
            orderId,
            status: row.status,
            message,
            automated: false,
            actorUserId,
            createdAt: sql`clock_timestamp() + ${i}::int * interval '1 millisecond'`,
          })),
        );
      });
    },
  };
}
