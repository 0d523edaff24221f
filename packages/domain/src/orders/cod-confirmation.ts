import type { CodConfirmationSettings } from '../settings/defaults.ts';
import type { CodConfirmationState, OrderStatus } from './status.ts';

/*
 * Which cash-on-delivery orders wait for the customer's confirmation by the signed link in the
 * order email (docs/decisions/cod-confirmation.md).
 */

/** Whether the first-time rule needs to know if this customer has had an order delivered. */
export function codConfirmationAsksHistory(s: CodConfirmationSettings, isCod: boolean): boolean {
  return isCod && s.enabled && s.firstTimeCustomers;
}

/**
 * Whether a new order waits: cash on delivery, the setting on, and its total above the amount or
 * the customer's first (no order of theirs delivered yet; `firstTime` undefined: not asked).
 */
export function needsCodConfirmation(
  s: CodConfirmationSettings,
  order: { isCod: boolean; totalPaise: number; firstTime?: boolean | undefined },
): boolean {
  if (!order.isCod || !s.enabled) return false;
  if (s.aboveAmountPaise !== null && order.totalPaise > s.aboveAmountPaise) return true;
  return s.firstTimeCustomers && order.firstTime === true;
}

/** An order still waiting: asked, not yet confirmed, and not cancelled meanwhile. */
export function awaitsCodConfirmation(o: {
  status: OrderStatus;
  codConfirmation: CodConfirmationState | null;
}): boolean {
  return o.codConfirmation === 'awaiting' && o.status !== 'cancelled';
}

/** The statuses an order waiting for its confirmation may not move to. */
export const blockedWhileAwaitingCod: readonly OrderStatus[] = [
  'processing',
  'shipped',
  'delivered',
];
