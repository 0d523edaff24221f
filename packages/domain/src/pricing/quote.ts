import { formatPaiseShort, type Paise } from '../money.ts';
import type { ShippingSettings } from '../settings/defaults.ts';
import {
  expressUnavailableReason,
  findState,
  needsSurface,
  shippingFor,
  type ShippingMethod,
} from '../shipping/shipping.ts';

export type QuoteLineInput = {
  productId: string;
  name: string;
  unitPricePaise: Paise;
  quantity: number;
  gstRateBp: number;
  /** The product may go by road only (LiPo batteries, fuel): no express, standard takes longer. */
  shipsBySurface?: boolean;
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

/** How the GST contained in an amount is split: CGST + SGST within the shop's state, else IGST. */
export type GstSplit = { cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise };

export type QuoteLine = QuoteLineInput &
  GstSplit & {
    /** unit × quantity, GST included. */
    lineSubtotalPaise: Paise;
    /** This line's share of the coupon discount. */
    discountPaise: Paise;
    /** What the customer pays for the line: subtotal − discount, GST included. */
    lineTotalPaise: Paise;
    /** The line's value before GST: round(lineTotal × 100 / (100 + rate)). */
    taxablePaise: Paise;
    /** The GST contained in lineTotal: lineTotal − taxable. */
    taxPaise: Paise;
  };

/** Shipping as an invoice line of its own: the charge includes GST at 18% (SAC 996812). */
export type QuoteShipping = GstSplit & {
  chargePaise: Paise;
  taxablePaise: Paise;
  taxPaise: Paise;
  gstRateBp: number;
};

export type Quote = GstSplit & {
  lines: QuoteLine[];
  subtotalPaise: Paise;
  discountPaise: Paise;
  shippingPaise: Paise;
  shippingLine: QuoteShipping;
  /** All GST contained in the total (goods and shipping); never added to it. */
  taxPaise: Paise;
  /**
   * What the customer pays, the amount payable: subtotal − discount + shipping rounded to the
   * rupee, half up (docs/decisions/round-off-to-the-rupee.md).
   */
  totalPaise: Paise;
  /** totalPaise − (subtotal − discount + shipping): the signed 'Round off', −49…+50 paise, untaxed. */
  roundOffPaise: Paise;
  isIntraState: boolean;
  deliveryDays: { min: number; max: number };
  /**
   * Why express cannot carry this cart (it holds goods that ship by surface only), else null.
   * The figures are still computed for an express quote; the server refuses to use them.
   */
  expressUnavailable: string | null;
  // The coupon that gave the discount; null when none was given or it did not qualify.
  couponCode: string | null;
  couponError?: string;
};

/** GST on shipping (goods transport agency / courier services, SAC 996812): 18%. */
export const SHIPPING_GST_RATE_BP = 1800;
export const SHIPPING_SAC = '996812';

/**
 * The one pricing rule (docs/decisions/prices-include-gst.md). Prices, shipping and coupon values
 * include GST: total = subtotal − discount + shipping, and nothing is added. The coupon discount is
 * spread over the lines in proportion to their value; each line's GST is the GST contained in what
 * is paid for it after its share of the discount, and shipping is a line of its own at 18%. Every
 * figure is whole paise; the amount payable is rounded to the rupee with a 'Round off' that is not
 * taxed (docs/decisions/round-off-to-the-rupee.md).
 */
export function quote(input: QuoteInput): Quote {
  for (const line of input.lines) assertLine(line);
  const values = input.lines.map((l) => l.unitPricePaise * l.quantity);
  const subtotalPaise = values.reduce((a, b) => a + b, 0);

  const coupon: CouponResult = input.coupon
    ? couponDiscount(input.coupon, subtotalPaise)
    : { discountPaise: 0 };
  const allocations = allocateProportionally(coupon.discountPaise, values);
  const isIntraState = sameState(input.deliveryState, input.shopState);

  const lines = input.lines.map((line, i): QuoteLine => {
    const lineSubtotalPaise = values[i] ?? 0;
    const discountPaise = allocations[i] ?? 0;
    const lineTotalPaise = lineSubtotalPaise - discountPaise;
    const taxablePaise = taxableValueOf(lineTotalPaise, line.gstRateBp);
    const taxPaise = lineTotalPaise - taxablePaise;
    return {
      ...line,
      lineSubtotalPaise,
      discountPaise,
      lineTotalPaise,
      taxablePaise,
      taxPaise,
      ...splitGst(taxPaise, isIntraState),
    };
  });

  const delivery =
    lines.length === 0
      ? { chargePaise: 0, minDays: 0, maxDays: 0 }
      : shippingFor(
          {
            state: input.deliveryState,
            method: input.shippingMethod,
            subtotalPaise,
            bySurface: needsSurface(input.lines),
          },
          input.shipping,
        );
  const shippingTaxable = taxableValueOf(delivery.chargePaise, SHIPPING_GST_RATE_BP);
  const shippingLine: QuoteShipping = {
    chargePaise: delivery.chargePaise,
    taxablePaise: shippingTaxable,
    taxPaise: delivery.chargePaise - shippingTaxable,
    gstRateBp: SHIPPING_GST_RATE_BP,
    ...splitGst(delivery.chargePaise - shippingTaxable, isIntraState),
  };

  const taxed = [...lines, shippingLine];
  const sum = (pick: (l: QuoteShipping | QuoteLine) => Paise) =>
    taxed.reduce((a, l) => a + pick(l), 0);

  const exactTotal = subtotalPaise - coupon.discountPaise + delivery.chargePaise;
  const totalPaise = roundToRupee(exactTotal);
  const result: Quote = {
    lines,
    subtotalPaise,
    discountPaise: coupon.discountPaise,
    shippingPaise: delivery.chargePaise,
    shippingLine,
    taxPaise: sum((l) => l.taxPaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise,
    roundOffPaise: totalPaise - exactTotal,
    isIntraState,
    deliveryDays: { min: delivery.minDays, max: delivery.maxDays },
    expressUnavailable: expressUnavailableReason(input.lines),
    couponCode: input.coupon && coupon.error === undefined ? input.coupon.code : null,
  };
  if (coupon.error !== undefined) result.couponError = coupon.error;
  return result;
}

/**
 * The amount payable of an exact amount: the nearest whole rupee, 50 paise and above rounding up
 * (docs/decisions/round-off-to-the-rupee.md). ₹4,499.10 → ₹4,499; ₹4,499.50 → ₹4,500.
 */
export function roundToRupee(paise: Paise): Paise {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Cannot round ${paise} paise: amounts payable are whole, not negative`);
  }
  const rest = paise % 100;
  return rest >= 50 ? paise - rest + 100 : paise - rest;
}

/**
 * The value before GST of an amount that includes GST at `rateBp` (basis points):
 * round(amount × 100 / (100 + rate)), half up, in exact integer arithmetic.
 */
export function taxableValueOf(amount: Paise, rateBp: number): Paise {
  const divisor = BigInt(10_000 + rateBp);
  const scaled = BigInt(amount) * 10_000n;
  return Number((2n * scaled + divisor) / (2n * divisor));
}

/**
 * Splits the GST of one line: within the shop's state half CGST and half SGST (an odd paisa goes
 * to CGST), else all IGST. The invoice splits each line the same way, so its columns add up to
 * the order's figures.
 */
export function splitGst(taxPaise: Paise, isIntraState: boolean): GstSplit {
  if (!isIntraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const cgstPaise = Math.ceil(taxPaise / 2);
  return { cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0 };
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
