// The order state machine (docs/decisions/order-lifecycle.md): the server decides every move.
import { labelledValues } from '../platform/labels.ts';

/** How each order status reads on screen, in the order the statuses follow. */
export const orderStatusLabels = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned_to_origin: 'Returned to origin',
} satisfies Record<string, string>;
export const orderStatuses = labelledValues(orderStatusLabels);
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Statuses only a courier's tracking reports (or an admin on its behalf) reach: out for delivery
 * is a step an order may skip, returned to origin an end like cancelled (docs/decisions/shipments-and-couriers.md).
 */
export const courierStatuses = ['out_for_delivery', 'returned_to_origin'] as const;
export type CourierStatus = (typeof courierStatuses)[number];

export const isCourierStatus = (s: string): s is CourierStatus =>
  (courierStatuses as readonly string[]).includes(s);

/** The steps every order passes when nothing goes wrong (out for delivery is optional). */
export const orderStatusChain = orderStatuses.filter(
  (s): s is Exclude<OrderStatus, 'cancelled' | CourierStatus> =>
    s !== 'cancelled' && !isCourierStatus(s),
);

/** Statuses that end an order: nothing moves it again. */
export const finalOrderStatuses: readonly OrderStatus[] = ['cancelled', 'returned_to_origin'];

/**
 * Whether `status` is a step before `step` on the way to delivery (`orderStatuses` lists the way
 * in order, out for delivery between shipped and delivered). Cancelled and returned to origin
 * are off the way: before nothing.
 */
export function isEarlierStep(status: OrderStatus, step: OrderStatus): boolean {
  if (finalOrderStatuses.includes(status)) return false;
  return orderStatuses.indexOf(status) < orderStatuses.indexOf(step);
}

/** A customer may cancel their own order until it ships. */
export const customerCancellableStatuses: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'processing',
];

/** How each payment status reads on screen. */
export const paymentStatusLabels = {
  pending: 'Pending',
  paid: 'Paid',
  // A cash-on-delivery order's advance was paid online; the rest is due on delivery
  // (docs/decisions/part-paid-cod.md).
  part_paid: 'Advance paid',
  failed: 'Failed',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
} satisfies Record<string, string>;
export const paymentStatuses = labelledValues(paymentStatusLabels);
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A cash-on-delivery order's confirmation by the customer (null on the order: none asked). */
export const codConfirmationStates = ['awaiting', 'confirmed'] as const;
export type CodConfirmationState = (typeof codConfirmationStates)[number];

export const orderPriorities = ['low', 'normal', 'medium', 'high'] as const;
export type OrderPriority = (typeof orderPriorities)[number];

export const paymentMethodTypes = ['cod', 'card', 'upi', 'netbanking', 'wallet', 'emi'] as const;
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

const forward: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['out_for_delivery', 'delivered', 'returned_to_origin'],
  out_for_delivery: ['delivered', 'returned_to_origin'],
  delivered: [],
  cancelled: [],
  returned_to_origin: [],
};

const rank: Record<OrderStatus, number> = {
  pending: 0,
  confirmed: 1,
  processing: 2,
  shipped: 3,
  out_for_delivery: 4,
  delivered: 5,
  cancelled: -1,
  returned_to_origin: -1,
};

/**
 * The one status an admin may move an order back to, to correct a mistake (a parcel the courier
 * handed back, a status set by a slip): one step along the chain, never back to pending, which
 * only the payment moves on from (docs/decisions/order-status-moves.md).
 */
const oneStepBack: Partial<Record<OrderStatus, OrderStatus>> = {
  processing: 'confirmed',
  shipped: 'processing',
  out_for_delivery: 'shipped',
  delivered: 'shipped',
};

export type StatusMove = { allowed: true; backwards: boolean } | { allowed: false; reason: string };

/**
 * Whether an order may move from one status to another. Forward moves follow the chain; an admin
 * may move one step back (never out of cancelled or to pending) only with a message.
 */
export function canMoveOrder(
  from: OrderStatus,
  to: OrderStatus,
  opts: { byAdmin: boolean; hasMessage: boolean },
): StatusMove {
  if (from === to) return { allowed: false, reason: `The order is already ${to}.` };
  if (forward[from].includes(to)) return { allowed: true, backwards: false };
  if (from === 'cancelled')
    return { allowed: false, reason: 'A cancelled order cannot be reopened.' };
  if (from === 'returned_to_origin')
    return { allowed: false, reason: 'An order returned to origin cannot be reopened.' };
  if (!finalOrderStatuses.includes(to) && rank[to] < rank[from]) {
    if (!opts.byAdmin || oneStepBack[from] !== to)
      return { allowed: false, reason: `An order that is ${from} cannot go back to ${to}.` };
    if (!opts.hasMessage)
      return {
        allowed: false,
        reason: `Moving an order back from ${from} to ${to} needs a message explaining why.`,
      };
    return { allowed: true, backwards: true };
  }
  return { allowed: false, reason: `An order that is ${from} cannot be moved to ${to}.` };
}
