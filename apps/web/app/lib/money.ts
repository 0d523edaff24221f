import { formatPaiseShort, rupeesToPaise } from '@propwash/domain/money';

/** API rupees on screen: ₹1,23,456 for whole rupees, ₹1,234.50 otherwise (en-IN grouping). */
export function formatRupees(rupees: number): string {
  return formatPaiseShort(rupeesToPaise(rupees));
}

/** A signed amount such as the round off to the rupee: '−₹0.10', '+₹0.40'. */
export function formatSignedRupees(rupees: number): string {
  return `${rupees < 0 ? '−' : '+'}${formatRupees(Math.abs(rupees))}`;
}
