import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { orderItems } from '../orders/orders.tables.ts';
import { orderFactory } from './analytics.fixtures.ts';

let t: TestApp;
let asAdmin: { authorization: string };
beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin());
});
afterAll(() => t.close());

async function order(placedAt: Date, quantities: number[], totalPaise: number) {
  const product = await t.makeProduct();
  const row = await t.makeOrder({
    status: 'confirmed',
    paymentMethod: 'upi',
    customer: { name: 'Riya Sen', email: 'riya@example.com' },
    subtotalPaise: totalPaise,
    totalPaise,
    createdAt: placedAt,
  });
  for (const quantity of quantities) {
    await t.db.insert(orderItems).values({
      orderId: row.id,
      productId: product.id,
      name: product.name,
      unitPricePaise: 10_000,
      quantity,
      lineTotalPaise: 10_000 * quantity,
    });
  }
  return row;
}

describe('dashboard latest orders', () => {
  it('lists the newest orders first with item counts and totals in rupees', async () => {
    const future = Date.now() + 365 * 24 * 3600 * 1000;
    const older = await order(new Date(future), [1], 49_900);
    const newer = await order(new Date(future + 60_000), [2, 3], 1_23_450);
    const res = await t.app.inject({
      url: '/api/analytics/latest-orders?limit=2',
      headers: asAdmin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ id: newer.id, itemCount: 5, total: 1234.5, status: 'confirmed' }),
      expect.objectContaining({ id: older.id, itemCount: 1, total: 499, paymentMethod: 'upi' }),
    ]);
  });

  it('is for admins only and refuses a limit above 20', async () => {
    expect((await t.app.inject({ url: '/api/analytics/latest-orders' })).statusCode).toBe(401);
    const customer = await t.loginAs(await t.makeUser());
    const res = await t.app.inject({ url: '/api/analytics/latest-orders', headers: customer });
    expect(res.statusCode).toBe(403);
    const tooMany = await t.app.inject({
      url: '/api/analytics/latest-orders?limit=21',
      headers: asAdmin,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('figures that agree', () => {
  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: asAdmin });
    expect(res.statusCode, url).toBe(200);
    return res.json().data;
  };
  /** Two decimals, as the API rounds rupees. */
  const rupees = (n: number) => Math.round(n * 100) / 100;

  it('orders, revenue and average order value count the same orders on every screen', async () => {
    const makeOrder = orderFactory(t);
    const before = await get('/api/analytics/overview');
    await t.makeProduct();
    const gone = await t.makeProduct();
    await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
    await makeOrder({ at: '2041-01-05T10:00', total: 100, status: 'delivered' });
    await makeOrder({ at: '2041-01-06T10:00', total: 100, status: 'confirmed' });
    await makeOrder({ at: '2041-01-07T10:00', total: 101, status: 'pending' });
    await makeOrder({ at: '2041-01-08T10:00', total: 500, status: 'cancelled' });

    const range = '?startDate=2041-01-01&endDate=2041-01-31';
    const a = await get(`/api/orders/admin/analytics${range}`);
    expect(a).toMatchObject({ totalOrders: 3, totalRevenue: 301, averageOrderValue: 100.33 });
    expect(a.averageOrderValue).toBe(rupees(a.totalRevenue / a.totalOrders));
    // The cancelled order is still shown where it belongs: among the statuses.
    expect(a.statusBreakdown).toContainEqual({ status: 'cancelled', count: 1, revenue: 0 });

    const d = (await get(`/api/analytics/dashboard${range}`)).summary;
    expect(d).toMatchObject({ totalOrders: 3, totalRevenue: 301, averageOrderValue: 100.33 });
    expect(d.averageOrderValue).toBe(rupees(d.totalRevenue / d.totalOrders));

    const after = await get('/api/analytics/overview');
    expect(after.totalOrders - before.totalOrders).toBe(3);
    expect(rupees(after.revenue - before.revenue)).toBe(301);
    // A deleted product has left the shop: it is not counted.
    expect(after.totalProducts - before.totalProducts).toBe(1);
  });
});
