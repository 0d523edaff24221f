import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  type AnalyticsDashboard,
  type DatabaseStats,
  type DateRange,
  type ReportType,
  type StorageStats,
  type UserAnalytics,
} from '@propwash/domain/analytics/schemas';
import {
  formatIndiaTime,
  indiaDay as indiaDayOf,
  indiaMidnight,
} from '@propwash/domain/india-time';
import { isDay } from '#app/admin/ui/day-range.ts';
import { formatRupees } from '#app/lib/money.ts';

// Pure helpers of the two analytics screens: India days, the default range, how figures and
// changes read on screen, and the empty defaults each report falls back to when it fails.

// The API's limits (analytics.range.ts): India days from 2000 to 2099.
export const EARLIEST_DAY = '2000-01-01';

/** The shop's day (India) of an instant, as YYYY-MM-DD. */
export function indiaDay(at: Date = new Date()): string {
  return indiaDayOf(at);
}

/** A calendar day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `days` India days ending today, both ends included (30 days: today − 29 through today). */
export function lastDays(days: number, now: Date = new Date()): DateRange {
  const endDate = indiaDay(now);
  return { startDate: addDays(endDate, -(days - 1)), endDate };
}

export const defaultRange = (now: Date = new Date()) => lastDays(ANALYTICS_DEFAULT_RANGE_DAYS, now);

/** The last twelve calendar months through today (from the 1st of the month 11 months back). */
export function lastTwelveMonths(now: Date = new Date()): DateRange {
  const endDate = indiaDay(now);
  const [year, month] = endDate.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - 11, 1));
  return { startDate: first.toISOString().slice(0, 10), endDate };
}

/** The quick periods offered next to the date inputs (admin/ui/day-range-bar.tsx). */
export const rangePresets = [
  { key: '7d', label: 'Last 7 days', range: (now?: Date) => lastDays(7, now) },
  { key: '30d', label: 'Last 30 days', range: (now?: Date) => lastDays(30, now) },
  { key: '90d', label: 'Last 90 days', range: (now?: Date) => lastDays(90, now) },
  { key: '12m', label: 'Last 12 months', range: (now?: Date) => lastTwelveMonths(now) },
] as const;

/** The range in the address bar (?startDate&endDate), else the default; never start after end. */
export function rangeFromParams(
  params: URLSearchParams,
  now: Date = new Date(),
  fallback: DateRange = defaultRange(now),
): DateRange {
  const startDate = params.get('startDate');
  const endDate = params.get('endDate');
  const range = {
    startDate: isDay(startDate) ? startDate : fallback.startDate,
    endDate: isDay(endDate) ? endDate : fallback.endDate,
  };
  return range.startDate <= range.endDate ? range : fallback;
}

export function rangeParams(range: DateRange): URLSearchParams {
  return new URLSearchParams({ startDate: range.startDate, endDate: range.endDate });
}

/** Whole days in a range, both ends included. */
export function rangeLength(range: DateRange): number {
  return Math.round((Date.parse(range.endDate) - Date.parse(range.startDate)) / 86_400_000) + 1;
}

/** '2026-01-05' → '5 Jan 2026' (the India day, written by the one India-time formatter). */
export function formatDay(day: string): string {
  return isDay(day) ? formatIndiaTime(indiaMidnight(day), 'date') : day;
}

/** The day, month and year words of an India day, as formatDay writes them. */
function dayParts(day: string): { day: string; month: string; year: string } {
  const [d = '', month = '', year = ''] = formatDay(day).split(' ');
  return { day: d, month, year };
}

/** '5 Jan – 3 Feb 2026'; the first year is written only when the years differ. */
export function formatRange(range: DateRange): string {
  if (range.startDate === range.endDate) return formatDay(range.startDate);
  const sameYear = range.startDate.slice(0, 4) === range.endDate.slice(0, 4);
  const start =
    sameYear && isDay(range.startDate)
      ? `${dayParts(range.startDate).day} ${dayParts(range.startDate).month}`
      : formatDay(range.startDate);
  return `${start} – ${formatDay(range.endDate)}`;
}

/** '2026-11' → 'Nov 2026' (or 'Nov 26' for chart ticks). */
export function formatMonth(month: string, style: 'long' | 'short' = 'long'): string {
  if (!/^\d{4}-\d{2}$/.test(month) || !isDay(`${month}-01`)) return month;
  const parts = dayParts(`${month}-01`);
  return `${parts.month} ${style === 'long' ? parts.year : parts.year.slice(-2)}`;
}

const counts = new Intl.NumberFormat('en-IN');
export const formatCount = (value: number) => counts.format(value);

const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
/** Chart axes: ₹12K, ₹1.2L, ₹3.4Cr. */
export const formatRupeesCompact = (rupees: number) => compactRupees.format(rupees);

/** A cost in rupees; a cost too small to show in paise reads '< ₹0.01' rather than ₹0. */
export function formatCost(rupees: number): string {
  if (rupees > 0 && rupees < 0.005) return '< ₹0.01';
  return formatRupees(rupees);
}

/** A rate in percent with one decimal ('3.2%'); '—' when there is none (no visitors). */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
}

export interface ChangeDisplay {
  text: string;
  tone: 'up' | 'down' | 'flat' | 'none';
  /** For screen readers and the tooltip. */
  description: string;
}

/** A change against the previous period: '+12.5%' up, '−3%' down, '0%' flat, '—' when unknown. */
export function describeChange(change: number | null, previous: DateRange): ChangeDisplay {
  const period = formatRange(previous);
  if (change === null) {
    return { text: '—', tone: 'none', description: `No figure to compare with in ${period}` };
  }
  const size = Math.abs(change).toLocaleString('en-IN', { maximumFractionDigits: 1 });
  if (size === '0') return { text: '0%', tone: 'flat', description: `Same as ${period}` };
  return change > 0
    ? { text: `+${size}%`, tone: 'up', description: `Up ${size}% on ${period}` }
    : { text: `−${size}%`, tone: 'down', description: `Down ${size}% on ${period}` };
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Bytes in binary units with up to three significant digits: '0 B', '900 B', '1.5 KB', '12.3 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${Number(value.toFixed(digits)).toLocaleString('en-IN')} ${UNITS[unit]}`;
}

/** Average hours to ship: '—' when nothing shipped, '5.5 h', or '2 d 3 h' past a day. */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 24) return `${Number(hours.toFixed(1)).toLocaleString('en-IN')} h`;
  const whole = Math.round(hours);
  const rest = whole % 24;
  return rest ? `${Math.floor(whole / 24)} d ${rest} h` : `${whole / 24} d`;
}

/** 'in_transit' → 'In transit'. */
export function humanize(value: string): string {
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : '—';
}

/** Report files are named {type}_report_{start}_to_{end}.xlsx. */
export function reportFilename(type: ReportType, range: DateRange): string {
  return `${type}_report_${range.startDate}_to_${range.endDate}.xlsx`;
}

// ---------------------------------------------------------------------------------------------
// Analytics & Reports: four reports fetched in parallel; one that fails shows its empty default.
// ---------------------------------------------------------------------------------------------

export const emptyDashboard = (range: DateRange): AnalyticsDashboard => ({
  range,
  summary: {
    totalOrders: 0,
    totalRevenue: 0,
    averageOrderValue: 0,
    totalProducts: 0,
    totalCustomers: 0,
  },
  revenueByMonth: [],
  topProducts: [],
  ordersByStatus: [],
});

export const emptyDatabase = (): DatabaseStats => ({
  databaseName: '—',
  engine: 'postgres',
  tableCount: 0,
  dataSizeBytes: 0,
  tables: [],
});

export const emptyStorage = (): StorageStats => ({
  backend: 'local',
  location: '—',
  region: null,
  storageClass: '—',
  createdAt: null,
  imageCount: 0,
  totalBytes: 0,
  productsWithImages: 0,
  averageImagesPerProduct: 0,
  pricePerGbMonth: 0,
  estimatedMonthlyCost: 0,
  estimatedYearlyCost: 0,
});

export const emptyUsers = (range: DateRange): UserAnalytics => ({
  range,
  totalCustomers: 0,
  activeUsers: 0,
  registrationsByMonth: [],
});

export const reportSections = ['dashboard', 'database', 'storage', 'users'] as const;
export type ReportSection = (typeof reportSections)[number];

export const sectionLabel: Record<ReportSection, string> = {
  dashboard: 'Dashboard',
  database: 'Database',
  storage: 'Storage',
  users: 'Users',
};

export interface AnalyticsReports {
  dashboard: AnalyticsDashboard;
  database: DatabaseStats;
  storage: StorageStats;
  users: UserAnalytics;
  /** The reports that failed (their figures are the empty defaults), with the reason. */
  failures: { section: ReportSection; message: string }[];
}

export interface ReportFetchers {
  dashboard: () => Promise<AnalyticsDashboard>;
  database: () => Promise<DatabaseStats>;
  storage: () => Promise<StorageStats>;
  users: () => Promise<UserAnalytics>;
}

/**
 * Runs the four report calls at once; a failed one gives its empty defaults and a failure line
 * (the server's message, else 'Failed to load analytics'), so one broken report hides no other.
 */
export async function loadReports(
  fetchers: ReportFetchers,
  range: DateRange,
): Promise<AnalyticsReports> {
  const [dashboard, database, storage, users] = await Promise.allSettled([
    fetchers.dashboard(),
    fetchers.database(),
    fetchers.storage(),
    fetchers.users(),
  ]);
  const failures: AnalyticsReports['failures'] = [];
  function pick<T>(section: ReportSection, result: PromiseSettledResult<T>, empty: T): T {
    if (result.status === 'fulfilled') return result.value;
    const reason: unknown = result.reason;
    const message = reason instanceof Error && reason.message ? reason.message : '';
    failures.push({ section, message: message || 'Failed to load analytics' });
    return empty;
  }
  return {
    dashboard: pick('dashboard', dashboard, emptyDashboard(range)),
    database: pick('database', database, emptyDatabase()),
    storage: pick('storage', storage, emptyStorage()),
    users: pick('users', users, emptyUsers(range)),
    failures,
  };
}
