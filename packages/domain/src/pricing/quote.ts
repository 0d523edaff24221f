import { formatPaiseShort, type Paise } from '../money.ts';
import type { ShippingSettings } from '../settings/defaults.ts';
import { findState, shippingFor, type ShippingMethod } from '../shipping/shipping.ts';

export type QuoteLineInput = {
  productId: string;
  name: string;
  unitPricePaise: Paise;
  quantity: number;
  gstRateBp: number;
};

export type QuoteCoupon = {
  code: string;
  discountType: 'percentage' | 'fixed';
  // Whole percent for 'percentage', paise for 'fixed' (as stored in coupons_coupon).
  discountValue: number;
  minPurchasePaise: Paise;
  maxDiscountPaise: Paise | null;
};

export type QuoteInput = {
  lines: QuoteLineInput[];
  coupon?: QuoteCoupon | null;
  deliveryState: string;
  shopState: string;
  shippingMethod: ShippingMethod;
  shipping: ShippingSettings;
};

export type QuoteLine = QuoteLineInput & {
  lineSubtotalPaise: Paise;
  discountPaise: Paise;
  taxablePaise: Paise;
  taxPaise: Paise;
  // What the customer pays for the line before shipping: taxable value + tax.
  lineTotalPaise: Paise;
};

export type Quote = {
  lines: QuoteLine[];
  subtotalPaise: Paise;
  discountPaise: Paise;
  shippingPaise: Paise;
  taxPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  totalPaise: Paise;
  isIntraState: boolean;
  deliveryDays: { min: number; max: number };
  // The coupon that gave the discount; null when none was given or it did not qualify.
  couponCode: string | null;
  couponError?: string;
};

/**
 * The one pricing rule (decisions.md, "Money, tax, shipping"): coupon discount spread over the lines,
 * GST per line on the discounted value, shipping by state and threshold, total = subtotal − discount
 * + shipping + tax, every figure in whole paise.
 */
export function quote(input: QuoteInput): Quote {
  for (const line of input.lines) assertLine(line);
  const values = input.lines.map((l) => l.unitPricePaise * l.quantity);
  const subtotalPaise = values.reduce((a, b) => a + b, 0);

  const coupon: CouponResult = input.coupon
    ? couponDiscount(input.coupon, subtotalPaise)
    : { discountPaise: 0 };
  const allocations = allocateProportionally(coupon.discountPaise, values);

  const lines = input.lines.map((line, i): QuoteLine => {
    const lineSubtotalPaise = values[i] ?? 0;
    const discountPaise = allocations[i] ?? 0;
    const taxablePaise = lineSubtotalPaise - discountPaise;
    const taxPaise = percentOfBp(taxablePaise, line.gstRateBp);
    return {
      ...line,
      lineSubtotalPaise,
      discountPaise,
      taxablePaise,
      taxPaise,
      lineTotalPaise: taxablePaise + taxPaise,
    };
  });
  const taxPaise = lines.reduce((a, l) => a + l.taxPaise, 0);

  const delivery =
    lines.length === 0
      ? { chargePaise: 0, minDays: 0, maxDays: 0 }
      : shippingFor(
          { state: input.deliveryState, method: input.shippingMethod, subtotalPaise },
          input.shipping,
        );

  const isIntraState = sameState(input.deliveryState, input.shopState);
  // The odd paisa goes to CGST so that CGST + SGST always equals the tax.
  const cgstPaise = isIntraState ? Math.ceil(taxPaise / 2) : 0;
  const sgstPaise = isIntraState ? taxPaise - cgstPaise : 0;

  const result: Quote = {
    lines,
    subtotalPaise,
    discountPaise: coupon.discountPaise,
    shippingPaise: delivery.chargePaise,
    taxPaise,
    cgstPaise,
    sgstPaise,
    igstPaise: isIntraState ? 0 : taxPaise,
    totalPaise: subtotalPaise - coupon.discountPaise + delivery.chargePaise + taxPaise,
    isIntraState,
    deliveryDays: { min: delivery.minDays, max: delivery.maxDays },
    couponCode: input.coupon && coupon.error === undefined ? input.coupon.code : null,
  };
  if (coupon.error !== undefined) result.couponError = coupon.error;
  return result;
}

export type CouponResult = { discountPaise: Paise; error?: string };

/** The coupon's discount on this subtotal: nothing below the minimum purchase, capped, never above the subtotal. */
export function couponDiscount(coupon: QuoteCoupon, subtotalPaise: Paise): CouponResult {
  if (subtotalPaise < coupon.minPurchasePaise) {
    return {
      discountPaise: 0,
      error: `Minimum purchase of ${formatPaiseShort(coupon.minPurchasePaise)} required`,
    };
  }
  let discount =
    coupon.discountType === 'percentage'
      ? Math.round((subtotalPaise * coupon.discountValue) / 100)
      : coupon.discountValue;
  if (coupon.maxDiscountPaise !== null && coupon.discountType === 'percentage') {
    discount = Math.min(discount, coupon.maxDiscountPaise);
  }
  return { discountPaise: Math.max(0, Math.min(discount, subtotalPaise)) };
}

/**
 * Splits `amount` over `weights` in proportion (largest remainder): shares sum exactly to `amount`,
 * ties go to the earlier line. BigInt keeps amount × weight exact beyond 2^53.
 */
export function allocateProportionally(amount: Paise, weights: Paise[]): Paise[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const big = BigInt(amount);
  const bigTotal = BigInt(total);
  const shares = weights.map((w, index) => {
    const exact = big * BigInt(w);
    return { index, floor: Number(exact / bigTotal), remainder: exact % bigTotal };
  });
  let left = amount - shares.reduce((a, s) => a + s.floor, 0);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (left === 0) break;
    share.floor += 1;
    left -= 1;
  }
  return shares.map((s) => s.floor);
}

/** value × rate (basis points), rounded half up to the paisa. */
export function percentOfBp(value: Paise, rateBp: number): Paise {
  return Math.floor((value * rateBp + 5_000) / 10_000);
}

function sameState(a: string, b: string): boolean {
  const left = findState(a)?.name ?? a.trim().toLowerCase();
  const right = findState(b)?.name ?? b.trim().toLowerCase();
  return left === right;
}

function assertLine(line: QuoteLineInput) {
  const ok =
    Number.isSafeInteger(line.unitPricePaise) &&
    line.unitPricePaise >= 0 &&
    Number.isSafeInteger(line.quantity) &&
    line.quantity > 0 &&
    Number.isInteger(line.gstRateBp) &&
    line.gstRateBp >= 0;
  if (!ok)
    throw new RangeError(
      `Invalid quote line for ${line.productId}: prices and quantities are whole paise and units`,
    );
}
