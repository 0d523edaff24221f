import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '@propwash/domain/india-time';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';
import { productViews } from '../catalog/catalog.tables.ts';
import { orderFactory } from './analytics.fixtures.ts';
import { orderVisitors } from './analytics.tables.ts';

// Every order here is placed in 2031, far from the clock, so only this file's orders count.
let t: TestApp;
let asAdmin: { authorization: string };
const analytics = (query = '') =>
  t.app.inject({ url: `/api/orders/admin/analytics${query}`, headers: asAdmin });

const range = '?startDate=2031-03-01&endDate=2031-03-10';

beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin());
  const makeOrder = orderFactory(t);

  const airplanes = await t.makeCategory({ name: 'Airplanes' });
  const batteries = await t.makeCategory({ name: 'Batteries' });
  const glider = await t.makeProduct({ name: 'Sky Glider', categoryId: airplanes.id, stock: 10 });
  const lipo = await t.makeProduct({ name: '3S LiPo 2200', categoryId: batteries.id, stock: 3 });
  const trainer = await t.makeProduct({ name: 'Trainer 900', categoryId: airplanes.id, stock: 50 });

  // The range, 1-10 March 2031 (India dates), both ends included.
  const first = await makeOrder({
    at: '2031-03-01T00:10', // 28 Feb 18:40 UTC: still 1 March in India
    total: 1000,
    status: 'delivered',
    warehouse: 'North Delhi',
    priority: 'high',
    shippedAfterHours: 10,
    lines: [
      { product: glider, quantity: 2, lineTotal: 800 },
      { product: lipo, quantity: 1, lineTotal: 200 },
    ],
  });
  const second = await makeOrder({
    at: '2031-03-05T12:00',
    total: 500,
    status: 'shipped',
    warehouse: 'South Bengaluru',
    shippedAfterHours: 30,
    lines: [{ product: lipo, quantity: 3, lineTotal: 500 }],
  });
  await makeOrder({
    at: '2031-03-07T09:00',
    total: 300,
    status: 'pending',
    warehouse: 'North Delhi',
    lines: [{ product: trainer, quantity: 1, lineTotal: 300 }],
  });
  const cancelled = await makeOrder({
    at: '2031-03-10T23:59',
    total: 700,
    status: 'cancelled',
    warehouse: 'South Bengaluru',
    priority: 'low',
    // Shipped never; its lines must not count as sales.
    lines: [{ product: glider, quantity: 5, lineTotal: 700 }],
  });
  await makeOrder({ at: '2031-03-11T00:00', total: 9999, status: 'delivered' }); // after the range

  // The previous period: 19-28 February 2031.
  const previous = await makeOrder({ at: '2031-02-28T23:50', total: 1200, status: 'delivered' });
  await makeOrder({ at: '2031-02-19T00:00', total: 400, status: 'cancelled' });
  await makeOrder({ at: '2031-02-18T23:59', total: 5000, status: 'delivered' }); // before it

  // Product views: 32 distinct visitors in the range (one of them saw two products, one came
  // back on a second day with the same hash), 10 in the previous period, others outside.
  const view = (day: string, visitorHash: string, productId = glider.id) => ({
    day,
    visitorHash,
    productId,
  });
  const rows = [
    ...Array.from({ length: 32 }, (_, i) =>
      view(`2031-03-${String((i % 10) + 1).padStart(2, '0')}`, `now-${i}`),
    ),
    view('2031-03-01', 'now-0', lipo.id),
    view('2031-03-09', 'now-1'),
    ...Array.from({ length: 10 }, (_, i) => view('2031-02-2' + (i % 9), `before-${i}`)),
    view('2031-03-11', 'after-1'),
    view('2031-02-18', 'earlier-1'),
  ];
  await t.db.insert(productViews).values(rows);
  // Which visitor placed which order (a hash names one day): now-0 on 1 March, now-4 on 5 March,
  // now-2's order was cancelled (no buyer), the 7 March order was placed without a product view
  // (not a visitor's), and before-0 bought in the previous period.
  await t.db.insert(orderVisitors).values([
    { orderId: first.id, visitorHash: 'now-0', day: '2031-03-01' },
    { orderId: second.id, visitorHash: 'now-4', day: '2031-03-05' },
    { orderId: cancelled.id, visitorHash: 'now-2', day: '2031-03-10' },
    { orderId: previous.id, visitorHash: 'before-0', day: '2031-02-28' },
  ]);
});
afterAll(() => t.close());

describe('GET /api/orders/admin/analytics', () => {
  it('counts the range by India days, both ends included, and compares the previous period', async () => {
    const res = await analytics(range);
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a.range).toEqual({ startDate: '2031-03-01', endDate: '2031-03-10' });
    expect(a.previousRange).toEqual({ startDate: '2031-02-19', endDate: '2031-02-28' });
    // 4 orders placed; orders and revenue leave the cancelled one out: 1000 + 500 + 300.
    expect(a.totalOrders).toBe(3);
    expect(a.totalRevenue).toBe(1800);
    expect(a.averageOrderValue).toBe(600);
    expect(a.averageOrderValue).toBe(Math.round((a.totalRevenue / a.totalOrders) * 100) / 100);
    expect(a.visitors).toBe(32);
    // Visitors who ordered ÷ visitors: 2 of 32, not 3 orders ÷ 32 visitors.
    expect(a.buyers).toBe(2);
    expect(a.conversionRate).toBe(6.3);
    // Previous: 2 placed, 1 of them cancelled: ₹1,200 from 1 order; 1 of 10 visitors bought (10%).
    expect(a.changes).toEqual({
      totalOrders: 200,
      totalRevenue: 50,
      averageOrderValue: -50,
      conversionRate: -37,
    });
  });

  it('breaks the orders down by status (all of them), warehouse and priority (counted ones)', async () => {
    const a = (await analytics(range)).json().data;
    expect(a.statusBreakdown).toEqual([
      { status: 'pending', count: 1, revenue: 300 },
      { status: 'confirmed', count: 0, revenue: 0 },
      { status: 'processing', count: 0, revenue: 0 },
      { status: 'shipped', count: 1, revenue: 500 },
      { status: 'delivered', count: 1, revenue: 1000 },
      { status: 'cancelled', count: 1, revenue: 0 },
    ]);
    expect(a.warehouseBreakdown).toEqual([
      { warehouse: 'North Delhi', orders: 2, revenue: 1300, averageHoursToShip: 10 },
      { warehouse: 'South Bengaluru', orders: 1, revenue: 500, averageHoursToShip: 30 },
    ]);
    expect(a.priorityBreakdown).toEqual([
      { priority: 'high', count: 1 },
      { priority: 'medium', count: 0 },
      { priority: 'normal', count: 2 },
      { priority: 'low', count: 0 },
    ]);
  });

  it('writes insights from the numbers', async () => {
    const a = (await analytics(range)).json().data;
    expect(a.insights).toEqual([
      {
        kind: 'best_category',
        // Airplanes 800 + 300 of 1,800 item sales (the cancelled order's lines left out).
        text: 'Airplanes brought the most revenue: ₹1,100 (61% of item sales).',
      },
      {
        kind: 'slowest_warehouse',
        text: 'South Bengaluru is the slowest to ship: 30 hours from order to dispatch on average, against 10 hours at North Delhi.',
      },
      {
        kind: 'low_stock_best_seller',
        text: 'Only 3 left of 3S LiPo 2200, which sold 4 in this period: restock soon.',
      },
      {
        kind: 'low_stock_best_seller',
        // At the threshold (10) counts as low, as on the inventory screen.
        text: 'Only 10 left of Sky Glider, which sold 2 in this period: restock soon.',
      },
      {
        kind: 'revenue_trend',
        text: 'Revenue was ₹1,800, up 50% on the previous 10 days (₹1,200).',
      },
    ]);
  });

  it('answers zeros, null changes and a no-orders insight for an empty range', async () => {
    const res = await analytics('?startDate=2035-01-01&endDate=2035-01-31');
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a).toMatchObject({
      range: { startDate: '2035-01-01', endDate: '2035-01-31' },
      previousRange: { startDate: '2034-12-01', endDate: '2034-12-31' },
      totalOrders: 0,
      totalRevenue: 0,
      averageOrderValue: 0,
      visitors: 0,
      conversionRate: null,
      changes: {
        totalOrders: null,
        totalRevenue: null,
        averageOrderValue: null,
        conversionRate: null,
      },
      warehouseBreakdown: [],
      insights: [
        { kind: 'no_orders', text: 'No orders were placed from 2035-01-01 to 2035-01-31.' },
      ],
    });
    expect(a.statusBreakdown.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect(a.priorityBreakdown.every((p: { count: number }) => p.count === 0)).toBe(true);
  });

  it('compares against a previous period that had no revenue without dividing by zero', async () => {
    // 11-20 March: only the ₹9,999 order of 11 March; 1-10 March before it had ₹1,800.
    const a = (await analytics('?startDate=2031-03-11&endDate=2031-03-20')).json().data;
    expect(a.totalRevenue).toBe(9999);
    expect(a.changes.totalRevenue).toBe(455.5); // (9999 - 1800) / 1800
    // 1 order, 1 visitor, who is not the one who placed it.
    expect(a.visitors).toBe(1);
    expect(a.conversionRate).toBe(0);
    // 19-28 Feb against 9-18 Feb: 2 orders against 1.
    const b = (await analytics('?startDate=2031-02-19&endDate=2031-02-28')).json().data;
    expect(b.previousRange).toEqual({ startDate: '2031-02-09', endDate: '2031-02-18' });
    expect(b.changes.totalOrders).toBe(0); // 1 (28 Feb; 19 Feb's was cancelled) vs 1 (18 Feb)
    const c = (await analytics('?startDate=2031-03-11&endDate=2031-03-11')).json().data;
    expect(c.previousRange).toEqual({ startDate: '2031-03-10', endDate: '2031-03-10' });
    expect(c.changes.totalRevenue).toBeNull(); // 10 March had only the cancelled order
    expect(c.insights).toContainEqual({
      kind: 'revenue_trend',
      text: 'Revenue was ₹9,999, with none in the previous 1 day to compare against.',
    });
  });

  it('says so when every warehouse ships equally fast', async () => {
    const makeOrder = orderFactory(t);
    await makeOrder({
      at: '2031-05-02T10:00',
      total: 100,
      warehouse: 'North Delhi',
      shippedAfterHours: 22,
    });
    await makeOrder({
      at: '2031-05-03T10:00',
      total: 100,
      warehouse: 'West Mumbai',
      shippedAfterHours: 22,
    });
    const a = (await analytics('?startDate=2031-05-01&endDate=2031-05-31')).json().data;
    expect(a.insights).toContainEqual({
      kind: 'slowest_warehouse',
      text: 'Every warehouse takes 22 hours from order to dispatch on average.',
    });
  });

  it('defaults to the last 30 days through today (India)', async () => {
    const res = await analytics();
    expect(res.statusCode).toBe(200);
    const { startDate, endDate } = res.json().data.range;
    const today = indiaDay();
    expect(endDate).toBe(today);
    expect((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000).toBe(29);
  });

  it.each([
    ['startDate=2031-02-30', 'startDate: Not a real date'],
    ['startDate=01-03-2031', 'startDate: Dates are YYYY-MM-DD'],
    ['startDate=2031-03-10&endDate=2031-03-01', 'The start date must not be after the end date'],
    ['startDate=2001-01-01&endDate=2031-01-01', 'A range can span at most 10 years'],
    ['startDate=1999-12-31&endDate=2000-01-02', 'Dates must be between 2000-01-01 and 2099-12-31'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await analytics(`?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });
});
