import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/defaults.ts';
import {
  allocateProportionally,
  couponDiscount,
  percentOfBp,
  quote,
  type QuoteCoupon,
  type QuoteInput,
} from './quote.ts';

const shipping = defaultSettings.shipping;
const line = (id: string, unitPricePaise: number, quantity = 1, gstRateBp = 1800) => ({
  productId: id,
  name: `Product ${id}`,
  unitPricePaise,
  quantity,
  gstRateBp,
});
const welcome10: QuoteCoupon = {
  code: 'WELCOME10',
  discountType: 'percentage',
  discountValue: 10,
  minPurchasePaise: 0,
  maxDiscountPaise: null,
};
const base = {
  deliveryState: 'Karnataka',
  shopState: 'Karnataka',
  shippingMethod: 'standard',
  shipping,
} as const;

describe('quote', () => {
  const cases: Array<{
    name: string;
    input: Omit<QuoteInput, 'shipping'> & { shipping?: QuoteInput['shipping'] };
    expected: {
      subtotal: number;
      discount: number;
      shipping: number;
      tax: number;
      cgst: number;
      sgst: number;
      igst: number;
      total: number;
    };
  }> = [
    {
      name: 'one line in the shop state, below the threshold, Karnataka ships free',
      input: { ...base, lines: [line('a', 49_900)] },
      expected: {
        subtotal: 49_900,
        discount: 0,
        shipping: 0,
        tax: 8_982,
        cgst: 4_491,
        sgst: 4_491,
        igst: 0,
        total: 58_882,
      },
    },
    {
      name: 'another state takes IGST and its zone charge (Tamil Nadu ₹40)',
      input: { ...base, deliveryState: 'Tamil Nadu', lines: [line('a', 49_900)] },
      expected: {
        subtotal: 49_900,
        discount: 0,
        shipping: 4_000,
        tax: 8_982,
        cgst: 0,
        sgst: 0,
        igst: 8_982,
        total: 62_882,
      },
    },
    {
      name: 'rest of India pays ₹80 below the threshold',
      input: { ...base, deliveryState: 'Assam', lines: [line('a', 19_900, 2)] },
      expected: {
        subtotal: 39_800,
        discount: 0,
        shipping: 8_000,
        tax: 7_164,
        cgst: 0,
        sgst: 0,
        igst: 7_164,
        total: 54_964,
      },
    },
    {
      name: 'free shipping exactly at ₹999, even when the coupon takes the total below it',
      input: { ...base, deliveryState: 'Gujarat', lines: [line('a', 99_900)], coupon: welcome10 },
      expected: {
        subtotal: 99_900,
        discount: 9_990,
        shipping: 0,
        tax: 16_184,
        cgst: 0,
        sgst: 0,
        igst: 16_184,
        total: 106_094,
      },
    },
    {
      name: 'one paisa below the threshold pays Gujarat ₹60',
      input: { ...base, deliveryState: 'Gujarat', lines: [line('a', 99_899)] },
      expected: {
        subtotal: 99_899,
        discount: 0,
        shipping: 6_000,
        tax: 17_982,
        cgst: 0,
        sgst: 0,
        igst: 17_982,
        total: 123_881,
      },
    },
    {
      name: 'express below the threshold costs ₹199',
      input: { ...base, shippingMethod: 'express', lines: [line('a', 29_900)] },
      expected: {
        subtotal: 29_900,
        discount: 0,
        shipping: 19_900,
        tax: 5_382,
        cgst: 2_691,
        sgst: 2_691,
        igst: 0,
        total: 55_182,
      },
    },
    {
      name: 'express at or above the threshold costs ₹150',
      input: { ...base, shippingMethod: 'express', lines: [line('a', 150_000)] },
      expected: {
        subtotal: 150_000,
        discount: 0,
        shipping: 15_000,
        tax: 27_000,
        cgst: 13_500,
        sgst: 13_500,
        igst: 0,
        total: 192_000,
      },
    },
    {
      name: 'tax rounds to the paisa (18% of ₹10.01 is 180 paise)',
      input: { ...base, lines: [line('a', 1_001)] },
      expected: {
        subtotal: 1_001,
        discount: 0,
        shipping: 0,
        tax: 180,
        cgst: 90,
        sgst: 90,
        igst: 0,
        total: 1_181,
      },
    },
    {
      name: 'odd tax split: 18% of ₹5.07 is 91 paise, 46 CGST + 45 SGST',
      input: { ...base, lines: [line('a', 507)] },
      expected: {
        subtotal: 507,
        discount: 0,
        shipping: 0,
        tax: 91,
        cgst: 46,
        sgst: 45,
        igst: 0,
        total: 598,
      },
    },
    {
      name: 'mixed GST rates, discount spread by value before tax',
      input: {
        ...base,
        deliveryState: 'Delhi',
        lines: [
          line('plane', 1_249_900, 1, 1800),
          line('battery', 349_900, 2, 2800),
          line('glue', 19_900, 1, 1200),
        ],
        coupon: {
          code: 'FLAT500',
          discountType: 'fixed',
          discountValue: 50_000,
          minPurchasePaise: 499_900,
          maxDiscountPaise: null,
        },
      },
      // Shares of 50,000 over 12,49,900 / 6,99,800 / 19,900 (total 19,69,600): 31,730 + 17,765 + 505.
      expected: {
        subtotal: 1_969_600,
        discount: 50_000,
        shipping: 0,
        tax: 412_568,
        cgst: 0,
        sgst: 0,
        igst: 412_568,
        total: 2_332_168,
      },
    },
    {
      name: 'percentage coupon capped by its maximum discount',
      input: {
        ...base,
        lines: [line('a', 1_000_000)],
        coupon: {
          code: 'BIG10',
          discountType: 'percentage',
          discountValue: 10,
          minPurchasePaise: 0,
          maxDiscountPaise: 50_000,
        },
      },
      expected: {
        subtotal: 1_000_000,
        discount: 50_000,
        shipping: 0,
        tax: 171_000,
        cgst: 85_500,
        sgst: 85_500,
        igst: 0,
        total: 1_121_000,
      },
    },
    {
      name: 'a fixed coupon larger than the subtotal takes the subtotal only',
      input: {
        ...base,
        deliveryState: 'Delhi',
        lines: [line('a', 19_900)],
        coupon: {
          code: 'GIFT1000',
          discountType: 'fixed',
          discountValue: 100_000,
          minPurchasePaise: 0,
          maxDiscountPaise: null,
        },
      },
      expected: {
        subtotal: 19_900,
        discount: 19_900,
        shipping: 0,
        tax: 0,
        cgst: 0,
        sgst: 0,
        igst: 0,
        total: 0,
      },
    },
    {
      name: 'an empty cart is all zeros and ships nothing',
      input: { ...base, lines: [] },
      expected: {
        subtotal: 0,
        discount: 0,
        shipping: 0,
        tax: 0,
        cgst: 0,
        sgst: 0,
        igst: 0,
        total: 0,
      },
    },
  ];

  it.each(cases)('$name', ({ input, expected }) => {
    const q = quote({ shipping, ...input });
    expect({
      subtotal: q.subtotalPaise,
      discount: q.discountPaise,
      shipping: q.shippingPaise,
      tax: q.taxPaise,
      cgst: q.cgstPaise,
      sgst: q.sgstPaise,
      igst: q.igstPaise,
      total: q.totalPaise,
    }).toEqual(expected);
    expect(q.totalPaise).toBe(q.subtotalPaise - q.discountPaise + q.shippingPaise + q.taxPaise);
    expect(q.cgstPaise + q.sgstPaise + q.igstPaise).toBe(q.taxPaise);
    expect(q.lines.reduce((a, l) => a + l.discountPaise, 0)).toBe(q.discountPaise);
  });

  it('reports each line with its share of the discount, taxable value and tax', () => {
    const q = quote({
      ...base,
      shipping,
      deliveryState: 'Delhi',
      lines: [
        line('plane', 1_249_900, 1, 1800),
        line('battery', 349_900, 2, 2800),
        line('glue', 19_900, 1, 1200),
      ],
      coupon: {
        code: 'FLAT500',
        discountType: 'fixed',
        discountValue: 50_000,
        minPurchasePaise: 499_900,
        maxDiscountPaise: null,
      },
    });
    expect(
      q.lines.map((l) => [
        l.lineSubtotalPaise,
        l.discountPaise,
        l.taxablePaise,
        l.taxPaise,
        l.lineTotalPaise,
      ]),
    ).toEqual([
      [1_249_900, 31_730, 1_218_170, 219_271, 1_437_441],
      [699_800, 17_765, 682_035, 190_970, 873_005],
      [19_900, 505, 19_395, 2_327, 21_722],
    ]);
    expect(q.couponCode).toBe('FLAT500');
    expect(q.couponError).toBeUndefined();
  });

  it('gives no discount and says why below the minimum purchase', () => {
    const q = quote({
      ...base,
      shipping,
      lines: [line('a', 299_900)],
      coupon: {
        code: 'FLAT500',
        discountType: 'fixed',
        discountValue: 50_000,
        minPurchasePaise: 499_900,
        maxDiscountPaise: null,
      },
    });
    expect(q.discountPaise).toBe(0);
    expect(q.couponCode).toBeNull();
    expect(q.couponError).toBe('Minimum purchase of ₹4,999 required');
    expect(q.totalPaise).toBe(299_900 + 53_982);
  });

  it('reports the delivery days of the chosen method', () => {
    expect(
      quote({ ...base, shipping, deliveryState: 'Delhi', lines: [line('a', 100)] }).deliveryDays,
    ).toEqual({ min: 1, max: 1 });
    expect(
      quote({ ...base, shipping, deliveryState: 'Kerala', lines: [line('a', 100)] }).deliveryDays,
    ).toEqual({ min: 5, max: 5 });
    expect(
      quote({ ...base, shipping, shippingMethod: 'express', lines: [line('a', 100)] }).deliveryDays,
    ).toEqual({ min: 1, max: 2 });
  });

  it('treats the delivery state case-insensitively for the GST split', () => {
    const q = quote({
      ...base,
      shipping,
      deliveryState: ' karnataka ',
      lines: [line('a', 10_000)],
    });
    expect([q.isIntraState, q.cgstPaise, q.sgstPaise, q.igstPaise]).toEqual([true, 900, 900, 0]);
  });

  it('refuses fractional paise or quantities rather than rounding them silently', () => {
    expect(() => quote({ ...base, shipping, lines: [line('a', 199.5)] })).toThrow(RangeError);
    expect(() => quote({ ...base, shipping, lines: [line('a', 100, 0)] })).toThrow(RangeError);
  });
});

describe('couponDiscount', () => {
  it.each([
    { type: 'percentage', value: 10, min: 0, max: null, subtotal: 12_345, expected: 1_235 },
    { type: 'percentage', value: 10, min: 0, max: 20_000, subtotal: 5_000_000, expected: 20_000 },
    { type: 'percentage', value: 100, min: 0, max: null, subtotal: 9_999, expected: 9_999 },
    { type: 'fixed', value: 50_000, min: 499_900, max: null, subtotal: 499_900, expected: 50_000 },
    { type: 'fixed', value: 50_000, min: 0, max: 10_000, subtotal: 499_900, expected: 50_000 },
    { type: 'fixed', value: 50_000, min: 0, max: null, subtotal: 30_000, expected: 30_000 },
  ] as const)(
    '$type $value on $subtotal gives $expected',
    ({ type, value, min, max, subtotal, expected }) => {
      const coupon: QuoteCoupon = {
        code: 'X',
        discountType: type,
        discountValue: value,
        minPurchasePaise: min,
        maxDiscountPaise: max,
      };
      expect(couponDiscount(coupon, subtotal).discountPaise).toBe(expected);
    },
  );
});

describe('allocateProportionally', () => {
  it.each([
    { amount: 100, weights: [1, 1, 1], expected: [34, 33, 33] },
    { amount: 1, weights: [500, 500], expected: [1, 0] },
    { amount: 10, weights: [0, 5, 5], expected: [0, 5, 5] },
    { amount: 7, weights: [100, 200, 400], expected: [1, 2, 4] },
    { amount: 1_000, weights: [333, 333, 334], expected: [333, 333, 334] },
    { amount: 0, weights: [10, 20], expected: [0, 0] },
    {
      amount: 9_000_000_000,
      weights: [7_000_000_000, 3_000_000_000],
      expected: [6_300_000_000, 2_700_000_000],
    },
  ])('splits $amount over $weights', ({ amount, weights, expected }) => {
    const shares = allocateProportionally(amount, weights);
    expect(shares).toEqual(expected);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
  });
});

describe('percentOfBp', () => {
  it.each([
    { value: 100_000, bp: 1800, expected: 18_000 },
    { value: 507, bp: 1800, expected: 91 },
    { value: 25, bp: 1800, expected: 5 },
    { value: 1_000, bp: 25, expected: 3 },
    { value: 19_395, bp: 1200, expected: 2_327 },
    { value: 12_345, bp: 0, expected: 0 },
  ])('$bp bp of $value is $expected', ({ value, bp, expected }) => {
    expect(percentOfBp(value, bp)).toBe(expected);
  });
});
