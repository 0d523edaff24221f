import { describe, expect, it } from 'vitest';
import { lastMonth, monthName, rupees, thisMonth } from './gst-returns-format.ts';

describe('the return months', () => {
  it('defaults to the month before the India date, across a new year', () => {
    expect(lastMonth('2026-12-06')).toBe('2026-11');
    expect(lastMonth('2027-01-01')).toBe('2026-12');
    expect(thisMonth('2026-12-06')).toBe('2026-12');
  });

  it('names months and writes rupees the Indian way', () => {
    expect(monthName('2026-11')).toBe('November 2026');
    expect(rupees(123456.7)).toBe('₹1,23,456.70');
    expect(rupees(-0.1)).toBe('-₹0.10');
  });
});
