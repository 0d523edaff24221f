/** GST invoice numbering (docs/decisions/gst-on-the-invoice.md): one series per financial year, ≤ 16 characters. */
import { indiaWallClock } from '../india-time.ts';

const MAX_SEQUENCE = 999_999;

/** The Indian financial year (April–March, India time) of a date, as '26-27'. */
export function financialYear(date: Date): string {
  const ist = indiaWallClock(date);
  const year = ist.getUTCFullYear() - (ist.getUTCMonth() < 3 ? 1 : 0);
  return `${String(year % 100).padStart(2, '0')}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/**
 * 'PW/26-27/000123': the series prefix (one per GST registration, docs/decisions/invoice-from-shipping-warehouse.md;
 * 'PW' for the store profile's), the financial year and a six-digit sequence.
 */
export function formatInvoiceNumber(fy: string, sequence: number, series = 'PW'): string {
  if (!/^\d{2}-\d{2}$/.test(fy)) throw new RangeError(`Invalid financial year: ${fy}`);
  if (!/^[A-Z]{2}$/.test(series)) throw new RangeError(`Invalid invoice series: ${series}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE) {
    throw new RangeError(`Invoice sequence out of range (1–${MAX_SEQUENCE}): ${sequence}`);
  }
  return `${series}/${fy}/${String(sequence).padStart(6, '0')}`;
}
