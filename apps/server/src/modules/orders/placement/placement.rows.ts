import { randomUUID } from 'node:crypto';
import { indiaDayPlus } from '@propwash/domain/india-time';
import type { PlaceOrderBody } from '@propwash/domain/orders/schemas';
import { supplierFor } from '@propwash/domain/orders/supplier';
import type { OrderRow } from '../orders.view.ts';
import type { orderItems, orderTimeline } from '../orders.tables.ts';
import { newOrderNumber } from './placement.numbers.ts';
import type { Quote } from '@propwash/domain/pricing/quote';
import type { PricedCart, PricingContext } from './placement.quote.ts';

type ItemRow = typeof orderItems.$inferSelect;
type TimelineRow = typeof orderTimeline.$inferSelect;

/** An order's money columns, as its quote worked them out (coupon code aside). */
export function orderMoney(q: Quote) {
  return {
    subtotalPaise: q.subtotalPaise,
    discountPaise: q.discountPaise,
    shippingPaise: q.shippingPaise,
    taxPaise: q.taxPaise,
    cgstPaise: q.cgstPaise,
    sgstPaise: q.sgstPaise,
    igstPaise: q.igstPaise,
    totalPaise: q.totalPaise,
    roundOffPaise: q.roundOffPaise,
    shippingTaxPaise: q.shippingLine.taxPaise,
    codFeePaise: q.codFeeLine.chargePaise,
    codFeeTaxPaise: q.codFeeLine.taxPaise,
    prepaidSavingPaise: q.prepaidSavingPaise,
  };
}

/** An order line's price, quantity and tax columns, as its quote worked them out. */
export function lineMoney(l: Quote['lines'][number]) {
  return {
    gstRateBp: l.gstRateBp,
    unitPricePaise: l.unitPricePaise,
    quantity: l.quantity,
    // What comes off the line: its share of the coupon and of the prepaid saving.
    discountPaise: l.discountPaise + l.savingPaise,
    taxPaise: l.taxPaise,
    lineTotalPaise: l.lineTotalPaise,
  };
}

/**
 * A new order's rows from its re-quoted cart, every column given (ids included), so the answer
 * placement.place.ts builds from them is what is stored: the order, its lines, and its first
 * timeline entries (a cash-on-delivery order is confirmed at once).
 */
export function newOrderRows(input: {
  userId: string;
  body: PlaceOrderBody;
  ctx: PricingContext;
  priced: PricedCart;
  now: Date;
  /** The cash-on-delivery order waits for the customer's confirmation. */
  codAwaits: boolean;
  /** The advance a cash-on-delivery order must pay online first (0: none; docs/decisions/part-paid-cod.md). */
  advancePaise: number;
  /** The shopper acknowledged the drone rules the order needed (docs/decisions/drones.md). */
  droneAcknowledged: boolean;
}): { order: OrderRow; items: ItemRow[]; timeline: TimelineRow[] } {
  const { userId, body, ctx, priced, now, codAwaits, advancePaise } = input;
  const q = priced.quote;
  const isCod = body.payment.method === 'cod';
  // A cash-on-delivery order that must pay an advance waits for it like an online order.
  const confirmedNow = isCod && advancePaise === 0;
  const order: OrderRow = {
    id: randomUUID(),
    orderNumber: newOrderNumber(now),
    userId,
    status: confirmedNow ? 'confirmed' : 'pending',
    paymentMethod: body.payment.method,
    paymentStatus: 'pending',
    priority: body.shippingMethod === 'express' ? 'high' : 'normal',
    ...supplierFor(body.shipping.state, ctx.shipping, ctx.general),
    shippingMethod: body.shippingMethod,
    customerName: body.shipping.name,
    customerEmail: body.shipping.email.toLowerCase(),
    shippingAddress: { ...body.shipping },
    ...orderMoney(q),
    // The saving a cash-on-delivery order gets if paid online before packing: the online
    // quote's, fixed now (docs/decisions/pay-now-for-cod-orders.md).
    payNowSavingPaise: isCod ? priced.byPayment.online.prepaidSavingPaise : 0,
    codAdvancePaise: advancePaise,
    pricesIncludeTax: true,
    couponCode: q.couponCode,
    note: body.note,
    trackingNumber: null,
    transactionId: null,
    estimatedDelivery: indiaDayPlus(now, q.deliveryDays.max),
    source: 'web',
    cancelReason: null,
    codConfirmation: codAwaits ? 'awaiting' : null,
    codConfirmedAt: null,
    // The business named on the invoice (docs/decisions/business-buyers.md); null: a consumer.
    buyer: body.business ?? null,
    ewayBillNumber: null,
    ewayBillDate: null,
    droneAcknowledgedAt: input.droneAcknowledged ? now : null,
    createdAt: now,
    updatedAt: now,
    shippedAt: null,
    deliveredAt: null,
  };
  const items: ItemRow[] = q.lines.map((l, i) => {
    const line = priced.lines[i]!;
    return {
      id: randomUUID(),
      orderId: order.id,
      productId: l.productId,
      variantId: line.variantId,
      variantLabel: line.variantLabel,
      name: l.name,
      sku: line.sku,
      image: line.image,
      category: line.category,
      hsnCode: line.hsnCode,
      // The weight as ordered: the line's drone category stays what the buyer acknowledged.
      droneWeightGrams: line.droneWeightGrams,
      ...lineMoney(l),
    };
  });
  // The confirmation a millisecond after the placing keeps the timeline's order.
  const entry = (status: string, message: string, at: Date): TimelineRow => ({
    id: randomUUID(),
    orderId: order.id,
    status,
    message,
    automated: true,
    actorUserId: null,
    createdAt: at,
  });
  const timeline: TimelineRow[] = confirmedNow
    ? [
        entry('pending', 'Order placed (cash on delivery)', now),
        entry(
          'confirmed',
          codAwaits
            ? 'Order confirmed; waiting for the customer to confirm cash on delivery by the emailed link'
            : 'Order confirmed',
          new Date(now.getTime() + 1),
        ),
      ]
    : isCod
      ? [entry('pending', 'Order placed (cash on delivery), awaiting the advance payment', now)]
      : [entry('pending', 'Order placed, awaiting payment', now)];
  return { order, items, timeline };
}
