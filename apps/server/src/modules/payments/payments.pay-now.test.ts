import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.ts';
import {
  testAppWithAdmin,
  testShipping,
  type AuthHeaders,
  type TestApp,
} from '../../test/test-app.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { payments } from './payments.tables.ts';

// Paying a cash-on-delivery order online before it is packed
// (docs/decisions/pay-now-for-cod-orders.md): ₹49 COD fee, 5% prepaid saving.

const keys = { keyId: 'rzp_test_paynow01', keySecret: 'razorpay-key-secret-pay-now' };
const webhookSecret = 'razorpay-webhook-secret-pay-now';
let fake: FakeRazorpay;
let t: TestApp;
let admin: AuthHeaders;

async function usePayment(provider: 'simulator' | 'razorpay') {
  const res = await t.call('PUT', '/api/settings/admin/payment', admin, {
    ...defaultSettings.payment,
    provider,
    codFeePaise: 4_900,
    prepaidSaving: { type: 'percent', percent: 5, fixedPaise: 0, capPaise: null },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  fake = await startFakeRazorpay({ ...keys, webhookSecret });
  ({ t, admin } = await testAppWithAdmin({
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: fake.url,
    },
    paymentMethods: true,
  }));
  await usePayment('simulator');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Totals = {
  total: number;
  codFee: number;
  prepaidSaving: number;
  tax: number;
  roundOff: number;
};
type OrderView = {
  id: string;
  orderNumber: string;
  status: string;
  payment: { method: string; status: string; transactionId: string | null };
  summary: Totals & {
    cgst: number;
    sgst: number;
    igst: number;
    roundOff: number;
    codFeeTax: number;
  };
  items: { discount: number; tax: number; lineTotal: number }[];
  can: { pay: boolean; payNow: boolean };
  payNow: { total: number; saving: number; codFeeDropped: number } | null;
  receiptNumber: string | null;
  timeline: { message: string }[];
};

const post = (url: string, auth: AuthHeaders, payload: object) =>
  t.call('POST', url, auth, payload);

/** A customer's COD order of one ₹1,299 product, with the quote checkout showed for it. */
async function codOrder(auth?: AuthHeaders) {
  const who = auth ?? (await t.loginAs(await t.makeUser()));
  const product = await t.makeProduct({ pricePaise: 129_900, originalPricePaise: 129_900 });
  await t.addToCart(who, { productId: product.id, quantity: 1 });
  const quote = await post('/api/checkout/quote', who, { state: testShipping.state });
  expect(quote.statusCode, quote.body).toBe(200);
  const byMethod = quote.json().data.byPaymentMethod as { cod: Totals; online: Totals };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...who, 'idempotency-key': randomUUID() },
    payload: { shipping: testShipping, payment: { method: 'cod' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { auth: who, order: res.json().data.order as OrderView, quote: byMethod };
}

const view = async (auth: AuthHeaders, id: string) => {
  const res = await t.call('GET', `/api/orders/${id}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OrderView;
};

async function payBySimulator(auth: AuthHeaders, orderId: string, method = 'upi') {
  const created = await post('/api/payments/create-order', auth, { orderId });
  expect(created.statusCode, created.body).toBe(200);
  const paid = await post('/api/payments/simulator/complete', auth, {
    providerOrderId: created.json().data.id,
    outcome: 'success',
    method,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return post('/api/payments/verify', auth, { orderId, ...paid.json().data });
}

const moveByAdmin = async (orderId: string, status: string) => {
  const res = await t.call('PUT', `/api/orders/admin/${orderId}/status`, admin, { status });
  expect(res.statusCode, res.body).toBe(200);
};

describe('pay now (simulator)', () => {
  it('a COD order paid online before packing becomes the prepaid order checkout quoted, once', async () => {
    const { auth, order, quote } = await codOrder();
    // The order carries the fee; the offer is the online quote's total.
    expect(order.summary).toMatchObject({ total: quote.cod.total, codFee: 49, prepaidSaving: 0 });
    expect(order.can.payNow).toBe(true);
    expect(order.payNow).toEqual({
      total: quote.online.total,
      saving: quote.online.prepaidSaving,
      codFeeDropped: 49,
    });
    expect(quote.online.prepaidSaving).toBeGreaterThan(0);

    const created = await post('/api/payments/create-order', auth, { orderId: order.id });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.amount).toBe(Math.round(quote.online.total * 100));

    const verify = await payBySimulator(auth, order.id, 'upi');
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().data).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });

    const paid = await view(auth, order.id);
    expect(paid.payment).toMatchObject({ method: 'upi', status: 'paid' });
    expect(paid.summary).toMatchObject({
      codFee: 0,
      codFeeTax: 0,
      prepaidSaving: quote.online.prepaidSaving,
      total: quote.online.total,
      tax: quote.online.tax,
      roundOff: quote.online.roundOff,
    });
    // The lines' tax is worked out again on what is left after the saving.
    const before = order.items[0]!;
    const after = paid.items[0]!;
    expect(after.discount).toBeCloseTo(before.discount + quote.online.prepaidSaving, 2);
    expect(after.lineTotal).toBeLessThan(before.lineTotal);
    expect(after.tax).toBeLessThan(before.tax);
    expect(paid.summary.cgst + paid.summary.sgst + paid.summary.igst).toBeCloseTo(
      paid.summary.tax,
      2,
    );
    expect(paid.can.payNow).toBe(false);
    expect(paid.payNow).toBeNull();
    expect(paid.receiptNumber).toMatch(/^RV\/\d{2}-\d{2}\/\d{6}$/);
    expect(paid.timeline.map((e) => e.message)).toContainEqual(
      expect.stringMatching(
        /^Paid online by UPI: COD fee ₹49 dropped, saved ₹[\d,.]+; total now ₹[\d,.]+\. Transaction pay_sim_/,
      ),
    );

    // Paying twice is refused.
    const again = await post('/api/payments/create-order', auth, { orderId: order.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This order is already paid');
  });

  it('is refused once the order is packed or shipped, when cancelled, and for another customer', async () => {
    const packed = await codOrder();
    await t.packOrder(admin, packed.order.id);
    const afterPacking = await post('/api/payments/create-order', packed.auth, {
      orderId: packed.order.id,
    });
    expect(afterPacking.statusCode).toBe(409);
    expect(afterPacking.json().error.message).toBe(
      'Your order is packed; please pay in cash on delivery',
    );
    expect((await view(packed.auth, packed.order.id)).can.payNow).toBe(false);

    await moveByAdmin(packed.order.id, 'shipped');
    const shipped = await post('/api/payments/create-order', packed.auth, {
      orderId: packed.order.id,
    });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().error.message).toBe(
      'Your order is packed; please pay in cash on delivery',
    );

    const cancelled = await codOrder();
    const cancel = await t.call('PUT', `/api/orders/${cancelled.order.id}/cancel`, cancelled.auth, {
      reason: 'Changed my mind',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refused = await post('/api/payments/create-order', cancelled.auth, {
      orderId: cancelled.order.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('This order is cancelled');

    const mine = await codOrder();
    const stranger = await t.loginAs(await t.makeUser());
    expect(
      (await post('/api/payments/create-order', stranger, { orderId: mine.order.id })).statusCode,
    ).toBe(404);
  });

  it('a stale pay-now attempt is closed by the reconciler; the order stays cash on delivery', async () => {
    const { auth, order } = await codOrder();
    const created = await post('/api/payments/create-order', auth, { orderId: order.id });
    expect(created.statusCode, created.body).toBe(200);
    await t.services.payments.reconcile(new Date(Date.now() + 31 * 60_000));
    const after = await view(auth, order.id);
    expect(after).toMatchObject({
      status: 'confirmed',
      payment: { method: 'cod', status: 'pending' },
    });
    expect(after.can.payNow).toBe(true);
    const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt).toMatchObject({
      status: 'failed',
      failureReason: 'Pay-now not completed in time',
    });
    // The customer may still pay now, with a fresh attempt.
    const again = await post('/api/payments/create-order', auth, { orderId: order.id });
    expect(again.json().data.id).not.toBe(created.json().data.id);
  });

  it('the order email offers paying now with the saving and shows the COD fee', async () => {
    const { order, quote } = await codOrder();
    const [email] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Order ${order.orderNumber} received`));
    expect(email).toBeDefined();
    const text = email!.text;
    expect(text).toContain('Cash-on-delivery fee: ₹49');
    const save = Math.round((quote.cod.total - quote.online.total) * 100);
    expect(save).toBeGreaterThan(4_900);
    expect(text).toContain('Pay now by UPI or card and save');
    expect(text).toContain(`${t.config.publicUrl}/order/${order.id}`);
  });
});

describe('pay now (Razorpay stand-in)', () => {
  beforeAll(() => usePayment('razorpay'));
  afterAll(() => usePayment('simulator'));

  it('refunds a payment captured after the order was packed; the order stays cash on delivery', async () => {
    const { auth, order, quote } = await codOrder();
    const created = await post('/api/payments/create-order', auth, { orderId: order.id });
    expect(created.statusCode, created.body).toBe(200);
    const providerOrderId = created.json().data.id as string;
    expect(fake.orders.get(providerOrderId)).toMatchObject({
      amount: Math.round(quote.online.total * 100),
    });

    // The shop packs while the customer is still on the payment page.
    await t.packOrder(admin, order.id);
    const { payment, checkout } = fake.capture(providerOrderId, { method: 'card' });
    const verify = await post('/api/payments/verify', auth, { orderId: order.id, ...checkout });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().error.message).toBe(
      'Your order is packed; please pay in cash on delivery. This payment will be refunded.',
    );
    expect(fake.refunds).toContainEqual(
      expect.objectContaining({
        paymentId: payment.id,
        amount: Math.round(quote.online.total * 100),
      }),
    );
    const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt).toMatchObject({ status: 'refunded' });
    const after = await view(auth, order.id);
    expect(after.payment).toMatchObject({ method: 'cod', status: 'pending' });
    expect(after.summary).toMatchObject({ total: quote.cod.total, codFee: 49 });
  });

  it('a webhook settles a pay-now payment the checkout never verified (method card)', async () => {
    const { auth, order, quote } = await codOrder();
    const created = await post('/api/payments/create-order', auth, { orderId: order.id });
    const { payment } = fake.capture(created.json().data.id, { method: 'card' });
    const hook = fake.webhook('payment.captured', payment.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: hook.headers,
      payload: hook.body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const paid = await view(auth, order.id);
    expect(paid.payment).toMatchObject({ method: 'card', status: 'paid' });
    expect(paid.summary.total).toBe(quote.online.total);
  });
});
