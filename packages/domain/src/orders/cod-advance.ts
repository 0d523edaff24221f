import type { Paise } from '../money.ts';
import type { CodAdvanceSettings } from '../settings/defaults.ts';

/*
 * Part-paid cash on delivery (docs/decisions/part-paid-cod.md): which COD orders pay an advance
 * online before they are confirmed, and how much.
 */

/** Whether the first-time rule needs to know if this customer has had an order delivered. */
export function codAdvanceAsksHistory(s: CodAdvanceSettings, isCod: boolean): boolean {
  return isCod && s.enabled && s.firstTimeCustomers;
}

/**
 * The advance a cash-on-delivery order of `totalPaise` must pay online, rounded up to the rupee
 * and never more than the total; 0 when the setting is off or no rule catches the order (above
 * the amount, or the customer's first order; `firstTime` undefined: not asked).
 */
export function codAdvanceFor(
  s: CodAdvanceSettings,
  order: { isCod: boolean; totalPaise: Paise; firstTime?: boolean | undefined },
): Paise {
  if (!order.isCod || !s.enabled || order.totalPaise <= 0) return 0;
  const caught =
    (s.aboveAmountPaise !== null && order.totalPaise > s.aboveAmountPaise) ||
    (s.firstTimeCustomers && order.firstTime === true);
  if (!caught) return 0;
  const exact = s.type === 'fixed' ? s.fixedPaise : Math.ceil((order.totalPaise * s.percent) / 100);
  const rupees = Math.ceil(exact / 100) * 100;
  return Math.min(rupees, order.totalPaise);
}
