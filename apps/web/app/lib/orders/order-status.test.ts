import { describe, expect, it } from 'vitest';
import {
  isOrderFilter,
  paymentStatusLabel,
  paymentStatusTone,
  reachedSteps,
  statusLabel,
  statusTone,
  timelineTone,
} from '#app/lib/orders/order-status.ts';

describe('order status rules', () => {
  it.each([
    ['confirmed', 'success'],
    ['delivered', 'success'],
    ['processing', 'info'],
    ['shipped', 'primary'],
    ['cancelled', 'danger'],
    ['pending', 'neutral'],
    ['returned', 'neutral'],
  ])('timeline marker for %s is %s', (status, tone) => {
    expect(timelineTone(status)).toBe(tone);
  });

  it('status badges read pending as waiting (yellow) and unknown as grey', () => {
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('delivered')).toBe('success');
    expect(statusTone(undefined)).toBe('neutral');
  });

  it('shows the status uppercased, or UNKNOWN', () => {
    expect(statusLabel('shipped')).toBe('SHIPPED');
    expect(statusLabel('on-hold')).toBe('ON-HOLD');
    expect(statusLabel('')).toBe('UNKNOWN');
    expect(statusLabel(null)).toBe('UNKNOWN');
  });

  it('colours payment status paid green, anything else yellow', () => {
    expect(paymentStatusTone('paid')).toBe('success');
    expect(paymentStatusTone('pending')).toBe('warning');
    expect(paymentStatusTone('refunded')).toBe('warning');
  });

  it("names a cancelled order's never-received payment 'Not paid'", () => {
    expect(paymentStatusLabel('pending')).toBe('Pending');
    expect(paymentStatusLabel('pending', 'cancelled')).toBe('Not paid');
    expect(paymentStatusLabel('pending', 'confirmed', 'cod')).toBe('Pay on delivery');
    expect(paymentStatusLabel('pending', 'cancelled', 'cod')).toBe('Not paid');
    expect(paymentStatusLabel('paid', 'delivered', 'cod')).toBe('Paid');
    expect(paymentStatusLabel('refunded', 'cancelled')).toBe('Refunded');
  });

  it('highlights the fixed tracking steps up to the current status', () => {
    expect(reachedSteps('pending')).toBe(0);
    expect(reachedSteps('confirmed')).toBe(1);
    expect(reachedSteps('shipped')).toBe(3);
    expect(reachedSteps('delivered')).toBe(4);
    expect(reachedSteps('cancelled')).toBe(0);
  });

  it('accepts only the four list filters', () => {
    expect(isOrderFilter('shipped')).toBe(true);
    expect(isOrderFilter('cancelled')).toBe(false);
    expect(isOrderFilter(null)).toBe(false);
  });
});
