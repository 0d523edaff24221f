import { DAY_MS, indiaDay, indiaMidnight } from '@propwash/domain/india-time';
import { isDay, type DayRange } from '#app/admin/ui/day-range.ts';

/** The insights' period: India days, both ends included (GET /api/admin/search/insights). */
export type SearchPeriod = { from: string; to: string };

const dayPlus = (day: string, days: number) =>
  indiaDay(indiaMidnight(day).getTime() + days * DAY_MS);

/** `days` India days through today (30: today − 29 through today), as the API's default. */
export function lastDays(days: number, now: Date = new Date()): SearchPeriod {
  const to = indiaDay(now);
  return { from: dayPlus(to, -(days - 1)), to };
}

/** The period as the day-range bar (admin/ui/day-range-bar.tsx) reads it, and back. */
export const toDayRange = (period: SearchPeriod): DayRange => ({
  startDate: period.from,
  endDate: period.to,
});
export const fromDayRange = (range: DayRange): SearchPeriod => ({
  from: range.startDate,
  to: range.endDate,
});

/** The quick periods beside the date inputs. */
export const periodPresets = [
  { key: '7d', label: 'Last 7 days', range: (now?: Date) => toDayRange(lastDays(7, now)) },
  { key: '30d', label: 'Last 30 days', range: (now?: Date) => toDayRange(lastDays(30, now)) },
  { key: '90d', label: 'Last 90 days', range: (now?: Date) => toDayRange(lastDays(90, now)) },
] as const;

/** The period in the address bar (?from&to), else the last 30 days; never from after to. */
export function periodFromParams(params: URLSearchParams, now: Date = new Date()): SearchPeriod {
  const fallback = lastDays(30, now);
  const from = params.get('from');
  const to = params.get('to');
  const period = { from: isDay(from) ? from : fallback.from, to: isDay(to) ? to : fallback.to };
  return period.from <= period.to ? period : fallback;
}
