import { asc, eq, inArray, or } from 'drizzle-orm';
import { canMoveOrder, type CourierStatus, type OrderStatus } from '@propwash/domain/orders/status';
import { awaitsCodConfirmation } from '@propwash/domain/orders/cod-confirmation';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import {
  assertShippable,
  dispatchState,
  ewayBillLimitOf,
  packOrder,
  shippingBlock,
} from './dispatch/dispatch.readiness.ts';
import type { Order } from '@propwash/domain/orders/schemas';
import {
  addTimeline,
  orderNotFoundError,
  orderViewById,
  type OrderNotices,
} from './lifecycle/lifecycle.notices.ts';
import type { OrderRow } from './orders.view.ts';
import { orderItems, orders } from './orders.tables.ts';
import type { StockPort } from './orders.ports.ts';
import type { CodBlocks } from './cod-blocks/cod-blocks.service.ts';

/** Orders a shipment may be created for (docs/decisions/shipments-and-couriers.md). */
const shippable: readonly OrderStatus[] = ['confirmed', 'processing'];

/** A shipment for an order whose cash-on-delivery confirmation has not come (docs/decisions/cod-confirmation.md). */
const awaitingCodError = () =>
  new AppError(
    'ILLEGAL_STATUS_CHANGE',
    'This cash-on-delivery order is awaiting the customer’s confirmation. Confirm it by hand (after a call) or wait for the customer before shipping it.',
  );

/** What the shipping module reads of an order: the parcel's contents and where it goes. */
export type OrderParcel = {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  /** A cash-on-delivery order still waiting for its customer's confirmation: not shippable. */
  awaitingCod: boolean;
  placedAt: Date;
  paymentMethod: string;
  subtotalPaise: number;
  totalPaise: number;
  /**
   * What the courier collects in cash: a cash-on-delivery order's total less an advance paid
   * online (docs/decisions/part-paid-cod.md); 0 for an order paid online.
   */
  codAmountPaise: number;
  address: OrderRow['shippingAddress'];
  /** The e-way bill the goods move under (docs/decisions/e-way-bills.md), null when none. */
  ewayBillNumber: string | null;
  items: { name: string; sku: string; quantity: number; unitPricePaise: number }[];
};

/** The cash the courier collects: 0 when paid online, the balance after a paid advance. */
export function codAmountOf(
  r: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'totalPaise' | 'codAdvancePaise'>,
): number {
  if (r.paymentMethod !== 'cod' || r.paymentStatus === 'paid') return 0;
  const advancePaid = r.paymentStatus === 'part_paid' ? r.codAdvancePaise : 0;
  return Math.max(0, r.totalPaise - advancePaid);
}

/**
 * The order moves a courier causes, in the shipping module's transaction (it calls these through
 * its orders port, shipping/shipping.ports.ts): shipped when a shipment is created, then out for delivery,
 * delivered or returned to origin as tracking reports arrive. Each move writes one timeline entry;
 * a report that would not move the order (a replay, a step already passed) writes nothing.
 */
export function createCourierStatus(deps: {
  db: Db;
  notices: OrderNotices;
  stock: Pick<StockPort, 'releaseOrder'>;
  onStockChanged: (productIds: string[]) => void;
  /** The cached shipping settings: the e-way bill limit. */
  shippingSettings: () => Promise<{ ewayBillLimitPaise?: number | undefined }>;
  /** A parcel back to origin counts towards the COD blocks (docs/decisions/cod-blocks.md). */
  codBlocks?: Pick<CodBlocks, 'countReturn'> | undefined;
}) {
  const { db } = deps;
  const limit = async () => ewayBillLimitOf(await deps.shippingSettings());
  return {
    /** Orders by id or number with their lines, in two queries however many. */
    async parcels(q: Db | Tx, idsOrNumbers: string[]): Promise<OrderParcel[]> {
      if (idsOrNumbers.length === 0) return [];
      const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      const ids = idsOrNumbers.filter((k) => UUID.test(k));
      const numbers = idsOrNumbers.filter((k) => !UUID.test(k)).map((k) => k.trim().toUpperCase());
      const rows = await q
        .select()
        .from(orders)
        .where(
          or(
            ids.length > 0 ? inArray(orders.id, ids) : undefined,
            numbers.length > 0 ? inArray(orders.orderNumber, numbers) : undefined,
          ),
        );
      if (rows.length === 0) return [];
      const lines = await q
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(orderItems.id));
      return rows.map((r) => ({
        orderId: r.id,
        orderNumber: r.orderNumber,
        status: r.status,
        awaitingCod: awaitsCodConfirmation(r),
        placedAt: r.createdAt,
        paymentMethod: r.paymentMethod,
        subtotalPaise: r.subtotalPaise,
        totalPaise: r.totalPaise,
        codAmountPaise: codAmountOf(r),
        address: r.shippingAddress,
        ewayBillNumber: r.ewayBillNumber,
        items: lines
          .filter((l) => l.orderId === r.id)
          .map((l) => ({
            name: l.name,
            sku: l.sku,
            quantity: l.quantity,
            unitPricePaise: l.unitPricePaise,
          })),
      }));
    },

    /**
     * Why the order may not ship yet (drone serials, the e-way bill), or null: asked before a
     * carrier is booked, and checked again under the order's lock by markShipped.
     */
    async shippingBlock(orderId: string): Promise<string | null> {
      return shippingBlock(await dispatchState(db, orderId), await limit());
    },

    /**
     * A confirmed or processing order is shipped: its tracking number, shippedAt, its tax invoice
     * if it had none, one entry.
     * Answers the order as the move left it, read in the same transaction, for `afterMove`.
     */
    async markShipped(
      tx: Tx,
      orderId: string,
      shipment: { courier: string; awb: string | null; actorUserId: string | null },
    ): Promise<Order> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) throw orderNotFoundError();
      if (!shippable.includes(row.status)) {
        throw new AppError(
          'ILLEGAL_STATUS_CHANGE',
          `A shipment is created for a confirmed or processing order; this one is ${row.status}.`,
        );
      }
      if (awaitsCodConfirmation(row)) throw awaitingCodError();
      const now = new Date();
      // Packed now if it was not: the drone serials, the e-way bill, then the tax invoice
      // (docs/decisions/invoice-timing.md).
      const dispatch = await dispatchState(tx, orderId);
      assertShippable(dispatch, await limit());
      await packOrder(tx, dispatch, row.source, now);
      await tx
        .update(orders)
        .set({
          status: 'shipped',
          shippedAt: now,
          updatedAt: now,
          ...(shipment.awb ? { trackingNumber: shipment.awb } : {}),
        })
        .where(eq(orders.id, orderId));
      await addTimeline(tx, orderId, {
        status: 'shipped',
        message: `Shipped with ${shipment.courier}${shipment.awb ? `, AWB ${shipment.awb}` : ''}`,
        automated: false,
        actorUserId: shipment.actorUserId,
      });
      return orderViewById(tx, orderId);
    },

    /**
     * A courier's report moves the order when the state machine allows it (delivered: the
     * delivery time and, for cash on delivery, paid; returned to origin: the stock back).
     * Answers whether it moved, the products whose stock changed and, when it moved, the order as
     * the move left it (read in the same transaction, for `afterMove`).
     */
    async applyCourierStatus(
      tx: Tx,
      orderId: string,
      to: CourierStatus | 'delivered',
      message: string,
    ): Promise<{ moved: boolean; releasedProducts: string[]; order?: Order }> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) throw orderNotFoundError();
      const move = canMoveOrder(row.status, to, { byAdmin: false, hasMessage: false });
      if (!move.allowed) return { moved: false, releasedProducts: [] };
      const now = new Date();
      const set: Partial<OrderRow> = { status: to, updatedAt: now };
      const notes = [message];
      if (to === 'delivered') {
        set.deliveredAt = now;
        // The balance after an advance too (docs/decisions/part-paid-cod.md).
        if (
          row.paymentMethod === 'cod' &&
          (row.paymentStatus === 'pending' || row.paymentStatus === 'part_paid')
        ) {
          set.paymentStatus = 'paid';
          notes.push('Cash on delivery collected');
        }
      }
      await tx.update(orders).set(set).where(eq(orders.id, orderId));
      const releasedProducts =
        to === 'returned_to_origin'
          ? await deps.stock.releaseOrder(tx, orderId, 'returned-to-origin', null)
          : [];
      if (to === 'returned_to_origin') notes.push('Stock returned to the shelf');
      // Counted towards the COD blocks in this transaction (docs/decisions/cod-blocks.md).
      if (to === 'returned_to_origin') await deps.codBlocks?.countReturn(tx, row);
      await addTimeline(tx, orderId, {
        status: to,
        message: notes.join(' · '),
        automated: true,
        actorUserId: null,
      });
      return { moved: true, releasedProducts, order: await orderViewById(tx, orderId) };
    },

    /**
     * After commit: the customer's email and the live event; product pages drop their stock. The
     * email is written from `order`, the order as this move left it, not read again: a courier's
     * next report could have committed in between and the email would tell of that one twice.
     */
    afterMove(orderId: string, releasedProducts: string[], order?: Order): void {
      if (releasedProducts.length > 0) deps.onStockChanged(releasedProducts);
      void deps.notices.notify('status', orderId, order);
    },

    db,

    /**
     * A failed delivery attempt, the customer's choice or an action sent to the courier
     * (docs/decisions/failed-deliveries.md): one timeline entry at the order's current status,
     * in shipping's transaction. Answers what the live event and the customer's messages need
     * of the order (null when it is gone).
     */
    async noteDelivery(
      tx: Tx,
      orderId: string,
      entry: { message: string; automated: boolean; actorUserId: string | null },
    ): Promise<{
      orderId: string;
      orderNumber: string;
      userId: string | null;
      status: OrderStatus;
      paymentStatus: OrderRow['paymentStatus'];
      paymentMethod: string;
      totalPaise: number;
      address: OrderRow['shippingAddress'];
    } | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (!row) return null;
      await addTimeline(tx, orderId, { status: row.status, ...entry });
      return {
        orderId: row.id,
        orderNumber: row.orderNumber,
        userId: row.userId,
        status: row.status,
        paymentStatus: row.paymentStatus,
        paymentMethod: row.paymentMethod,
        totalPaise: row.totalPaise,
        address: row.shippingAddress,
      };
    },
  };
}
export type CourierStatusMoves = ReturnType<typeof createCourierStatus>;
