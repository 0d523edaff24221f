import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedPaymentMethods } from '../../seed/content.ts';
import { useTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { inventoryMovements } from './inventory.tables.ts';

// Inventory admin: stock is set with a reason (blank means 'Admin Update'), each change recorded.
let asAdmin: { authorization: string };
let admin: Awaited<ReturnType<TestApp['makeUser']>>;
const session = useTestApp({
  setup: async (t) => {
    admin = await t.makeUser({ role: 'admin' });
    await t.db.update(users).set({ name: 'Ravi Admin' }).where(eq(users.id, admin.id));
    asAdmin = await t.loginAs(admin);
    await seedPaymentMethods(t.db);
  },
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  session.t.app.inject({ method, url, headers: asAdmin, payload });
const stockOf = async (id: string) =>
  (
    await session.t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id))
  )[0]!.stock;
const movementsOf = (id: string) =>
  session.t.db.select().from(inventoryMovements).where(eq(inventoryMovements.productId, id));

describe('setting stock', () => {
  it('sets the stock, records who, when, why and the change, and the product page shows it at once', async () => {
    const product = await session.t.makeProduct({ stock: 10 });
    // Warm the storefront's product cache first, so a stale copy would show.
    const before = await session.t.app.inject({ url: `/api/products/${product.id}` });
    expect(before.json().data.stock).toBe(10);

    const res = await api('PUT', `/api/inventory/${product.id}/stock`, {
      quantity: 3,
      reason: 'Damaged in storage',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.item).toMatchObject({ id: product.id, stock: 3, inStock: true });
    expect(res.json().data.movement).toMatchObject({
      delta: -7,
      stockAfter: 3,
      reason: 'Damaged in storage',
      actor: { id: admin.id, name: 'Ravi Admin' },
    });
    expect(await stockOf(product.id)).toBe(3);
    const after = await session.t.app.inject({ url: `/api/products/${product.id}` });
    expect(after.json().data.stock).toBe(3);

    const zero = await api('PUT', `/api/inventory/${product.id}/stock`, { quantity: 0 });
    expect(zero.json().data.item).toMatchObject({ stock: 0, inStock: false });
    const page = await session.t.app.inject({ url: `/api/products/${product.id}` });
    expect(page.json().data).toMatchObject({ stock: 0, inStock: false });

    const moves = await movementsOf(product.id);
    expect(moves.map((m) => [m.delta, m.stockAfter, m.reason, m.actorUserId])).toEqual(
      expect.arrayContaining([
        [-7, 3, 'Damaged in storage', admin.id],
        [-3, 0, 'Admin Update', admin.id],
      ]),
    );
  });

  it("defaults the reason to 'Admin Update' and writes nothing when the stock does not move", async () => {
    const product = await session.t.makeProduct({ stock: 5 });
    const blank = await api('PUT', `/api/inventory/${product.id}/stock`, {
      quantity: 8,
      reason: '  ',
    });
    expect(blank.json().data.movement).toMatchObject({ delta: 3, reason: 'Admin Update' });
    const same = await api('PUT', `/api/inventory/${product.id}/stock`, { quantity: 8 });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.movement).toBeNull();
    expect(await movementsOf(product.id)).toHaveLength(1);
  });

  it('puts a sold-out product back on sale when restocked, but keeps a deliberate out-of-stock', async () => {
    const soldOut = await session.t.makeProduct({ stock: 0, stockStatus: 'out_of_stock' });
    await api('PUT', `/api/inventory/${soldOut.id}/stock`, { quantity: 4 });
    const page = await session.t.app.inject({ url: `/api/products/${soldOut.id}` });
    expect(page.json().data).toMatchObject({ stock: 4, inStock: true });

    const held = await session.t.makeProduct({ stock: 6, stockStatus: 'out_of_stock' });
    await api('PUT', `/api/inventory/${held.id}/stock`, { quantity: 9 });
    const [row] = await session.t.db.select().from(products).where(eq(products.id, held.id));
    expect(row).toMatchObject({ stock: 9, stockStatus: 'out_of_stock' });
  });

  it('refuses negative, fractional or missing quantities, and unknown products', async () => {
    const product = await session.t.makeProduct({ stock: 5 });
    const cases: [object, string][] = [
      [{ quantity: -1 }, 'quantity: Quantity cannot be negative'],
      [{ quantity: 2.5 }, 'quantity: Quantity must be a whole number'],
      [{ quantity: '4' }, 'quantity: Quantity must be a whole number'],
      [{}, 'quantity: Quantity must be a whole number'],
      [{ quantity: 1, reason: 'x'.repeat(201) }, 'reason: Reason must be at most 200 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await api('PUT', `/api/inventory/${product.id}/stock`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await stockOf(product.id)).toBe(5);
    for (const id of [randomUUID(), 'nope']) {
      const res = await api('PUT', `/api/inventory/${id}/stock`, { quantity: 1 });
      expect(res.statusCode).toBe(404);
    }
    const deleted = await session.t.makeProduct({ deletedAt: new Date(), isActive: false });
    expect(
      (await api('PUT', `/api/inventory/${deleted.id}/stock`, { quantity: 1 })).statusCode,
    ).toBe(404);
  });
});

describe('bulk update', () => {
  it('applies every line with its reason', async () => {
    const a = await session.t.makeProduct({ stock: 1 });
    const b = await session.t.makeProduct({ stock: 2 });
    const res = await api('POST', '/api/inventory/bulk-update', {
      updates: [
        { productId: a.id, quantity: 20, reason: 'Restock from supplier' },
        { productId: b.id, quantity: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.updated).toBe(1);
    expect(
      res.json().data.items.map((i: { id: string; stock: number }) => [i.id, i.stock]),
    ).toEqual([
      [a.id, 20],
      [b.id, 2],
    ]);
    expect((await movementsOf(a.id))[0]).toMatchObject({
      delta: 19,
      reason: 'Restock from supplier',
    });
    expect((await session.t.app.inject({ url: `/api/products/${a.id}` })).json().data.stock).toBe(
      20,
    );
  });

  it('is all or nothing: an unknown product or a bad line changes nothing', async () => {
    const a = await session.t.makeProduct({ stock: 4 });
    const missing = randomUUID();
    const res = await api('POST', '/api/inventory/bulk-update', {
      updates: [
        { productId: a.id, quantity: 40 },
        { productId: missing, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(`Product not found: ${missing}`);
    expect(await stockOf(a.id)).toBe(4);
    expect(await movementsOf(a.id)).toHaveLength(0);

    const bad = await api('POST', '/api/inventory/bulk-update', {
      updates: [
        { productId: a.id, quantity: 40 },
        { productId: randomUUID(), quantity: -2 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('updates.1.quantity: Quantity cannot be negative');
    const twice = await api('POST', '/api/inventory/bulk-update', {
      updates: [
        { productId: a.id, quantity: 1 },
        { productId: a.id, quantity: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('updates: Each product can appear only once');
    expect((await api('POST', '/api/inventory/bulk-update', { updates: [] })).statusCode).toBe(400);
    expect(await stockOf(a.id)).toBe(4);
  });
});

describe('lists', () => {
  it('lists products with stock: search, sort by stock, pages', async () => {
    const tag = `Inv${Date.now().toString(36)}`;
    const made = [];
    for (const stock of [7, 0, 30])
      made.push(await session.t.makeProduct({ name: `${tag} ${stock}`, stock }));
    const list = async (query: string) => {
      const res = await api('GET', `/api/inventory?search=${tag}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const low = await list('sort=stock-low');
    expect(low.total).toBe(3);
    expect(low.items.map((i: { stock: number }) => i.stock)).toEqual([0, 7, 30]);
    expect(low.items[0]).toMatchObject({ inStock: false, isActive: true, sku: made[1]!.sku });
    const high = await list('sort=stock-high&limit=2');
    expect(high).toMatchObject({ totalPages: 2 });
    expect(high.items.map((i: { stock: number }) => i.stock)).toEqual([30, 7]);
    const bySku = await api('GET', `/api/inventory?search=${made[2]!.sku.toLowerCase()}`);
    expect(bySku.json().data.items.map((i: { id: string }) => i.id)).toEqual([made[2]!.id]);
    expect((await api('GET', '/api/inventory?sort=random')).statusCode).toBe(400);
  });

  it('lists low stock at or below the threshold (default 10), fewest first', async () => {
    const lowOne = await session.t.makeProduct({ stock: 10 });
    const plenty = await session.t.makeProduct({ stock: 11 });
    const deleted = await session.t.makeProduct({ stock: 0, deletedAt: new Date() });
    const res = await api('GET', '/api/inventory/low-stock?limit=100');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.threshold).toBe(10);
    const ids = data.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(lowOne.id);
    expect(ids).not.toContain(plenty.id);
    expect(ids).not.toContain(deleted.id);
    const stocks = data.items.map((i: { stock: number }) => i.stock);
    expect(stocks).toEqual([...stocks].sort((x, y) => x - y));
    const higher = await api('GET', '/api/inventory/low-stock?threshold=11&limit=100');
    expect(higher.json().data.items.map((i: { id: string }) => i.id)).toContain(plenty.id);
    expect((await api('GET', '/api/inventory/low-stock?threshold=-1')).statusCode).toBe(400);
  });

  it("shows a product's movements newest first with the admin's name and order numbers", async () => {
    const product = await session.t.makeProduct({
      stock: 5,
      pricePaise: 10_000,
      originalPricePaise: 10_000,
    });
    await api('PUT', `/api/inventory/${product.id}/stock`, { quantity: 9, reason: 'Stock take' });
    // A sale by a customer, so a movement with an order appears too.
    const customer = await session.t.makeUser();
    const shopper = await session.t.loginAs(customer);
    const order = await session.t.orderWithCod(shopper, { productId: product.id, quantity: 2 });
    expect(order.statusCode, order.body).toBe(201);
    await api('PUT', `/api/inventory/${product.id}/stock`, { quantity: 12 });

    const res = await api('GET', `/api/inventory/${product.id}/movements`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.product).toEqual({ id: product.id, name: product.name, stock: 12 });
    expect(data.total).toBe(3);
    expect(
      data.movements.map((m: { delta: number; reason: string }) => [m.delta, m.reason]),
    ).toEqual([
      [5, 'Admin Update'],
      [-2, 'sale'],
      [4, 'Stock take'],
    ]);
    expect(data.movements[0].actor).toEqual({ id: admin.id, name: 'Ravi Admin' });
    expect(data.movements[1]).toMatchObject({
      orderNumber: order.json().data.order.orderNumber,
      actor: { id: customer.id, name: 'Test User' },
    });
    const paged = await api('GET', `/api/inventory/${product.id}/movements?limit=1&page=3`);
    expect(paged.json().data.movements.map((m: { delta: number }) => m.delta)).toEqual([4]);
    expect((await api('GET', `/api/inventory/${randomUUID()}/movements`)).statusCode).toBe(404);
  });
});
