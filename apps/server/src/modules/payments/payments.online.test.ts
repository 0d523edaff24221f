import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { products } from '../catalog/catalog.tables.ts';
import { receipts as orderReceipts } from '../orders/orders.tables.ts';
import { settings } from '../settings/settings.tables.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { paymentMethods, payments } from './payments.tables.ts';
import { createPaymentsService } from './payments.service.ts';
import { signPayment } from './providers/providers.contract.ts';

const keys = { keyId: 'rzp_test_propwash01', keySecret: 'razorpay-key-secret-for-tests' };
const webhookSecret = 'razorpay-webhook-secret-for-tests';
const shipping = {
  name: 'Asha Pilot',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '12 Hangar Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};

let fake: FakeRazorpay;
let t: TestApp;
type Auth = { authorization: string };

beforeAll(async () => {
  fake = await startFakeRazorpay({ ...keys, webhookSecret });
  t = await buildTestApp({
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_URL: fake.url,
    },
  });
  await t.db.insert(paymentMethods).values([
    { name: 'UPI', type: 'upi', sortOrder: 1 },
    { name: 'Card', type: 'card', sortOrder: 2 },
    { name: 'Cash on Delivery', type: 'cod', sortOrder: 3 },
  ]);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function useProvider(provider: 'simulator' | 'razorpay') {
  const value = { ...defaultSettings.payment, provider };
  await t.db
    .insert(settings)
    .values({ section: 'payment', value })
    .onConflictDoUpdate({ target: settings.section, set: { value } });
  t.services.settings.invalidate();
}

async function customer(): Promise<Auth> {
  return t.loginAs(await t.makeUser());
}

/** Cart → POST /api/orders, the way checkout does it; returns the placed order. */
async function placeOrder(
  auth: Auth,
  opts: { method?: 'upi' | 'card' | 'cod'; stock?: number; pricePaise?: number } = {},
) {
  const product = await t.makeProduct({
    stock: opts.stock ?? 10,
    pricePaise: opts.pricePaise ?? 99_900,
    ...(opts.pricePaise && { originalPricePaise: opts.pricePaise }),
  });
  await t.addToCart(auth, { productId: product.id, quantity: 1 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...auth, 'idempotency-key': `test-${randomUUID()}` },
    payload: { shipping, payment: { method: opts.method ?? 'upi' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().data.order as { id: string; summary: { total: number } };
  return { id: order.id, totalPaise: Math.round(order.summary.total * 100), product };
}

const post = (url: string, auth: Auth | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth ?? {}, payload: payload as object });

async function createPaymentOrder(auth: Auth, orderId: string) {
  const res = await post('/api/payments/create-order', auth, { orderId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; amount: number; provider: string; keyId: string };
}

async function simulatorPay(auth: Auth, providerOrderId: string) {
  const res = await post('/api/payments/simulator/complete', auth, {
    providerOrderId,
    outcome: 'success',
    method: 'upi',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
}

async function orderOf(auth: Auth, orderId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    status: string;
    payment: { status: string; transactionId: string | null };
    summary: { total: number; roundOff: number };
    invoiceNumber: string | null;
    receiptNumber: string | null;
  };
}

const attemptsOf = (orderId: string) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId));

function deliver(webhook: { body: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: webhook.headers,
    payload: webhook.body,
  });
}

describe('payments with the simulator', () => {
  beforeAll(() => useProvider('simulator'));

  it('opens one provider order for the whole total, pays it and settles the order once', async () => {
    const auth = await customer();
    const order = await placeOrder(auth);

    const paymentOrder = await createPaymentOrder(auth, order.id);
    expect(paymentOrder).toMatchObject({
      id: expect.stringMatching(/^order_sim_/),
      amount: order.totalPaise,
      currency: 'INR',
      provider: 'simulator',
      orderId: order.id,
      checkoutScriptUrl: null,
    });
    // Asking again reuses the open attempt instead of opening another.
    expect((await createPaymentOrder(auth, order.id)).id).toBe(paymentOrder.id);

    const paid = await simulatorPay(auth, paymentOrder.id);
    expect(paid.razorpay_payment_id).toMatch(/^pay_sim_/);
    const verify = await post('/api/payments/verify', auth, { orderId: order.id, ...paid });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().data).toMatchObject({
      orderId: order.id,
      status: 'confirmed',
      paymentStatus: 'paid',
      transactionId: paid.razorpay_payment_id,
    });

    // The same verify again (a double click, a retried request) answers the same, changes nothing.
    const replay = await post('/api/payments/verify', auth, { orderId: order.id, ...paid });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data.paymentStatus).toBe('paid');

    const view = await orderOf(auth, order.id);
    expect(view.status).toBe('confirmed');
    expect(view.payment.status).toBe('paid');
    // A receipt voucher at payment; the tax invoice waits for packing (docs/decisions/invoice-timing.md).
    expect(view).toMatchObject({
      receiptNumber: expect.stringMatching(/^RV\/\d{2}-\d{2}\/\d{6}$/),
      invoiceNumber: null,
    });
    const rows = await attemptsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'paid',
      providerPaymentId: paid.razorpay_payment_id,
      signatureVerified: true,
      amountPaise: order.totalPaise,
    });

    // A paid order cannot be paid again.
    const again = await post('/api/payments/create-order', auth, { orderId: order.id });
    expect(again.statusCode).toBe(409);
  });

  it('charges the amount payable rounded to the rupee, for online payments too', async () => {
    const auth = await customer();
    // ₹999.50, free shipping: ₹1,000 payable (round off +₹0.50).
    const order = await placeOrder(auth, { pricePaise: 99_950 });
    expect(order.totalPaise).toBe(100_000);
    expect((await orderOf(auth, order.id)).summary).toMatchObject({ total: 1000, roundOff: 0.5 });
    expect((await createPaymentOrder(auth, order.id)).amount).toBe(100_000);
  });

  it('refuses a payment replayed for another order, a tampered signature and a wrong amount', async () => {
    const auth = await customer();
    const first = await placeOrder(auth);
    const firstPay = await simulatorPay(auth, (await createPaymentOrder(auth, first.id)).id);
    expect(
      (await post('/api/payments/verify', auth, { orderId: first.id, ...firstPay })).statusCode,
    ).toBe(200);

    const second = await placeOrder(auth);
    const secondOrder = await createPaymentOrder(auth, second.id);
    const refused = {
      success: false,
      error: { type: 'PAYMENT_FAILED', message: 'Payment verification failed' },
    };

    // The first order's signed result presented for the second order.
    const replayed = await post('/api/payments/verify', auth, { orderId: second.id, ...firstPay });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json()).toMatchObject(refused);

    // Even correctly signed, a payment id that already paid another order is never reused.
    const reused = await post('/api/payments/verify', auth, {
      orderId: second.id,
      razorpay_order_id: secondOrder.id,
      razorpay_payment_id: firstPay.razorpay_payment_id,
      razorpay_signature: signPayment(
        t.config.payments.simulatorSecret,
        secondOrder.id,
        firstPay.razorpay_payment_id,
      ),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject(refused);

    // A tampered signature.
    const secondPay = await simulatorPay(auth, secondOrder.id);
    const sig = secondPay.razorpay_signature;
    const tampered = await post('/api/payments/verify', auth, {
      orderId: second.id,
      ...secondPay,
      razorpay_signature: (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1),
    });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json()).toMatchObject(refused);

    // A provider order opened for another amount than is due: it settles nothing, and what it
    // captured is given back.
    await t.db
      .update(payments)
      .set({ amountPaise: second.totalPaise - 100 })
      .where(eq(payments.providerOrderId, secondOrder.id));
    const wrongAmount = await post('/api/payments/verify', auth, {
      orderId: second.id,
      ...secondPay,
    });
    expect(wrongAmount.statusCode).toBe(422);
    expect(wrongAmount.json().error.message).toMatch(/amount due on this order changed/);
    expect((await orderOf(auth, second.id)).payment.status).toBe('pending');
    expect(
      (await attemptsOf(second.id)).find((a) => a.providerOrderId === secondOrder.id)?.status,
    ).toBe('refunded');
  });

  it("keeps other customers' orders out", async () => {
    const owner = await customer();
    const order = await placeOrder(owner);
    const paymentOrder = await createPaymentOrder(owner, order.id);
    const stranger = await customer();

    const create = await post('/api/payments/create-order', stranger, { orderId: order.id });
    expect(create.statusCode).toBe(404);
    expect(create.json().error.message).toBe('Order not found or access denied');
    const complete = await post('/api/payments/simulator/complete', stranger, {
      providerOrderId: paymentOrder.id,
      outcome: 'success',
    });
    expect(complete.statusCode).toBe(404);
    expect((await post('/api/payments/create-order', null, { orderId: order.id })).statusCode).toBe(
      401,
    );

    // A COD order may be paid online before packing (docs/decisions/pay-now-for-cod-orders.md),
    // but only by its owner.
    const cod = await placeOrder(owner, { method: 'cod' });
    expect(
      (await post('/api/payments/create-order', stranger, { orderId: cod.id })).statusCode,
    ).toBe(404);
    expect((await createPaymentOrder(owner, cod.id)).amount).toBe(cod.totalPaise);
  });

  it('records a failed attempt and still lets the customer pay', async () => {
    const auth = await customer();
    const order = await placeOrder(auth);
    const paymentOrder = await createPaymentOrder(auth, order.id);
    const failure = await post('/api/payments/simulator/complete', auth, {
      providerOrderId: paymentOrder.id,
      outcome: 'failure',
    });
    expect(failure.json().data).toMatchObject({ outcome: 'failure' });
    const recorded = await post('/api/payments/failed', auth, {
      orderId: order.id,
      razorpay_order_id: paymentOrder.id,
      reason: 'Payment failed',
    });
    expect(recorded.json().data).toEqual({ recorded: true });
    expect((await orderOf(auth, order.id)).payment.status).toBe('failed');

    const retry = await createPaymentOrder(auth, order.id);
    expect(retry.id).toBe(paymentOrder.id);
    const paid = await simulatorPay(auth, retry.id);
    const verify = await post('/api/payments/verify', auth, { orderId: order.id, ...paid });
    expect(verify.json().data.paymentStatus).toBe('paid');
  });

  it('after a failed payment: says it once on the timeline and lets the customer pay cash on delivery instead', async () => {
    const auth = await customer();
    const order = await placeOrder(auth, { pricePaise: 49_910 });
    const paymentOrder = await createPaymentOrder(auth, order.id);
    // Not before the payment failed: an order still being paid online stays online.
    const early = await post(`/api/orders/${order.id}/pay-on-delivery`, auth, {});
    expect(early.statusCode).toBe(409);
    await post('/api/payments/failed', auth, {
      orderId: order.id,
      razorpay_order_id: paymentOrder.id,
      reason: 'Payment failed',
    });
    const failed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: auth,
    });
    const messages = failed.json().data.timeline.map((e: { message: string }) => e.message);
    expect(messages).toContain('Payment failed');
    expect(messages.join('\n')).not.toContain('Payment failed: Payment failed');

    // Someone else's order is not theirs to switch.
    const stranger = await customer();
    expect((await post(`/api/orders/${order.id}/pay-on-delivery`, stranger, {})).statusCode).toBe(
      404,
    );
    const switched = await post(`/api/orders/${order.id}/pay-on-delivery`, auth, {});
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data).toMatchObject({
      status: 'confirmed',
      payment: { method: 'cod', status: 'pending' },
      can: { pay: false },
    });
    // No invoice until the order is packed (docs/decisions/invoice-timing.md), no receipt unpaid.
    expect(switched.json().data).toMatchObject({ invoiceNumber: null, receiptNumber: null });
    // Once only.
    expect((await post(`/api/orders/${order.id}/pay-on-delivery`, auth, {})).statusCode).toBe(409);
  });

  it('keeps a failed order online when cash on delivery is not offered for it (above the limit)', async () => {
    const auth = await customer();
    const order = await placeOrder(auth, { pricePaise: 6_000_000 });
    const paymentOrder = await createPaymentOrder(auth, order.id);
    await post('/api/payments/failed', auth, {
      orderId: order.id,
      razorpay_order_id: paymentOrder.id,
      reason: 'Card declined by the bank',
    });
    const res = await post(`/api/orders/${order.id}/pay-on-delivery`, auth, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Cash on delivery is available for orders up to ₹50,000');
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: auth,
    });
    expect(view.json().data.payment).toMatchObject({ method: 'upi', status: 'failed' });
    expect(view.json().data.timeline.map((e: { message: string }) => e.message)).toContain(
      'Payment failed: Card declined by the bank',
    );
  });

  it('reconciler: settles a payment the client never verified and expires an unpaid order', async () => {
    const auth = await customer();
    const captured = await placeOrder(auth);
    await simulatorPay(auth, (await createPaymentOrder(auth, captured.id)).id);

    const unpaid = await placeOrder(auth, { stock: 3 });
    await createPaymentOrder(auth, unpaid.id);
    const stockAfterOrder = async () =>
      (await t.db.select().from(products).where(eq(products.id, unpaid.product.id)))[0]!.stock;
    expect(await stockAfterOrder()).toBe(2);

    // Not yet stale: the captured one settles, the unpaid one waits.
    await t.services.payments.reconcile(new Date());
    expect((await orderOf(auth, captured.id)).payment.status).toBe('paid');
    expect((await orderOf(auth, unpaid.id)).status).toBe('pending');

    await t.services.payments.reconcile(new Date(Date.now() + 31 * 60_000));
    const expired = await orderOf(auth, unpaid.id);
    expect(expired.status).toBe('cancelled');
    expect(await stockAfterOrder()).toBe(3);
    expect((await attemptsOf(unpaid.id))[0]!.status).toBe('failed');
    // A second pass changes nothing (stock released once).
    await t.services.payments.reconcile(new Date(Date.now() + 62 * 60_000));
    expect(await stockAfterOrder()).toBe(3);
  });
});

describe('reconciler and orders that never reached the payment step', () => {
  it('expires them through the orders list of orders awaiting payment, when orders offers one', async () => {
    await useProvider('simulator');
    const auth = await customer();
    const order = await placeOrder(auth, { stock: 2 });
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const payments = createPaymentsService({
      db: t.db,
      settings: t.services.settings,
      orders: { ...t.services.orders, awaitingPaymentBefore: async () => [order.id] },
      config: t.config.payments,
      log: silent,
    });
    await payments.reconcile(new Date(Date.now() + 31 * 60_000));
    expect((await orderOf(auth, order.id)).status).toBe('cancelled');
    const [product] = await t.db.select().from(products).where(eq(products.id, order.product.id));
    expect(product!.stock).toBe(2);
  });
});

describe('payments with Razorpay (against a local stand-in)', () => {
  beforeAll(() => useProvider('razorpay'));

  it('creates the Razorpay order with our order id as receipt and the checkout script URL', async () => {
    const auth = await customer();
    const order = await placeOrder(auth);
    const paymentOrder = await createPaymentOrder(auth, order.id);
    expect(paymentOrder).toMatchObject({
      id: expect.stringMatching(/^order_/),
      amount: order.totalPaise,
      keyId: keys.keyId,
      provider: 'razorpay',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(fake.orders.get(paymentOrder.id)).toMatchObject({
      amount: order.totalPaise,
      currency: 'INR',
      receipt: order.id,
    });
    // The simulator cannot be used to pay while Razorpay is the provider.
    const sim = await post('/api/payments/simulator/complete', auth, {
      providerOrderId: paymentOrder.id,
      outcome: 'success',
    });
    expect(sim.statusCode).toBe(409);
  });

  it('a webhook delivered three times before the verify: one paid order, one paid payment', async () => {
    const auth = await customer();
    const order = await placeOrder(auth);
    const paymentOrder = await createPaymentOrder(auth, order.id);
    const { payment, checkout } = fake.capture(paymentOrder.id, { method: 'upi' });

    const hook = fake.webhook('payment.captured', payment.id);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await deliver(hook));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().data.duplicate)).toEqual([false, true, true]);
    // Another event about the same payment (order.paid) is a no-op too.
    expect((await deliver(fake.webhook('order.paid', payment.id))).statusCode).toBe(200);

    const view = await orderOf(auth, order.id);
    expect(view.status).toBe('confirmed');
    expect(view.payment).toMatchObject({ status: 'paid', transactionId: payment.id });

    // The client's verify arrives last and just confirms.
    const verify = await post('/api/payments/verify', auth, { orderId: order.id, ...checkout });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().data.paymentStatus).toBe('paid');
    const rows = await attemptsOf(order.id);
    expect(rows.map((r) => [r.status, r.providerPaymentId])).toEqual([['paid', payment.id]]);
  });

  it('verify and webhook racing settle once; a second paid attempt is refunded', async () => {
    const auth = await customer();
    const order = await placeOrder(auth);
    const paymentOrder = await createPaymentOrder(auth, order.id);
    const { payment, checkout } = fake.capture(paymentOrder.id);
    const verify = () => post('/api/payments/verify', auth, { orderId: order.id, ...checkout });
    const answers = await Promise.all([
      verify(),
      deliver(fake.webhook('payment.captured', payment.id)),
      verify(),
      deliver(fake.webhook('order.paid', payment.id)),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await attemptsOf(order.id)).map((r) => r.status)).toEqual(['paid']);
    // One receipt for the one settlement.
    expect(
      await t.db.select().from(orderReceipts).where(eq(orderReceipts.orderId, order.id)),
    ).toHaveLength(1);
    expect(fake.refunds.filter((r) => r.paymentId === payment.id)).toEqual([]);

    // The shop switches provider while a second tab pays the same order with the simulator.
    const twice = await placeOrder(auth);
    const first = await createPaymentOrder(auth, twice.id);
    await useProvider('simulator');
    try {
      const second = await createPaymentOrder(auth, twice.id);
      expect(second.provider).toBe('simulator');
      const simPaid = await simulatorPay(auth, second.id);
      const { checkout: rzpPaid } = fake.capture(first.id);
      expect(
        (await post('/api/payments/verify', auth, { orderId: twice.id, ...rzpPaid })).statusCode,
      ).toBe(200);
      const late = await post('/api/payments/verify', auth, { orderId: twice.id, ...simPaid });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toMatch(/already paid/);
      const rows = await attemptsOf(twice.id);
      expect(rows.map((r) => `${r.provider}:${r.status}`).sort()).toEqual([
        'razorpay:paid',
        'simulator:refunded',
      ]);
      expect((await orderOf(auth, twice.id)).payment.status).toBe('paid');
    } finally {
      await useProvider('razorpay');
    }
  });

  it('refuses webhooks with a bad signature or a re-serialized body', async () => {
    const auth = await customer();
    const order = await placeOrder(auth);
    const paymentOrder = await createPaymentOrder(auth, order.id);
    const { payment } = fake.capture(paymentOrder.id);

    const forged = fake.webhook('payment.captured', payment.id, { secret: 'not-the-secret' });
    expect((await deliver(forged)).statusCode).toBe(403);
    const genuine = fake.webhook('payment.captured', payment.id);
    const reserialized = { ...genuine, body: JSON.stringify(JSON.parse(genuine.body), null, 1) };
    expect((await deliver(reserialized)).statusCode).toBe(403);
    expect((await orderOf(auth, order.id)).payment.status).toBe('pending');
    expect((await deliver(genuine)).statusCode).toBe(200);
    expect((await orderOf(auth, order.id)).payment.status).toBe('paid');
  });

  it('does not settle a captured payment of another amount', async () => {
    const auth = await customer();
    const order = await placeOrder(auth);
    const paymentOrder = await createPaymentOrder(auth, order.id);
    const { payment, checkout } = fake.capture(paymentOrder.id, { amount: 100 });
    expect((await deliver(fake.webhook('payment.captured', payment.id))).statusCode).toBe(200);
    await t.services.payments.reconcile();
    expect((await orderOf(auth, order.id)).payment.status).toBe('pending');
    // The checkout's signature is genuine, but only for that provider order, which is ours; the
    // verify settles the order's own attempt (the amount is checked against the attempt's).
    expect(checkout.razorpay_order_id).toBe(paymentOrder.id);
  });

  it('records payment.failed webhooks on the order', async () => {
    const auth = await customer();
    const order = await placeOrder(auth);
    const paymentOrder = await createPaymentOrder(auth, order.id);
    const failed = fake.fail(paymentOrder.id, 'Your bank declined the payment');
    expect((await deliver(fake.webhook('payment.failed', failed.id))).statusCode).toBe(200);
    expect((await orderOf(auth, order.id)).payment.status).toBe('failed');
  });

  it('cancelling a paid order refunds the payment at Razorpay', async () => {
    const auth = await customer();
    const order = await placeOrder(auth);
    const paymentOrder = await createPaymentOrder(auth, order.id);
    const { payment, checkout } = fake.capture(paymentOrder.id);
    expect(
      (await post('/api/payments/verify', auth, { orderId: order.id, ...checkout })).statusCode,
    ).toBe(200);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      headers: auth,
      payload: { reason: 'Cancelled by customer' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(fake.refunds).toContainEqual(
      expect.objectContaining({ paymentId: payment.id, amount: order.totalPaise }),
    );
    const [row] = await attemptsOf(order.id);
    expect(row).toMatchObject({ status: 'refunded', refundedPaise: order.totalPaise });
    expect(row!.refundId).toMatch(/^rfnd_/);
    expect((await orderOf(auth, order.id)).payment.status).toBe('refunded');
  });

  it('retries a refund that failed while Razorpay was down', async () => {
    const auth = await customer();
    const order = await placeOrder(auth);
    const paymentOrder = await createPaymentOrder(auth, order.id);
    const { checkout } = fake.capture(paymentOrder.id);
    await post('/api/payments/verify', auth, { orderId: order.id, ...checkout });

    fake.failNext(1);
    await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}/cancel`,
      headers: auth,
      payload: {},
    });
    expect((await attemptsOf(order.id))[0]!.status).toBe('refund_pending');
    expect((await orderOf(auth, order.id)).payment.status).toBe('refund_pending');

    await t.services.payments.reconcile();
    expect((await attemptsOf(order.id))[0]!.status).toBe('refunded');
    expect((await orderOf(auth, order.id)).payment.status).toBe('refunded');
  });

  it('reconciler: settles a captured payment never verified; refunds one that came after expiry', async () => {
    const auth = await customer();
    const silent = await placeOrder(auth);
    const silentOrder = await createPaymentOrder(auth, silent.id);
    fake.capture(silentOrder.id);
    await t.services.payments.reconcile();
    expect((await orderOf(auth, silent.id)).payment.status).toBe('paid');

    const late = await placeOrder(auth);
    const lateOrder = await createPaymentOrder(auth, late.id);
    await t.services.payments.reconcile(new Date(Date.now() + 31 * 60_000));
    expect((await orderOf(auth, late.id)).status).toBe('cancelled');
    // The shopper's payment lands after the order expired: it is refunded, never lost.
    const { payment } = fake.capture(lateOrder.id);
    expect((await deliver(fake.webhook('payment.captured', payment.id))).statusCode).toBe(200);
    const view = await orderOf(auth, late.id);
    expect(view.status).toBe('cancelled');
    expect(view.payment.status).toBe('refunded');
    expect(fake.payments.get(payment.id)?.status).toBe('refunded');
  });
});

describe('payments configuration', () => {
  it('answers 503 when Razorpay is chosen without keys, and refuses webhooks without a secret', async () => {
    const bare = await buildTestApp();
    try {
      const value = { ...defaultSettings.payment, provider: 'razorpay' as const };
      await bare.db.insert(settings).values({ section: 'payment', value });
      await bare.db.insert(paymentMethods).values({ name: 'UPI', type: 'upi' });
      const auth = await bare.loginAs(await bare.makeUser());
      const product = await bare.makeProduct();
      await bare.app.inject({
        method: 'POST',
        url: '/api/cart',
        headers: auth,
        payload: { productId: product.id },
      });
      const placed = await bare.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...auth, 'idempotency-key': `test-${randomUUID()}` },
        payload: { shipping, payment: { method: 'upi' } },
      });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/payments/create-order',
        headers: auth,
        payload: { orderId: placed.json().data.order.id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe('Online payment is not configured');

      const hook = await bare.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
