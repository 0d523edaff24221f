import { formatPaiseShort, type Paise } from '../money.ts';
import type { PrepaidSavingRule, ShippingSettings } from '../settings/defaults.ts';
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

/**
 * How the order will be paid, for the charges that depend on it
 * (docs/decisions/cod-fee-and-prepaid-saving.md): cash on delivery adds the COD fee as a line of
 * its own; paying online takes the prepaid saving off the goods. Absent: neither.
 */
export type QuotePayment =
  { method: 'cod'; codFeePaise: Paise } | { method: 'online'; saving: PrepaidSavingRule };

export type QuoteInput = {
  lines: QuoteLineInput[];
  coupon?: QuoteCoupon | null;
  deliveryState: string;
  shopState: string;
  shippingMethod: ShippingMethod;
  shipping: ShippingSettings;
  payment?: QuotePayment;
};

/** How the GST contained in an amount is split: CGST + SGST within the shop's state, else IGST. */
export type GstSplit = { cgstPaise: Paise; sgstPaise: Paise; igstPaise: Paise };

export type QuoteLine = QuoteLineInput &
  GstSplit & {
    /** unit × quantity, GST included. */
    lineSubtotalPaise: Paise;
    /** This line's share of the coupon discount. */
    discountPaise: Paise;
    /** This line's share of the prepaid saving (0 unless paid online with a saving). */
    savingPaise: Paise;
    /** What the customer pays for the line: subtotal − discount − saving, GST included. */
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
  /** The prepaid saving taken off the goods (spread over the lines like the coupon). */
  prepaidSavingPaise: Paise;
  /** The COD fee, a line of its own taxed like shipping (zero charge unless cash on delivery). */
  codFeeLine: QuoteShipping;
  /** All GST contained in the total (goods, shipping, COD fee); never added to it. */
  taxPaise: Paise;
  /**
   * What the customer pays, the amount payable: subtotal − discount − saving + shipping + COD fee
   * rounded to the rupee, half up (docs/decisions/round-off-to-the-rupee.md).
   */
  totalPaise: Paise;
  /** totalPaise − the exact sum: the signed 'Round off', −49…+50 paise, untaxed. */
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

  const delivery =
    input.lines.length === 0
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
  const payment = input.payment;
  const afterCoupon = subtotalPaise - coupon.discountPaise;
  const priced = priceLines({
    lines: input.lines.map((line, i) => ({
      ...line,
      lineSubtotalPaise: values[i] ?? 0,
      discountPaise: allocations[i] ?? 0,
    })),
    shippingPaise: delivery.chargePaise,
    isIntraState,
    savingPaise: payment?.method === 'online' ? prepaidSavingFor(payment.saving, afterCoupon) : 0,
    codFeePaise: payment?.method === 'cod' ? payment.codFeePaise : 0,
  });

  const result: Quote = {
    ...priced,
    subtotalPaise,
    discountPaise: coupon.discountPaise,
    isIntraState,
    deliveryDays: { min: delivery.minDays, max: delivery.maxDays },
    expressUnavailable: expressUnavailableReason(input.lines),
    couponCode: input.coupon && coupon.error === undefined ? input.coupon.code : null,
  };
  if (coupon.error !== undefined) result.couponError = coupon.error;
  return result;
}

/** A line whose coupon share is known: what priceLines() needs of it. */
export type LineBeforePayment = QuoteLineInput & {
  lineSubtotalPaise: Paise;
  /** The coupon's share of the line (0 without a coupon). */
  discountPaise: Paise;
};

/**
 * The figures that follow once the goods after the coupon and the shipping charge are known:
 * the prepaid saving spread over the lines in proportion to what is left of them, each line's
 * GST, shipping and the COD fee as lines of their own at 18%, the total rounded to the rupee.
 * quote() prices a cart with it; an order paid online after it was placed for cash on delivery is
 * re-priced with it from its own lines (docs/decisions/pay-now-for-cod-orders.md).
 */
export function priceLines(input: {
  lines: LineBeforePayment[];
  shippingPaise: Paise;
  isIntraState: boolean;
  /** Taken off the goods; at most what is left of them after the coupon. */
  savingPaise: Paise;
  codFeePaise: Paise;
}): Pick<
  Quote,
  | 'lines'
  | 'shippingPaise'
  | 'shippingLine'
  | 'prepaidSavingPaise'
  | 'codFeeLine'
  | 'taxPaise'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'totalPaise'
  | 'roundOffPaise'
> {
  const { isIntraState } = input;
  for (const amount of [input.shippingPaise, input.savingPaise, input.codFeePaise]) {
    if (!Number.isSafeInteger(amount) || amount < 0) {
      throw new RangeError(`Charges and savings are whole paise, not ${amount}`);
    }
  }
  const afterCoupon = input.lines.map((l) => l.lineSubtotalPaise - l.discountPaise);
  const goods = afterCoupon.reduce((a, b) => a + b, 0);
  const savingPaise = Math.min(input.savingPaise, goods);
  const savings = allocateProportionally(savingPaise, afterCoupon);

  const lines = input.lines.map((line, i): QuoteLine => {
    const lineTotalPaise = (afterCoupon[i] ?? 0) - (savings[i] ?? 0);
    const taxablePaise = taxableValueOf(lineTotalPaise, line.gstRateBp);
    const taxPaise = lineTotalPaise - taxablePaise;
    return {
      ...line,
      savingPaise: savings[i] ?? 0,
      lineTotalPaise,
      taxablePaise,
      taxPaise,
      ...splitGst(taxPaise, isIntraState),
    };
  });
  const shippingLine = chargeLine(input.shippingPaise, isIntraState);
  const codFeeLine = chargeLine(input.codFeePaise, isIntraState);

  const taxed = [...lines, shippingLine, codFeeLine];
  const sum = (pick: (l: QuoteShipping | QuoteLine) => Paise) =>
    taxed.reduce((a, l) => a + pick(l), 0);
  const exactTotal = goods - savingPaise + input.shippingPaise + input.codFeePaise;
  const totalPaise = roundToRupee(exactTotal);
  return {
    lines,
    shippingPaise: input.shippingPaise,
    shippingLine,
    prepaidSavingPaise: savingPaise,
    codFeeLine,
    taxPaise: sum((l) => l.taxPaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise,
    roundOffPaise: totalPaise - exactTotal,
  };
}

/**
 * A charge that includes GST at 18% and is invoiced as a line of its own: shipping (SAC 996812)
 * and the COD fee, which follows shipping's rule (docs/decisions/cod-fee-and-prepaid-saving.md).
 */
function chargeLine(chargePaise: Paise, isIntraState: boolean): QuoteShipping {
  const taxablePaise = taxableValueOf(chargePaise, SHIPPING_GST_RATE_BP);
  return {
    chargePaise,
    taxablePaise,
    taxPaise: chargePaise - taxablePaise,
    gstRateBp: SHIPPING_GST_RATE_BP,
    ...splitGst(chargePaise - taxablePaise, isIntraState),
  };
}

/**
 * The saving for paying online on goods worth `goodsPaise` after any coupon: a percent of them
 * (two decimals, half up, capped) or a fixed amount, never more than the goods.
 */
export function prepaidSavingFor(rule: PrepaidSavingRule, goodsPaise: Paise): Paise {
  if (goodsPaise <= 0 || rule.type === 'none') return 0;
  let saving: Paise;
  if (rule.type === 'fixed') saving = rule.fixedPaise;
  else {
    const bp = BigInt(Math.round(rule.percent * 100));
    saving = Number((2n * BigInt(goodsPaise) * bp + 10_000n) / 20_000n);
    if (rule.capPaise !== null) saving = Math.min(saving, rule.capPaise);
  }
  return Math.max(0, Math.min(saving, goodsPaise));
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
