import { DAY_MS, indiaDay, indiaMidnight } from '@propwash/domain/india-time';

/** The insights' period: India days, both ends included (GET /api/admin/search/insights). */
export type SearchPeriod = { from: string; to: string };

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD (2031-02-30, which Date would roll over, is not). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY_PATTERN.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

const dayPlus = (day: string, days: number) =>
  indiaDay(indiaMidnight(day).getTime() + days * DAY_MS);

/** `days` India days through today (30: today − 29 through today), as the API's default. */
export function lastDays(days: number, now: Date = new Date()): SearchPeriod {
  const to = indiaDay(now);
  return { from: dayPlus(to, -(days - 1)), to };
}

/** The quick periods beside the date inputs. */
export const periodPresets = [
  { key: '7d', label: 'Last 7 days', days: 7 },
  { key: '30d', label: 'Last 30 days', days: 30 },
  { key: '90d', label: 'Last 90 days', days: 90 },
] as const;

/** The quick period a period is, if any. */
export function presetOf(period: SearchPeriod, now: Date = new Date()): string | null {
  const found = periodPresets.find((p) => {
    const r = lastDays(p.days, now);
    return r.from === period.from && r.to === period.to;
  });
  return found?.key ?? null;
}

/** The period in the address bar (?from&to), else the last 30 days; never from after to. */
export function periodFromParams(params: URLSearchParams, now: Date = new Date()): SearchPeriod {
  const fallback = lastDays(30, now);
  const from = params.get('from');
  const to = params.get('to');
  const period = { from: isDay(from) ? from : fallback.from, to: isDay(to) ? to : fallback.to };
  return period.from <= period.to ? period : fallback;
}
