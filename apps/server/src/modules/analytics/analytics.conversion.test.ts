import { indiaDay } from '@propwash/domain/india-time';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';
import { orderFactory } from './analytics.fixtures.ts';
import { orderVisitors } from './analytics.tables.ts';

// Conversion = product visitors who ordered ÷ product visitors (docs/decisions/conversion-rate.md).
let t: TestApp;
let asAdmin: { authorization: string };
beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin({ paymentMethods: true }));
});
afterAll(() => t.close());

const todaysAnalytics = async () => {
  const day = indiaDay();
  const res = await t.app.inject({
    url: `/api/orders/admin/analytics?startDate=${day}&endDate=${day}`,
    headers: asAdmin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('conversion rate', () => {
  it('says "not enough data" (null) while no product visitor was measured, whatever the orders', async () => {
    const makeOrder = orderFactory(t);
    const now = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 16);
    await makeOrder({ at: now, total: 500 });
    const a = await todaysAnalytics();
    expect(a.totalOrders).toBe(1);
    expect(a.visitors).toBe(0);
    expect(a.conversionRate).toBeNull();
  });

  it('counts the product visitors who ordered, never more orders than visitors (at most 100%)', async () => {
    const makeOrder = orderFactory(t);
    const product = await t.makeProduct({ stock: 100 });
    const buyer = await t.loginAs(await t.makeUser());
    // The same person (address and browser) looks at the product, then orders three times.
    const browser = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131 buyer' };
    const viewed = await t.app.inject({ url: `/api/products/${product.id}`, headers: browser });
    expect(viewed.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      const placed = await t.orderWithCod(
        { ...buyer, ...browser },
        { productId: product.id, quantity: 1 },
      );
      expect(placed.statusCode, placed.body).toBe(201);
    }
    // A second visitor only looks.
    const looker = { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/17 looker' };
    await t.app.inject({ url: `/api/products/${product.id}`, headers: looker });
    // Twenty orders from nowhere a visitor was seen (written straight in, like an import).
    const now = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 16);
    for (let i = 0; i < 20; i++) await makeOrder({ at: now, total: 100 });

    // The order's visitor is written after the order answers (it never holds the order up).
    await vi.waitFor(async () => expect(await t.db.$count(orderVisitors)).toBe(3));

    const a = await todaysAnalytics();
    expect(a.totalOrders).toBe(24);
    expect(a.visitors).toBe(2);
    expect(a.buyers).toBe(1);
    expect(a.conversionRate).toBe(50);
  });
});
