import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  formatPaise,
  formatPaiseShort,
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
