/**
 * India time, in one place (decisions.md, "One clock"): every time shown to a shopper or the owner
 * and every India calendar day the server computes comes from here. India has one time zone and
 * no daylight saving, so a fixed offset is exact for date arithmetic; display goes through Intl
 * with the zone named, so the browser's own zone never leaks in.
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

/** An en-IN format in India's zone, whatever the browser's or server's own zone. */
const inIndia = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-IN', { ...options, timeZone: INDIA_TIME_ZONE });

const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const clock = { hour: 'numeric', minute: '2-digit', hour12: true } as const;

const formats = {
  /** 25 Nov 2026, 3:45 pm */
  dateTime: inIndia({ ...day, ...clock }),
  /** 25 Nov 2026 */
  date: inIndia(day),
  /** 25 November 2026 */
  longDate: inIndia({ ...day, month: 'long' }),
  /** Wed, 25 Nov */
  weekdayDate: inIndia({ weekday: 'short', day: 'numeric', month: 'short' }),
  /** 3:45 pm */
  time: inIndia(clock),
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
  return formats[style].format(date);
}
