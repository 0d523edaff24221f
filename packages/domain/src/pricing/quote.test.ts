import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/defaults.ts';
import {
  allocateProportionally,
  couponDiscount,
  quote,
  roundToRupee,
  splitGst,
  taxableValueOf,
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
const save15 = (): QuoteCoupon => ({
  code: 'SAVE15',
  discountType: 'percentage',
  discountValue: 15,
  minPurchasePaise: 200_000,
  maxDiscountPaise: 40_000,
});
const flat200: QuoteCoupon = {
  code: 'FLAT200',
  discountType: 'fixed',
  discountValue: 20_000,
  minPurchasePaise: 150_000,
  maxDiscountPaise: null,
};
const flat500: QuoteCoupon = {
  code: 'FLAT500',
  discountType: 'fixed',
  discountValue: 50_000,
  minPurchasePaise: 499_900,
  maxDiscountPaise: null,
};
const base = {
  deliveryState: 'Karnataka',
  shopState: 'Karnataka',
  shippingMethod: 'standard',
  shipping,
} as const;

describe('quote', () => {
  // Each expected figure below was worked out by hand (the comment shows the arithmetic): prices,
  // shipping and coupons include GST; taxable value = round(net × 100 / (100 + rate)) paise.
  const cases: Array<{
    name: string;
    input: Omit<QuoteInput, 'shipping'>;
    expected: {
      subtotal: number;
      discount: number;
      shipping: number;
      shippingTax: number;
      tax: number;
      cgst: number;
      sgst: number;
      igst: number;
      total: number;
    };
    /** [taxable value, GST] of each line, in order. */
    lines: Array<[number, number]>;
    // When given: the coupon the quote names (null: none qualified) and why it did not qualify.
    coupon?: { code: string | null; error?: string };
  }> = [
    {
      // ₹499 at 18%: taxable round(49,900 × 100 / 118) = round(42,288.14) = 42,288, GST 7,612 (3,806 + 3,806).
      // Karnataka ships free, so the shopper pays the shelf price.
      name: 'one unit delivered free costs exactly its shelf price',
      input: { ...base, lines: [line('a', 49_900)] },
      expected: {
        subtotal: 49_900,
        discount: 0,
        shipping: 0,
        shippingTax: 0,
        tax: 7612,
        cgst: 3806,
        sgst: 3806,
        igst: 0,
        total: 49_900,
      },
      lines: [[42_288, 7612]],
    },
    {
      // Tamil Nadu ₹40: shipping taxable round(4,000 / 1.18) = round(3,389.83) = 3,390, GST 610.
      // IGST 7,612 + 610 = 8,222; total 49,900 + 4,000 = 53,900.
      name: 'another state pays its zone charge, and both GSTs are IGST',
      input: { ...base, deliveryState: 'Tamil Nadu', lines: [line('a', 49_900)] },
      expected: {
        subtotal: 49_900,
        discount: 0,
        shipping: 4000,
        shippingTax: 610,
        tax: 8222,
        cgst: 0,
        sgst: 0,
        igst: 8222,
        total: 53_900,
      },
      lines: [[42_288, 7612]],
    },
    {
      // 2 × ₹199 = 39,800: taxable round(33,728.81) = 33,729, GST 6,071. Assam ₹80: taxable round(6,779.66)
      // = 6,780, GST 1,220. IGST 7,291; total 47,800.
      name: 'rest of India pays ₹80 below the threshold',
      input: { ...base, deliveryState: 'Assam', lines: [line('a', 19_900, 2)] },
      expected: {
        subtotal: 39_800,
        discount: 0,
        shipping: 8000,
        shippingTax: 1220,
        tax: 7291,
        cgst: 0,
        sgst: 0,
        igst: 7291,
        total: 47_800,
      },
      lines: [[33_729, 6071]],
    },
    {
      // 10% of 99,900 = 9,990; net 89,910: taxable round(76,194.92) = 76,195, GST 13,715. The threshold
      // reads the subtotal before the discount, so Gujarat ships free; total 89,910.
      name: 'free shipping at exactly ₹999 even when a coupon takes the total below it',
      input: { ...base, deliveryState: 'Gujarat', lines: [line('a', 99_900)], coupon: welcome10 },
      expected: {
        subtotal: 99_900,
        discount: 9990,
        shipping: 0,
        shippingTax: 0,
        tax: 13_715,
        cgst: 0,
        sgst: 0,
        igst: 13_715,
        total: 89_910,
      },
      lines: [[76_195, 13_715]],
      coupon: { code: 'WELCOME10' },
    },
    {
      // 99,899 < 99,900: Gujarat ₹60 (taxable round(5,084.75) = 5,085, GST 915). Goods taxable
      // round(84,660.17) = 84,660, GST 15,239. IGST 16,154; total 1,05,899.
      name: 'one paisa below the threshold pays Gujarat ₹60',
      input: { ...base, deliveryState: 'Gujarat', lines: [line('a', 99_899)] },
      expected: {
        subtotal: 99_899,
        discount: 0,
        shipping: 6000,
        shippingTax: 915,
        tax: 16_154,
        cgst: 0,
        sgst: 0,
        igst: 16_154,
        total: 105_899,
      },
      lines: [[84_660, 15_239]],
    },
    {
      // Express ₹199: taxable round(16,864.41) = 16,864, GST 3,036 (1,518 + 1,518). Goods 29,900: taxable
      // round(25,338.98) = 25,339, GST 4,561 = 2,281 CGST + 2,280 SGST. CGST 3,799, SGST 3,798.
      name: 'express below the threshold costs ₹199, its GST split within the state',
      input: { ...base, shippingMethod: 'express', lines: [line('a', 29_900)] },
      expected: {
        subtotal: 29_900,
        discount: 0,
        shipping: 19_900,
        shippingTax: 3036,
        tax: 7597,
        cgst: 3799,
        sgst: 3798,
        igst: 0,
        total: 49_800,
      },
      lines: [[25_339, 4561]],
    },
    {
      // Express ₹150: taxable round(12,711.86) = 12,712, GST 2,288. Goods 1,49,900: taxable
      // round(1,27,033.90) = 1,27,034, GST 22,866. Each halves evenly: CGST = SGST = 11,433 + 1,144.
      name: 'express at or above the threshold costs ₹150',
      input: { ...base, shippingMethod: 'express', lines: [line('a', 149_900)] },
      expected: {
        subtotal: 149_900,
        discount: 0,
        shipping: 15_000,
        shippingTax: 2288,
        tax: 25_154,
        cgst: 12_577,
        sgst: 12_577,
        igst: 0,
        total: 164_900,
      },
      lines: [[127_034, 22_866]],
    },
    {
      // 10% of 3,75,000 = 37,500, spread by value: 10,000 / 5,000 / 20,000 / 2,500. Nets 90,000 at 5%
      // (taxable round(85,714.29) = 85,714), 45,000 at 12% (round(40,178.57) = 40,179), 1,80,000 at 18%
      // (round(1,52,542.37) = 1,52,542) and 22,500 at 28% (round(17,578.13) = 17,578). GST 4,286 + 4,821 +
      // 27,458 + 4,922 = 41,487; odd lines give CGST the paisa: CGST 20,744, SGST 20,743.
      name: 'lines at 5%, 12%, 18% and 28% share a percentage coupon by value',
      input: {
        ...base,
        lines: [
          line('a', 100_000, 1, 500),
          line('b', 50_000, 1, 1200),
          line('c', 200_000, 1, 1800),
          line('d', 25_000, 1, 2800),
        ],
        coupon: welcome10,
      },
      expected: {
        subtotal: 375_000,
        discount: 37_500,
        shipping: 0,
        shippingTax: 0,
        tax: 41_487,
        cgst: 20_744,
        sgst: 20_743,
        igst: 0,
        total: 337_500,
      },
      lines: [
        [85_714, 4286],
        [40_179, 4821],
        [152_542, 27_458],
        [17_578, 4922],
      ],
      coupon: { code: 'WELCOME10' },
    },
    {
      // ₹200 over 1,00,000 and 70,000: exact shares 11,764.71 and 8,235.29; floors 11,764 + 8,235 leave one
      // paisa for the larger remainder (the first). Nets 88,235 (taxable round(74,775.42) = 74,775) and
      // 61,765 (round(52,343.22) = 52,343). Delhi is another state: IGST 13,460 + 9,422 = 22,882.
      name: 'a fixed coupon that does not divide evenly gives the odd paisa to the largest remainder',
      input: {
        ...base,
        deliveryState: 'Delhi',
        lines: [line('a', 100_000), line('b', 70_000)],
        coupon: flat200,
      },
      expected: {
        subtotal: 170_000,
        discount: 20_000,
        shipping: 0,
        shippingTax: 0,
        tax: 22_882,
        cgst: 0,
        sgst: 0,
        igst: 22_882,
        total: 150_000,
      },
      lines: [
        [74_775, 13_460],
        [52_343, 9422],
      ],
      coupon: { code: 'FLAT200' },
    },
    {
      // 15% of 3,00,000 = 45,000, capped at 40,000. Net 2,60,000: taxable round(2,20,338.98) = 2,20,339,
      // GST 39,661; Maharashtra ships free at this value.
      name: 'a percentage coupon above its cap gives the cap',
      input: {
        ...base,
        deliveryState: 'Maharashtra',
        lines: [line('a', 300_000)],
        coupon: save15(),
      },
      expected: {
        subtotal: 300_000,
        discount: 40_000,
        shipping: 0,
        shippingTax: 0,
        tax: 39_661,
        cgst: 0,
        sgst: 0,
        igst: 39_661,
        total: 260_000,
      },
      lines: [[220_339, 39_661]],
      coupon: { code: 'SAVE15' },
    },
    {
      // A ₹500 coupon on a ₹300 cart takes ₹300 only; the goods then carry no GST. Assam ₹80 is still
      // due (the threshold reads the subtotal): taxable 6,780, GST 1,220.
      name: 'a fixed coupon larger than the cart leaves only the shipping to pay',
      input: {
        ...base,
        deliveryState: 'Assam',
        lines: [line('a', 30_000)],
        coupon: { ...flat200, code: 'BIG500', discountValue: 50_000, minPurchasePaise: 0 },
      },
      expected: {
        subtotal: 30_000,
        discount: 30_000,
        shipping: 8000,
        shippingTax: 1220,
        tax: 1220,
        cgst: 0,
        sgst: 0,
        igst: 1220,
        total: 8000,
      },
      lines: [[0, 0]],
      coupon: { code: 'BIG500' },
    },
    {
      // Nothing to ship, nothing to tax.
      name: 'an empty cart is all zeros and ships nothing',
      input: { ...base, lines: [] },
      expected: {
        subtotal: 0,
        discount: 0,
        shipping: 0,
        shippingTax: 0,
        tax: 0,
        cgst: 0,
        sgst: 0,
        igst: 0,
        total: 0,
      },
      lines: [],
    },
    {
      // 10% of 1,00,000 = 10,000, 5,000 to each line. The 0% line's taxable value is its whole net 45,000;
      // the 18% line: round(38,135.59) = 38,136, GST 6,864. Kerala ships free at ₹1,000.
      name: 'a 0% GST line takes its share of the discount and contains no GST',
      input: {
        ...base,
        deliveryState: 'Kerala',
        lines: [line('a', 50_000, 1, 0), line('b', 50_000, 1, 1800)],
        coupon: welcome10,
      },
      expected: {
        subtotal: 100_000,
        discount: 10_000,
        shipping: 0,
        shippingTax: 0,
        tax: 6864,
        cgst: 0,
        sgst: 0,
        igst: 6864,
        total: 90_000,
      },
      lines: [
        [45_000, 0],
        [38_136, 6864],
      ],
      coupon: { code: 'WELCOME10' },
    },
    {
      // Exact halves round up: 350 × 100 / 112 = 312.5 → 313 (GST 37) and 400 × 100 / 128 = 312.5 → 313
      // (GST 87). Split per line: 19 + 18 and 44 + 43, so CGST 63, SGST 61.
      name: 'a taxable value of exactly half a paisa rounds up (₹3.50 at 12%, ₹4 at 28%)',
      input: { ...base, lines: [line('a', 350, 1, 1200), line('b', 400, 1, 2800)] },
      expected: {
        subtotal: 750,
        discount: 0,
        shipping: 0,
        shippingTax: 0,
        tax: 124,
        cgst: 63,
        sgst: 61,
        igst: 0,
        total: 750,
      },
      lines: [
        [313, 37],
        [313, 87],
      ],
    },
    {
      // 1,001 × 100 / 118 = 848.31 → 848, GST 153 = 77 CGST + 76 SGST.
      name: 'GST in ₹10.01 is 153 paise, the odd paisa to CGST',
      input: { ...base, lines: [line('a', 1_001)] },
      expected: {
        subtotal: 1001,
        discount: 0,
        shipping: 0,
        shippingTax: 0,
        tax: 153,
        cgst: 77,
        sgst: 76,
        igst: 0,
        total: 1001,
      },
      lines: [[848, 153]],
    },
    {
      // 99,800 < 99,900: West Bengal ₹40 (taxable 3,390, GST 610). Goods taxable round(84,576.27) = 84,576,
      // GST 15,224. IGST 15,834; total 1,03,800.
      name: '₹998 (one rupee short) pays the ₹40 zone charge',
      input: { ...base, deliveryState: 'West Bengal', lines: [line('a', 99_800)] },
      expected: {
        subtotal: 99_800,
        discount: 0,
        shipping: 4000,
        shippingTax: 610,
        tax: 15_834,
        cgst: 0,
        sgst: 0,
        igst: 15_834,
        total: 103_800,
      },
      lines: [[84_576, 15_224]],
    },
    {
      // At ₹999 standard shipping is free everywhere: goods taxable round(84,661.02) = 84,661, GST 15,239.
      name: 'exactly ₹999 ships free to a ₹40 zone',
      input: { ...base, deliveryState: 'West Bengal', lines: [line('a', 99_900)] },
      expected: {
        subtotal: 99_900,
        discount: 0,
        shipping: 0,
        shippingTax: 0,
        tax: 15_239,
        cgst: 0,
        sgst: 0,
        igst: 15_239,
        total: 99_900,
      },
      lines: [[84_661, 15_239]],
    },
    {
      // Express at ₹999 costs ₹150 (GST 2,288) even to Delhi; goods GST 15,239; IGST 17,527.
      name: 'express exactly at ₹999 costs ₹150',
      input: {
        ...base,
        deliveryState: 'Delhi',
        shippingMethod: 'express',
        lines: [line('a', 99_900)],
      },
      expected: {
        subtotal: 99_900,
        discount: 0,
        shipping: 15_000,
        shippingTax: 2288,
        tax: 17_527,
        cgst: 0,
        sgst: 0,
        igst: 17_527,
        total: 114_900,
      },
      lines: [[84_661, 15_239]],
    },
    {
      // The split follows the shop's state: 2,50,000 → taxable round(2,11,864.41) = 2,11,864, GST 38,136
      // = 19,068 + 19,068.
      name: 'a Maharashtra shop selling to Maharashtra splits CGST + SGST',
      input: {
        ...base,
        shopState: 'Maharashtra',
        deliveryState: 'Maharashtra',
        lines: [line('a', 250_000)],
      },
      expected: {
        subtotal: 250_000,
        discount: 0,
        shipping: 0,
        shippingTax: 0,
        tax: 38_136,
        cgst: 19_068,
        sgst: 19_068,
        igst: 0,
        total: 250_000,
      },
      lines: [[211_864, 38_136]],
    },
    {
      // Andhra Pradesh ₹80 (GST 1,220); goods 45,000 → taxable 38,136, GST 6,864; IGST 8,084.
      name: 'a Karnataka shop selling to Andhra Pradesh charges IGST',
      input: { ...base, deliveryState: 'Andhra Pradesh', lines: [line('a', 45_000)] },
      expected: {
        subtotal: 45_000,
        discount: 0,
        shipping: 8000,
        shippingTax: 1220,
        tax: 8084,
        cgst: 0,
        sgst: 0,
        igst: 8084,
        total: 53_000,
      },
      lines: [[38_136, 6864]],
    },
    {
      // 1,000 × ₹9,999.99 = 99,99,99,000 paise: taxable round(84,74,56,779.66) = 84,74,56,780, GST
      // 15,25,42,220, halved exactly.
      name: 'large quantities stay exact',
      input: { ...base, lines: [line('a', 999_999, 1_000)] },
      expected: {
        subtotal: 999_999_000,
        discount: 0,
        shipping: 0,
        shippingTax: 0,
        tax: 152_542_220,
        cgst: 76_271_110,
        sgst: 76_271_110,
        igst: 0,
        total: 999_999_000,
      },
      lines: [[847_456_780, 152_542_220]],
    },
    {
      // 10% of 1,005 = 100.5 → 101 (half up). Net 904: taxable round(766.10) = 766, GST 138 = 69 + 69.
      name: 'a percentage discount rounds half up to the paisa',
      input: { ...base, lines: [line('a', 1_005)], coupon: welcome10 },
      expected: {
        subtotal: 1005,
        discount: 101,
        shipping: 0,
        shippingTax: 0,
        tax: 138,
        cgst: 69,
        sgst: 69,
        igst: 0,
        total: 904,
      },
      lines: [[766, 138]],
      coupon: { code: 'WELCOME10' },
    },
    {
      // ₹1,400 is below FLAT200's ₹1,500 minimum: no discount, and the quote says why. Taxable
      // round(1,18,644.07) = 1,18,644, GST 21,356.
      name: 'a fixed coupon below its minimum gives nothing and says why',
      input: { ...base, lines: [line('a', 140_000)], coupon: flat200 },
      expected: {
        subtotal: 140_000,
        discount: 0,
        shipping: 0,
        shippingTax: 0,
        tax: 21_356,
        cgst: 10_678,
        sgst: 10_678,
        igst: 0,
        total: 140_000,
      },
      lines: [[118_644, 21_356]],
      coupon: { code: null, error: 'Minimum purchase of ₹1,500 required' },
    },
    {
      // A union territory in no zone pays ₹80 (GST 1,220). A 5% line of ₹150: taxable round(14,285.71)
      // = 14,286, GST 714. IGST 1,934; total 23,000.
      name: 'a union territory (Ladakh) pays ₹80; a 5% line',
      input: { ...base, deliveryState: 'Ladakh', lines: [line('a', 15_000, 1, 500)] },
      expected: {
        subtotal: 15_000,
        discount: 0,
        shipping: 8000,
        shippingTax: 1220,
        tax: 1934,
        cgst: 0,
        sgst: 0,
        igst: 1934,
        total: 23_000,
      },
      lines: [[14_286, 714]],
    },
    {
      // ₹500 over 12,49,900 / 6,99,800 / 19,900 by value: 31,730 / 17,765 / 505. Nets 12,18,170 at 18%
      // (taxable round(10,32,347.46) = 10,32,347), 6,82,035 at 28% (round(5,32,839.84) = 5,32,840) and
      // 19,395 at 12% (round(17,316.96) = 17,317). IGST 1,85,823 + 1,49,195 + 2,078 = 3,37,096.
      name: 'three rates, two units of one line and a fixed coupon, inter-state',
      input: {
        ...base,
        deliveryState: 'Delhi',
        lines: [
          line('plane', 1_249_900, 1, 1800),
          line('battery', 349_900, 2, 2800),
          line('glue', 19_900, 1, 1200),
        ],
        coupon: flat500,
      },
      expected: {
        subtotal: 1_969_600,
        discount: 50_000,
        shipping: 0,
        shippingTax: 0,
        tax: 337_096,
        cgst: 0,
        sgst: 0,
        igst: 337_096,
        total: 1_919_600,
      },
      lines: [
        [1_032_347, 185_823],
        [532_840, 149_195],
        [17_317, 2078],
      ],
      coupon: { code: 'FLAT500' },
    },
    {
      // 10% of 20,000 = 2,000; net 18,000: taxable round(15,254.24) = 15,254, GST 2,746. The coupon does
      // not touch shipping: Telangana ₹40 (GST 610). IGST 3,356; total 18,000 + 4,000 = 22,000.
      name: 'a coupon discounts the goods, never the shipping',
      input: { ...base, deliveryState: 'Telangana', lines: [line('a', 20_000)], coupon: welcome10 },
      expected: {
        subtotal: 20_000,
        discount: 2000,
        shipping: 4000,
        shippingTax: 610,
        tax: 3356,
        cgst: 0,
        sgst: 0,
        igst: 3356,
        total: 22_000,
      },
      lines: [[15_254, 2746]],
      coupon: { code: 'WELCOME10' },
    },
  ];

  it('WELCOME10 on ₹4,999 by COD: ₹4,499.10 exact, ₹4,499 payable, round off −₹0.10', () => {
    const q = quote({ ...base, shipping, lines: [line('a', 499_900)], coupon: welcome10 });
    expect(q.discountPaise).toBe(49_990);
    expect(q.totalPaise).toBe(449_900);
    expect(q.roundOffPaise).toBe(-10);
    // The round off is not taxed: taxable value and GST are those of the exact ₹4,499.10.
    expect(q.lines[0]!.lineTotalPaise).toBe(449_910);
    expect(q.lines[0]!.taxablePaise + q.lines[0]!.taxPaise).toBe(449_910);
    expect(q.taxPaise).toBe(q.lines[0]!.taxPaise);
  });

  it('rounds 50 paise and above up to the next rupee', () => {
    const q = quote({ ...base, shipping, lines: [line('a', 100_050)] });
    expect([q.totalPaise, q.roundOffPaise]).toEqual([100_100, 50]);
    const below = quote({ ...base, shipping, lines: [line('a', 100_049)] });
    expect([below.totalPaise, below.roundOffPaise]).toEqual([100_000, -49]);
    const whole = quote({ ...base, shipping, lines: [line('a', 100_000)] });
    expect([whole.totalPaise, whole.roundOffPaise]).toEqual([100_000, 0]);
  });

  it('the cases reach both GST splits, free and charged shipping, coupons taken and refused', () => {
    const quotes = cases.map(({ input }) => quote({ shipping, ...input }));
    const reached = (test: (q: (typeof quotes)[number]) => boolean) => quotes.filter(test).length;
    expect(reached((q) => q.cgstPaise > 0 && q.sgstPaise > 0 && q.igstPaise === 0)).toBeGreaterThan(
      0,
    );
    expect(reached((q) => q.igstPaise > 0 && q.cgstPaise + q.sgstPaise === 0)).toBeGreaterThan(0);
    expect(reached((q) => q.shippingPaise === 0)).toBeGreaterThan(0);
    expect(reached((q) => q.shippingPaise > 0 && q.shippingLine.taxPaise > 0)).toBeGreaterThan(0);
    expect(reached((q) => q.discountPaise > 0 && q.couponCode !== null)).toBeGreaterThan(0);
    expect(reached((q) => q.couponCode === null && q.couponError !== undefined)).toBeGreaterThan(0);
  });

  it.each(cases)('$name', ({ input, expected, lines, coupon }) => {
    const q = quote({ shipping, ...input });
    expect({
      subtotal: q.subtotalPaise,
      discount: q.discountPaise,
      shipping: q.shippingPaise,
      shippingTax: q.shippingLine.taxPaise,
      tax: q.taxPaise,
      cgst: q.cgstPaise,
      sgst: q.sgstPaise,
      igst: q.igstPaise,
      // The cases give the exact total; the amount payable is it rounded to the rupee.
      total: q.totalPaise - q.roundOffPaise,
    }).toEqual(expected);
    expect(q.lines.map((l) => [l.taxablePaise, l.taxPaise])).toEqual(lines);
    // Nothing is added but the round off: the shopper pays subtotal − discount + shipping rounded
    // to the rupee, and the lines' totals plus shipping are that exact total.
    const exact = q.subtotalPaise - q.discountPaise + q.shippingPaise;
    expect(q.totalPaise % 100).toBe(0);
    expect(q.totalPaise).toBe(exact + q.roundOffPaise);
    expect(q.roundOffPaise).toBeGreaterThanOrEqual(-49);
    expect(q.roundOffPaise).toBeLessThanOrEqual(50);
    expect(q.lines.reduce((a, l) => a + l.lineTotalPaise, 0) + q.shippingPaise).toBe(exact);
    expect(q.cgstPaise + q.sgstPaise + q.igstPaise).toBe(q.taxPaise);
    expect(q.lines.reduce((a, l) => a + l.discountPaise, 0)).toBe(q.discountPaise);
    if (coupon) {
      expect(q.couponCode).toBe(coupon.code);
      expect(q.couponError).toBe(coupon.error);
    }
  });

  it('reports each line with its subtotal, share of the discount, amount paid, taxable value and GST', () => {
    const q = quote({
      ...base,
      shipping,
      deliveryState: 'Delhi',
      lines: [line('plane', 1_249_900), line('battery', 349_900, 2, 2800)],
      coupon: flat500,
    });
    expect(
      q.lines.map((l) => [
        l.lineSubtotalPaise,
        l.discountPaise,
        l.lineTotalPaise,
        l.taxablePaise,
        l.taxPaise,
        l.igstPaise,
      ]),
    ).toEqual([
      // 50,000 × 12,49,900 / 19,49,700 = 32,053.65 → 32,054 (larger remainder); the rest 17,946.
      [1_249_900, 32_054, 1_217_846, 1_032_073, 185_773, 185_773],
      [699_800, 17_946, 681_854, 532_698, 149_156, 149_156],
    ]);
    expect(q.shippingLine).toEqual({
      chargePaise: 0,
      taxablePaise: 0,
      taxPaise: 0,
      gstRateBp: 1800,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
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

  it('adds the surface days to standard delivery when a line ships by surface only', () => {
    const lipo = { ...line('lipo', 189_900), name: 'LiPo 3S 2200mAh', shipsBySurface: true };
    const withLipo = quote({
      ...base,
      shipping,
      deliveryState: 'Kerala',
      lines: [line('a', 100), lipo],
    });
    expect(withLipo.deliveryDays).toEqual({ min: 8, max: 8 });
    expect(withLipo.expressUnavailable).toBe(
      'Express delivery is not available: LiPo 3S 2200mAh ships by surface only (road), so choose Standard delivery',
    );
    // The shop's own surface days, and a charge that does not change.
    const slow = quote({
      ...base,
      shipping: { ...shipping, surfaceExtraDays: 6 },
      deliveryState: 'Kerala',
      lines: [lipo],
    });
    expect([slow.deliveryDays, slow.shippingPaise]).toEqual([{ min: 11, max: 11 }, 0]);
  });

  it('leaves a cart without surface-only goods as it was, express included', () => {
    const plain = quote({ ...base, shipping, deliveryState: 'Kerala', lines: [line('a', 100)] });
    expect(plain.deliveryDays).toEqual({ min: 5, max: 5 });
    expect(plain.expressUnavailable).toBeNull();
    const flagOff = { ...line('b', 100), shipsBySurface: false };
    expect(quote({ ...base, shipping, lines: [flagOff] }).expressUnavailable).toBeNull();
  });

  it('treats the delivery state case-insensitively for the GST split', () => {
    // 11,800 contains 10,000 + 1,800 GST.
    const q = quote({
      ...base,
      shipping,
      deliveryState: ' karnataka ',
      lines: [line('a', 11_800)],
    });
    expect([q.isIntraState, q.cgstPaise, q.sgstPaise, q.igstPaise]).toEqual([true, 900, 900, 0]);
  });

  it('refuses fractional paise or quantities rather than rounding them silently', () => {
    expect(() => quote({ ...base, shipping, lines: [line('a', 199.5)] })).toThrow(RangeError);
    expect(() => quote({ ...base, shipping, lines: [line('a', 100, 0)] })).toThrow(RangeError);
  });
});

describe('taxableValueOf', () => {
  it.each([
    { amount: 11_800, bp: 1800, expected: 10_000 },
    { amount: 49_900, bp: 1800, expected: 42_288 },
    { amount: 350, bp: 1200, expected: 313 },
    { amount: 400, bp: 2800, expected: 313 },
    { amount: 10_025, bp: 25, expected: 10_000 },
    { amount: 12_345, bp: 0, expected: 12_345 },
    { amount: 0, bp: 1800, expected: 0 },
  ])('the value before $bp bp GST in $amount is $expected', ({ amount, bp, expected }) => {
    expect(taxableValueOf(amount, bp)).toBe(expected);
  });
});

describe('splitGst', () => {
  it('halves GST within the state, the odd paisa to CGST, and gives it all to IGST across states', () => {
    expect(splitGst(153, true)).toEqual({ cgstPaise: 77, sgstPaise: 76, igstPaise: 0 });
    expect(splitGst(152, true)).toEqual({ cgstPaise: 76, sgstPaise: 76, igstPaise: 0 });
    expect(splitGst(153, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 153 });
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

describe('roundToRupee', () => {
  it('rounds to the nearest rupee, half up at 50 paise', () => {
    expect(roundToRupee(449_910)).toBe(449_900);
    expect(roundToRupee(449_949)).toBe(449_900);
    expect(roundToRupee(449_950)).toBe(450_000);
    expect(roundToRupee(449_999)).toBe(450_000);
    expect(roundToRupee(0)).toBe(0);
  });

  it('refuses fractions and negative amounts', () => {
    expect(() => roundToRupee(10.5)).toThrow(RangeError);
    expect(() => roundToRupee(-1)).toThrow(RangeError);
  });
});
