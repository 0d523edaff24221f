import { describe, expect, it } from 'vitest';
import { policyReply, topicOf, trackReply } from '#app/storefront/features/support/chat-replies.ts';

const policies = {
  freeShippingThreshold: '₹1,499',
  returnsDays: 10,
  supportEmail: 'help@example.in',
  supportHours: 'Mon-Fri 10 AM-5 PM',
};

describe('support bot', () => {
  it('recognises the quick prompts', () => {
    expect(topicOf('Track my order')).toBe('track');
    expect(topicOf('Return policy')).toBe('returns');
    expect(topicOf('Shipping info')).toBe('shipping');
    expect(topicOf('Apply coupon')).toBe('coupon');
  });

  it('quotes the configured threshold and returns days, never fixed numbers', () => {
    expect(policyReply('shipping', policies).text).toContain('₹1,499');
    expect(policyReply('returns', policies).text).toContain('10-day replacement');
    expect(policyReply('coupon', policies).text).toMatch(/WELCOME10.*FIRST10/);
  });

  it('answers tracking with the latest order, else the Track Order page', () => {
    const latest = { id: 'a1b2', orderNumber: 'PW-2611-7K3Q9', status: 'shipped' };
    expect(trackReply(true, latest).text).toContain('PW-2611-7K3Q9 is shipped');
    expect(trackReply(true, latest).link).toEqual({
      to: '/order/a1b2',
      label: 'Open order PW-2611-7K3Q9',
    });
    expect(trackReply(true, null).link?.to).toBe('/track-order');
  });
});
