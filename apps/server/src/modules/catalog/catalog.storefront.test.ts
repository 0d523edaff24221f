import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categoryAliases, products } from './catalog.tables.ts';
import { makeAircraftCategories } from './catalog.fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ids: { heli: string; cheap: string; soldOut: string; planeChild: string };

beforeAll(async () => {
  t = await buildTestApp();
  const { airplanes, electric, helicopters } = await makeAircraftCategories(t);
  await t.db.insert(categoryAliases).values({ alias: 'planes', categoryId: airplanes.id });
  const heli = await t.makeProduct({
    name: 'Align T-Rex 450 Helicopter Kit',
    categoryId: helicopters.id,
    pricePaise: 2_499_900,
    originalPricePaise: 2_999_900,
    featured: true,
  });
  const cheap = await t.makeProduct({
    name: 'Gemfan 5x3 Propeller Pair',
    categoryId: helicopters.id,
    pricePaise: 19_900,
    originalPricePaise: 19_900,
  });
  const soldOut = await t.makeProduct({
    name: 'Sold Out Glider',
    categoryId: electric.id,
    stock: 0,
  });
  const planeChild = await t.makeProduct({
    name: 'Volantex Ranger 757 EPO Plane',
    categoryId: electric.id,
    stock: 3,
  });
  await t.makeProduct({
    name: 'Hidden Disabled Product',
    categoryId: electric.id,
    isActive: false,
  });
  ids = { heli: heli.id, cheap: cheap.id, soldOut: soldOut.id, planeChild: planeChild.id };
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/products', () => {
  it('pages through active products with totals and never shows disabled ones', async () => {
    const { status, body } = await list('limit=2&page=2&sort=name');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ page: 2, limit: 2, total: 4, totalPages: 2 });
    expect(body.data.products.map((p: { name: string }) => p.name)).toEqual([
      'Sold Out Glider',
      'Volantex Ranger 757 EPO Plane',
    ]);
  });

  it('caps the page size at 100 and refuses unknown sorts with a clear message', async () => {
    const big = await list('limit=500');
    expect(big.status).toBe(400);
    expect(big.body.error.type).toBe('VALIDATION_FAILED');
    expect(big.body.error.message).toMatch(/^limit:/);
    const sort = await list('sort=cheapest');
    expect(sort.status).toBe(400);
    expect(sort.body.error.message).toContain('sort must be one of: default, price-low');
  });

  it('includes subcategories under a category slug and follows aliases', async () => {
    const parent = await list('category=airplanes');
    expect(parent.body.data.total).toBe(2);
    const alias = await list('category=planes');
    expect(alias.body.data.total).toBe(2);
    const unknown = await list('category=submarines');
    expect(unknown.body.data).toMatchObject({ total: 0, products: [] });
  });

  it('filters by price (rupees), availability and deals, and sorts by price', async () => {
    const cheap = await list('maxPrice=199');
    expect(cheap.body.data.products.map((p: { id: string }) => p.id)).toEqual([ids.cheap]);
    const outOfStock = await list('availability=outofstock');
    expect(outOfStock.body.data.products.map((p: { id: string }) => p.id)).toEqual([ids.soldOut]);
    const deals = await list('deals=true');
    expect(deals.body.data.products.map((p: { id: string }) => p.id)).toEqual([ids.heli]);
    const high = await list('sort=price-high&limit=1');
    expect(high.body.data.products[0]).toMatchObject({
      id: ids.heli,
      price: 24999,
      originalPrice: 29999,
      discount: 17,
    });
  });

  it('finds products by words and tolerates typos', async () => {
    const exact = await list('search=helicopter');
    expect(exact.body.data.products[0].id).toBe(ids.heli);
    const typo = await list('search=helicoptor');
    expect(typo.body.data.products.map((p: { id: string }) => p.id)).toContain(ids.heli);
  });
});

describe('GET /api/products/:id', () => {
  it('returns the product with images and no internal fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/${ids.planeChild}` });
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({
      id: ids.planeChild,
      category: 'electric',
      stock: 3,
      inStock: true,
      gstRate: 18,
    });
    expect(p.images[0].url).toMatch(/^\/uploads\/products\/.+-640\.webp$/);
    expect(p.images[0].srcset).toContain('1280w');
    expect(p).not.toHaveProperty('costPricePaise');
    expect(p).not.toHaveProperty('costPrice');
  });

  it('answers 404 in the envelope for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-product']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        error: { message: 'Product not found', type: 'NOT_FOUND' },
      });
    }
  });
});

describe('catalog caches', () => {
  const product = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().data;

  it('serves product pages and listings from memory until invalidateListings()', async () => {
    const listed = async () =>
      (await list('category=helicopters&sort=name')).body.data.products.find(
        (p: { id: string }) => p.id === ids.cheap,
      ).stock;
    expect((await product(ids.cheap)).stock).toBe(10);
    expect(await listed()).toBe(10);
    await t.db.update(products).set({ stock: 4 }).where(eq(products.id, ids.cheap));
    expect((await product(ids.cheap)).stock).toBe(10); // cached
    expect(await listed()).toBe(10);
    t.services.catalog.invalidateListings();
    expect((await product(ids.cheap)).stock).toBe(4);
    expect(await listed()).toBe(4);
  });

  it('drops one product page with invalidateProduct(id)', async () => {
    expect((await product(ids.heli)).stock).toBe(10);
    await t.db.update(products).set({ stock: 7 }).where(eq(products.id, ids.heli));
    t.services.catalog.invalidateProduct(ids.heli);
    expect((await product(ids.heli)).stock).toBe(7);
  });

  it('loads a cold listing once for concurrent requests', async () => {
    t.services.catalog.invalidateListings();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.services.catalog.listProducts({
          page: 1,
          limit: 3,
          sort: 'default',
          availability: 'all',
        }),
      ),
    );
    expect(new Set(answers).size).toBe(1); // one load, one shared result
  });
});

describe('GET /api/categories', () => {
  it('lists categories with their parent slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const electric = res.json().data.find((c: { slug: string }) => c.slug === 'electric');
    expect(electric).toMatchObject({ parentSlug: 'airplanes', enabled: true });
  });
});
