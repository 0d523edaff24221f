import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { createS3Storage, type Storage } from '../../platform/storage.ts';
import { users } from '../accounts/accounts.tables.ts';
import { productImages, products } from '../catalog/catalog.tables.ts';
import { ist, orderFactory } from './analytics.fixtures.ts';
import { storageStats } from './analytics.storage.ts';

// Orders and sign-ups here are dated 2032, so nothing else in the database can count.
let t: TestApp;
let asAdmin: { authorization: string };
const get = (url: string) => t.app.inject({ url, headers: asAdmin });

let customers = 0;
let liveProducts = 0;
let productsWithImages = 0;
let imageRows = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await t.makeUser({ role: 'admin' });
  asAdmin = await t.loginAs(admin);
  const makeOrder = orderFactory(t);

  // Customers: three signed up in 2032 (one each in January, one in March, one before).
  const signUp = async (at: string) => {
    const u = await t.makeUser();
    await t.db
      .update(users)
      .set({ createdAt: ist(at) })
      .where(eq(users.id, u.id));
    customers += 1;
    return u;
  };
  const buyer = await signUp('2032-01-31T23:30'); // 31 Jan in India (18:00 UTC)
  const canceller = await signUp('2032-03-01T00:15'); // 1 March in India (28 Feb 18:45 UTC)
  const idle = await signUp('2031-06-01T12:00');
  void idle;

  const quad = await t.makeProduct({ name: 'Quad X' });
  const prop = await t.makeProduct({ name: 'Prop 5x4' });
  const gone = await t.makeProduct({ name: 'Old Kit' });
  await t.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, gone.id));
  liveProducts = 2;
  // Each test product has one image row; Quad X gets two more.
  await t.db.insert(productImages).values([
    { productId: quad.id, position: 1, key: 'products/quad/1', width: 1280, height: 960 },
    { productId: quad.id, position: 2, key: 'products/quad/2', width: 1280, height: 960 },
  ]);
  productsWithImages = 2;
  imageRows = 4;

  await makeOrder({
    at: '2032-01-20T10:00',
    total: 250,
    status: 'delivered',
    userId: buyer.id,
    lines: [{ product: prop, quantity: 4, lineTotal: 250 }],
  });
  await makeOrder({
    at: '2032-02-01T00:15', // 31 Jan 18:45 UTC: February in India
    total: 400,
    status: 'confirmed',
    userId: buyer.id,
    lines: [
      { product: quad, quantity: 1, lineTotal: 300 },
      { product: prop, quantity: 1, lineTotal: 100 },
    ],
  });
  await makeOrder({
    at: '2032-03-05T10:00',
    total: 100,
    status: 'cancelled',
    userId: canceller.id,
    lines: [{ product: quad, quantity: 9, lineTotal: 100 }],
  });
  // An admin's own order does not make them an active customer.
  await makeOrder({ at: '2031-05-01T10:00', total: 50, status: 'delivered', userId: admin.id });
});
afterAll(() => t.close());

describe('GET /api/analytics/dashboard', () => {
  it('sums the range and lists every month, top products and statuses', async () => {
    const res = await get('/api/analytics/dashboard?startDate=2032-01-15&endDate=2032-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      range: { startDate: '2032-01-15', endDate: '2032-03-10' },
      // Orders, revenue and average order value count the same orders: not the cancelled one.
      summary: {
        totalOrders: 2,
        totalRevenue: 650,
        averageOrderValue: 325,
        totalProducts: liveProducts,
        totalCustomers: customers,
      },
      revenueByMonth: [
        { month: '2032-01', revenue: 250, orders: 1 },
        { month: '2032-02', revenue: 400, orders: 1 },
        { month: '2032-03', revenue: 0, orders: 0 },
      ],
      // By units sold; the cancelled order's nine Quad X are not sales.
      topProducts: [
        { productId: expect.any(String), name: 'Prop 5x4', quantity: 5, revenue: 350 },
        { productId: expect.any(String), name: 'Quad X', quantity: 1, revenue: 300 },
      ],
      ordersByStatus: [
        { status: 'pending', count: 0 },
        { status: 'confirmed', count: 1 },
        { status: 'processing', count: 0 },
        { status: 'shipped', count: 0 },
        { status: 'delivered', count: 1 },
        { status: 'cancelled', count: 1 },
      ],
    });
  });

  it('answers empty months for a range without orders', async () => {
    const res = await get('/api/analytics/dashboard?startDate=2036-11-20&endDate=2037-01-05');
    const d = res.json().data;
    expect(d.summary).toMatchObject({ totalOrders: 0, totalRevenue: 0, averageOrderValue: 0 });
    expect(d.revenueByMonth).toEqual([
      { month: '2036-11', revenue: 0, orders: 0 },
      { month: '2036-12', revenue: 0, orders: 0 },
      { month: '2037-01', revenue: 0, orders: 0 },
    ]);
    expect(d.topProducts).toEqual([]);
  });

  it('defaults to the last twelve months', async () => {
    const d = (await get('/api/analytics/dashboard')).json().data;
    expect(d.revenueByMonth).toHaveLength(12);
    expect(d.range.startDate.endsWith('-01')).toBe(true);
  });
});

describe('GET /api/analytics/users', () => {
  it('counts customers, those with a live order, and sign-ups by India month', async () => {
    const res = await get('/api/analytics/users?startDate=2032-01-01&endDate=2032-03-31');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      range: { startDate: '2032-01-01', endDate: '2032-03-31' },
      totalCustomers: customers,
      activeUsers: 1, // the buyer; the canceller and the admin do not count
      registrationsByMonth: [
        { month: '2032-01', count: 1 },
        { month: '2032-02', count: 0 },
        { month: '2032-03', count: 1 },
      ],
    });
  });

  it('refuses a bad date', async () => {
    const res = await get('/api/analytics/users?endDate=2032-13-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('endDate: Not a real date');
  });
});

describe('GET /api/analytics/database', () => {
  it("lists the shop's tables with their rows and sizes from PostgreSQL's catalogue", async () => {
    const res = await get('/api/analytics/database');
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    // Tests reach the embedded server by URL too (test/global-setup.ts).
    expect(d.engine).toBe('postgres');
    expect(d.databaseName).not.toBe('');
    expect(d.dataSizeBytes).toBeGreaterThan(0);
    expect(d.tableCount).toBe(d.tables.length);
    const table = (name: string) => d.tables.find((x: { name: string }) => x.name === name);
    // The shop's names with exact counts of what this file inserted (never-analysed tables
    // included: PostgreSQL's estimate for those reads 0 or -1).
    expect(table('orders')).toMatchObject({ table: 'orders_order', rows: 4 });
    expect(table('order_items')).toMatchObject({ table: 'orders_item', rows: 4 });
    expect(table('products')).toMatchObject({ table: 'catalog_product', rows: 3 });
    expect(table('users')).toMatchObject({ table: 'accounts_user', rows: customers + 1 });
    expect(table('reviews')).toMatchObject({ table: 'reviews_review', rows: 0 });
    const names = d.tables.map((x: { name: string }) => x.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n: string) => n.includes('.'))).toEqual([]);
    const orders = table('orders');
    expect(orders.sizeBytes).toBeGreaterThan(0);
    // The rows' own width, not the table's pages and indexes shared out.
    expect(orders.averageRowBytes).toBeGreaterThan(200);
    expect(orders.averageRowBytes).toBeLessThan(orders.sizeBytes / 4);
    // The migrations' bookkeeping lives in its own schema and is not a shop table.
    expect(d.tables.find((x: { table: string }) => x.table === '__drizzle_migrations')).toBe(
      undefined,
    );
  });
});

describe('GET /api/analytics/storage', () => {
  it('counts the product photos stored on local disk and their bytes', async () => {
    // One seeded-style photo in three sizes, one upload in one size, and an avatar (not counted).
    await t.storage.put('products/quad/0-320.webp', Buffer.alloc(10), 'image/webp');
    await t.storage.put('products/quad/0-640.webp', Buffer.alloc(20), 'image/webp');
    await t.storage.put('products/quad/0-1280.webp', Buffer.alloc(30), 'image/webp');
    await t.storage.put('products/uploads/abc-320.webp', Buffer.alloc(5), 'image/webp');
    await t.storage.put('avatars/me.webp', Buffer.alloc(1000), 'image/webp');
    const res = await get('/api/analytics/storage');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      backend: 'local',
      location: t.storage.location,
      region: null,
      storageClass: 'Local disk',
      imageCount: 2,
      totalBytes: 65,
      productsWithImages,
      averageImagesPerProduct: imageRows / productsWithImages,
      pricePerGbMonth: 1.9,
      estimatedMonthlyCost: 0,
      estimatedYearlyCost: 0,
    });
  });

  it('prices the stored gigabytes at the configured rupees per GB-month', async () => {
    const GiB = 1024 ** 3;
    const big: Storage = {
      ...t.storage,
      async *list() {
        yield { key: 'products/a/0-1280.webp', bytes: 3 * GiB };
        yield { key: 'products/a/0-640.webp', bytes: 2 * GiB };
      },
      describe: t.storage.describe,
    };
    const s = await storageStats(t.db, big, 1.9);
    expect(s).toMatchObject({ imageCount: 1, totalBytes: 5 * GiB });
    expect(s.estimatedMonthlyCost).toBe(9.5);
    expect(s.estimatedYearlyCost).toBe(114);
  });

  it('lists an S3 bucket page by page and reads its region and creation date', async () => {
    const objects = [
      ['products/a/0-320.webp', 100, 'STANDARD_IA'],
      ['products/a/0-640.webp', 200, 'STANDARD_IA'],
      ['products/a/0-1280.webp', 300, 'STANDARD_IA'],
      ['products/uploads/x-1280.webp', 400, 'STANDARD'],
      ['products/uploads/y-1280.webp', 500, 'STANDARD_IA'],
    ] as const;
    const seen: string[] = [];
    // A stand-in for S3 on 127.0.0.1 that pages its listing two objects at a time.
    const s3 = createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      seen.push(`${req.method} ${url.pathname}${url.search}`);
      // Path-style: the bucket is the first segment (the SDK may add a trailing slash).
      url.pathname = url.pathname.replace(/(.)\/$/, '$1');
      const xml = (body: string) =>
        res.writeHead(200, { 'content-type': 'application/xml' }).end(body);
      if (url.pathname === '/shop' && url.searchParams.has('location')) {
        return xml(
          '<?xml version="1.0" encoding="UTF-8"?>\n<LocationConstraint xmlns="http://s3.amazonaws.com/doc/2006-03-01/">ap-south-2</LocationConstraint>',
        );
      }
      if (url.pathname === '/shop' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const from = Number(url.searchParams.get('continuation-token') ?? 0);
        const matching = objects.filter(([k]) => k.startsWith(prefix));
        const page = matching.slice(from, from + 2);
        const more = from + 2 < matching.length;
        return xml(
          `<ListBucketResult><Name>shop</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount>` +
            `<IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${from + 2}</NextContinuationToken>` : ''}` +
            page
              .map(
                ([k, size, cls]) =>
                  `<Contents><Key>${k}</Key><Size>${size}</Size><StorageClass>${cls}</StorageClass></Contents>`,
              )
              .join('') +
            '</ListBucketResult>',
        );
      }
      if (url.pathname === '/') {
        return xml(
          '<ListAllMyBucketsResult><Buckets><Bucket><Name>other</Name><CreationDate>2020-01-01T00:00:00.000Z</CreationDate></Bucket>' +
            '<Bucket><Name>shop</Name><CreationDate>2030-05-01T10:00:00.000Z</CreationDate></Bucket></Buckets></ListAllMyBucketsResult>',
        );
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => s3.listen(0, '127.0.0.1', r));
    try {
      const storage = createS3Storage({
        kind: 's3',
        bucket: 'shop',
        region: 'ap-south-1',
        endpoint: `http://127.0.0.1:${(s3.address() as AddressInfo).port}`,
        accessKeyId: 'AKIATEST',
        secretAccessKey: 'secret',
        publicUrl: undefined,
      });
      const s = await storageStats(t.db, storage, 1.9);
      expect(s).toMatchObject({
        backend: 's3',
        location: 'shop',
        region: 'ap-south-2',
        storageClass: 'STANDARD_IA',
        createdAt: '2030-05-01T10:00:00.000Z',
        imageCount: 3,
        totalBytes: 1500,
      });
      expect(seen.filter((r) => r.includes('list-type=2'))).toHaveLength(3);
    } finally {
      await new Promise<void>((r) => s3.close(() => r()));
    }
  });
});
