// The shipping tests' app (Shiprocket played by a stand-in server on 127.0.0.1) and the
// requests they share (docs/decisions/shipments-and-couriers.md).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { seedPaymentMethods } from '../../seed/content.ts';
import { startFakeShiprocket } from '../../test/fake-shiprocket.ts';
import { buildTestApp, testShipping } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';

export const TOKEN = 'webhook-token-0123456789';
export type Json = Record<string, unknown>;

/** A fresh app whose courier account is the stand-in Shiprocket, and an admin signed in. */
export async function startShippingTest() {
  const fake = await startFakeShiprocket({ email: 'api@propwash.in', password: 'sr-secret-9f' });
  const t = await buildTestApp({
    env: {
      SHIPROCKET_BASE_URL: fake.url,
      SHIPROCKET_EMAIL: 'api@propwash.in',
      SHIPROCKET_PASSWORD: 'sr-secret-9f',
      SHIPROCKET_WEBHOOK_TOKEN: TOKEN,
    },
  });
  await seedPaymentMethods(t.db);
  const asAdmin = await t.loginAs(await t.makeUser({ role: 'admin' }));
  const close = async () => {
    await t.close();
    await fake.close();
  };
  return { t, fake, asAdmin, close };
}
export type ShippingTestContext = Awaited<ReturnType<typeof startShippingTest>>;

/** Requests and checks the shipping tests share; each reads the app from `ctx` when called. */
export function shippingFixtures(ctx: ShippingTestContext) {
  /** A customer places a cash-on-delivery order (confirmed at once) of `quantity` of a product. */
  async function placeOrder(quantity = 2) {
    const product = await ctx.t.makeProduct({ stock: 10 });
    const customer = await ctx.t.loginAs(await ctx.t.makeUser());
    await ctx.t.addToCart(customer, { productId: product.id, quantity });
    const res = await ctx.t.app.inject({
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

  const ship = (orderId: string, payload: Json, headers: Record<string, string> = ctx.asAdmin) =>
    ctx.t.app.inject({
      method: 'POST',
      url: `/api/orders/admin/${orderId}/shipments`,
      headers,
      payload,
    });
  const webhook = (payload: Json, token: string | null = TOKEN, path = 'shiprocket') =>
    ctx.t.app.inject({
      method: 'POST',
      url: `/api/shipping/webhook/${path}`,
      headers: token ? { 'x-api-key': token } : {},
      payload,
    });
  const adminGet = (url: string) => ctx.t.app.inject({ method: 'GET', url, headers: ctx.asAdmin });
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
    (await ctx.t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
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

  return { placeOrder, ship, webhook, adminGet, expectPdf, adminOrder, stockOf, stamp, report };
}

/** Starts the file's app and stand-in Shiprocket before its tests, stops both after. */
export function useShippingTestApp() {
  const ctx = {} as ShippingTestContext;
  beforeAll(async () => {
    Object.assign(ctx, await startShippingTest());
  });
  afterAll(() => ctx.close());
  return { ctx, ...shippingFixtures(ctx) };
}
