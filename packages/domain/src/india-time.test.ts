import { describe, expect, it } from 'vitest';
import { formatIndiaTime, indiaDay, indiaDayPlus, indiaMidnight } from './india-time.ts';

describe('India time', () => {
  // 22:59 UTC on 24 Nov is 04:29 on 25 Nov in India.
  const lateUtc = new Date('2026-11-24T22:59:00Z');

  it('takes the India calendar day, not the UTC one', () => {
    expect(indiaDay(lateUtc)).toBe('2026-11-25');
    expect(indiaDay(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indiaDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });

  it('finds the instant an India day begins and days after a day', () => {
    expect(indiaMidnight('2026-11-25').toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(indiaDayPlus(lateUtc, 3)).toBe('2026-11-28');
  });

  it('formats every style in India time whatever the runtime zone', () => {
    expect(formatIndiaTime(lateUtc)).toBe('25 Nov 2026, 4:29 am');
    expect(formatIndiaTime(lateUtc.toISOString(), 'date')).toBe('25 Nov 2026');
    expect(formatIndiaTime(lateUtc.getTime(), 'longDate')).toBe('25 November 2026');
    expect(formatIndiaTime(lateUtc, 'weekdayDate')).toBe('Wed, 25 Nov');
    expect(formatIndiaTime(lateUtc, 'time')).toBe('4:29 am');
  });

  it('gives an empty string for nothing or nonsense', () => {
    expect(formatIndiaTime(null)).toBe('');
    expect(formatIndiaTime('')).toBe('');
    expect(formatIndiaTime('not a date')).toBe('');
  });
});
