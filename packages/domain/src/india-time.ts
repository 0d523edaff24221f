/**
 * India time, in one place (docs/decisions/storefront-first-load.md): every time shown to a shopper or the owner
 * and every India calendar day the server computes comes from here. India has one time zone and
 * no daylight saving, so a fixed offset is exact for date arithmetic and for display: the
 * en-IN texts are written from India's wall clock, so the browser's own zone never leaks in.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** UTC+5:30 in milliseconds. */
export const IST_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

/** The India calendar day of an instant, as 'YYYY-MM-DD'. */
export function indiaDay(at: Date | number = Date.now()): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India calendar day ('YYYY-MM-DD') begins (00:00 IST). */
export function indiaMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);
}

/** A Date whose UTC fields read India's wall clock (for getUTCHours() and friends). */
export function indiaWallClock(at: Date): Date {
  return new Date(at.getTime() + IST_OFFSET_MS);
}

/** The India day `days` after the day of `at`, as 'YYYY-MM-DD'. */
export function indiaDayPlus(at: Date, days: number): string {
  return indiaDay(at.getTime() + days * DAY_MS);
}

/** The months' English names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** en-IN's short month names: the first three letters, but September is "Sept". */
const SHORT_MONTHS = MONTHS.map((m) => (m === 'September' ? 'Sept' : m.slice(0, 3)));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * en-IN formats in India's zone, written out from India's wall clock rather than through Intl
 * (the same text): a page's first Intl formatter loads the browser's locale data, a long task
 * in the middle of hydration (docs/decisions/hydration-after-first-paint.md).
 */
const formats = {
  /** 25 Nov 2026, 3:45 pm */
  dateTime: (d: Date) => `${formats.date(d)}, ${formats.time(d)}`,
  /** 25 Nov 2026 */
  date: (d: Date) => `${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  /** 25 November 2026 */
  longDate: (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
  /** Wed, 25 Nov */
  weekdayDate: (d: Date) =>
    `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]}`,
  /** 3:45 pm */
  time: (d: Date) => {
    const hours = d.getUTCHours();
    const minutes = String(d.getUTCMinutes()).padStart(2, '0');
    return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
  },
} as const;

export type IndiaTimeStyle = keyof typeof formats;

/**
 * Formats an instant (Date, epoch ms or ISO string) in India time: 'dateTime' (default)
 * "25 Nov 2026, 3:45 pm", 'date' "25 Nov 2026", 'longDate' "25 November 2026", 'weekdayDate'
 * "Wed, 25 Nov", 'time' "3:45 pm". An empty or invalid value gives ''.
 */
export function formatIndiaTime(
  at: Date | number | string | null | undefined,
  style: IndiaTimeStyle = 'dateTime',
): string {
  if (at === null || at === undefined || at === '') return '';
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return formats[style](indiaWallClock(date));
}
