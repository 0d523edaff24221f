import { describe, expect, it } from 'vitest';
import { isDay } from './day-range.ts';

describe('isDay', () => {
  it('takes a real calendar day written YYYY-MM-DD and nothing else', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2031-02-30')).toBe(false);
    expect(isDay('2026-1-05')).toBe(false);
    expect(isDay('')).toBe(false);
    expect(isDay(null)).toBe(false);
  });
});
