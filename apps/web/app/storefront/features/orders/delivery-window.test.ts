import { describe, expect, it } from 'vitest';
import { deliveryWindow } from '#app/storefront/features/orders/delivery-window.ts';

// 23 Nov 2026 is a Monday. 20:00 UTC on the 22nd is 01:30 IST on the 23rd.
const order = (createdAt: string, estimatedDelivery: string | null) => ({
  createdAt,
  shipping: { estimatedDelivery },
});

describe('deliveryWindow', () => {
  it('opens the day before the estimate', () => {
    expect(deliveryWindow(order('2026-11-23T06:00:00Z', '2026-11-25'))).toEqual({
      from: '2026-11-24',
      to: '2026-11-25',
      text: 'Tue, 24 Nov – Wed, 25 Nov',
    });
  });

  it('never opens before the day after the order (India days, not UTC days)', () => {
    // Placed on Monday 23 Nov in India (still the 22nd in UTC), due the next day.
    expect(deliveryWindow(order('2026-11-22T20:00:00Z', '2026-11-24'))).toMatchObject({
      from: '2026-11-24',
      text: 'by Tue, 24 Nov',
    });
  });

  it('crosses a month end', () => {
    expect(deliveryWindow(order('2026-11-28T06:00:00Z', '2026-12-03'))?.text).toBe(
      'Wed, 2 Dec – Thu, 3 Dec',
    );
  });

  it('has nothing to say without an estimate', () => {
    expect(deliveryWindow(order('2026-11-23T06:00:00Z', null))).toBeNull();
    expect(deliveryWindow(order('2026-11-23T06:00:00Z', 'soon'))).toBeNull();
  });
});
