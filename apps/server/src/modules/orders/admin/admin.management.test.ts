import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppWithAdmin, type TestApp } from '../../../test/test-app.ts';
import { products } from '../../catalog/catalog.tables.ts';
import { inventoryMovements } from '../../inventory/inventory.tables.ts';
import { outboxEmails } from '../../notifications/notifications.tables.ts';
import { orders } from '../orders.tables.ts';

// Order management (docs/decisions/order-lifecycle.md), through the API on a fresh
// database.
let t: TestApp;
let asAdmin: Headers;
beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin({ paymentMethods: true }));
});
afterAll(() => t.close());

type Headers = { authorization: string };
type Json = Record<string, unknown>;

let n = 0;
const shipping = (name: string, email: string) => ({
  name,
  email,
  phone: '+91 98450 12345',
  address: '12, 3rd Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
});

/** A customer places an order of these products through the real checkout. */
async function placeOrder(opts: {
  lines: { productId: string; quantity?: number }[];
  method?: 'cod' | 'upi';
  name?: string;
  email?: string;
  customer?: Headers;
}) {
  n += 1;
  const headers = opts.customer ?? (await t.loginAs(await t.makeUser()));
  for (const l of opts.lines) {
    await t.addToCart(headers, { productId: l.productId, quantity: l.quantity ?? 1 });
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: {
      shipping: shipping(opts.name ?? `Buyer ${n}`, opts.email ?? `buyer${n}@example.com`),
      payment: { method: opts.method ?? 'cod' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { order: res.json().data.order as { id: string; orderNumber: string }, headers };
}

const get = (url: string, headers: Headers | Record<string, never> = asAdmin) =>
  t.app.inject({ method: 'GET', url, headers });
const setStatus = (id: string, payload: Json) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/admin/${id}/status`,
    headers: asAdmin,
    payload,
  });
const stockOf = async (id: string) =>
  (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock;
const listOf = async (query: string) => {
  const res = await get(`/api/orders/admin/all?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    orders: { orderNumber: string; items: unknown[]; moreItems: number; status: string }[];
    pagination: { total: number; totalPages: number };
  };
};

describe('the order list', () => {
  it('filters by status, search, India dates and product, pages newest first, two lines each', async () => {
    const glider = await t.makeProduct({ name: 'Zephyr Glider 2000', stock: 50 });
    const a = await t.makeProduct({ stock: 50 });
    const b = await t.makeProduct({ stock: 50 });
    const c = await t.makeProduct({ stock: 50 });
    const big = await placeOrder({
      lines: [
        { productId: glider.id },
        { productId: a.id },
        { productId: b.id },
        { productId: c.id },
      ],
      name: 'Meenakshi Sundaram',
      email: 'meena.s@example.com',
    });
    const small = await placeOrder({ lines: [{ productId: a.id, quantity: 2 }] });

    const all = await listOf('limit=100');
    expect(all.orders[0]!.orderNumber).toBe(small.order.orderNumber);
    const bigRow = all.orders.find((o) => o.orderNumber === big.order.orderNumber)!;
    expect(bigRow.items).toHaveLength(2);
    expect(bigRow.moreItems).toBe(2);
    expect(bigRow).toMatchObject({
      customer: { name: 'Meenakshi Sundaram', email: 'meena.s@example.com' },
      status: 'confirmed',
      payment: { method: 'cod', status: 'pending' },
      priority: 'normal',
      warehouse: 'South Bengaluru',
    });

    for (const q of [big.order.orderNumber.toLowerCase(), 'MEENA.S@example.com', 'sundar']) {
      const found = await listOf(`search=${encodeURIComponent(q)}`);
      expect(found.orders.map((o) => o.orderNumber)).toEqual([big.order.orderNumber]);
    }
    expect((await listOf('product=zephyr')).orders.map((o) => o.orderNumber)).toEqual([
      big.order.orderNumber,
    ]);
    expect((await listOf('status=delivered')).orders).toEqual([]);
    expect((await listOf('status=confirmed')).pagination.total).toBe(2);

    // India dates: an order at 23:30 IST on 1 March belongs to 1 March, not 2 March (UTC).
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-01T18:00:00Z') })
      .where(eq(orders.id, small.order.id));
    expect(
      (await listOf('from=2026-03-01&to=2026-03-01')).orders.map((o) => o.orderNumber),
    ).toEqual([small.order.orderNumber]);
    expect((await listOf('from=2026-03-02&to=2026-03-02')).orders).toEqual([]);

    const page1 = await listOf('limit=1&page=1');
    const page2 = await listOf('limit=1&page=2');
    expect(page1.pagination.totalPages).toBe(2);
    expect(page1.orders[0]!.orderNumber).not.toBe(page2.orders[0]!.orderNumber);
    expect((await get('/api/orders/admin/all?limit=101')).statusCode).toBe(400);

    const suggestions = await get('/api/orders/admin/product-suggestions?q=zeph');
    expect(suggestions.json().data).toEqual(['Zephyr Glider 2000']);
  });

  it('shows one order with lines, timeline, payment, invoice, address and fulfilment', async () => {
    const p = await t.makeProduct({ stock: 5 });
    const { order } = await placeOrder({ lines: [{ productId: p.id }] });
    expect((await get(`/api/orders/admin/${order.id}`)).json().data.invoiceNumber).toBeNull();
    await t.packOrder(asAdmin, order.id);
    for (const key of [order.id, order.orderNumber]) {
      const res = await get(`/api/orders/admin/${key}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: order.id,
        source: 'web',
        payment: { method: 'cod', status: 'pending' },
        invoiceNumber: expect.stringMatching(/^PW\//),
        shipping: { city: 'Bengaluru', pincode: '560038' },
        fulfillment: { trackingNumber: null, warehouse: 'South Bengaluru' },
        priority: 'normal',
        timeline: [
          { status: 'pending', actor: 'system' },
          { status: 'confirmed', actor: 'system' },
          { status: 'processing', actor: 'shop' },
        ],
      });
    }
    expect((await get(`/api/orders/admin/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('status changes', () => {
  it('moves forward, refuses illegal moves with 409, goes back only with a message, writes the timeline and emails', async () => {
    const p = await t.makeProduct({ stock: 5 });
    const { order, headers } = await placeOrder({ lines: [{ productId: p.id }] });

    const skip = await setStatus(order.id, { status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe(
      'An order that is confirmed cannot be moved to delivered.',
    );

    const processing = await setStatus(order.id, { status: 'processing', message: 'Packing now' });
    expect(processing.statusCode, processing.body).toBe(200);
    expect(processing.json().data.timeline.at(-1)).toMatchObject({
      status: 'processing',
      message: 'Packing now',
      automated: false,
      actor: 'shop',
    });

    const shipped = await setStatus(order.id, { status: 'shipped', trackingNumber: 'DTDC-12345' });
    expect(shipped.json().data.fulfillment.trackingNumber).toBe('DTDC-12345');
    expect(shipped.json().data.timeline.at(-1).message).toBe(
      'Order shipped · Tracking number DTDC-12345',
    );

    // Back one step only, to correct a mistake: never to confirmed or pending from shipped.
    for (const status of ['confirmed', 'pending'] as const) {
      const tooFar = await setStatus(order.id, { status, message: 'Wrong button' });
      expect(tooFar.statusCode).toBe(409);
      expect(tooFar.json().error.message).toBe(
        `An order that is shipped cannot go back to ${status}.`,
      );
    }
    const back = await setStatus(order.id, { status: 'processing' });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.message).toBe(
      'Moving an order back from shipped to processing needs a message explaining why.',
    );
    const backOk = await setStatus(order.id, {
      status: 'processing',
      message: 'Courier returned it: wrong label',
    });
    expect(backOk.statusCode).toBe(200);
    expect(backOk.json().data.status).toBe('processing');

    await setStatus(order.id, { status: 'shipped' });
    const delivered = await setStatus(order.id, { status: 'delivered' });
    // COD delivered: the courier collected the money.
    expect(delivered.json().data.payment.status).toBe('paid');
    expect(delivered.json().data.fulfillment.trackingNumber).toBe('DTDC-12345');

    // The customer's own order page shows the admin's message.
    const mine = await get(`/api/orders/${order.id}`, headers);
    expect(mine.json().data.timeline.map((e: { message: string }) => e.message)).toContain(
      'Courier returned it: wrong label',
    );

    await vi.waitFor(async () => {
      const mails = await t.db
        .select()
        .from(outboxEmails)
        .where(
          and(
            eq(outboxEmails.template, 'order-status'),
            sql`${outboxEmails.subject} like ${`%${order.orderNumber}%`}`,
          ),
        );
      expect(mails.map((m) => m.subject)).toContain(`Order ${order.orderNumber} is delivered`);
      expect(mails.some((m) => m.text.includes('Packing now'))).toBe(true);
    });

    const reopen = await setStatus(order.id, { status: 'cancelled' });
    expect(reopen.statusCode).toBe(409);
    expect((await setStatus(order.id, { status: 'bogus' })).statusCode).toBe(400);
  });

  it('cancels once: stock back exactly once even when asked twice at the same time', async () => {
    const p = await t.makeProduct({ stock: 10 });
    const { order } = await placeOrder({ lines: [{ productId: p.id, quantity: 3 }] });
    expect(await stockOf(p.id)).toBe(7);

    const [one, two] = await Promise.all([
      setStatus(order.id, { status: 'cancelled', message: 'Customer phoned' }),
      setStatus(order.id, { status: 'cancelled', message: 'Customer phoned' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const again = await setStatus(order.id, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('The order is already cancelled.');
    expect(await stockOf(p.id)).toBe(10);
    const detail = (await get(`/api/orders/admin/${order.id}`)).json().data;
    expect(detail.cancelReason).toBe('Customer phoned');
    expect(
      detail.timeline.filter((e: { status: string }) => e.status === 'cancelled'),
    ).toHaveLength(1);
    await vi.waitFor(async () => {
      const mails = await t.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.subject, `Order ${order.orderNumber} cancelled`));
      expect(mails).toHaveLength(1);
    });
  });

  it('refunds a paid online order that the shop cancels', async () => {
    const p = await t.makeProduct({ stock: 4 });
    const { order, headers } = await placeOrder({ lines: [{ productId: p.id }], method: 'upi' });
    // Unpaid online orders are confirmed by the payment, not by hand.
    const early = await setStatus(order.id, { status: 'confirmed' });
    expect(early.statusCode).toBe(409);

    await t.payWithSimulator(headers, order.id);

    const cancelled = await setStatus(order.id, { status: 'cancelled', message: 'Out of stock' });
    expect(cancelled.statusCode).toBe(200);
    expect(['refund_pending', 'refunded']).toContain(cancelled.json().data.payment.status);
    expect(await stockOf(p.id)).toBe(4);
  });
});

describe('bulk status', () => {
  it('applies each order on its own and reports the ones that could not move', async () => {
    const p = await t.makeProduct({ stock: 20 });
    const ready = await placeOrder({ lines: [{ productId: p.id }] });
    const ready2 = await placeOrder({ lines: [{ productId: p.id }] });
    const notYet = await placeOrder({ lines: [{ productId: p.id }] });
    for (const o of [ready, ready2]) await setStatus(o.order.id, { status: 'processing' });
    const missing = randomUUID();

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/admin/bulk-update',
      headers: asAdmin,
      payload: {
        orderIds: [ready.order.id, notYet.order.id, ready2.order.id, missing],
        status: 'shipped',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      updated: 2,
      failed: [
        {
          orderId: notYet.order.id,
          reason: 'An order that is confirmed cannot be moved to shipped.',
        },
        { orderId: missing, reason: 'Order not found or access denied' },
      ],
    });
    const shipped = (await get(`/api/orders/admin/${ready.order.id}`)).json().data;
    expect(shipped.status).toBe('shipped');
    expect(shipped.fulfillment.trackingNumber).toMatch(/^PWS[2-9A-Z]{10}$/);
    const untouched = (await get(`/api/orders/admin/${notYet.order.id}`)).json().data;
    expect(untouched.status).toBe('confirmed');
    expect(untouched.timeline).toHaveLength(2);

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/orders/admin/bulk-update',
      headers: asAdmin,
      payload: { orderIds: [], status: 'shipped' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Please select orders and action');
  });
});

describe('tracking, priority and warehouse', () => {
  it('changes each with its own timeline entry and ignores unchanged values', async () => {
    const p = await t.makeProduct({ stock: 5 });
    const { order } = await placeOrder({ lines: [{ productId: p.id }] });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/${order.id}`,
      headers: asAdmin,
      payload: { trackingNumber: 'BD123456789IN', priority: 'high', warehouse: 'South Bengaluru' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json().data;
    expect(o).toMatchObject({
      priority: 'high',
      fulfillment: { trackingNumber: 'BD123456789IN', warehouse: 'South Bengaluru' },
    });
    expect(o.timeline.slice(2).map((e: { message: string }) => e.message)).toEqual([
      'Tracking number set to BD123456789IN',
      'Priority changed from normal to high',
    ]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/admin/${order.id}`,
      headers: asAdmin,
      payload: { trackingNumber: 'no spaces allowed' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('export and import', () => {
  it('exports the filtered orders as a real Excel workbook and as JSON, and imports them back as history', async () => {
    const p = await t.makeProduct({ name: 'Export Test Heli 450', stock: 30 });
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder({ lines: [{ productId: p.id }] }));

    const xlsx = await get('/api/orders/admin/export?format=xlsx&product=Export%20Test%20Heli');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(
      /^attachment; filename="orders_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    // One row per invoice line (admin.export.test.ts checks every column).
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual([
      'Order number',
      'Order date',
      'Invoice number',
    ]);
    expect(sheet.rowCount).toBe(4);
    const numbers = [2, 3, 4].map((r) => sheet.getRow(r).getCell(1).value);
    expect(numbers).toEqual(placed.map((o) => o.order.orderNumber).reverse());
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect(typeof sheet.getRow(2).getCell(16).value).toBe('number');

    const json = await get('/api/orders/admin/export?format=json&product=Export%20Test%20Heli');
    expect(json.headers['content-disposition']).toMatch(/orders_\d{4}-\d{2}-\d{2}\.json"$/);
    const exported = JSON.parse(json.body) as Json[];
    expect(exported).toHaveLength(3);
    expect(exported[0]).toMatchObject({
      orderId: placed[2]!.order.orderNumber,
      status: 'confirmed',
      items: [{ name: 'Export Test Heli 450', quantity: 1 }],
    });

    // Import: the exported orders (already here) are skipped; new numbers become history.
    const stockBefore = await stockOf(p.id);
    const movementsBefore = await t.db.$count(inventoryMovements);
    const fresh = exported.slice(0, 2).map((o, i) => ({
      ...o,
      orderId: `OLD-2024-${i}`,
      status: 'delivered',
    }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/admin/import',
      headers: asAdmin,
      payload: [...exported, ...fresh, fresh[0], { orderId: 'x' }, 'not an order'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ imported: 2, skipped: 4, failed: 2 });
    expect(await stockOf(p.id)).toBe(stockBefore);
    expect(await t.db.$count(inventoryMovements)).toBe(movementsBefore);
    const imported = (await get('/api/orders/admin/OLD-2024-0')).json().data;
    expect(imported).toMatchObject({
      source: 'import',
      status: 'delivered',
      payment: { status: 'pending' },
      invoiceNumber: null,
      timeline: [{ status: 'delivered', message: 'Imported from a file' }],
    });

    const notArray = await t.app.inject({
      method: 'POST',
      url: '/api/orders/admin/import',
      headers: asAdmin,
      payload: { orders: [] },
    });
    expect(notArray.statusCode).toBe(400);
    expect(notArray.json().error.message).toBe('Invalid format. Expected array of orders.');
  });

  it('pages the export by keyset past the page size', async () => {
    const rows = Array.from({ length: 1203 }, (_, i) => ({
      orderId: `BULK-${String(i).padStart(5, '0')}`,
      customer: 'Keyset Tester',
      email: 'keyset@example.com',
      // Many orders in the same millisecond: the id breaks ties.
      date: `2025-01-0${1 + (i % 3)}T10:00:00.000+05:30`,
      total: 100 + i,
      status: 'delivered',
      items: [{ name: 'Keyset Part', quantity: 1, price: 100 }],
    }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/admin/import',
      headers: asAdmin,
      payload: rows,
    });
    expect(res.json().data).toMatchObject({ imported: 1203, failed: 0, skipped: 0 });
    const json = await get('/api/orders/admin/export?format=json&search=keyset@example.com');
    const back = JSON.parse(json.body) as { orderId: string }[];
    expect(back).toHaveLength(1203);
    expect(new Set(back.map((o) => o.orderId)).size).toBe(1203);
  });
});
