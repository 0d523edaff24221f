import type { Paise } from '../money.ts';
import { priceLines } from '../pricing/quote.ts';
import type { OrderStatus, PaymentStatus } from './status.ts';

/*
 * Paying a cash-on-delivery order online before it is packed (docs/decisions/pay-now-for-cod-orders.md):
 * which orders may, and the figures the order takes when it does.
 */

/** The statuses before packing: the invoice is issued at packing (docs/decisions/invoice-timing.md). */
const beforePacking: readonly OrderStatus[] = ['pending', 'confirmed'];
const unpaid: readonly PaymentStatus[] = ['pending', 'failed'];

export type PayNowOrder = {
  paymentMethod: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  /** An order that must pay an advance pays that instead (docs/decisions/part-paid-cod.md). */
  codAdvancePaise: Paise;
  /** The saving fixed when the order was placed. */
  payNowSavingPaise: Paise;
  shippingPaise: Paise;
  /** Whether the order's GST is CGST + SGST (true) or IGST (false). */
  isIntraState: boolean;
  /** Its lines as stored: the coupon's share is their discount (a COD order has no saving). */
  items: {
    productId: string | null;
    name: string;
    unitPricePaise: Paise;
    quantity: number;
    gstRateBp: number;
    discountPaise: Paise;
  }[];
};

/**
 * Whether a cash-on-delivery order may still be paid online: not packed (so not invoiced), not
 * cancelled, not paid, and not one that must pay an advance.
 */
export function mayPayNow(o: Omit<PayNowOrder, 'items' | 'isIntraState'>, invoiced: boolean) {
  return (
    o.paymentMethod === 'cod' &&
    beforePacking.includes(o.status) &&
    unpaid.includes(o.paymentStatus) &&
    o.codAdvancePaise === 0 &&
    !invoiced
  );
}

/**
 * The order's figures once paid online: the COD fee dropped, the saving fixed at placing spread
 * over its lines after the coupon, GST worked out again line by line, the total rounded to the
 * rupee. The same priceLines() as the quote, so it is what checkout showed for paying online.
 */
export function prepaidFigures(o: PayNowOrder) {
  return priceLines({
    lines: o.items.map((item) => ({
      productId: item.productId ?? '',
      name: item.name,
      unitPricePaise: item.unitPricePaise,
      quantity: item.quantity,
      gstRateBp: item.gstRateBp,
      lineSubtotalPaise: item.unitPricePaise * item.quantity,
      discountPaise: item.discountPaise,
    })),
    shippingPaise: o.shippingPaise,
    isIntraState: o.isIntraState,
    savingPaise: o.payNowSavingPaise,
    codFeePaise: 0,
  });
}
