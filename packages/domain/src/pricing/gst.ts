/**
 * GST rates: percent at the API edge and in forms (18, 0.25), basis points inside (1800, 25) so
 * fractional rates stay whole numbers.
 */

/** The rate a product gets when the owner gives none, and a line that carries none assumes. */
export const DEFAULT_GST_PERCENT = 18;
export const DEFAULT_GST_RATE_BP = 1800;

/** 18 → 1800, 0.25 → 25. */
export function gstPercentToBp(percent: number): number {
  return Math.round(percent * 100);
}

/** 1800 → 18, 25 → 0.25. */
export function gstBpToPercent(bp: number): number {
  return bp / 100;
}
