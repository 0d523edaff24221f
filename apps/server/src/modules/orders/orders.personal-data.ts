// The orders' share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { and, asc, desc, eq, inArray, not, sql } from 'drizzle-orm';
import { orderStatusLabels } from '@propwash/domain/orders/status';
import type { Db, Tx } from '../../platform/db.ts';
import {
  codBlocks,
  invoices,
  orderItems,
  orders,
  orderTimeline,
  receipts,
} from './orders.tables.ts';

const ofUser = (userId: string) =>
  sql`(select ${orders.id} from ${orders} where ${orders.userId} = ${userId})`;

/**
 * The customer's orders, newest first, each with its lines, timeline and tax invoice number: three
 * queries whatever the number of orders.
 */
export async function exportOrders(db: Db, userId: string) {
  const [orderRows, itemRows, timelineRows] = await Promise.all([
    db
      .select({
        order: orders,
        invoiceNumber: invoices.invoiceNumber,
        invoicedAt: invoices.issuedAt,
      })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt)),
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ofUser(userId)))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
    db
      .select({
        orderId: orderTimeline.orderId,
        status: orderTimeline.status,
        message: orderTimeline.message,
        at: orderTimeline.createdAt,
      })
      .from(orderTimeline)
      .where(inArray(orderTimeline.orderId, ofUser(userId)))
      .orderBy(asc(orderTimeline.createdAt)),
  ]);
  const rupees = (paise: number) => paise / 100;
  return orderRows.map(({ order: o, invoiceNumber, invoicedAt }) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    placedAt: o.createdAt,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    shippingMethod: o.shippingMethod,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    shippingAddress: o.shippingAddress,
    note: o.note,
    couponCode: o.couponCode,
    trackingNumber: o.trackingNumber,
    cancelReason: o.cancelReason,
    shippedAt: o.shippedAt,
    deliveredAt: o.deliveredAt,
    invoiceNumber: invoiceNumber ?? null,
    invoicedAt: invoicedAt ?? null,
    totals: {
      subtotal: rupees(o.subtotalPaise),
      discount: rupees(o.discountPaise),
      shipping: rupees(o.shippingPaise),
      tax: rupees(o.taxPaise),
      total: rupees(o.totalPaise),
    },
    lines: itemRows
      .filter((i) => i.orderId === o.id)
      .map((i) => ({
        productId: i.productId,
        name: i.name,
        sku: i.sku,
        quantity: i.quantity,
        unitPrice: rupees(i.unitPricePaise),
        discount: rupees(i.discountPaise),
        tax: rupees(i.taxPaise),
        lineTotal: rupees(i.lineTotalPaise),
      })),
    timeline: timelineRows.filter((t) => t.orderId === o.id).map(({ orderId: _o, ...t }) => t),
  }));
}

/** Why an order is still open, in the customer's words; null when it is finished. */
function openBecause(o: { status: string; paymentStatus: string }): string | null {
  if (o.paymentStatus === 'refund_pending') return 'its refund is pending';
  const ended = o.status === 'cancelled' || o.status === 'returned_to_origin';
  // A prepaid order that ended without delivery still owes the customer a refund.
  if (ended && o.paymentStatus === 'paid') return 'its payment is not refunded yet';
  if (ended || o.status === 'delivered') return null;
  return orderStatusLabels[o.status as keyof typeof orderStatusLabels].toLowerCase();
}

/**
 * The customer's orders that are not finished: on their way (not delivered, cancelled or returned
 * to origin), or owing the customer a refund. "PW-… (shipped)" each.
 */
export async function openOrders(q: Db | Tx, userId: string): Promise<string[]> {
  const rows = await q
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt));
  return rows.flatMap((o) => {
    const why = openBecause(o);
    return why ? [`${o.orderNumber} (${why})`] : [];
  });
}

// A tax document printing the buyer: the invoice, or the receipt voucher of a payment made before
// packing (kept as issued too; docs/decisions/invoice-timing.md).
const hasInvoice = sql`(exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id})
  or exists (select 1 from ${receipts} where ${receipts.orderId} = ${orders.id}))`;

/**
 * Anonymises the customer's orders. An order with a tax invoice (or a payment's receipt voucher)
 * keeps exactly what its invoice, receipt and credit notes print (the shipping address with its
 * name, email and phone, and the cancel reason a cancellation's credit note quotes:
 * invoices/invoices.document.ts); its search copies of the name and email and the customer's note
 * go. An order without one keeps nothing of the customer but the state it shipped to. Answers the
 * ids of the orders with such documents (they are kept).
 */
export async function eraseOrders(
  tx: Tx,
  userId: string,
  erased: { name: string; email: string },
): Promise<{ invoicedOrderIds: string[]; orderIds: string[] }> {
  const mine = eq(orders.userId, userId);
  const common = { customerName: erased.name, customerEmail: erased.email, note: '' };
  const invoiced = await tx
    .update(orders)
    .set({ ...common, updatedAt: new Date() })
    .where(and(mine, hasInvoice))
    .returning({ id: orders.id });
  const others = await tx
    .update(orders)
    .set({
      ...common,
      cancelReason: null,
      shippingAddress: sql`jsonb_build_object(
        'name', ${erased.name}::text, 'email', ${erased.email}::text, 'phone', '', 'address', '',
        'landmark', '', 'city', '', 'state', ${orders.shippingAddress}->>'state', 'pincode', '')`,
      updatedAt: new Date(),
    })
    .where(and(mine, not(hasInvoice)))
    .returning({ id: orders.id });
  const invoicedOrderIds = invoiced.map((r) => r.id);
  // The account's own COD block goes with it; a phone's or pincode's stays, it protects the shop
  // and names no account (docs/decisions/cod-blocks.md).
  await tx
    .delete(codBlocks)
    .where(and(eq(codBlocks.kind, 'customer'), eq(codBlocks.value, userId)));
  return { invoicedOrderIds, orderIds: [...invoicedOrderIds, ...others.map((r) => r.id)] };
}
