import { describe, expect, it } from 'vitest';
import { quickPeriodOf } from '#app/admin/ui/day-range.ts';
import {
  lastDays,
  periodFromParams,
  periodPresets,
  toDayRange,
  type SearchPeriod,
} from './search-period.ts';

// 6 Dec 2026, 20:00 UTC is already 7 Dec in India (01:30 IST).
const now = new Date('2026-12-06T20:00:00Z');

describe('search insights period', () => {
  it('counts India days through today, both ends included', () => {
    expect(lastDays(7, now)).toEqual({ from: '2026-12-01', to: '2026-12-07' });
    expect(lastDays(30, now)).toEqual({ from: '2026-11-08', to: '2026-12-07' });
  });

  it('reads the period from the address bar, else the last 30 days', () => {
    const read = (q: string) => periodFromParams(new URLSearchParams(q), now);
    expect(read('from=2026-10-01&to=2026-10-31')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(read('')).toEqual(lastDays(30, now));
    // A day that does not exist falls back to the default's end, here after `to`: the default.
    expect(read('from=2026-02-30&to=2026-03-01')).toEqual(lastDays(30, now));
    expect(read('to=2026-12-01')).toEqual({ from: '2026-11-08', to: '2026-12-01' });
    expect(read('from=2026-12-05&to=2026-12-01')).toEqual(lastDays(30, now));
  });

  it('names a quick period, or none for a custom one', () => {
    const presetOf = (period: SearchPeriod) =>
      quickPeriodOf(toDayRange(period), periodPresets, now);
    expect(presetOf(lastDays(90, now))).toBe('90d');
    expect(presetOf({ from: '2026-10-01', to: '2026-10-31' })).toBeNull();
  });
});
