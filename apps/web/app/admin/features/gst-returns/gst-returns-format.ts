import { indiaDay, MONTHS } from '@propwash/domain/india-time';
import { formatPaise, rupeesToPaise } from '@propwash/domain/money';

/** The India month of `today` (YYYY-MM-DD) as YYYY-MM. */
export const thisMonth = (today = indiaDay()) => today.slice(0, 7);

/** The month before `today`'s in India, as YYYY-MM: the return usually filed. */
export function lastMonth(today = indiaDay()): string {
  const [year, month] = thisMonth(today).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** 2026-11 → November 2026. */
export function monthName(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return `${MONTHS[month - 1]} ${year}`;
}

/** Rupees from the API as ₹1,23,456.78. */
export const rupees = (value: number) => formatPaise(rupeesToPaise(value));
