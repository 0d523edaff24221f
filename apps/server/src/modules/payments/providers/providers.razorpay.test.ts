import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay.ts';
import {
  isValidPaymentSignature,
  isValidWebhookSignature,
  signPayment,
  signWebhook,
} from './providers.contract.ts';
import { createRazorpayProvider, ProviderRefusedError } from './providers.razorpay.ts';

const keys = { keyId: 'rzp_test_fake01', keySecret: 'fake-key-secret-0123456789' };
let fake: FakeRazorpay;
const provider = (overrides: Partial<typeof keys> = {}) =>
  createRazorpayProvider({
    ...keys,
    ...overrides,
    apiUrl: fake.url,
    checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
  });

beforeAll(async () => {
  fake = await startFakeRazorpay({ ...keys, webhookSecret: 'whsec-fake' });
});
afterAll(() => fake.close());

describe('payment signatures', () => {
  it('signs HMAC-SHA256(order_id|payment_id) exactly as Razorpay documents', () => {
    const expected = createHmac('sha256', 'secret').update('order_A1|pay_B2').digest('hex');
    expect(signPayment('secret', 'order_A1', 'pay_B2')).toBe(expected);
    expect(isValidPaymentSignature('secret', 'order_A1', 'pay_B2', expected)).toBe(true);
  });

  it('refuses a tampered, truncated, non-hex or differently keyed signature', () => {
    const good = signPayment('secret', 'order_A1', 'pay_B2');
    const flipped = (good[0] === 'a' ? 'b' : 'a') + good.slice(1);
    expect(isValidPaymentSignature('secret', 'order_A1', 'pay_B2', flipped)).toBe(false);
    expect(isValidPaymentSignature('secret', 'order_A1', 'pay_B2', good.slice(0, 62))).toBe(false);
    expect(isValidPaymentSignature('secret', 'order_A1', 'pay_B2', 'z'.repeat(64))).toBe(false);
    expect(isValidPaymentSignature('secret', 'order_A1', 'pay_B3', good)).toBe(false);
    expect(isValidPaymentSignature('other', 'order_A1', 'pay_B2', good)).toBe(false);
  });

  it('checks webhooks over the raw bytes, so a re-serialized body fails', () => {
    const raw = '{"event":"payment.captured",  "id":"evt_1"}';
    const signature = signWebhook('whsec', raw);
    expect(isValidWebhookSignature('whsec', Buffer.from(raw), signature)).toBe(true);
    const reserialized = JSON.stringify(JSON.parse(raw));
    expect(isValidWebhookSignature('whsec', reserialized, signature)).toBe(false);
    expect(isValidWebhookSignature('whsec', raw, undefined)).toBe(false);
    expect(isValidWebhookSignature('other', raw, signature)).toBe(false);
  });
});

describe('Razorpay adapter (against a local stand-in)', () => {
  it('creates an INR order with our order id as receipt, lists its payments and refunds', async () => {
    const razorpay = provider();
    const order = await razorpay.createOrder({
      amountPaise: 123_456,
      receipt: 'our-order-id',
      notes: { orderNumber: 'PW-2611-TEST1' },
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amount: 123_456,
      currency: 'INR',
    });
    expect(fake.orders.get(order.id)).toMatchObject({
      receipt: 'our-order-id',
      currency: 'INR',
      notes: { orderNumber: 'PW-2611-TEST1' },
    });
    expect(await razorpay.fetchOrderPayments(order.id)).toEqual([]);

    const { payment } = fake.capture(order.id, { method: 'netbanking' });
    expect(await razorpay.fetchOrderPayments(order.id)).toEqual([
      { id: payment.id, status: 'captured', amount: 123_456, method: 'netbanking' },
    ]);

    const refund = await razorpay.refund(payment.id, 123_456);
    expect(refund.id).toMatch(/^rfnd_/);
    expect(fake.payments.get(payment.id)?.status).toBe('refunded');
    // A second full refund is refused by the provider with a recognisable description.
    const again = await razorpay.refund(payment.id, 123_456).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(ProviderRefusedError);
    expect((again as ProviderRefusedError).description).toMatch(/fully refunded/);
  });

  it('answers 503 with a friendly message on wrong keys, an outage or no connection', async () => {
    const message = 'The payment provider is not responding. Please try again.';
    const wrongKey = provider({ keySecret: 'not-the-secret' });
    await expect(
      wrongKey.createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} }),
    ).rejects.toMatchObject({ type: 'SERVICE_UNAVAILABLE', message });

    fake.failNext(1);
    await expect(
      provider().createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} }),
    ).rejects.toMatchObject({ type: 'SERVICE_UNAVAILABLE', message });

    const closed = await startFakeRazorpay(keys);
    await closed.close();
    const unreachable = createRazorpayProvider({
      ...keys,
      apiUrl: closed.url,
      checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    await expect(unreachable.fetchOrderPayments('order_x')).rejects.toMatchObject({
      type: 'SERVICE_UNAVAILABLE',
    });
  });

  it('sends the key pair as basic auth to /v1 paths', async () => {
    const before = fake.requests.length;
    await provider().createOrder({ amountPaise: 10_000, receipt: 'r', notes: {} });
    expect(fake.requests.slice(before)).toEqual(['POST /v1/orders']);
  });
});
