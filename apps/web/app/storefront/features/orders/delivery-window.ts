import { formatIndiaTime, indiaDayPlus, indiaMidnight } from '@propwash/domain/india-time';

/**
 * The delivery estimate as the marketplaces show it, "Tue, 24 Nov – Wed, 25 Nov". The order keeps
 * the last day of its shipping rule (placed day + the rule's maximum days, docs/decisions/shipping-rates-and-pincodes.md);
 * the window opens the day before it, never before the day after the order was placed.
 * Null when the order has no estimate.
 */
export function deliveryWindow(order: {
  createdAt: string;
  shipping: { estimatedDelivery: string | null };
}): { from: string; to: string; text: string } | null {
  const last = order.shipping.estimatedDelivery;
  if (!last || !/^\d{4}-\d{2}-\d{2}$/.test(last)) return null;
  const placed = new Date(order.createdAt);
  if (Number.isNaN(placed.getTime())) return null;
  const earliest = indiaDayPlus(placed, 1);
  const dayBefore = indiaDayPlus(indiaMidnight(last), -1);
  // 'YYYY-MM-DD' strings sort as the days they name.
  const first = dayBefore < earliest ? earliest : dayBefore;
  const show = (day: string) => formatIndiaTime(indiaMidnight(day), 'weekdayDate');
  if (first >= last) return { from: last, to: last, text: `by ${show(last)}` };
  return { from: first, to: last, text: `${show(first)} – ${show(last)}` };
}
