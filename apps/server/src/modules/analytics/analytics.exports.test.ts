import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '@propwash/domain/india-time';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { ist, orderFactory } from './analytics.fixtures.ts';

// Orders dated 2033, so nothing else in the database falls in the reports' range.
let t: TestApp;
let asAdmin: { authorization: string };
const range = 'startDate=2033-04-01&endDate=2033-04-03';

beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin());
  const makeOrder = orderFactory(t);
  const asha = await t.makeUser({ email: 'asha@example.com' });
  await t.db
    .update(users)
    .set({ name: 'Asha Rao', createdAt: ist('2033-03-15T09:00') })
    .where(eq(users.id, asha.id));
  const vikram = await t.makeUser({ email: 'vikram@example.com' });
  await t.db
    .update(users)
    .set({ name: 'Vikram Das', createdAt: ist('2033-04-02T20:00') })
    .where(eq(users.id, vikram.id));
  // Signed up after the range: not in the customers report.
  const late = await t.makeUser({ email: 'late@example.com' });
  await t.db
    .update(users)
    .set({ createdAt: ist('2033-04-04T00:00') })
    .where(eq(users.id, late.id));

  await makeOrder({
    at: '2033-04-01T00:05', // 31 March 18:35 UTC: 1 April in India
    total: 1499.5,
    status: 'delivered',
    paymentMethod: 'card',
    userId: asha.id,
    customerName: 'Asha Rao',
    customerEmail: 'asha@example.com',
  });
  await makeOrder({
    at: '2033-04-03T18:30',
    total: 250,
    status: 'cancelled',
    paymentMethod: 'cod',
    userId: vikram.id,
    customerName: 'Vikram Das',
    customerEmail: 'vikram@example.com',
  });
  await makeOrder({
    at: '2033-04-03T19:00',
    total: 600,
    status: 'pending',
    userId: vikram.id,
    customerName: 'Vikram Das',
    customerEmail: 'vikram@example.com',
  });
  await makeOrder({ at: '2033-04-04T00:00', total: 5000, status: 'delivered' }); // after the range

  const props = await t.makeCategory({ name: 'Propellers' });
  await t.makeProduct({ name: 'Alpha Prop', sku: 'PROP-A', categoryId: props.id, stock: 0 });
  await t.makeProduct({ name: 'Beta Prop', sku: 'PROP-B', categoryId: props.id, stock: 7 });
  await t.makeProduct({
    name: 'Gamma Prop',
    sku: 'PROP-G',
    categoryId: props.id,
    stock: 40,
    pricePaise: 12_345,
    originalPricePaise: 12_345,
  });
  const gone = await t.makeProduct({ name: 'Deleted Prop', categoryId: props.id });
  await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
});
afterAll(() => t.close());

async function download(type: string, query = range) {
  const res = await t.app.inject({
    url: `/api/analytics/export/${type}?${query}`,
    headers: asAdmin,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { res, rows };
}

describe('GET /api/analytics/export/:type', () => {
  it('orders: one row per order in the range, oldest first, India times', async () => {
    const { res, rows } = await download('orders');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders_report_2033-04-01_to_2033-04-03.xlsx"',
    );
    expect(rows[0]).toEqual([
      'Order ID',
      'Customer',
      'Email',
      'Date',
      'Status',
      'Payment',
      'Total ₹',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[2], r[3], r[4], r[5], r[6]])).toEqual([
      [
        'Asha Rao',
        'asha@example.com',
        new Date('2033-04-01T00:05:00Z'),
        'delivered',
        'card',
        1499.5,
      ],
      [
        'Vikram Das',
        'vikram@example.com',
        new Date('2033-04-03T18:30:00Z'),
        'cancelled',
        'cod',
        250,
      ],
      ['Vikram Das', 'vikram@example.com', new Date('2033-04-03T19:00:00Z'), 'pending', 'upi', 600],
    ]);
    expect(rows[1]![0]).toMatch(/^PW-AN-/);
  });

  it('revenue: every day of the range with its orders and revenue, and a total', async () => {
    const { res, rows } = await download('revenue');
    expect(res.headers['content-disposition']).toContain(
      'filename="revenue_report_2033-04-01_to_2033-04-03.xlsx"',
    );
    expect(rows).toEqual([
      ['Date', 'Orders', 'Revenue ₹'],
      ['2033-04-01', 1, 1499.5],
      ['2033-04-02', 0, 0],
      ['2033-04-03', 1, 600], // the cancelled ₹250 is neither an order nor revenue
      ['Total', 2, 2099.5],
    ]);
  });

  it('inventory: every product not deleted, by name, with its stock status and price', async () => {
    const { res, rows } = await download('inventory');
    expect(res.headers['content-disposition']).toContain(
      'filename="inventory_report_2033-04-01_to_2033-04-03.xlsx"',
    );
    expect(rows).toEqual([
      ['Product', 'SKU', 'Category', 'Stock', 'Status', 'Price ₹'],
      ['Alpha Prop', 'PROP-A', 'Propellers', 0, 'Out of stock', 999],
      ['Beta Prop', 'PROP-B', 'Propellers', 7, 'Low stock', 999],
      ['Gamma Prop', 'PROP-G', 'Propellers', 40, 'In stock', 123.45],
    ]);
  });

  it('customers: accounts by the range end, with orders and spend in the range', async () => {
    const { res, rows } = await download('customers');
    expect(res.headers['content-disposition']).toContain(
      'filename="customers_report_2033-04-01_to_2033-04-03.xlsx"',
    );
    expect(rows).toEqual([
      ['Name', 'Email', 'Registered', 'Orders', 'Total spent ₹'],
      ['Asha Rao', 'asha@example.com', new Date('2033-03-15T09:00:00Z'), 1, 1499.5],
      // His cancelled order is not counted, like everywhere in the analytics.
      ['Vikram Das', 'vikram@example.com', new Date('2033-04-02T20:00:00Z'), 1, 600],
    ]);
  });

  it('names the default range (the last 30 days) in the file name', async () => {
    const res = await t.app.inject({ url: '/api/analytics/export/revenue', headers: asAdmin });
    expect(res.statusCode).toBe(200);
    const today = indiaDay();
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`filename="revenue_report_\\d{4}-\\d{2}-\\d{2}_to_${today}\\.xlsx"`),
    );
  });

  it('refuses an unknown report type and bad dates with 400', async () => {
    const unknown = await t.app.inject({
      url: `/api/analytics/export/products?${range}`,
      headers: asAdmin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      'type: Unknown report type: choose one of orders, revenue, inventory, customers',
    );
    const bad = await t.app.inject({
      url: '/api/analytics/export/orders?startDate=2033-04-31',
      headers: asAdmin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('startDate: Not a real date');
  });
});
