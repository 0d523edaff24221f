import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Order, Tracking } from '@propwash/domain/orders/schemas';
import {
  customerCancellableStatuses,
  type OrderStatus,
  type PaymentStatus,
} from '@propwash/domain/orders/status';
import { paiseToRupees } from '@propwash/domain/money';
import { awaitsCodConfirmation } from '@propwash/domain/orders/cod-confirmation';
import { mayPayNow, prepaidFigures } from '@propwash/domain/orders/pay-now';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import { placeOfSupplyOf } from '@propwash/domain/orders/business-buyer';
import type { Db, Tx } from '../../platform/db.ts';
import { invoices, orderItems, orders, orderTimeline, receipts } from './orders.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type TimelineRow = typeof orderTimeline.$inferSelect;

const payable: readonly PaymentStatus[] = ['pending', 'failed'];

/**
 * Whether the order waits for an online payment the customer may still make: an online order's
 * whole total, or the advance of a part-paid cash-on-delivery order (docs/decisions/part-paid-cod.md).
 */
export function awaitsOnlinePayment(
  o: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentMethod' | 'codAdvancePaise'>,
) {
  return (
    o.status === 'pending' &&
    (o.paymentMethod !== 'cod' || o.codAdvancePaise > 0) &&
    payable.includes(o.paymentStatus)
  );
}

/** Whether the order's GST is CGST + SGST (true) or IGST, read from its own figures. */
export function isIntraStateOrder(r: OrderRow): boolean {
  if (r.igstPaise > 0) return false;
  if (r.cgstPaise + r.sgstPaise > 0) return true;
  const supplierState = r.supplier?.state ?? '';
  return supplierState.toLowerCase() === r.shippingAddress.state.trim().toLowerCase();
}

/**
 * What paying a cash-on-delivery order online now would make it (docs/decisions/pay-now-for-cod-orders.md);
 * null when it may not (packed, paid, cancelled, an advance order, not COD).
 */
export function payNowOf(r: OrderRow, items: ItemRow[], invoiced: boolean) {
  if (!mayPayNow(r, invoiced)) return null;
  return prepaidFigures({
    ...r,
    isIntraState: isIntraStateOrder(r),
    items,
  });
}

export function customerMayCancel(status: OrderStatus): boolean {
  return customerCancellableStatuses.includes(status);
}

/**
 * Orders as their owner sees them, loaded in a fixed number of queries however many orders:
 * one for items, one for timelines, one for invoice and receipt numbers. The payment's transaction id is the
 * order's own column, set when the order is marked paid (orders.for-payments.ts).
 */
export async function orderViews(q: Db | Tx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, timeline, documentRows] = await Promise.all([
    q.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    q
      .select()
      .from(orderTimeline)
      .where(inArray(orderTimeline.orderId, ids))
      .orderBy(asc(orderTimeline.createdAt), asc(orderTimeline.id)),
    q
      .select({
        orderId: invoices.orderId,
        number: invoices.invoiceNumber,
        isInvoice: sql<boolean>`true`,
      })
      .from(invoices)
      .where(inArray(invoices.orderId, ids))
      .unionAll(
        q
          .select({
            orderId: receipts.orderId,
            number: receipts.receiptNumber,
            isInvoice: sql<boolean>`false`,
          })
          .from(receipts)
          .where(inArray(receipts.orderId, ids)),
      ),
  ]);
  const group = <T extends { orderId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.orderId, [...(map.get(item.orderId) ?? []), item]);
    return map;
  };
  const itemsBy = group(items);
  const timelineBy = group(timeline);
  const invoiceBy = new Map<string, string>();
  const receiptBy = new Map<string, string>();
  for (const r of documentRows) (r.isInvoice ? invoiceBy : receiptBy).set(r.orderId, r.number);
  return rows.map((r) =>
    toOrder(r, itemsBy.get(r.id) ?? [], timelineBy.get(r.id) ?? [], {
      invoiceNumber: invoiceBy.get(r.id) ?? null,
      receiptNumber: receiptBy.get(r.id) ?? null,
      transactionId: r.transactionId,
    }),
  );
}

export function toOrder(
  r: OrderRow,
  items: ItemRow[],
  timeline: TimelineRow[],
  extra: {
    invoiceNumber: string | null;
    receiptNumber?: string | null;
    transactionId: string | null;
  },
): Order {
  const a = r.shippingAddress;
  const payNow = payNowOf(r, items, extra.invoiceNumber !== null);
  return {
    _id: r.id,
    id: r.id,
    orderId: r.orderNumber,
    orderNumber: r.orderNumber,
    createdAt: r.createdAt.toISOString(),
    status: r.status,
    items: items.map((i) => ({
      productId: i.productId,
      variantId: i.variantId,
      variantLabel: i.variantLabel,
      name: i.name,
      image: i.image,
      category: i.category,
      price: paiseToRupees(i.unitPricePaise),
      quantity: i.quantity,
      gstRate: gstBpToPercent(i.gstRateBp),
      discount: paiseToRupees(i.discountPaise),
      tax: paiseToRupees(i.taxPaise),
      lineTotal: paiseToRupees(i.lineTotalPaise),
    })),
    shipping: {
      name: a.name,
      email: a.email,
      phone: a.phone,
      address: a.address,
      landmark: a.landmark ?? '',
      city: a.city,
      state: a.state,
      pincode: a.pincode,
      zipCode: a.pincode,
      method: r.shippingMethod,
      estimatedDelivery: r.estimatedDelivery,
    },
    payment: {
      method: r.paymentMethod,
      status: r.paymentStatus,
      transactionId: extra.transactionId,
    },
    summary: {
      subtotal: paiseToRupees(r.subtotalPaise),
      discount: paiseToRupees(r.discountPaise),
      shipping: paiseToRupees(r.shippingPaise),
      tax: paiseToRupees(r.taxPaise),
      cgst: paiseToRupees(r.cgstPaise),
      sgst: paiseToRupees(r.sgstPaise),
      igst: paiseToRupees(r.igstPaise),
      total: paiseToRupees(r.totalPaise),
      roundOff: paiseToRupees(r.roundOffPaise),
      shippingTax: paiseToRupees(r.shippingTaxPaise),
      codFee: paiseToRupees(r.codFeePaise),
      codFeeTax: paiseToRupees(r.codFeeTaxPaise),
      prepaidSaving: paiseToRupees(r.prepaidSavingPaise),
      taxIncluded: r.pricesIncludeTax,
    },
    couponCode: r.couponCode,
    buyer: r.buyer ?? null,
    placeOfSupply: placeOfSupplyOf(a.state),
    note: r.note,
    fulfillment: { trackingNumber: r.trackingNumber },
    timeline: timeline.map((t) => ({
      status: t.status,
      message: t.message,
      timestamp: t.createdAt.toISOString(),
      automated: t.automated,
    })),
    cancelReason: r.cancelReason,
    invoiceNumber: extra.invoiceNumber,
    receiptNumber: extra.receiptNumber ?? null,
    codConfirmation: r.codConfirmation,
    codConfirmedAt: r.codConfirmedAt?.toISOString() ?? null,
    can: {
      cancel: customerMayCancel(r.status),
      reorder: r.status === 'delivered',
      pay: awaitsOnlinePayment(r),
      confirmCod: awaitsCodConfirmation(r),
      payNow: payNow !== null,
    },
    payNow: payNow && {
      total: paiseToRupees(payNow.totalPaise),
      saving: paiseToRupees(payNow.prepaidSavingPaise),
      codFeeDropped: paiseToRupees(r.codFeePaise),
    },
    advance:
      r.codAdvancePaise > 0
        ? {
            amount: paiseToRupees(r.codAdvancePaise),
            // Still paid once the balance was collected on delivery.
            paid:
              r.paymentStatus === 'part_paid' ||
              (r.paymentStatus === 'paid' && r.paymentMethod === 'cod'),
            dueOnDelivery: paiseToRupees(r.totalPaise - r.codAdvancePaise),
          }
        : null,
  };
}

/** What the tracking pages show (no prices per line, no payment details). */
export function trackingOf(o: Order): Tracking {
  return {
    orderId: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    trackingNumber: o.fulfillment.trackingNumber,
    timeline: o.timeline,
    shipping: {
      name: o.shipping.name,
      address: o.shipping.address,
      city: o.shipping.city,
      state: o.shipping.state,
      pincode: o.shipping.pincode,
    },
    itemCount: o.items.reduce((n, i) => n + i.quantity, 0),
    total: o.summary.total,
    estimatedDelivery: o.shipping.estimatedDelivery,
  };
}

export const orderNotFound = 'Order not found or access denied';

/** Finds by uuid or by order number. */
export function orderKey(idOrNumber: string) {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return UUID.test(idOrNumber)
    ? eq(orders.id, idOrNumber)
    : eq(orders.orderNumber, idOrNumber.trim().toUpperCase());
}
