/**
 * Whole numbers with Indian digit grouping (1,23,45,678), written out rather than through
 * Intl: a page's first Intl formatter loads the browser's locale data, one long task (about
 * 80-250 ms on this machine, more on a phone) in the middle of hydration (docs/decisions/hydration-after-first-paint.md).
 * The result equals `n.toLocaleString('en-IN')` for whole numbers.
 */
export function groupIndianDigits(n: number): string {
  const sign = n < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(n)));
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}
