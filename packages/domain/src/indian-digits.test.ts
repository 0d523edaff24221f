import { describe, expect, it } from 'vitest';
import { groupIndianDigits } from './indian-digits.ts';
import { formatPaise, formatPaiseShort } from './money.ts';

describe('Indian digit grouping without Intl', () => {
  it('groups thousands, then pairs', () => {
    expect(groupIndianDigits(0)).toBe('0');
    expect(groupIndianDigits(999)).toBe('999');
    expect(groupIndianDigits(1000)).toBe('1,000');
    expect(groupIndianDigits(123456)).toBe('1,23,456');
    expect(groupIndianDigits(12345678)).toBe('1,23,45,678');
    expect(groupIndianDigits(-1234567)).toBe('-12,34,567');
  });

  it("writes what Intl's en-IN formats write", () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const inrWhole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    for (let digits = 1; digits <= 13; digits++) {
      for (const lead of [1, 4, 9]) {
        for (const sign of [1, -1]) {
          const paise = sign * (lead * 10 ** (digits - 1) + (digits > 2 ? 37 : 0));
          expect(formatPaise(paise)).toBe(inr.format(paise / 100));
          expect(formatPaiseShort(paise)).toBe(
            paise % 100 === 0 ? inrWhole.format(paise / 100) : inr.format(paise / 100),
          );
          expect(groupIndianDigits(paise)).toBe(paise.toLocaleString('en-IN'));
        }
      }
    }
  });
});
