import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthHeaders, TestApp } from '../../../test/test-app.ts';
import { inventoryMovements } from '../../inventory/inventory.tables.ts';
import { adminProductsShop, callsAs, createProduct, validProduct } from './admin.fixtures.ts';

let t: TestApp;
let admin: AuthHeaders;
let customer: AuthHeaders;
let drones: { id: string; slug: string };
beforeAll(async () => {
  ({ t, admin, customer, drones } = await adminProductsShop());
});
afterAll(() => t.close());

const as = (headers: AuthHeaders | undefined) => callsAs(() => t, headers);
const api = () => as(admin);
const newProduct = (overrides: Record<string, unknown> = {}) => createProduct(api(), overrides);

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
    const p = await newProduct({ brand: 'FMS', hsnCode: '95030090', gstRate: 12 });
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
    const p = await newProduct({
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
    const p = await newProduct({ category: drones.id });
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
    await newProduct({ sku: 'PW-DUP-1' });
    const res = await api().post('/api/products', validProduct({ sku: 'pw-dup-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('SKU PW-DUP-1 is already used by another product');
  });

  it('shows a new product in the storefront at once, though listings were cached', async () => {
    const search = '/api/products?search=quasarwing';
    expect((await as(undefined).get(search)).json().data.total).toBe(0);
    const p = await newProduct({ name: 'Quasarwing 900 Glider' });
    const found = (await as(undefined).get(search)).json().data;
    expect(found.products.map((x: { id: string }) => x.id)).toEqual([p.id]);
  });
});

describe('PUT /api/products/:id', () => {
  it('changes the price and the storefront product page shows it at once', async () => {
    const p = await newProduct();
    expect((await as(undefined).get(`/api/products/${p.id}`)).json().data.price).toBe(12_499);
    const res = await api().put(`/api/products/${p.id}`, { price: 11_999 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ price: 11_999, originalPrice: 14_999, discount: 20 });
    expect((await as(undefined).get(`/api/products/${p.id}`)).json().data.price).toBe(11_999);
  });

  it("toggles Today's Deals and Trending with a partial body; deals listing follows", async () => {
    const p = await newProduct({ name: 'Dealy Quad' });
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
    const p = await newProduct({ stock: 5 });
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
    const p = await newProduct({ price: 100, originalPrice: 120 });
    const res = await api().put(`/api/products/${p.id}`, { price: 150 });
    expect(res.json().data).toMatchObject({ price: 150, originalPrice: 150, discount: 0 });
  });

  it('answers 404 for an unknown or malformed id and 400 for bad values', async () => {
    expect((await api().put('/api/products/nope', { price: 1 })).statusCode).toBe(404);
    const p = await newProduct();
    const bad = await api().put(`/api/products/${p.id}`, { stock: -4 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Stock cannot be negative');
    const below = await api().put(`/api/products/${p.id}`, { originalPrice: 5 });
    expect(below.statusCode).toBe(400);
  });
});

describe('DELETE /api/products/:id', () => {
  it('removes the product from the storefront and the admin list', async () => {
    const p = await newProduct({ name: 'Doomed Buggy' });
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

// Specification values (docs/decisions/specifications.md): checked against the attributes of
// the product's category (its parent's too), numbers taken as numbers, choices as spelled.
describe('specification values', () => {
  let n = 0;
  const attribute = async (body: Record<string, unknown>) => {
    const key = `${String(body.key)}_${++n}`;
    const res = await api().post('/api/admin/attributes', { ...body, key });
    expect(res.statusCode, res.body).toBe(201);
    return key;
  };
  let capacity: string;
  let connector: string;
  let build: string;
  let span: string;
  beforeAll(async () => {
    capacity = await attribute({
      key: 'capacity',
      name: 'Capacity',
      type: 'number',
      unit: 'mAh',
      categories: ['airplanes/electric', 'drones'],
    });
    connector = await attribute({
      key: 'connector',
      name: 'Connector',
      type: 'choice',
      choices: ['XT60', 'XT90', 'Deans'],
      categories: ['airplanes/electric'],
    });
    // On the parent: its subcategories' products carry it too.
    build = await attribute({
      key: 'build',
      name: 'Build',
      type: 'choice',
      choices: ['RTF', 'PNP'],
      categories: ['airplanes'],
    });
    span = await attribute({ key: 'span', name: 'Wingspan', type: 'text', categories: [] });
  });
  const history = async (id: string) =>
    (await api().get(`/api/audit?kind=product&recordId=${id}`)).json().data.entries as {
      action: string;
      changes: Record<string, [unknown, unknown]>;
    }[];
  const storeSpecs = async (id: string) =>
    (await as(undefined).get(`/api/products/${id}`)).json().data.specs as {
      key: string;
      display: string;
    }[];

  it('creates a product with its values: numbers as numbers, choices as the attribute spells them', async () => {
    const p = await newProduct({
      specValues: { [capacity]: '2200', [connector]: 'xt60', [build]: 'pnp' },
    });
    expect(p.specValues).toEqual({ [capacity]: 2200, [connector]: 'XT60', [build]: 'PNP' });
    expect(await storeSpecs(p.id)).toEqual([
      expect.objectContaining({ key: build, display: 'PNP' }),
      expect.objectContaining({ key: capacity, display: '2200 mAh' }),
      expect.objectContaining({ key: connector, display: 'XT60' }),
    ]);
    const [created] = await history(p.id);
    expect(created!.changes.specs).toEqual([
      null,
      { [build]: 'PNP', [capacity]: 2200, [connector]: 'XT60' },
    ]);
  });

  // Thunks: the keys are made in beforeAll.
  const refusals: [() => Record<string, unknown>, () => string][] = [
    [
      () => ({ [span]: '1200 mm' }),
      () =>
        `${span} is not a specification of this category (it has: ${build}, ${capacity}, ${connector})`,
    ],
    [() => ({ [capacity]: 'lots' }), () => 'Capacity must be a number (in mAh)'],
    [() => ({ [capacity]: -5 }), () => 'Capacity must be a number (in mAh)'],
    [() => ({ [connector]: 'EC5' }), () => 'Connector must be one of: XT60, XT90, Deans'],
  ];
  it.each(refusals)('refuses values the category does not take (%#)', async (values, message) => {
    const res = await api().post('/api/products', validProduct({ specValues: values() }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(message());
  });

  it("checks each variant's values, naming its SKU", async () => {
    const res = await api().post(
      '/api/products',
      validProduct({
        options: [{ name: 'Pack', values: ['Small', 'Large'] }],
        variants: [
          { sku: 'SPEC-SMALL', options: { Pack: 'Small' }, price: 100, stock: 1 },
          {
            sku: 'SPEC-LARGE',
            options: { Pack: 'Large' },
            price: 200,
            stock: 1,
            specValues: { [capacity]: 'big' },
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('SPEC-LARGE: Capacity must be a number (in mAh)');
    const made = await newProduct({
      options: [{ name: 'Pack', values: ['Small', 'Large'] }],
      variants: [
        {
          sku: 'SPEC-SMALL',
          options: { Pack: 'Small' },
          price: 100,
          stock: 1,
          specValues: { [capacity]: '1300' },
        },
        {
          sku: 'SPEC-LARGE',
          options: { Pack: 'Large' },
          price: 200,
          stock: 1,
          specValues: { [capacity]: 2200, [connector]: 'deans' },
        },
      ],
    });
    expect(made.variants).toMatchObject([
      { sku: 'SPEC-SMALL', specValues: { [capacity]: 1300 } },
      { sku: 'SPEC-LARGE', specValues: { [capacity]: 2200, [connector]: 'Deans' } },
    ]);
    expect(await storeSpecs(made.id)).toContainEqual(
      expect.objectContaining({ key: capacity, display: '1300 / 2200 mAh' }),
    );
    // A variant sent again without specValues keeps its own.
    const variants = (made.variants as { id: string; sku: string; options: object }[]).map((v) => ({
      id: v.id,
      sku: v.sku,
      options: v.options,
      price: 150,
      stock: 2,
    }));
    const kept = await api().put(`/api/products/${made.id}`, { variants });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.variants).toMatchObject([
      { specValues: { [capacity]: 1300 } },
      { specValues: { [capacity]: 2200, [connector]: 'Deans' } },
    ]);
    const [edit] = await history(made.id);
    expect(Object.keys(edit!.changes).filter((k) => k.startsWith('variant '))).toHaveLength(2);
    expect(edit!.changes['variant SPEC-SMALL']![1]).toMatchObject({
      specValues: { [capacity]: 1300 },
    });
  });

  it('keeps the values when an update leaves them out, replaces them when it sends them', async () => {
    const p = await newProduct({ specValues: { [capacity]: 1000, [connector]: 'XT90' } });
    const priced = await api().put(`/api/products/${p.id}`, { price: 11_000 });
    expect(priced.json().data.specValues).toEqual({ [capacity]: 1000, [connector]: 'XT90' });
    // The same values in another order and spelling: nothing for the audit log to record.
    const entries = (await history(p.id)).length;
    const same = await api().put(`/api/products/${p.id}`, {
      specValues: { [connector]: 'xt90', [capacity]: '1000' },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(await history(p.id)).toHaveLength(entries);
    const res = await api().put(`/api/products/${p.id}`, { specValues: { [capacity]: 1500 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.specValues).toEqual({ [capacity]: 1500 });
    const [entry] = await history(p.id);
    expect(entry!.changes.specs).toEqual([
      { [capacity]: 1000, [connector]: 'XT90' },
      { [capacity]: 1500 },
    ]);
    const bad = await api().put(`/api/products/${p.id}`, { specValues: { [connector]: 'EC3' } });
    expect(bad.statusCode).toBe(400);
    expect((await api().get(`/api/products/admin/${p.id}`)).json().data.specValues).toEqual({
      [capacity]: 1500,
    });
  });

  it('moved to another category, keeps only the values that category has (its variants too)', async () => {
    const p = await newProduct({
      specValues: { [capacity]: 5000, [connector]: 'XT90', [build]: 'RTF' },
      options: [{ name: 'Pack', values: ['One'] }],
      variants: [
        {
          sku: 'SPEC-MOVE-1',
          options: { Pack: 'One' },
          price: 100,
          stock: 1,
          specValues: { [capacity]: 4000, [connector]: 'Deans' },
        },
      ],
    });
    const moved = await api().put(`/api/products/${p.id}`, { category: 'drones' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.specValues).toEqual({ [capacity]: 5000 });
    expect(moved.json().data.variants[0].specValues).toEqual({ [capacity]: 4000 });
    // Moving and sending values: checked against the new category.
    const refused = await api().put(`/api/products/${p.id}`, {
      category: 'airplanes/electric',
      specValues: { [span]: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(`${span} is not a specification`);
  });
});
