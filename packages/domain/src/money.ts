/** Money is integer paise inside the system; rupees appear only at the API edge and on screen. */
export type Paise = number;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const inrWhole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Rupees (at most two decimals) to paise; rounds half away from zero to the nearest paisa. */
export function rupeesToPaise(rupees: number): Paise {
  return Math.round(rupees * 100);
}

/** Paise to rupees as a number with at most two decimals, for the API. */
export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** ₹1,23,456.00 (Indian digit grouping). */
export function formatPaise(paise: Paise): string {
  return inr.format(paise / 100);
}

/** ₹1,23,456 without decimals when the amount is whole rupees, else with two decimals. */
export function formatPaiseShort(paise: Paise): string {
  return paise % 100 === 0 ? inrWhole.format(paise / 100) : inr.format(paise / 100);
}

/** Discount % = round((original − price) / original × 100); no original or original ≤ price gives 0. */
export function discountPercent(price: Paise, original: Paise | null | undefined): number {
  if (!original || original <= price) return 0;
  return Math.round(((original - price) / original) * 100);
}
