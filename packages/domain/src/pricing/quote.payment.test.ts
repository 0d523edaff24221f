import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../settings/defaults.ts';
import { prepaidSavingFor, quote, type QuoteInput } from './quote.ts';
import { codAdvanceFor } from '../orders/cod-advance.ts';
import { mayPayNow, prepaidFigures } from '../orders/pay-now.ts';

// The COD fee and the prepaid saving (docs/decisions/cod-fee-and-prepaid-saving.md). Every
// expected figure was worked out by hand; the comment shows the arithmetic.
const base: QuoteInput = {
  lines: [
    {
      productId: 'a',
      name: 'Trainer plane',
      unitPricePaise: 449_900,
      quantity: 1,
      gstRateBp: 1800,
    },
    { productId: 'b', name: 'LiPo 3S', unitPricePaise: 129_900, quantity: 2, gstRateBp: 1800 },
  ],
  deliveryState: 'Karnataka',
  shopState: 'Karnataka',
  shippingMethod: 'standard',
  shipping: defaultSettings.shipping,
};
const fivePercentCapped = {
  type: 'percent',
  percent: 5,
  fixedPaise: 0,
  capPaise: 25_000,
} as const;

describe('the COD fee', () => {
  it('is a line of its own, GST included at 18%, added to the total', () => {
    const cod = quote({ ...base, payment: { method: 'cod', codFeePaise: 4_900 } });
    // goods 449,900 + 259,800 = 709,700 (free shipping above ₹999); fee ₹49.
    expect(cod.subtotalPaise).toBe(709_700);
    expect(cod.shippingPaise).toBe(0);
    // ₹49 × 100/118 = 41.525… → 4,153 taxable, 747 GST, split 374 + 373.
    expect(cod.codFeeLine).toEqual({
      chargePaise: 4_900,
      taxablePaise: 4_153,
      taxPaise: 747,
      gstRateBp: 1800,
      cgstPaise: 374,
      sgstPaise: 373,
      igstPaise: 0,
    });
    expect(cod.totalPaise).toBe(714_600);
    expect(cod.prepaidSavingPaise).toBe(0);
    const goodsTax = cod.lines.reduce((a, l) => a + l.taxPaise, 0);
    expect(cod.taxPaise).toBe(goodsTax + 747);
  });
});

describe('the prepaid saving', () => {
  it('comes off the goods after the coupon, capped, spread over the lines', () => {
    const online = quote({ ...base, payment: { method: 'online', saving: fivePercentCapped } });
    // 5% of 709,700 = 35,485 → capped at 25,000; spread 449,900 : 259,800 →
    // 25,000 × 449,900 / 709,700 = 15,848.25 → 15,848; 9,151.7 → 9,152 (largest remainder).
    expect(online.prepaidSavingPaise).toBe(25_000);
    expect(online.lines.map((l) => l.savingPaise)).toEqual([15_848, 9_152]);
    expect(online.lines.map((l) => l.lineTotalPaise)).toEqual([434_052, 250_648]);
    // 709,700 − 25,000 = 684,700 → ₹6,847.00, no round off.
    expect(online.totalPaise).toBe(684_700);
    expect(online.codFeeLine.chargePaise).toBe(0);
    // GST is what the line totals after the saving contain: 434,052 × 18/118 → 66,211; 250,648 → 38,234.
    expect(online.lines.map((l) => l.taxPaise)).toEqual([66_211, 38_234]);
  });

  it('follows a coupon: the percent is of what the coupon left', () => {
    const coupon = {
      code: 'FLAT200',
      discountType: 'fixed' as const,
      discountValue: 20_000,
      minPurchasePaise: 0,
      maxDiscountPaise: null,
    };
    const online = quote({
      ...base,
      coupon,
      payment: { method: 'online', saving: { ...fivePercentCapped, capPaise: null } },
    });
    // (709,700 − 20,000) × 5% = 34,485; total 709,700 − 20,000 − 34,485 = 655,215 → ₹6,552.
    expect(online.prepaidSavingPaise).toBe(34_485);
    expect(online.totalPaise).toBe(655_200);
    expect(online.roundOffPaise).toBe(-15);
  });

  it('percent to two decimals rounds half up; fixed is never above the goods', () => {
    const rule = { type: 'percent', percent: 2.5, fixedPaise: 0, capPaise: null } as const;
    // 2.5% of 1,001 = 25.025 → 25; of 1,020 = 25.5 → 26 (half up).
    expect(prepaidSavingFor(rule, 1_001)).toBe(25);
    expect(prepaidSavingFor(rule, 1_020)).toBe(26); // 25.5 → 26
    expect(prepaidSavingFor({ ...rule, type: 'fixed', fixedPaise: 5_000 }, 3_000)).toBe(3_000);
    expect(prepaidSavingFor({ ...rule, type: 'none' }, 3_000)).toBe(0);
  });
});

describe('the COD advance', () => {
  const on = {
    enabled: true,
    aboveAmountPaise: 500_000,
    firstTimeCustomers: true,
    type: 'percent' as const,
    percent: 10,
    fixedPaise: 50_000,
  };
  it('asks a percent rounded up to the rupee above the amount or on a first order', () => {
    // 10% of 714,600 = 71,460 → ₹715.
    expect(codAdvanceFor(on, { isCod: true, totalPaise: 714_600 })).toBe(71_500);
    expect(codAdvanceFor(on, { isCod: true, totalPaise: 300_000 })).toBe(0);
    expect(codAdvanceFor(on, { isCod: true, totalPaise: 300_000, firstTime: true })).toBe(30_000);
    expect(codAdvanceFor(on, { isCod: false, totalPaise: 714_600 })).toBe(0);
    expect(codAdvanceFor({ ...on, enabled: false }, { isCod: true, totalPaise: 714_600 })).toBe(0);
  });
  it('a fixed advance is never more than the total', () => {
    const fixed = { ...on, type: 'fixed' as const, aboveAmountPaise: 0 };
    expect(codAdvanceFor(fixed, { isCod: true, totalPaise: 714_600 })).toBe(50_000);
    expect(codAdvanceFor(fixed, { isCod: true, totalPaise: 30_000 })).toBe(30_000);
  });
});

describe('paying a COD order online', () => {
  const cod = quote({ ...base, payment: { method: 'cod', codFeePaise: 4_900 } });
  const online = quote({ ...base, payment: { method: 'online', saving: fivePercentCapped } });
  const order = {
    paymentMethod: 'cod',
    status: 'confirmed' as const,
    paymentStatus: 'pending' as const,
    codAdvancePaise: 0,
    payNowSavingPaise: online.prepaidSavingPaise,
    shippingPaise: cod.shippingPaise,
    isIntraState: true,
    items: cod.lines.map((l) => ({ ...l, discountPaise: l.discountPaise + l.savingPaise })),
  };

  it('gives exactly the figures checkout showed for paying online', () => {
    const after = prepaidFigures(order);
    expect(after.totalPaise).toBe(online.totalPaise);
    expect(after.taxPaise).toBe(online.taxPaise);
    expect(after.codFeeLine.chargePaise).toBe(0);
    expect(after.lines.map((l) => l.lineTotalPaise)).toEqual(
      online.lines.map((l) => l.lineTotalPaise),
    );
  });

  it('is allowed only before packing, unpaid, without an advance', () => {
    expect(mayPayNow(order, false)).toBe(true);
    expect(mayPayNow(order, true)).toBe(false);
    expect(mayPayNow({ ...order, status: 'processing' }, false)).toBe(false);
    expect(mayPayNow({ ...order, status: 'cancelled' }, false)).toBe(false);
    expect(mayPayNow({ ...order, paymentStatus: 'paid' }, false)).toBe(false);
    expect(mayPayNow({ ...order, codAdvancePaise: 10_000 }, false)).toBe(false);
    expect(mayPayNow({ ...order, paymentMethod: 'upi' }, false)).toBe(false);
  });
});
