import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testShipping } from '../../test/test-app.ts';
import { shipments } from './shipping.tables.ts';
import { TOKEN, useShippingTestApp, type Json } from './shipping.fixtures.ts';

// Shipments and couriers (docs/decisions/shipments-and-couriers.md), through the API on a
// fresh database, with Shiprocket played by a stand-in server on 127.0.0.1.
const { ctx, placeOrder, ship, adminGet, expectPdf, adminOrder } = useShippingTestApp();

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

    const tracking = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/tracking`,
      headers: customer,
    });
    expect(tracking.json().data.shipments).toEqual([
      expect.objectContaining({ courier: 'Blue Dart', awb: 'BD1234567890', status: 'created' }),
    ]);
    const guest = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/orders/track?orderNumber=${order.orderNumber}&contact=${testShipping.email}`,
    });
    expect(guest.json().data.shipments[0]).toMatchObject({ awb: 'BD1234567890' });
    const page = await ctx.t.app.inject({
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
    await ctx.t.db
      .update(shipments)
      .set({ trackingUrl: 'javascript:alert(1)' })
      .where(eq(shipments.id, res.json().data.id));
    const mine = await ctx.t.app.inject({
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
    const res = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/orders/admin/shipments/bulk',
      headers: ctx.asAdmin,
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
    ctx.t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/${orderId}/status`,
      headers: ctx.asAdmin,
      payload,
    });
  const customerShipments = async (orderId: string, customer: Record<string, string>) =>
    (
      await ctx.t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: customer })
    ).json().data.shipments as {
      status: string;
      events: { status: string; description: string }[];
    }[];
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
    const tracking = await ctx.t.app.inject({
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

describe('the courier account settings', () => {
  it('never returns the password or token, and shows what the environment decides', async () => {
    const res = await adminGet('/api/shipping/admin/courier-settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      shiprocketEmail: 'api@propwash.in',
      shiprocketPassword: 'set (ends in 9f)',
      webhookToken: 'set (ends in 89)',
      baseUrl: ctx.fake.url,
      shiprocketReady: true,
    });
    expect(res.body).not.toContain('sr-secret-9f');
    expect(res.body).not.toContain(TOKEN);
    const saved = await ctx.t.app.inject({
      method: 'PUT',
      url: '/api/shipping/admin/courier-settings',
      headers: ctx.asAdmin,
      payload: { shiprocketEmail: '', pickupLocation: 'Koramangala Store' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      pickupLocation: 'Koramangala Store',
      fromEnvironment: ['email', 'password', 'webhookToken', 'baseUrl'],
    });
  });
});
