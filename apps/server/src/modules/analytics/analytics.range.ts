import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  type AnalyticsRangeQuery,
  type DateRange,
} from '@propwash/domain/analytics/schemas';
import { AppError } from '../../platform/app-error.ts';
import { DAY_MS, IST_OFFSET_MS, indiaDay, indiaWallClock } from '@propwash/domain/india-time';

/** Ten years of days: enough for any report, small enough for a month-by-month chart. */
const MAX_RANGE_DAYS = 3660;
const EARLIEST = '2000-01-01';
const LATEST = '2099-12-31';

/** An India calendar range, both ends included, with the instants that bound it. */
export type IndiaRange = DateRange & {
  days: number;
  /** The first instant of the start day in India. */
  from: Date;
  /** The first instant after the end day in India (exclusive). */
  to: Date;
};

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayString = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Today's India date, e.g. 2026-11-22. */
export const indiaToday = (now = Date.now()) => indiaDay(now);

/** The India wall-clock time of an instant, for spreadsheet cells (Excel has no time zones). */
export { indiaWallClock };

export function indiaRange(start: string, end: string): IndiaRange {
  const s = dayNumber(start);
  const e = dayNumber(end);
  return {
    startDate: start,
    endDate: end,
    days: e - s + 1,
    from: new Date(s * DAY_MS - IST_OFFSET_MS),
    to: new Date((e + 1) * DAY_MS - IST_OFFSET_MS),
  };
}

/**
 * The asked range. Without dates: the last 30 days through today, or (months) the last twelve
 * calendar months through today; with only one end, the other follows from that default.
 */
export function resolveRange(
  q: AnalyticsRangeQuery,
  defaultSpan: 'days30' | 'months12',
  now = Date.now(),
): IndiaRange {
  const today = indiaToday(now);
  const end = q.endDate ?? (q.startDate && q.startDate > today ? q.startDate : today);
  let start = q.startDate;
  if (!start) {
    if (defaultSpan === 'days30')
      start = dayString(dayNumber(end) - (ANALYTICS_DEFAULT_RANGE_DAYS - 1));
    else {
      const [y, m] = end.split('-').map(Number) as [number, number];
      const first = new Date(Date.UTC(y, m - 1 - 11, 1));
      start = first.toISOString().slice(0, 10);
    }
  }
  if (start < EARLIEST || end > LATEST) {
    throw new AppError('VALIDATION_FAILED', `Dates must be between ${EARLIEST} and ${LATEST}`);
  }
  if (start > end) {
    throw new AppError('VALIDATION_FAILED', 'The start date must not be after the end date');
  }
  const range = indiaRange(start, end);
  if (range.days > MAX_RANGE_DAYS) {
    throw new AppError('VALIDATION_FAILED', 'A range can span at most 10 years');
  }
  return range;
}

/** The period of the same length that ends the day before `r` starts. */
export function previousRange(r: IndiaRange): IndiaRange {
  const s = dayNumber(r.startDate);
  return indiaRange(dayString(s - r.days), dayString(s - 1));
}

/** Every India date of the range, in order. */
export function daysOf(r: IndiaRange): string[] {
  const s = dayNumber(r.startDate);
  return Array.from({ length: r.days }, (_, i) => dayString(s + i));
}

/** Every month ('2031-03') the range touches, in order. */
export function monthsOf(r: IndiaRange): string[] {
  const months: string[] = [];
  let [y, m] = r.startDate.split('-').map(Number) as [number, number];
  const last = r.endDate.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}

export const publicRange = (r: IndiaRange): DateRange => ({
  startDate: r.startDate,
  endDate: r.endDate,
});
