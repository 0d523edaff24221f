import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShiprocket } from '../../test/fake-shiprocket.ts';
import {
  testAppWithAdmin,
  testShipping,
  type AuthHeaders,
  type TestApp,
} from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { receipts } from '../orders/orders.tables.ts';
import { payments } from './payments.tables.ts';

// Part-paid cash on delivery (docs/decisions/part-paid-cod.md): a COD order above ₹1,000 pays
// 20% online first; the courier collects the rest.

let fake: Awaited<ReturnType<typeof startFakeShiprocket>>;
let t: TestApp;
let admin: AuthHeaders;

beforeAll(async () => {
  fake = await startFakeShiprocket({ email: 'api@propwash.in', password: 'sr-secret-9f' });
  ({ t, admin } = await testAppWithAdmin({
    env: {
      SHIPROCKET_BASE_URL: fake.url,
      SHIPROCKET_EMAIL: 'api@propwash.in',
      SHIPROCKET_PASSWORD: 'sr-secret-9f',
    },
    paymentMethods: true,
  }));
  const res = await t.call('PUT', '/api/settings/admin/codAdvance', admin, {
    enabled: true,
    aboveAmountPaise: 100_000,
    firstTimeCustomers: false,
    type: 'percent',
    percent: 20,
    fixedPaise: 50_000,
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type OrderView = {
  id: string;
  orderNumber: string;
  status: string;
  payment: { method: string; status: string };
  summary: { total: number };
  can: { pay: boolean; payNow: boolean; cancel: boolean };
  advance: { amount: number; paid: boolean; dueOnDelivery: number } | null;
  receiptNumber: string | null;
  timeline: { message: string }[];
};

const post = (url: string, auth: AuthHeaders, payload: object) =>
  t.call('POST', url, auth, payload);

/** A customer's COD order of one ₹2,499 product (free shipping): a ₹500 advance. */
async function advanceOrder(stock = 10) {
  const auth = await t.loginAs(await t.makeUser());
  const product = await t.makeProduct({
    pricePaise: 249_900,
    originalPricePaise: 249_900,
    stock,
  });
  await t.addToCart(auth, { productId: product.id, quantity: 1 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...auth, 'idempotency-key': randomUUID() },
    payload: { shipping: testShipping, payment: { method: 'cod' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { auth, product, order: res.json().data.order as OrderView };
}

const view = async (auth: AuthHeaders, id: string) => {
  const res = await t.call('GET', `/api/orders/${id}`, auth);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OrderView;
};

async function payAdvance(auth: AuthHeaders, orderId: string) {
  const created = await post('/api/payments/create-order', auth, { orderId });
  expect(created.statusCode, created.body).toBe(200);
  const paid = await post('/api/payments/simulator/complete', auth, {
    providerOrderId: created.json().data.id,
    outcome: 'success',
    method: 'upi',
  });
  const verify = await post('/api/payments/verify', auth, { orderId, ...paid.json().data });
  expect(verify.statusCode, verify.body).toBe(200);
  return created.json().data as { amount: number };
}

const moveByAdmin = async (orderId: string, status: string) => {
  const res = await t.call('PUT', `/api/orders/admin/${orderId}/status`, admin, { status });
  expect(res.statusCode, res.body).toBe(200);
};

describe('part-paid cash on delivery', () => {
  it('waits for the advance, is confirmed part-paid by it, and the courier collects the balance', async () => {
    const { auth, order } = await advanceOrder();
    expect(order).toMatchObject({
      status: 'pending',
      payment: { method: 'cod', status: 'pending' },
      can: { pay: true, payNow: false },
      advance: { amount: 500, paid: false, dueOnDelivery: 1999 },
    });
    // The order email says what to pay and where.
    const [email] = await t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Order ${order.orderNumber} received`));
    expect(email!.text).toContain('Pay the advance of ₹500 online to confirm it');
    expect(email!.text).toContain(`${t.config.publicUrl}/order/${order.id}`);

    const { amount } = await payAdvance(auth, order.id);
    expect(amount).toBe(50_000);
    const paid = await view(auth, order.id);
    expect(paid).toMatchObject({
      status: 'confirmed',
      payment: { method: 'cod', status: 'part_paid' },
      can: { pay: false, payNow: false },
      advance: { amount: 500, paid: true, dueOnDelivery: 1999 },
      receiptNumber: expect.stringMatching(/^RV\//),
    });
    expect(paid.timeline.map((e) => e.message)).toContainEqual(
      expect.stringMatching(/^Advance of ₹500 paid online \(UPI\); ₹1,999 to collect on delivery/),
    );
    const [receipt] = await t.db.select().from(receipts).where(eq(receipts.orderId, order.id));
    expect(receipt!.amountPaise).toBe(50_000);
    // The advance once only.
    const again = await post('/api/payments/create-order', auth, { orderId: order.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/advance on this order is already paid/);

    // Shiprocket is told to collect the balance only.
    const ship = await post(`/api/orders/admin/${order.id}/shipments`, admin, {
      carrier: 'shiprocket',
    });
    expect(ship.statusCode, ship.body).toBe(201);
    const booking = fake.requests.find(
      (r) =>
        r.path === '/v1/external/orders/create/adhoc' &&
        (r.body as { order_id?: string }).order_id === order.orderNumber,
    );
    expect(booking?.body).toMatchObject({
      payment_method: 'COD',
      sub_total: 2499,
      total_discount: 500,
    });

    await moveByAdmin(order.id, 'out_for_delivery');
    await moveByAdmin(order.id, 'delivered');
    const delivered = await view(auth, order.id);
    expect(delivered.payment.status).toBe('paid');
    expect(delivered.advance).toMatchObject({ paid: true });
  });

  it('an unpaid advance expires the order after the payment window, stock back', async () => {
    const { auth, order, product } = await advanceOrder(3);
    await post('/api/payments/create-order', auth, { orderId: order.id });
    const stock = async () =>
      (await t.db.select().from(products).where(eq(products.id, product.id)))[0]!.stock;
    expect(await stock()).toBe(2);
    await t.services.payments.reconcile(new Date());
    expect((await view(auth, order.id)).status).toBe('pending');
    await t.services.payments.reconcile(new Date(Date.now() + 31 * 60_000));
    expect((await view(auth, order.id)).status).toBe('cancelled');
    expect(await stock()).toBe(3);

    // One that never reached the payment step expires too.
    const silent = await advanceOrder(2);
    await t.services.payments.reconcile(new Date(Date.now() + 31 * 60_000));
    expect((await view(silent.auth, silent.order.id)).status).toBe('cancelled');
  });

  it('cancelling a part-paid order refunds the advance', async () => {
    const { auth, order } = await advanceOrder();
    await payAdvance(auth, order.id);
    const cancel = await t.call('PUT', `/api/orders/${order.id}/cancel`, auth, {
      reason: 'Ordered by mistake',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await view(auth, order.id)).payment.status).toBe('refunded');
    const [attempt] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempt).toMatchObject({ status: 'refunded', refundedPaise: 50_000 });
  });
});
