import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFiles, multipartPost } from '../../../test/multipart.ts';
import { testAppWithAdmin, type TestApp } from '../../../test/test-app.ts';
import { inventoryMovements } from '../../inventory/inventory.tables.ts';

let t: TestApp;
let admin: { authorization: string };
let customer: { authorization: string };
let drones: { id: string; slug: string };
let airplanes: { id: string; slug: string };

beforeAll(async () => {
  ({ t, admin } = await testAppWithAdmin());
  customer = await t.loginAs(await t.makeUser());
  drones = await t.makeCategory({ slug: 'drones', name: 'Drones' });
  airplanes = await t.makeCategory({ slug: 'airplanes', name: 'Airplanes' });
  await t.makeCategory({
    slug: 'electric',
    name: 'Electric Planes',
    parentId: airplanes.id,
  });
});
afterAll(() => t.close());

const as = (headers: { authorization: string } | undefined) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers }),
  post: (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object }),
  put: (url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers, payload: payload as object }),
  del: (url: string) => t.app.inject({ method: 'DELETE', url, headers }),
});
const api = () => as(admin);

const validProduct = (overrides: Record<string, unknown> = {}) => ({
  name: 'Skyhawk 1200 EPO Trainer',
  category: 'airplanes/electric',
  price: 12_499,
  originalPrice: 14_999,
  stock: 7,
  description: 'A forgiving high-wing trainer.',
  countryOfOrigin: 'India',
  ...overrides,
});

async function createProduct(overrides: Record<string, unknown> = {}) {
  const res = await api().post('/api/products', validProduct(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: string };
}

const png = (width = 200, height = 100) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .png()
    .toBuffer();

describe('roles', () => {
  const calls: [string, string][] = [
    ['GET', '/api/products/admin/all'],
    ['GET', '/api/products/admin/featured-count'],
    ['PUT', '/api/products/admin/featured-count'],
    ['GET', '/api/products/admin/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/products'],
    ['PUT', '/api/products/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/products/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/products/bulk-update'],
    ['POST', '/api/upload/multiple'],
    ['GET', '/api/categories/all'],
    ['POST', '/api/categories'],
    ['PUT', '/api/categories/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/categories/00000000-0000-4000-8000-000000000000'],
  ];

  it.each(calls)('%s %s: visitors get 401, customers 403', async (method, url) => {
    const visitor = await t.app.inject({ method: method as 'GET', url, payload: undefined });
    expect(visitor.statusCode).toBe(401);
    const shopper = await t.app.inject({ method: method as 'GET', url, headers: customer });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().error.message).toBe('Access denied. Admin privileges required.');
  });
});

describe('POST /api/products', () => {
  // docs/decisions/no-invented-product-claims.md
  it('claims nothing the owner did not enter, and publishes only with a country of origin', async () => {
    const { countryOfOrigin: _, ...required } = validProduct();
    const live = await api().post('/api/products', required);
    expect(live.statusCode).toBe(400);
    expect(live.json().error.message).toBe(
      'Please choose the country of origin before making the product active',
    );
    const draft = await api().post('/api/products', { ...required, isActive: false });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.id as string;
    expect(draft.json().data).toMatchObject({
      isActive: false,
      countryOfOrigin: null,
      warranty: { period: '', covered: '', notCovered: '' },
      seller: { rating: null, yearsInBusiness: null },
    });
    const publish = await api().put(`/api/products/${id}`, { isActive: true });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().error.message).toMatch(/country of origin/);
    const bulk = await api().post('/api/products/bulk-update', {
      updates: [{ id, isActive: true }],
    });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json().error.message).toMatch(/country of origin/);
    // Declared, it goes live; the shop shows no warranty, rating or years it was never given.
    const declared = await api().put(`/api/products/${id}`, {
      isActive: true,
      countryOfOrigin: 'China',
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const shop = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(shop.statusCode).toBe(200);
    expect(shop.json().data).toMatchObject({
      countryOfOrigin: 'China',
      warranty: { period: '', covered: '', notCovered: '' },
      seller: { rating: null, yearsInBusiness: null },
    });
    // Taking the country away again from a live product is refused too.
    const cleared = await api().put(`/api/products/${id}`, { countryOfOrigin: '' });
    expect(cleared.statusCode).toBe(400);
  });

  it('creates a product with the shop defaults and records its opening stock', async () => {
    const p = await createProduct({ brand: 'FMS', hsnCode: '95030090', gstRate: 12 });
    expect(p).toMatchObject({
      name: 'Skyhawk 1200 EPO Trainer',
      category: 'electric',
      categoryPath: 'airplanes/electric',
      price: 12_499,
      originalPrice: 14_999,
      discount: 17,
      stock: 7,
      inStock: true,
      featured: false,
      brand: 'FMS',
      hsnCode: '95030090',
      gstRate: 12,
      countryOfOrigin: 'India',
      warranty: { period: '', covered: '', notCovered: '' },
      seller: { name: '', rating: null, yearsInBusiness: null },
      costPrice: null,
    });
    const moves = await t.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.productId, p.id));
    expect(moves).toMatchObject([{ delta: 7, stockAfter: 7, reason: 'admin' }]);
  });

  it('treats an empty or 0 original price as the price and splits line lists', async () => {
    const p = await createProduct({
      originalPrice: 0,
      highlights: 'Brushless motor\n\n  4-channel  \n',
      whatsInBox: ['Plane', '', ' Charger '],
      category: 'Drones',
    });
    expect(p).toMatchObject({
      originalPrice: 12_499,
      discount: 0,
      highlights: ['Brushless motor', '4-channel'],
      whatsInBox: ['Plane', 'Charger'],
      category: 'drones',
    });
  });

  it('takes a category by id or by alias-free slug', async () => {
    const p = await createProduct({ category: drones.id });
    expect(p.category).toBe('drones');
  });

  it.each([
    [{ name: '' }, 'Please enter product name'],
    [{ name: '   ' }, 'Please enter product name'],
    [{ name: undefined }, 'Please enter product name'],
    [{ price: 0 }, 'Please enter valid price'],
    [{ price: -5 }, 'Please enter valid price'],
    [{ price: 'abc' }, 'Please enter valid price'],
    [{ price: 10.005 }, 'at most 2 decimal places'],
    [{ description: '' }, 'Please enter product description'],
    [{ description: undefined }, 'Please enter product description'],
    [{ discount: 120 }, 'Discount must be between 0 and 100'],
    [{ discount: -1 }, 'Discount must be between 0 and 100'],
    [{ discount: 50 }, 'Discount 50% does not match the prices'],
    [{ originalPrice: 100 }, 'cannot be below the price'],
    [{ originalPrice: -1 }, 'Original price cannot be negative'],
    [{ stock: -1 }, 'Stock cannot be negative'],
    [{ stock: 1.5 }, 'Stock must be a whole number'],
    [{ category: 'submarines' }, 'Unknown category: submarines'],
    [{ category: 'airplanes/boats' }, 'Unknown category: airplanes/boats'],
    [{ gstRate: 17 }, 'GST rate must be one of'],
    [{ hsnCode: '12ab' }, 'HSN code must be 4, 6 or 8 digits'],
    [{ videoUrl: 'javascript:alert(1)' }, 'Video URL must start with http'],
    [
      { seller: { name: 'X', rating: 7, yearsInBusiness: 1 } },
      'Seller rating must be between 0 and 5',
    ],
    [{ images: ['https://evil.example/x.png'] }, 'must be uploaded to the shop first'],
    [
      { images: Array.from({ length: 11 }, (_, i) => `/uploads/products/uploads/x${i}-640.webp`) },
      'at most 10 images',
    ],
    [{ role: 'admin' }, 'Unrecognized key'],
  ])('refuses %j with 400 "%s"', async (override, message) => {
    const res = await api().post('/api/products', validProduct(override));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.type).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain(message);
  });

  it('refuses a SKU another product uses (409)', async () => {
    await createProduct({ sku: 'PW-DUP-1' });
    const res = await api().post('/api/products', validProduct({ sku: 'pw-dup-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('SKU PW-DUP-1 is already used by another product');
  });

  it('shows a new product in the storefront at once, though listings were cached', async () => {
    const search = '/api/products?search=quasarwing';
    expect((await as(undefined).get(search)).json().data.total).toBe(0);
    const p = await createProduct({ name: 'Quasarwing 900 Glider' });
    const found = (await as(undefined).get(search)).json().data;
    expect(found.products.map((x: { id: string }) => x.id)).toEqual([p.id]);
  });
});

describe('PUT /api/products/:id', () => {
  it('changes the price and the storefront product page shows it at once', async () => {
    const p = await createProduct();
    expect((await as(undefined).get(`/api/products/${p.id}`)).json().data.price).toBe(12_499);
    const res = await api().put(`/api/products/${p.id}`, { price: 11_999 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ price: 11_999, originalPrice: 14_999, discount: 20 });
    expect((await as(undefined).get(`/api/products/${p.id}`)).json().data.price).toBe(11_999);
  });

  it("toggles Today's Deals and Trending with a partial body; deals listing follows", async () => {
    const p = await createProduct({ name: 'Dealy Quad' });
    const deals = () => as(undefined).get('/api/products?deals=true&limit=100');
    const ids = async () => (await deals()).json().data.products.map((x: { id: string }) => x.id);
    expect(await ids()).not.toContain(p.id);
    expect(
      (await api().put(`/api/products/${p.id}`, { featured: true })).json().data.featured,
    ).toBe(true);
    expect(await ids()).toContain(p.id);
    const trending = await api().put(`/api/products/${p.id}`, { trending: true });
    expect(trending.json().data).toMatchObject({ featured: true, trending: true });
    await api().put(`/api/products/${p.id}`, { featured: false });
    expect(await ids()).not.toContain(p.id);
  });

  it('records a stock edit as an inventory movement', async () => {
    const p = await createProduct({ stock: 5 });
    await api().put(`/api/products/${p.id}`, { stock: 2 });
    const moves = await t.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.productId, p.id));
    expect(moves.map((m) => [m.delta, m.stockAfter]).sort()).toEqual(
      [
        [5, 5],
        [-3, 2],
      ].sort(),
    );
  });

  it('raising the price above the old original price moves the original up with it', async () => {
    const p = await createProduct({ price: 100, originalPrice: 120 });
    const res = await api().put(`/api/products/${p.id}`, { price: 150 });
    expect(res.json().data).toMatchObject({ price: 150, originalPrice: 150, discount: 0 });
  });

  it('answers 404 for an unknown or malformed id and 400 for bad values', async () => {
    expect((await api().put('/api/products/nope', { price: 1 })).statusCode).toBe(404);
    const p = await createProduct();
    const bad = await api().put(`/api/products/${p.id}`, { stock: -4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Stock cannot be negative');
    const below = await api().put(`/api/products/${p.id}`, { originalPrice: 5 });
    expect(below.statusCode).toBe(400);
  });
});

describe('DELETE /api/products/:id', () => {
  it('removes the product from the storefront and the admin list', async () => {
    const p = await createProduct({ name: 'Doomed Buggy' });
    expect((await as(undefined).get(`/api/products/${p.id}`)).statusCode).toBe(200);
    const res = await api().del(`/api/products/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Product deleted successfully!');
    expect((await as(undefined).get(`/api/products/${p.id}`)).statusCode).toBe(404);
    const list = (await api().get('/api/products/admin/all?search=Doomed')).json().data;
    expect(list.total).toBe(0);
    expect((await api().del(`/api/products/${p.id}`)).statusCode).toBe(404);
    expect((await api().get(`/api/products/admin/${p.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/products/admin/all', () => {
  let cat: { id: string; slug: string };
  beforeAll(async () => {
    cat = await t.makeCategory({ slug: 'boats', name: 'Boats' });
    const sub = await t.makeCategory({ slug: 'jet-boats', name: 'Jet Boats', parentId: cat.id });
    await t.makeProduct({
      name: 'Alpha Boat',
      categoryId: cat.id,
      stock: 0,
      pricePaise: 50_000,
      originalPricePaise: 50_000,
    });
    await t.makeProduct({
      name: 'Bravo Boat',
      categoryId: sub.id,
      stock: 3,
      pricePaise: 90_000,
      originalPricePaise: 90_000,
      featured: true,
    });
    await t.makeProduct({
      name: 'Charlie Boat',
      categoryId: cat.id,
      stock: 40,
      pricePaise: 70_000,
      originalPricePaise: 70_000,
      isActive: false,
    });
  });

  const names = async (query: string) => {
    const res = await api().get(`/api/products/admin/all?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.products.map((p: { name: string }) => p.name);
  };

  it('filters by category with its subcategories, hidden products included', async () => {
    expect(await names('category=boats&sort=name')).toEqual([
      'Alpha Boat',
      'Bravo Boat',
      'Charlie Boat',
    ]);
    expect(await names('category=boats/jet-boats')).toEqual(['Bravo Boat']);
    expect(await names(`category=${cat.id}&sort=name-desc`)).toEqual([
      'Charlie Boat',
      'Bravo Boat',
      'Alpha Boat',
    ]);
  });

  it('filters by stock and flags and sorts by price', async () => {
    expect(await names('category=boats&stock=outofstock')).toEqual(['Alpha Boat']);
    expect(await names('category=boats&stock=low&sort=stock-low')).toEqual([
      'Alpha Boat',
      'Bravo Boat',
    ]);
    expect(await names('category=boats&flags=featured')).toEqual(['Bravo Boat']);
    expect(await names('category=boats&sort=price-high')).toEqual([
      'Bravo Boat',
      'Charlie Boat',
      'Alpha Boat',
    ]);
  });

  it('searches by name, words and SKU, and pages', async () => {
    expect(await names('search=charlie')).toEqual(['Charlie Boat']);
    const page = (
      await api().get('/api/products/admin/all?category=boats&limit=2&page=2&sort=name')
    ).json().data;
    expect(page).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(page.products.map((p: { name: string }) => p.name)).toEqual(['Charlie Boat']);
    const p = await createProduct({ sku: 'PW-FINDME-9' });
    expect(
      (await api().get('/api/products/admin/all?search=pw-findme-9')).json().data.products[0].id,
    ).toBe(p.id);
  });

  it('refuses unknown sort or stock values', async () => {
    expect((await api().get('/api/products/admin/all?sort=cheapest')).statusCode).toBe(400);
    expect((await api().get('/api/products/admin/all?stock=maybe')).statusCode).toBe(400);
  });
});

describe('POST /api/products/bulk-update', () => {
  it('applies every change, or none when one product is unknown', async () => {
    const a = await createProduct({ stock: 1 });
    const b = await createProduct({ stock: 1 });
    const bad = await api().post('/api/products/bulk-update', {
      updates: [
        { id: a.id, stock: 50 },
        { id: '00000000-0000-4000-8000-000000000000', stock: 1 },
      ],
    });
    expect(bad.statusCode).toBe(404);
    expect((await api().get(`/api/products/admin/${a.id}`)).json().data.stock).toBe(1);
    const good = await api().post('/api/products/bulk-update', {
      updates: [
        { id: a.id, stock: 50, featured: true },
        { id: b.id, price: 9_999, trending: true },
      ],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toEqual({ updated: 2 });
    expect((await api().get(`/api/products/admin/${a.id}`)).json().data).toMatchObject({
      stock: 50,
      featured: true,
    });
    expect((await as(undefined).get(`/api/products/${b.id}`)).json().data).toMatchObject({
      price: 9_999,
      trending: true,
    });
  });

  it('records a stock change as an admin movement in the product’s stock history', async () => {
    const p = await createProduct({ stock: 4 });
    const res = await api().post('/api/products/bulk-update', {
      updates: [{ id: p.id, stock: 9 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = await api().get(`/api/inventory/${p.id}/movements`);
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json().data)).toContain('"delta":5');
  });

  it('refuses an empty list and negative stock', async () => {
    expect((await api().post('/api/products/bulk-update', { updates: [] })).statusCode).toBe(400);
    const p = await createProduct();
    const res = await api().post('/api/products/bulk-update', {
      updates: [{ id: p.id, stock: -1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Stock cannot be negative');
  });
});

describe('featured count', () => {
  it('defaults to 8, saves 4 to 12 and refuses anything else', async () => {
    expect((await api().get('/api/products/admin/featured-count')).json().data).toEqual({
      count: 8,
    });
    expect(
      (await api().put('/api/products/admin/featured-count', { count: 12 })).json().data,
    ).toEqual({ count: 12 });
    expect((await api().get('/api/products/admin/featured-count')).json().data).toEqual({
      count: 12,
    });
    for (const count of [3, 13, 6.5]) {
      const res = await api().put('/api/products/admin/featured-count', { count });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST /api/upload/multiple', () => {
  it('stores each image as 4:3 WebP variants without EXIF, usable as product images', async () => {
    const form = multipartFiles([
      { field: 'images', data: await png() },
      { field: 'images', data: await png(90, 160) },
    ]);
    const res = await t.app.inject(multipartPost('/api/upload/multiple', admin, form));
    expect(res.statusCode, res.body).toBe(200);
    const { urls } = res.json().data as { urls: string[] };
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/products\/uploads\/[0-9a-f-]+-640\.webp$/);
      for (const w of [320, 640, 1280]) {
        const file = path.join(
          t.storage.kind === 'local' ? t.storage.location : '',
          url.replace('/uploads/', '').replace('-640.webp', `-${w}.webp`),
        );
        await access(file);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
          'webp',
          w,
          (w * 3) / 4,
          undefined,
        ]);
      }
    }
    const p = await createProduct({ images: urls });
    const shown = (await as(undefined).get(`/api/products/${p.id}`)).json().data;
    expect(shown.images.map((i: { url: string }) => i.url)).toEqual(urls);
    // Reordering and removing: the removed upload's files are deleted.
    const edited = await api().put(`/api/products/${p.id}`, { images: [urls[1]] });
    expect(edited.json().data.images.map((i: { url: string }) => i.url)).toEqual([urls[1]]);
    const gone = path.join(
      t.storage.kind === 'local' ? t.storage.location : '',
      urls[0]!.replace('/uploads/', ''),
    );
    await expect(access(gone)).rejects.toThrow();
  });

  it('checks content, not names: a text file named .png is refused', async () => {
    const form = multipartFiles([
      { field: 'images', data: Buffer.from('not an image at all'), name: 'x.png' },
    ]);
    const res = await t.app.inject(multipartPost('/api/upload/multiple', admin, form));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please upload an image (JPEG, PNG, WebP, GIF or AVIF)');
  });

  it('refuses more than 10 images, files over 5 MB and an empty upload', async () => {
    const small = await png(20, 20);
    const eleven = multipartFiles(
      Array.from({ length: 11 }, () => ({ field: 'images', data: small })),
    );
    const many = await t.app.inject(multipartPost('/api/upload/multiple', admin, eleven));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toBe('At most 10 images can be uploaded at once');
    const big = multipartFiles([{ field: 'images', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }]);
    const large = await t.app.inject(multipartPost('/api/upload/multiple', admin, big));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe('Image must be 5 MB or smaller');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/upload/multiple',
      headers: admin,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });
});
