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

  it('writes what Intl writes for en-IN in Asia/Kolkata (noon and midnight, every month)', () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'Asia/Kolkata' });
    const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
    const clock = { hour: 'numeric', minute: '2-digit', hour12: true } as const;
    const reference = {
      dateTime: intl({ ...day, ...clock }),
      date: intl(day),
      longDate: intl({ ...day, month: 'long' }),
      weekdayDate: intl({ weekday: 'short', day: 'numeric', month: 'short' }),
      time: intl(clock),
    };
    for (let month = 0; month < 12; month++) {
      for (const utcMinutes of [0, 18 * 60 + 29, 18 * 60 + 30, 6 * 60 + 30, 7 * 60 + 5]) {
        const at = new Date(Date.UTC(2026, month, 9 + month, 0, utcMinutes));
        for (const [style, format] of Object.entries(reference)) {
          expect(formatIndiaTime(at, style as keyof typeof reference)).toBe(format.format(at));
        }
      }
    }
  });
});
