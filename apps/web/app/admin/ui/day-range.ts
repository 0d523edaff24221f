/** India days, both ends included, as YYYY-MM-DD (the analytics and search insights ranges). */
export type DayRange = { startDate: string; endDate: string };

/** A quick period beside the date inputs: its select value, its label and the range it is now. */
export interface QuickPeriod {
  key: string;
  label: string;
  range: (now?: Date) => DayRange;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD (2031-02-30, which Date would roll over, is not). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY_PATTERN.test(value)) return false;
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

/** The key of the quick period a range is, if any. */
export function quickPeriodOf<K extends string>(
  range: DayRange,
  periods: readonly { key: K; range: (now?: Date) => DayRange }[],
  now: Date = new Date(),
): K | null {
  const found = periods.find((p) => {
    const r = p.range(now);
    return r.startDate === range.startDate && r.endDate === range.endDate;
  });
  return found?.key ?? null;
}
