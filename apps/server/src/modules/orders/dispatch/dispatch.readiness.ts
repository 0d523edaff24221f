// What an order needs before it is packed and before it moves: every drone unit's serial numbers
// before its invoice (docs/decisions/drones.md, docs/decisions/invoice-timing.md), and the e-way
// bill before goods above the limit leave (docs/decisions/e-way-bills.md).
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { droneCategoryOf, type DroneCategory } from '@propwash/domain/catalog/drones';
import { indiaDay } from '@propwash/domain/india-time';
import { formatPaise } from '@propwash/domain/money';
import {
  DEFAULT_EWAY_BILL_LIMIT_PAISE,
  needsEwayBill,
  type OrderEwayBill,
} from '@propwash/domain/orders/eway-bill';
import type { OrderDispatch } from '@propwash/domain/orders/dispatch';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { issueInvoice } from '../invoices/invoices.numbering.ts';
import { droneUnits, invoices, orderItems, orders } from '../orders.tables.ts';

/** A drone line of an order and how many of its units have their serials recorded. */
export type DroneLine = {
  orderItemId: string;
  name: string;
  quantity: number;
  weightGrams: number;
  category: DroneCategory;
  recorded: number;
};

/** Everything the packing and shipping rules look at, for one order. */
export type DispatchState = {
  orderId: string;
  invoiceNumber: string | null;
  /** The invoice's India day (YYYY-MM-DD), null before it is issued. */
  invoiceDate: string | null;
  /** The goods' value: the sum of the line totals (after discount, GST included, no shipping). */
  goodsValuePaise: number;
  ewayBillNumber: string | null;
  ewayBillDate: string | null;
  droneLines: DroneLine[];
};

/** The dispatch state of each order, in two queries however many orders. */
export async function dispatchStates(
  q: Db | Tx,
  orderIds: string[],
): Promise<Map<string, DispatchState>> {
  const result = new Map<string, DispatchState>();
  if (orderIds.length === 0) return result;
  const goods = sql<number>`(select coalesce(sum(${orderItems.lineTotalPaise}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  const recorded = q
    .select({ itemId: droneUnits.orderItemId, n: count().as('n') })
    .from(droneUnits)
    .where(inArray(droneUnits.orderId, orderIds))
    .groupBy(droneUnits.orderItemId)
    .as('recorded');
  const [rows, lines] = await Promise.all([
    q
      .select({
        orderId: orders.id,
        ewayBillNumber: orders.ewayBillNumber,
        ewayBillDate: orders.ewayBillDate,
        goods,
        invoiceNumber: invoices.invoiceNumber,
        invoiceAt: invoices.issuedAt,
      })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(inArray(orders.id, orderIds)),
    q
      .select({
        orderId: orderItems.orderId,
        orderItemId: orderItems.id,
        name: orderItems.name,
        quantity: orderItems.quantity,
        weightGrams: orderItems.droneWeightGrams,
        recorded: recorded.n,
      })
      .from(orderItems)
      .leftJoin(recorded, eq(recorded.itemId, orderItems.id))
      .where(and(inArray(orderItems.orderId, orderIds), isNotNull(orderItems.droneWeightGrams)))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
  ]);
  for (const r of rows) {
    result.set(r.orderId, {
      orderId: r.orderId,
      invoiceNumber: r.invoiceNumber,
      invoiceDate: r.invoiceAt ? indiaDay(r.invoiceAt) : null,
      goodsValuePaise: Number(r.goods),
      ewayBillNumber: r.ewayBillNumber,
      ewayBillDate: r.ewayBillDate,
      droneLines: [],
    });
  }
  for (const l of lines) {
    result.get(l.orderId)?.droneLines.push({
      orderItemId: l.orderItemId,
      name: l.name,
      quantity: l.quantity,
      weightGrams: l.weightGrams!,
      category: droneCategoryOf(l.weightGrams!),
      recorded: Number(l.recorded ?? 0),
    });
  }
  return result;
}

/** One order's dispatch state (404 when there is no such order). */
export async function dispatchState(q: Db | Tx, orderId: string): Promise<DispatchState> {
  const state = (await dispatchStates(q, [orderId])).get(orderId);
  if (!state) throw new AppError('NOT_FOUND', 'Order not found');
  return state;
}

/** The shipping settings' e-way bill limit, the default when the stored settings predate it. */
export const ewayBillLimitOf = (shipping: { ewayBillLimitPaise?: number | undefined }) =>
  shipping.ewayBillLimitPaise ?? DEFAULT_EWAY_BILL_LIMIT_PAISE;

/** The order's e-way bill as the admin's order shows it. */
export function ewayBillOf(state: DispatchState, limitPaise: number): OrderEwayBill {
  return {
    required: needsEwayBill(state.goodsValuePaise, limitPaise),
    number: state.ewayBillNumber,
    date: state.ewayBillDate,
  };
}

/**
 * Why the order cannot be packed (its invoice issued) yet, or null: a drone line whose units do
 * not all have their serial numbers. An order already invoiced is past this.
 */
export function packingBlock(state: DispatchState): string | null {
  if (state.invoiceNumber) return null;
  const missing = state.droneLines.filter((l) => l.recorded < l.quantity).map((l) => l.name);
  if (missing.length === 0) return null;
  return `Record the aircraft, flight controller and remote serial numbers of every unit of ${missing.join(', ')} before packing: the invoice prints them.`;
}

/** Why the order's goods cannot move yet, or null: packing's reasons, then the e-way bill. */
export function shippingBlock(state: DispatchState, limitPaise: number): string | null {
  const packing = packingBlock(state);
  if (packing) return packing;
  if (!needsEwayBill(state.goodsValuePaise, limitPaise) || state.ewayBillNumber) return null;
  const why = `This order's goods are worth ${formatPaise(state.goodsValuePaise)}, above the e-way bill limit of ${formatPaise(limitPaise)}: record its e-way bill number before shipping`;
  return state.invoiceNumber
    ? `${why}.`
    : `${why} (mark the order packed to issue its invoice, then generate the e-way bill from it).`;
}

/**
 * Packs the order in the caller's transaction: refused (409) while a drone unit lacks its serial
 * numbers; a web order gets its tax invoice (docs/decisions/invoice-timing.md), once, and keeps
 * one it already has. Imported and replacement orders get none. Answers the invoice number.
 */
export async function packOrder(
  tx: Tx,
  state: DispatchState,
  source: string,
  at: Date,
): Promise<string | null> {
  const block = packingBlock(state);
  if (block) throw new AppError('CONFLICT', block);
  if (source !== 'web') return state.invoiceNumber;
  return state.invoiceNumber ?? issueInvoice(tx, state.orderId, at);
}

/** Refuses (409) the e-way bill and drone-serial reasons an order may not ship for. */
export function assertShippable(state: DispatchState, limitPaise: number): void {
  const block = shippingBlock(state, limitPaise);
  if (block) throw new AppError('CONFLICT', block);
}

/** Whether an order status is the order packed or later on its way (the invoice is due). */
export const packedOrLater = (status: string) =>
  ['processing', 'shipped', 'out_for_delivery', 'delivered'].includes(status);

/** The order's e-way bill, drone lines and serials, and what blocks packing or shipping. */
export async function orderDispatchOf(
  q: Db | Tx,
  orderId: string,
  limitPaise: number,
): Promise<OrderDispatch> {
  const [state, units] = await Promise.all([
    dispatchState(q, orderId),
    q
      .select({
        orderItemId: droneUnits.orderItemId,
        unit: droneUnits.unit,
        aircraft: droneUnits.aircraftSerial,
        flightController: droneUnits.flightControllerSerial,
        remote: droneUnits.remoteSerial,
      })
      .from(droneUnits)
      .where(eq(droneUnits.orderId, orderId))
      .orderBy(asc(droneUnits.orderItemId), asc(droneUnits.unit)),
  ]);
  return {
    ewayBill: ewayBillOf(state, limitPaise),
    droneUnits: {
      lines: state.droneLines.map((l) => ({
        orderItemId: l.orderItemId,
        name: l.name,
        quantity: l.quantity,
        weightGrams: l.weightGrams,
        category: l.category,
      })),
      units,
      editable: state.invoiceNumber === null,
    },
    packingBlock: packingBlock(state),
    shippingBlock: shippingBlock(state, limitPaise),
  };
}
