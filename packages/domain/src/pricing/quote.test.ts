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
    // When given: the coupon the quote names (null: none qualified) and why it did not qualify.
    coupon?: { code: string | null; error?: string };
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

    // ---- The threshold (₹999 = 99,900 paise compares the subtotal) for standard shipping ----
    {
      // 2 × ₹499 = 99,800 < 99,900: Tamil Nadu's ₹40. Tax 99,800 × 18% = 17,964.
      // Total 99,800 + 4,000 + 17,964 = 1,21,764. Karnataka shop → Tamil Nadu: IGST.
      name: 'subtotal ₹998 (one rupee short) pays the zone charge',
      input: { ...base, deliveryState: 'Tamil Nadu', lines: [line('a', 49_900, 2)] },
      expected: {
        subtotal: 99_800,
        discount: 0,
        shipping: 4_000,
        tax: 17_964,
        cgst: 0,
        sgst: 0,
        igst: 17_964,
        total: 121_764,
      },
    },
    {
      // 99,900 ≥ 99,900: free. Tax 99,900 × 18% = 17,982. Total 99,900 + 17,982 = 1,17,882.
      name: 'subtotal exactly ₹999 ships free to a ₹40 zone (West Bengal)',
      input: { ...base, deliveryState: 'West Bengal', lines: [line('a', 99_900)] },
      expected: {
        subtotal: 99_900,
        discount: 0,
        shipping: 0,
        tax: 17_982,
        cgst: 0,
        sgst: 0,
        igst: 17_982,
        total: 117_882,
      },
    },
    {
      // 4 × ₹250 = 1,00,000 ≥ 99,900: free. Tax 18,000. Total 1,18,000.
      name: 'subtotal ₹1,000 ships free to the rest of India (Assam)',
      input: { ...base, deliveryState: 'Assam', lines: [line('a', 25_000, 4)] },
      expected: {
        subtotal: 100_000,
        discount: 0,
        shipping: 0,
        tax: 18_000,
        cgst: 0,
        sgst: 0,
        igst: 18_000,
        total: 118_000,
      },
    },
    // ---- Every default zone below the threshold ----
    {
      // Delhi ₹0. Tax 29,900 × 18% = 5,382. Total 29,900 + 0 + 5,382 = 35,282.
      name: 'Delhi ships free below the threshold',
      input: { ...base, deliveryState: 'Delhi', lines: [line('a', 29_900)] },
      expected: {
        subtotal: 29_900,
        discount: 0,
        shipping: 0,
        tax: 5_382,
        cgst: 0,
        sgst: 0,
        igst: 5_382,
        total: 35_282,
      },
    },
    {
      // Maharashtra ₹0. Tax 49,900 × 18% = 8,982. Total 58,882.
      name: 'Maharashtra ships free below the threshold',
      input: { ...base, deliveryState: 'Maharashtra', lines: [line('a', 49_900)] },
      expected: {
        subtotal: 49_900,
        discount: 0,
        shipping: 0,
        tax: 8_982,
        cgst: 0,
        sgst: 0,
        igst: 8_982,
        total: 58_882,
      },
    },
    {
      // West Bengal ₹40. Tax 20,000 × 18% = 3,600. Total 20,000 + 4,000 + 3,600 = 27,600.
      name: 'West Bengal pays ₹40 below the threshold',
      input: { ...base, deliveryState: 'West Bengal', lines: [line('a', 20_000)] },
      expected: {
        subtotal: 20_000,
        discount: 0,
        shipping: 4_000,
        tax: 3_600,
        cgst: 0,
        sgst: 0,
        igst: 3_600,
        total: 27_600,
      },
    },
    {
      // Telangana ₹40. Tax 10,000 × 18% = 1,800. Total 10,000 + 4,000 + 1,800 = 15,800.
      name: 'Telangana pays ₹40 below the threshold',
      input: { ...base, deliveryState: 'Telangana', lines: [line('a', 10_000)] },
      expected: {
        subtotal: 10_000,
        discount: 0,
        shipping: 4_000,
        tax: 1_800,
        cgst: 0,
        sgst: 0,
        igst: 1_800,
        total: 15_800,
      },
    },
    {
      // Gujarat ₹60; a 12% line: 50,000 × 12% = 6,000. Total 50,000 + 6,000 + 6,000 = 62,000.
      name: 'Gujarat pays ₹60 below the threshold (12% line)',
      input: { ...base, deliveryState: 'Gujarat', lines: [line('a', 50_000, 1, 1200)] },
      expected: {
        subtotal: 50_000,
        discount: 0,
        shipping: 6_000,
        tax: 6_000,
        cgst: 0,
        sgst: 0,
        igst: 6_000,
        total: 62_000,
      },
    },
    {
      // Ladakh (a union territory, in no zone) ₹80. Tax 30,000 × 18% = 5,400.
      // Total 30,000 + 8,000 + 5,400 = 43,400.
      name: 'a union territory (Ladakh) pays the rest-of-India ₹80',
      input: { ...base, deliveryState: 'Ladakh', lines: [line('a', 30_000)] },
      expected: {
        subtotal: 30_000,
        discount: 0,
        shipping: 8_000,
        tax: 5_400,
        cgst: 0,
        sgst: 0,
        igst: 5_400,
        total: 43_400,
      },
    },
    {
      // Puducherry ₹80; a 5% line: 15,000 × 5% = 750. Total 15,000 + 8,000 + 750 = 23,750.
      name: 'Puducherry pays ₹80 below the threshold (5% line)',
      input: { ...base, deliveryState: 'Puducherry', lines: [line('a', 15_000, 1, 500)] },
      expected: {
        subtotal: 15_000,
        discount: 0,
        shipping: 8_000,
        tax: 750,
        cgst: 0,
        sgst: 0,
        igst: 750,
        total: 23_750,
      },
    },
    // ---- Express ----
    {
      // 99,800 < threshold: express ₹199 even to Delhi (standard would be free).
      // Tax 17,964. Total 99,800 + 19,900 + 17,964 = 1,37,664.
      name: 'express at ₹998 costs ₹199, even where standard is free',
      input: {
        ...base,
        deliveryState: 'Delhi',
        shippingMethod: 'express',
        lines: [line('a', 49_900, 2)],
      },
      expected: {
        subtotal: 99_800,
        discount: 0,
        shipping: 19_900,
        tax: 17_964,
        cgst: 0,
        sgst: 0,
        igst: 17_964,
        total: 137_664,
      },
    },
    {
      // 99,900 = threshold: express ₹150. Tax 17,982. Total 99,900 + 15,000 + 17,982 = 1,32,882.
      name: 'express exactly at ₹999 costs ₹150',
      input: {
        ...base,
        deliveryState: 'Assam',
        shippingMethod: 'express',
        lines: [line('a', 99_900)],
      },
      expected: {
        subtotal: 99_900,
        discount: 0,
        shipping: 15_000,
        tax: 17_982,
        cgst: 0,
        sgst: 0,
        igst: 17_982,
        total: 132_882,
      },
    },
    // ---- Coupons: SAVE15 is 15%, minimum ₹2,000, at most ₹400 ----
    {
      // 1,99,900 < 2,00,000: no discount. Tax 1,99,900 × 18% = 35,982 (17,991 + 17,991).
      // Total 1,99,900 + 0 + 35,982 = 2,35,882.
      name: 'a percentage coupon one rupee below its minimum gives nothing and says why',
      input: { ...base, lines: [line('a', 199_900)], coupon: save15() },
      expected: {
        subtotal: 199_900,
        discount: 0,
        shipping: 0,
        tax: 35_982,
        cgst: 17_991,
        sgst: 17_991,
        igst: 0,
        total: 235_882,
      },
      coupon: { code: null, error: 'Minimum purchase of ₹2,000 required' },
    },
    {
      // 2,00,000 = minimum: 15% = 30,000 (under the 40,000 cap). Taxable 1,70,000, tax 30,600
      // (15,300 + 15,300). Total 2,00,000 − 30,000 + 0 + 30,600 = 2,00,600.
      name: 'a percentage coupon exactly at its minimum applies',
      input: { ...base, lines: [line('a', 100_000, 2)], coupon: save15() },
      expected: {
        subtotal: 200_000,
        discount: 30_000,
        shipping: 0,
        tax: 30_600,
        cgst: 15_300,
        sgst: 15_300,
        igst: 0,
        total: 200_600,
      },
      coupon: { code: 'SAVE15' },
    },
    {
      // 15% of 4,00,000 = 60,000, capped at 40,000. Taxable 3,60,000, tax 64,800.
      // Total 4,00,000 − 40,000 + 0 + 64,800 = 4,24,800. Maharashtra: IGST.
      name: 'a percentage coupon above its cap gives the cap',
      input: {
        ...base,
        deliveryState: 'Maharashtra',
        lines: [line('a', 400_000)],
        coupon: save15(),
      },
      expected: {
        subtotal: 400_000,
        discount: 40_000,
        shipping: 0,
        tax: 64_800,
        cgst: 0,
        sgst: 0,
        igst: 64_800,
        total: 424_800,
      },
      coupon: { code: 'SAVE15' },
    },
    {
      // FLAT200: ₹200 off from ₹1,500. 3 × 50,000 = 1,50,000 = minimum: 20,000 off.
      // Taxable 1,30,000, tax 23,400. Total 1,50,000 − 20,000 + 0 + 23,400 = 1,53,400.
      name: 'a fixed coupon exactly at its minimum applies',
      input: {
        ...base,
        deliveryState: 'Telangana',
        lines: [line('a', 50_000, 3)],
        coupon: flat200,
      },
      expected: {
        subtotal: 150_000,
        discount: 20_000,
        shipping: 0,
        tax: 23_400,
        cgst: 0,
        sgst: 0,
        igst: 23_400,
        total: 153_400,
      },
      coupon: { code: 'FLAT200' },
    },
    {
      // 1,49,900 < 1,50,000: no discount. Tax 26,982. Total 1,49,900 + 0 + 26,982 = 1,76,882.
      name: 'a fixed coupon below its minimum gives nothing and says why',
      input: { ...base, deliveryState: 'Telangana', lines: [line('a', 149_900)], coupon: flat200 },
      expected: {
        subtotal: 149_900,
        discount: 0,
        shipping: 0,
        tax: 26_982,
        cgst: 0,
        sgst: 0,
        igst: 26_982,
        total: 176_882,
      },
      coupon: { code: null, error: 'Minimum purchase of ₹1,500 required' },
    },
    {
      // ₹300 off 1,20,000 leaves 90,000 (< 99,900) but the threshold compares the subtotal
      // 1,20,000: West Bengal still free. Tax 90,000 × 18% = 16,200.
      // Total 1,20,000 − 30,000 + 0 + 16,200 = 1,06,200.
      name: 'a coupon taking the discounted value below ₹999 keeps free shipping',
      input: {
        ...base,
        deliveryState: 'West Bengal',
        lines: [line('a', 60_000, 2)],
        coupon: {
          code: 'FLAT300',
          discountType: 'fixed',
          discountValue: 30_000,
          minPurchasePaise: 0,
          maxDiscountPaise: null,
        },
      },
      expected: {
        subtotal: 120_000,
        discount: 30_000,
        shipping: 0,
        tax: 16_200,
        cgst: 0,
        sgst: 0,
        igst: 16_200,
        total: 106_200,
      },
      coupon: { code: 'FLAT300' },
    },
    {
      // 12,345 × 10% = 1,234.5, rounded half up to 1,235. Taxable 11,110 × 18% = 1,999.8 → 2,000
      // (1,000 + 1,000). Total 12,345 − 1,235 + 0 + 2,000 = 13,110.
      name: 'a percentage discount rounds half up to the paisa',
      input: { ...base, lines: [line('a', 12_345)], coupon: welcome10 },
      expected: {
        subtotal: 12_345,
        discount: 1_235,
        shipping: 0,
        tax: 2_000,
        cgst: 1_000,
        sgst: 1_000,
        igst: 0,
        total: 13_110,
      },
      coupon: { code: 'WELCOME10' },
    },
    // ---- Mixed GST rates and the discount spread ----
    {
      // Lines 1,00,000 @5%, 2 × 50,000 = 1,00,000 @12%, 2,00,000 @18%, 1,00,000 @28%:
      // subtotal 5,00,000; 10% = 50,000 spread 10,000 / 10,000 / 20,000 / 10,000.
      // Taxable 90,000 / 90,000 / 1,80,000 / 90,000; tax 4,500 + 10,800 + 32,400 + 25,200 = 72,900
      // (36,450 + 36,450). Total 5,00,000 − 50,000 + 0 + 72,900 = 5,22,900.
      name: 'lines at 5%, 12%, 18% and 28% with a percentage coupon spread by value',
      input: {
        ...base,
        lines: [
          line('kit', 100_000, 1, 500),
          line('servo', 50_000, 2, 1200),
          line('radio', 200_000, 1, 1800),
          line('drone', 100_000, 1, 2800),
        ],
        coupon: welcome10,
      },
      expected: {
        subtotal: 500_000,
        discount: 50_000,
        shipping: 0,
        tax: 72_900,
        cgst: 36_450,
        sgst: 36_450,
        igst: 0,
        total: 522_900,
      },
    },
    {
      // Subtotal 33,333 + 33,333 + 33,334 = 1,00,000 (free shipping to Kerala); ₹100 off:
      // 10,000 × 33,333 / 1,00,000 = 3,333.3 (twice), 10,000 × 33,334 / 1,00,000 = 3,333.4;
      // floors 9,999, the odd paisa to the largest remainder (the third): 3,333 / 3,333 / 3,334.
      // Taxable 30,000 each; tax 1,500 (5%) + 3,600 (12%) + 8,400 (28%) = 13,500.
      // Total 1,00,000 − 10,000 + 0 + 13,500 = 1,03,500.
      name: 'a fixed discount that does not divide evenly gives the odd paisa to the largest remainder',
      input: {
        ...base,
        deliveryState: 'Kerala',
        lines: [line('a', 33_333, 1, 500), line('b', 33_333, 1, 1200), line('c', 33_334, 1, 2800)],
        coupon: {
          code: 'FLAT100',
          discountType: 'fixed',
          discountValue: 10_000,
          minPurchasePaise: 0,
          maxDiscountPaise: null,
        },
      },
      expected: {
        subtotal: 100_000,
        discount: 10_000,
        shipping: 0,
        tax: 13_500,
        cgst: 0,
        sgst: 0,
        igst: 13_500,
        total: 103_500,
      },
    },
    {
      // 50,000 @0% + 50,000 @18% = 1,00,000 (free to Gujarat); 10% = 10,000 spread 5,000 / 5,000.
      // Tax 0 + 45,000 × 18% = 8,100. Total 1,00,000 − 10,000 + 0 + 8,100 = 98,100.
      name: 'a 0% GST line takes its share of the discount and no tax',
      input: {
        ...base,
        deliveryState: 'Gujarat',
        lines: [line('book', 50_000, 1, 0), line('glider', 50_000, 1, 1800)],
        coupon: welcome10,
      },
      expected: {
        subtotal: 100_000,
        discount: 10_000,
        shipping: 0,
        tax: 8_100,
        cgst: 0,
        sgst: 0,
        igst: 8_100,
        total: 98_100,
      },
    },
    // ---- Intra- vs inter-state ----
    {
      // Karnataka shop → Karnataka: 12,350 × 18% = 2,223 (odd): CGST 1,112, SGST 1,111.
      // Total 12,350 + 0 + 2,223 = 14,573.
      name: 'Karnataka shop to Karnataka: CGST + SGST, the odd paisa to CGST',
      input: { ...base, lines: [line('a', 12_350)] },
      expected: {
        subtotal: 12_350,
        discount: 0,
        shipping: 0,
        tax: 2_223,
        cgst: 1_112,
        sgst: 1_111,
        igst: 0,
        total: 14_573,
      },
    },
    {
      // The same cart to Andhra Pradesh (rest of India ₹80): IGST 2,223.
      // Total 12,350 + 8,000 + 2,223 = 22,573.
      name: 'Karnataka shop to Andhra Pradesh: IGST',
      input: { ...base, deliveryState: 'Andhra Pradesh', lines: [line('a', 12_350)] },
      expected: {
        subtotal: 12_350,
        discount: 0,
        shipping: 8_000,
        tax: 2_223,
        cgst: 0,
        sgst: 0,
        igst: 2_223,
        total: 22_573,
      },
    },
    {
      // Maharashtra shop → Maharashtra: 10,001 × 18% = 1,800.18 → 1,800 (900 + 900).
      // Total 10,001 + 0 + 1,800 = 11,801.
      name: 'the split follows the shop state: Maharashtra shop to Maharashtra is intra-state',
      input: {
        ...base,
        shopState: 'Maharashtra',
        deliveryState: 'Maharashtra',
        lines: [line('a', 10_001)],
      },
      expected: {
        subtotal: 10_001,
        discount: 0,
        shipping: 0,
        tax: 1_800,
        cgst: 900,
        sgst: 900,
        igst: 0,
        total: 11_801,
      },
    },
    {
      // Maharashtra shop → Karnataka (₹0 zone): IGST 1,800. Total 11,801.
      name: 'Maharashtra shop to Karnataka is inter-state',
      input: { ...base, shopState: 'Maharashtra', lines: [line('a', 10_001)] },
      expected: {
        subtotal: 10_001,
        discount: 0,
        shipping: 0,
        tax: 1_800,
        cgst: 0,
        sgst: 0,
        igst: 1_800,
        total: 11_801,
      },
    },
    // ---- Rounding and size ----
    {
      // Per line, half up: 1,010 × 5% = 50.5 → 51; 1,004 × 12% = 120.48 → 120;
      // 1,234 × 28% = 345.52 → 346. Tax 517; subtotal 3,248; Delhi free.
      // Total 3,248 + 517 = 3,765.
      name: 'tax rounds half up to the paisa on each line',
      input: {
        ...base,
        deliveryState: 'Delhi',
        lines: [line('a', 1_010, 1, 500), line('b', 1_004, 1, 1200), line('c', 1_234, 1, 2800)],
      },
      expected: {
        subtotal: 3_248,
        discount: 0,
        shipping: 0,
        tax: 517,
        cgst: 0,
        sgst: 0,
        igst: 517,
        total: 3_765,
      },
    },
    {
      // 500 × 12,99,900 = 64,99,50,000 @18% = 11,69,91,000;
      // 10,000 × 999 = 99,90,000 @5% = 4,99,500.
      // Subtotal 65,99,40,000; tax 11,74,90,500 (5,87,45,250 + 5,87,45,250);
      // total 77,74,30,500 paise (₹77,74,305).
      name: 'large quantities stay exact',
      input: {
        ...base,
        lines: [line('heli', 1_299_900, 500, 1800), line('prop', 999, 10_000, 500)],
      },
      expected: {
        subtotal: 659_940_000,
        discount: 0,
        shipping: 0,
        tax: 117_490_500,
        cgst: 58_745_250,
        sgst: 58_745_250,
        igst: 0,
        total: 777_430_500,
      },
    },
  ];

  it('has at least 28 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(28);
  });

  it.each(cases)('$name', ({ input, expected, coupon }) => {
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
    if (coupon) {
      expect(q.couponCode).toBe(coupon.code);
      expect(q.couponError).toBe(coupon.error);
    }
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
