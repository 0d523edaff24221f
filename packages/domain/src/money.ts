/** Money is integer paise inside the system; rupees appear only at the API edge and on screen. */
export type Paise = number;

import { groupIndianDigits } from './indian-digits.ts';

/**
 * Rupees to paise, rounding half away from zero to the nearest paisa as the amount is written:
 * 999.995 (stored as 999.99499…) gives 1,00,000 and 0.1 + 0.2 gives 30, where `× 100` would not.
 */
export function rupeesToPaise(rupees: number): Paise {
  const magnitude = Math.abs(rupees);
  const text = String(magnitude);
  // Shifting the decimal text by two places is exact; exponent forms (1e-7, 1e21) are not shifted.
  const paise = Math.round(text.includes('e') ? magnitude * 100 : Number(`${text}e2`));
  return rupees < 0 && paise !== 0 ? -paise : paise;
}

/** True when a rupee amount is whole paise (at most two decimals, float noise forgiven). */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return Math.abs(Math.round(rupees * 100) - rupees * 100) < 1e-6;
}

/** Paise to rupees as a number with at most two decimals, for the API. */
export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/**
 * What Intl's en-IN rupee format writes (₹1,23,456.00; -₹5.50), without Intl: its first use on
 * a page costs a long task (indian-digits.ts). Only -0 differs: ₹0.00, where Intl wrote -₹0.00.
 */
function formatInr(paise: Paise, withPaise: boolean): string {
  const whole = Math.round(Math.abs(paise));
  const rupees = groupIndianDigits(Math.floor(whole / 100));
  const sign = paise < 0 && whole !== 0 ? '-' : '';
  return `${sign}₹${rupees}${withPaise ? `.${String(whole % 100).padStart(2, '0')}` : ''}`;
}

/** ₹1,23,456.00 (Indian digit grouping). */
export function formatPaise(paise: Paise): string {
  return formatInr(paise, true);
}

/** ₹1,23,456 without decimals when the amount is whole rupees, else with two decimals. */
export function formatPaiseShort(paise: Paise): string {
  return formatInr(paise, paise % 100 !== 0);
}

/** Discount % = round((original − price) / original × 100); no original or original ≤ price gives 0. */
export function discountPercent(price: Paise, original: Paise | null | undefined): number {
  if (!original || original <= price) return 0;
  return Math.round(((original - price) / original) * 100);
}
