import { describe, expect, it } from 'vitest';
import { canMoveOrder } from './status.ts';

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
});
