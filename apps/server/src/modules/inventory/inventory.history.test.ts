import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppWithAdmin, type TestApp, testShipping as shipping } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';

// A product's stock history sorted by time reads as a running balance, however many orders,
// cancellations and admin edits ran at once (docs/decisions/inventory-and-stock-history.md).
let t: TestApp;
let asAdmin: { authorization: string };
beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin({ paymentMethods: true }));
});
afterAll(() => t.close());

type Headers = { authorization: string };
async function order(headers: Headers, productId: string, quantity: number): Promise<string> {
  await t.addToCart(headers, { productId, quantity });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': randomUUID() },
    payload: { shipping, payment: { method: 'cod' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.order.id as string;
}

async function cancel(headers: Headers, orderId: string): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/cancel`,
    headers,
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function setStock(productId: string, quantity: number): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/inventory/${productId}/stock`,
    headers: asAdmin,
    payload: { quantity, reason: 'Recount' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("a product's stock history", () => {
  it('is a running balance in time order after many concurrent orders, cancellations and edits', async () => {
    const product = await t.makeProduct({ stock: 500 });
    const customers = await Promise.all(
      Array.from({ length: 16 }, async () => t.loginAs(await t.makeUser())),
    );
    const quantityOf = (i: number) => (i % 3) + 1;

    // Round one: every customer orders at once, while an admin recounts twice.
    const [orderIds] = await Promise.all([
      Promise.all(customers.map((headers, i) => order(headers, product.id, quantityOf(i)))),
      setStock(product.id, 400),
      setStock(product.id, 450),
    ]);
    // Round two: half cancel while the other half order again, and the admin recounts.
    await Promise.all([
      ...customers.slice(0, 8).map((headers, i) => cancel(headers, orderIds[i]!)),
      ...customers.slice(8).map((headers, i) => order(headers, product.id, quantityOf(i))),
      setStock(product.id, 1000),
    ]);

    const res = await t.app.inject({
      url: `/api/inventory/${product.id}/movements?limit=100`,
      headers: asAdmin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const newestFirst = res.json().data.movements as {
      delta: number;
      stockAfter: number;
      reason: string;
      createdAt: string;
    }[];
    expect(newestFirst).toHaveLength(16 + 2 + 8 + 8 + 1);
    const history = [...newestFirst].reverse();

    // Each movement starts from the stock the one before it left (the first from 500).
    const balance = history.map((m) => ({ before: m.stockAfter - m.delta, after: m.stockAfter }));
    const expected = history.map((_, i) => ({
      before: i === 0 ? 500 : history[i - 1]!.stockAfter,
      after: history[i]!.stockAfter,
    }));
    expect(balance).toEqual(expected);
    const [now] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id));
    expect(history.at(-1)!.stockAfter).toBe(now!.stock);
    expect(history.filter((m) => m.reason === 'sale')).toHaveLength(24);
    expect(history.filter((m) => m.reason === 'cancellation')).toHaveLength(8);
  });
});
