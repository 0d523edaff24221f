import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatPaise,
  formatPaiseShort,
  hasAtMostTwoDecimals,
  paiseToRupees,
  rupeesToPaise,
} from './money.ts';

describe('money', () => {
  it('converts rupees to paise without float drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(149999)).toBe(14999900);
    expect(paiseToRupees(1999)).toBe(19.99);
  });

  it('formats with Indian digit grouping', () => {
    expect(formatPaise(12345600)).toBe('₹1,23,456.00');
    expect(formatPaiseShort(14999900)).toBe('₹1,49,999');
    expect(formatPaiseShort(19950)).toBe('₹199.50');
  });

  it('computes the discount percent from MRP and price', () => {
    expect(discountPercent(7500, 10000)).toBe(25);
    expect(discountPercent(6667, 10000)).toBe(33);
    expect(discountPercent(10000, 10000)).toBe(0);
    expect(discountPercent(10000, null)).toBe(0);
    expect(discountPercent(10000, 0)).toBe(0);
  });
});

describe('rupees and paise at the edges', () => {
  it('rounds to the paisa as the amount is written, not as the float holds it', () => {
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(999.995)).toBe(100000);
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(999.994)).toBe(99999);
    expect(rupeesToPaise(0)).toBe(0);
    expect(Object.is(rupeesToPaise(-0.001), 0)).toBe(true);
  });

  it('rounds negative amounts half away from zero', () => {
    expect(rupeesToPaise(-999.995)).toBe(-100000);
    expect(rupeesToPaise(-19.99)).toBe(-1999);
  });

  it('takes exponent forms and huge amounts', () => {
    expect(rupeesToPaise(1e-7)).toBe(0);
    expect(rupeesToPaise(1e21)).toBe(1e23);
    expect(rupeesToPaise(10_000_000)).toBe(1_000_000_000);
  });

  it('gives every paise amount back after a trip through rupees', () => {
    const drifted: number[] = [];
    for (let paise = 0; paise <= 200_000; paise++) {
      if (rupeesToPaise(paiseToRupees(paise)) !== paise) drifted.push(paise);
    }
    expect(drifted).toEqual([]);
    expect(paiseToRupees(0)).toBe(0);
    expect(paiseToRupees(30)).toBe(0.3);
    expect(paiseToRupees(100000)).toBe(1000);
  });
});

describe('hasAtMostTwoDecimals', () => {
  it('takes whole paise, float noise included, and refuses fractions of a paisa', () => {
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(1000)).toBe(true);
    expect(hasAtMostTwoDecimals(999.995)).toBe(false);
    expect(hasAtMostTwoDecimals(0.001)).toBe(false);
  });
});
