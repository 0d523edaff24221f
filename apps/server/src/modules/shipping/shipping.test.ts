import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedPaymentMethods } from '../../seed/content.ts';
import { FAKE_LABEL_PDF, startFakeShiprocket } from '../../test/fake-shiprocket.ts';
import { buildTestApp, testShipping, type TestApp } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { inventoryMovements } from '../inventory/inventory.tables.ts';
import { outboxEmails } from '../notifications/notifications.tables.ts';
import { shipments } from './shipping.tables.ts';

// Shipments and couriers (docs/decisions.md, "Shipments and couriers"), through the API on a
// fresh database, with Shiprocket played by a stand-in server on 127.0.0.1.
const TOKEN = 'webhook-token-0123456789';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeShiprocket>>;
let asAdmin: { authorization: string };

beforeAll(async () => {
  fake = await startFakeShiprocket({ email: 'api@propwash.in', password: 'sr-secret-9f' });
  t = await buildTestApp({
    env: {
      SHIPROCKET_BASE_URL: fake.url,
      SHIPROCKET_EMAIL: 'api@propwash.in',
      SHIPROCKET_PASSWORD: 'sr-secret-9f',
      SHIPROCKET_WEBHOOK_TOKEN: TOKEN,
    },
  });
  await seedPaymentMethods(t.db);
  asAdmin = await t.loginAs(await t.makeUser({ role: 'admin' }));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Json = Record<string, unknown>;

/** A customer places a cash-on-delivery order (confirmed at once) of `quantity` of a product. */
async function placeOrder(quantity = 2) {
  const product = await t.makeProduct({ stock: 10 });
  const customer = await t.loginAs(await t.makeUser());
  await t.addToCart(customer, { productId: product.id, quantity });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...customer, 'idempotency-key': randomUUID() },
    payload: { shipping: testShipping, payment: { method: 'cod' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().data.order as { id: string; orderNumber: string; status: string };
  expect(order.status).toBe('confirmed');
  return { order, product, customer };
}

const ship = (orderId: string, payload: Json, headers: Record<string, string> = asAdmin) =>
  t.app.inject({ method: 'POST', url: `/api/orders/admin/${orderId}/shipments`, headers, payload });
const webhook = (payload: Json, token: string | null = TOKEN, path = 'shiprocket') =>
  t.app.inject({
    method: 'POST',
    url: `/api/shipping/webhook/${path}`,
    headers: token ? { 'x-api-key': token } : {},
    payload,
  });
const adminGet = (url: string) => t.app.inject({ method: 'GET', url, headers: asAdmin });
/** A PDF answer, as the admin's browser saves it. */
const expectPdf = (res: { statusCode: number; headers: Json; rawPayload: Buffer }) => {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
};
const adminOrder = async (id: string) =>
  (await adminGet(`/api/orders/admin/${id}`)).json().data as {
    status: string;
    timeline: { status: string; message: string }[];
    trackingNumber?: string;
  };
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock;
/** Shiprocket's webhook time ("dd mm yyyy HH:MM:SS", India time) `hours` from now. */
const stamp = (hours: number) => {
  const ist = new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString();
  return `${ist.slice(8, 10)} ${ist.slice(5, 7)} ${ist.slice(0, 4)} ${ist.slice(11, 19)}`;
};
const report = (
  awb: string,
  status: string,
  id: number,
  stamp: string,
  location = 'Bengaluru Hub',
) => ({
  awb,
  courier_name: 'Blue Dart',
  current_status: status,
  current_status_id: id,
  shipment_status: status,
  shipment_status_id: id,
  current_timestamp: stamp,
  order_id: 'PW-TEST',
  scans: [{ date: '2026-11-26 10:00:00', activity: status, location }],
});

describe('a manual shipment', () => {
  it('ships the order with its courier and AWB, prints a label, and shows on the customer pages', async () => {
    const { order, customer } = await placeOrder();
    const res = await ship(order.id, {
      carrier: 'manual',
      courier: 'Blue Dart',
      awb: 'BD1234567890',
    });
    expect(res.statusCode, res.body).toBe(201);
    const shipment = res.json().data;
    expect(shipment).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      carrier: 'manual',
      courier: 'Blue Dart',
      awb: 'BD1234567890',
      status: 'created',
      trackingUrl: `http://shop.test/track/${order.orderNumber}`,
    });

    const after = await adminOrder(order.id);
    expect(after.status).toBe('shipped');
    expect(after.timeline.at(-1)).toMatchObject({
      status: 'shipped',
      message: 'Shipped with Blue Dart, AWB BD1234567890',
    });

    const label = await adminGet(`/api/orders/admin/${order.id}/shipments/${shipment.id}/label`);
    expectPdf(label);

    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tracking`,
      headers: customer,
    });
    expect(tracking.json().data.shipments).toEqual([
      expect.objectContaining({ courier: 'Blue Dart', awb: 'BD1234567890', status: 'created' }),
    ]);
    const guest = await t.app.inject({
      method: 'GET',
      url: `/api/orders/track?orderNumber=${order.orderNumber}&contact=${testShipping.email}`,
    });
    expect(guest.json().data.shipments[0]).toMatchObject({ awb: 'BD1234567890' });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: customer,
    });
    expect(page.json().data.shipments[0]).toMatchObject({ courier: 'Blue Dart' });
  });

  it('refuses an order that is not confirmed or processing, a taken AWB, and a customer', async () => {
    const { order, customer } = await placeOrder();
    expect(
      (await ship(order.id, { carrier: 'manual', courier: 'DTDC', awb: 'D-1' })).statusCode,
    ).toBe(400);
    const first = await ship(order.id, { carrier: 'manual', courier: 'DTDC', awb: 'DTDC000111' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await ship(order.id, { carrier: 'manual', courier: 'DTDC', awb: 'DTDC000112' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/confirmed or processing.*shipped/);

    const other = await placeOrder();
    const taken = await ship(other.order.id, {
      carrier: 'manual',
      courier: 'DTDC',
      awb: 'DTDC000111',
    });
    expect(taken.statusCode).toBe(409);
    expect((await ship(other.order.id, { carrier: 'manual' })).statusCode).toBe(400);
    expect(
      (await ship(other.order.id, { carrier: 'manual', courier: 'X' }, customer)).statusCode,
    ).toBe(403);
    expect(
      (await ship(randomUUID(), { carrier: 'manual', courier: 'DTDC', awb: 'DTDC000999' }))
        .statusCode,
    ).toBe(404);
  });

  it('takes only an http(s) tracking URL and never hands out another as a link', async () => {
    const { order, customer } = await placeOrder();
    for (const trackingUrl of ['javascript:alert(document.cookie)', 'data:text/html,<b>x</b>']) {
      const res = await ship(order.id, { carrier: 'manual', courier: 'DTDC', trackingUrl });
      expect(res.statusCode, trackingUrl).toBe(400);
      expect(res.json().error.message).toContain('http:// or https://');
    }
    const res = await ship(order.id, {
      carrier: 'manual',
      courier: 'DTDC',
      awb: 'DTDC000555',
      trackingUrl: 'https://www.dtdc.in/track?awb=DTDC000555',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.trackingUrl).toBe('https://www.dtdc.in/track?awb=DTDC000555');

    // A row written before the rule (or by hand) is shown without its link.
    await t.db
      .update(shipments)
      .set({ trackingUrl: 'javascript:alert(1)' })
      .where(eq(shipments.id, res.json().data.id));
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: customer,
    });
    expect(mine.json().data.shipments[0]).toMatchObject({ awb: 'DTDC000555', trackingUrl: null });
    const admin = await adminGet(`/api/orders/admin/${order.id}/shipments`);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().data[0]).toMatchObject({ awb: 'DTDC000555', trackingUrl: null });
  });

  it('creates shipments in bulk, each order on its own', async () => {
    const a = await placeOrder(1);
    const b = await placeOrder(1);
    await ship(b.order.id, { carrier: 'manual', courier: 'DTDC', awb: 'DTDC000200' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/admin/shipments/bulk',
      headers: asAdmin,
      payload: { orderIds: [a.order.id, b.order.id], carrier: 'manual', courier: 'India Post' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.created.map((c: { orderId: string }) => c.orderId)).toEqual([a.order.id]);
    expect(data.failed).toEqual([
      { orderId: b.order.id, reason: expect.stringMatching(/shipped/) },
    ]);
    expect((await adminOrder(a.order.id)).status).toBe('shipped');
  });

  it("prints the day's pick list with every shipment's SKUs", async () => {
    const res = await adminGet('/api/orders/admin/shipments/pick-list');
    expectPdf(res);
    const other = await adminGet('/api/orders/admin/shipments/pick-list?date=2020-13-01');
    expect(other.statusCode).toBe(400);
  });
});

describe('an order the admin moves by hand', () => {
  const moveByHand = (orderId: string, payload: Json) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/${orderId}/status`,
      headers: asAdmin,
      payload,
    });
  const customerShipments = async (orderId: string, customer: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: customer })).json()
      .data.shipments as { status: string; events: { status: string; description: string }[] }[];
  const adminShipments = async (orderId: string) =>
    (await adminGet(`/api/orders/admin/${orderId}/shipments`)).json().data as { status: string }[];

  it('moved to delivered shows its shipment delivered to the customer and the admin', async () => {
    const { order, customer } = await placeOrder();
    expect(
      (await ship(order.id, { carrier: 'manual', courier: 'DTDC', awb: 'HAND0001' })).statusCode,
    ).toBe(201);

    const res = await moveByHand(order.id, { status: 'delivered' });
    expect(res.statusCode, res.body).toBe(200);

    const mine = await customerShipments(order.id, customer);
    expect(mine[0]!.status).toBe('delivered');
    expect(mine[0]!.events.at(-1)).toMatchObject({
      status: 'delivered',
      description: 'Marked delivered by the shop',
    });
    expect((await adminShipments(order.id))[0]!.status).toBe('delivered');
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tracking`,
      headers: customer,
    });
    expect(tracking.json().data.shipments[0].status).toBe('delivered');
  });

  it('moved to out for delivery, then back to shipped with a message, takes its shipment along', async () => {
    const { order, customer } = await placeOrder();
    expect(
      (await ship(order.id, { carrier: 'manual', courier: 'DTDC', awb: 'HAND0002' })).statusCode,
    ).toBe(201);
    expect((await moveByHand(order.id, { status: 'out_for_delivery' })).statusCode).toBe(200);
    expect((await customerShipments(order.id, customer))[0]!.status).toBe('out_for_delivery');

    const back = await moveByHand(order.id, {
      status: 'shipped',
      message: 'Courier returned it to the hub',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await adminShipments(order.id))[0]!.status).toBe('in_transit');
  });
});

describe('the tracking webhook', () => {
  it('refuses a missing or wrong token and changes nothing', async () => {
    const { order } = await placeOrder();
    await ship(order.id, { carrier: 'manual', courier: 'Blue Dart', awb: 'BDTOKEN0001' });
    const body = report('BDTOKEN0001', 'OUT FOR DELIVERY', 17, stamp(1));
    expect((await webhook(body, null)).statusCode).toBe(401);
    expect((await webhook(body, 'wrong-token')).statusCode).toBe(401);
    expect((await adminOrder(order.id)).status).toBe('shipped');
  });

  it('moves the order once however often a report is replayed, then to delivered (cash collected)', async () => {
    const { order, customer } = await placeOrder();
    await ship(order.id, { carrier: 'manual', courier: 'Blue Dart', awb: 'BDREPLAY001' });
    const ofd = report('BDREPLAY001', 'OUT FOR DELIVERY', 17, stamp(1));
    for (let i = 0; i < 3; i++) {
      const res = await webhook(ofd);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        received: true,
        applied: i === 0,
        orderStatus: 'out_for_delivery',
      });
    }
    const mid = await adminOrder(order.id);
    expect(mid.timeline.filter((e) => e.status === 'out_for_delivery')).toHaveLength(1);
    expect(mid.timeline.at(-1)!.message).toBe('Blue Dart: OUT FOR DELIVERY (Bengaluru Hub)');

    // The same report at the alias address (Shiprocket's dashboard refuses "shiprocket" in URLs).
    expect((await webhook(ofd, TOKEN, 'courier-updates')).json().data.applied).toBe(false);

    const delivered = await webhook(report('BDREPLAY001', 'DELIVERED', 7, stamp(5)));
    expect(delivered.json().data).toMatchObject({ applied: true, orderStatus: 'delivered' });
    const done = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: customer,
    });
    expect(done.json().data).toMatchObject({ status: 'delivered', payment: { status: 'paid' } });
    expect(done.json().data.shipments[0].events.map((e: { status: string }) => e.status)).toEqual([
      'created',
      'out_for_delivery',
      'delivered',
    ]);
    // A late in-transit scan after delivery is kept but moves nothing back.
    const late = await webhook(report('BDREPLAY001', 'IN TRANSIT', 18, stamp(0.5)));
    expect(late.json().data).toMatchObject({ applied: false, orderStatus: 'delivered' });
  });

  it('emails the customer each move the courier makes, each with its own status, however close together', async () => {
    const { order } = await placeOrder();
    await ship(order.id, { carrier: 'manual', courier: 'Blue Dart', awb: 'BDMAILS0001' });
    // The next report lands as soon as the first is answered, before its email is written.
    expect(
      (await webhook(report('BDMAILS0001', 'OUT FOR DELIVERY', 17, stamp(1)))).statusCode,
    ).toBe(200);
    expect((await webhook(report('BDMAILS0001', 'DELIVERED', 7, stamp(2)))).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const mails = await t.db
        .select({ subject: outboxEmails.subject })
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.template, 'order-status'),
            sql`${outboxEmails.subject} like ${`%${order.orderNumber}%`}`,
          ),
        );
      expect(mails.map((m) => m.subject).sort()).toEqual(
        [
          `Order ${order.orderNumber} is delivered`,
          `Order ${order.orderNumber} is out for delivery`,
          `Order ${order.orderNumber} is shipped`,
        ].sort(),
      );
    });
  });

  it('answers an unknown AWB without changing anything', async () => {
    const res = await webhook(report('NOSUCHAWB01', 'DELIVERED', 7, stamp(5)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: true, applied: false, orderStatus: null });
  });

  it('puts the stock back once when the parcel returns to origin', async () => {
    const { order, product } = await placeOrder(3);
    expect(await stockOf(product.id)).toBe(7);
    await ship(order.id, { carrier: 'manual', courier: 'Delhivery', awb: 'DLRTO000001' });
    await webhook(report('DLRTO000001', 'RTO INITIATED', 9, stamp(24)));
    expect(await stockOf(product.id)).toBe(7);
    const rto = report('DLRTO000001', 'RTO DELIVERED', 10, stamp(72));
    for (let i = 0; i < 3; i++) expect((await webhook(rto)).statusCode).toBe(200);
    expect(await stockOf(product.id)).toBe(10);
    const after = await adminOrder(order.id);
    expect(after.status).toBe('returned_to_origin');
    expect(after.timeline.filter((e) => e.status === 'returned_to_origin')).toHaveLength(1);
    const moves = await t.db
      .select()
      .from(inventoryMovements)
      .where(
        and(
          eq(inventoryMovements.orderId, order.id),
          eq(inventoryMovements.reason, 'returned-to-origin'),
        ),
      );
    expect(moves.map((m) => m.delta)).toEqual([3]);
    // Ended: an admin cannot reopen it.
    const reopen = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/${order.id}/status`,
      headers: asAdmin,
      payload: { status: 'shipped', message: 'try again' },
    });
    expect(reopen.statusCode).toBe(409);
  });
});

describe('a Shiprocket shipment (stand-in server)', () => {
  it('signs in, creates the order, assigns the AWB, serves its label and applies its tracking', async () => {
    const { order } = await placeOrder(2);
    const res = await ship(order.id, { carrier: 'shiprocket' });
    expect(res.statusCode, res.body).toBe(201);
    const shipment = res.json().data;
    expect(shipment).toMatchObject({
      carrier: 'shiprocket',
      courier: 'Delhivery Surface',
      awb: expect.stringMatching(/^SR\d+/),
      trackingUrl: `https://shiprocket.co/tracking/${shipment.awb}`,
    });
    const created = fake.requests.find((r) => r.path === '/v1/external/orders/create/adhoc');
    expect(created?.body).toMatchObject({
      order_id: order.orderNumber,
      pickup_location: 'Primary',
      billing_pincode: testShipping.pincode,
      billing_phone: '9845012345',
      payment_method: 'COD',
      order_items: [expect.objectContaining({ units: 2, selling_price: 999 })],
    });
    expect((await adminOrder(order.id)).status).toBe('shipped');

    const label = await adminGet(`/api/orders/admin/${order.id}/shipments/${shipment.id}/label`);
    expect(label.statusCode).toBe(200);
    expect(label.rawPayload.equals(FAKE_LABEL_PDF)).toBe(true);

    const at = stamp(2);
    const [dd, mm, yyyy, time] = at.split(' ');
    fake.setScans(shipment.awb, [
      {
        date: `${yyyy}-${mm}-${dd} ${time}`,
        status: 'OFD',
        activity: 'Out for delivery',
        location: 'Indiranagar',
        'sr-status': 17,
        'sr-status-label': 'OUT FOR DELIVERY',
      },
    ]);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/admin/${order.id}/shipments/${shipment.id}/refresh`,
      headers: asAdmin,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().data.status).toBe('out_for_delivery');
    expect((await adminOrder(order.id)).status).toBe('out_for_delivery');
    // The webhook's spelling of the same scan is the same report.
    const same = await webhook(report(shipment.awb, 'OUT FOR DELIVERY', 17, at));
    expect(same.json().data.applied).toBe(false);
  });
});

describe('the courier account settings', () => {
  it('never returns the password or token, and shows what the environment decides', async () => {
    const res = await adminGet('/api/shipping/admin/courier-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      shiprocketEmail: 'api@propwash.in',
      shiprocketPassword: 'set (ends in 9f)',
      webhookToken: 'set (ends in 89)',
      baseUrl: fake.url,
      shiprocketReady: true,
    });
    expect(res.body).not.toContain('sr-secret-9f');
    expect(res.body).not.toContain(TOKEN);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/shipping/admin/courier-settings',
      headers: asAdmin,
      payload: { shiprocketEmail: '', pickupLocation: 'Koramangala Store' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      pickupLocation: 'Koramangala Store',
      fromEnvironment: ['email', 'password', 'webhookToken', 'baseUrl'],
    });
  });
});
