import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  customerCancellableStatuses,
  isEarlierStep,
  orderStatusChain,
  orderStatusLabels,
  orderStatuses,
  paymentStatusLabels,
  paymentStatuses,
  type OrderStatus,
} from './status.ts';

const admin = { byAdmin: true, hasMessage: false };

describe('order state machine', () => {
  it('allows the forward chain and cancellation before shipping', () => {
    expect(canMoveOrder('pending', 'confirmed', admin)).toEqual({
      allowed: true,
      backwards: false,
    });
    expect(canMoveOrder('processing', 'shipped', admin).allowed).toBe(true);
    expect(canMoveOrder('confirmed', 'cancelled', admin).allowed).toBe(true);
  });

  it('refuses skipping, cancelling a shipped order and reopening a cancelled one', () => {
    expect(canMoveOrder('pending', 'delivered', admin).allowed).toBe(false);
    expect(canMoveOrder('shipped', 'cancelled', admin).allowed).toBe(false);
    const reopen = canMoveOrder('cancelled', 'pending', { byAdmin: true, hasMessage: true });
    expect(reopen).toEqual({ allowed: false, reason: 'A cancelled order cannot be reopened.' });
  });

  it('lets an admin move backwards only with a message', () => {
    expect(canMoveOrder('shipped', 'processing', admin).allowed).toBe(false);
    expect(canMoveOrder('shipped', 'processing', { byAdmin: true, hasMessage: true })).toEqual({
      allowed: true,
      backwards: true,
    });
    expect(
      canMoveOrder('shipped', 'processing', { byAdmin: false, hasMessage: true }).allowed,
    ).toBe(false);
  });

  it('lets an admin move back only one step, and never back to pending', () => {
    const withMessage = { byAdmin: true, hasMessage: true };
    const back = (from: OrderStatus) =>
      orderStatuses.filter((to) => {
        const move = canMoveOrder(from, to, withMessage);
        return move.allowed && move.backwards;
      });
    expect(back('confirmed')).toEqual([]);
    expect(back('processing')).toEqual(['confirmed']);
    expect(back('shipped')).toEqual(['processing']);
    expect(back('out_for_delivery')).toEqual(['shipped']);
    expect(back('delivered')).toEqual(['shipped']);
    expect(canMoveOrder('shipped', 'pending', withMessage)).toEqual({
      allowed: false,
      reason: 'An order that is shipped cannot go back to pending.',
    });
  });
});

describe('courier statuses', () => {
  it('moves a shipped order out for delivery, delivered or back to origin, and no further', () => {
    expect(canMoveOrder('shipped', 'out_for_delivery', admin).allowed).toBe(true);
    expect(canMoveOrder('out_for_delivery', 'delivered', admin).allowed).toBe(true);
    expect(canMoveOrder('out_for_delivery', 'returned_to_origin', admin).allowed).toBe(true);
    expect(canMoveOrder('processing', 'returned_to_origin', admin).allowed).toBe(false);
    const withMessage = { byAdmin: true, hasMessage: true };
    expect(canMoveOrder('delivered', 'returned_to_origin', withMessage).allowed).toBe(false);
    expect(canMoveOrder('returned_to_origin', 'shipped', withMessage)).toEqual({
      allowed: false,
      reason: 'An order returned to origin cannot be reopened.',
    });
  });
});

describe('order status lists', () => {
  it('walks the chain one allowed step at a time', () => {
    expect(orderStatusChain).toEqual([
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'delivered',
    ]);
    for (let i = 1; i < orderStatusChain.length; i++) {
      const move = canMoveOrder(orderStatusChain[i - 1]!, orderStatusChain[i]!, admin);
      expect(move).toEqual({ allowed: true, backwards: false });
    }
  });

  it('orders the steps on the way to delivery, out for delivery included', () => {
    expect(isEarlierStep('processing', 'shipped')).toBe(true);
    expect(isEarlierStep('shipped', 'shipped')).toBe(false);
    expect(isEarlierStep('out_for_delivery', 'delivered')).toBe(true);
    expect(isEarlierStep('out_for_delivery', 'shipped')).toBe(false);
    expect(isEarlierStep('returned_to_origin', 'shipped')).toBe(false);
    expect(isEarlierStep('cancelled', 'delivered')).toBe(false);
  });

  it('lets a customer cancel exactly where the state machine allows cancelling', () => {
    const customer = { byAdmin: false, hasMessage: false };
    const allowed = orderStatuses.filter((s) => canMoveOrder(s, 'cancelled', customer).allowed);
    expect([...customerCancellableStatuses]).toEqual(allowed);
  });

  it('labels every order and payment status', () => {
    for (const s of orderStatuses) expect(orderStatusLabels[s]).toMatch(/^[A-Z][a-z ]+$/);
    for (const s of paymentStatuses) expect(paymentStatusLabels[s]).toMatch(/^[A-Z][a-z ]+$/);
    expect(paymentStatusLabels.refund_pending).toBe('Refund pending');
  });
});
