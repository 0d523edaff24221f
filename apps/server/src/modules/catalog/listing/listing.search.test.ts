import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
type Key = 'tattu' | 'gensace' | 'charger' | 'align' | 'blade' | 'dji' | 'ranger' | 'hidden';
const id = {} as Record<Key, string>;

// A small shop shaped like the seed: category words kept in search_keywords, realistic names.
beforeAll(async () => {
  t = await buildTestApp();
  const batteries = await t.makeCategory({
    slug: 'batteries-chargers',
    name: 'Batteries & Chargers',
  });
  const helicopters = await t.makeCategory({ slug: 'helicopters', name: 'Helicopters' });
  const drones = await t.makeCategory({ slug: 'drones', name: 'Drones' });
  const airplanes = await t.makeCategory({ slug: 'airplanes', name: 'Airplanes' });
  const electric = await t.makeCategory({
    slug: 'electric',
    name: 'Electric',
    parentId: airplanes.id,
  });
  const keywords = (...names: string[]) => names.join(' ');
  const make = async (
    key: Key,
    values: Parameters<TestApp['makeProduct']>[0] & { categoryId: string },
    words: string,
  ) => {
    const row = await t.makeProduct({ ...values, searchKeywords: words });
    id[key] = row.id;
  };
  const bat = keywords('Batteries & Chargers');
  await make(
    'tattu',
    {
      name: 'Tattu 2200mAh 3S 11.1V 45C LiPo Battery',
      brand: 'Tattu',
      categoryId: batteries.id,
      pricePaise: 189_900,
      originalPricePaise: 249_900,
      ratingAvg: 4.5,
      stock: 20,
    },
    bat,
  );
  await make(
    'gensace',
    {
      name: 'Gens Ace 5000mAh 4S 14.8V LiPo Battery Pack',
      brand: 'Gens Ace',
      categoryId: batteries.id,
      pricePaise: 549_900,
      originalPricePaise: 549_900,
      ratingAvg: 3.2,
      stock: 0,
    },
    bat,
  );
  await make(
    'charger',
    {
      name: 'SkyRC iMAX B6 Balance Charger',
      brand: 'SkyRC',
      categoryId: batteries.id,
      pricePaise: 349_900,
      originalPricePaise: 499_900,
      ratingAvg: 4.1,
      stock: 5,
    },
    bat,
  );
  await make(
    'align',
    {
      name: 'Align T-Rex 450 Pro Helicopter Kit',
      brand: 'Align',
      categoryId: helicopters.id,
      pricePaise: 2_499_900,
      originalPricePaise: 2_999_900,
      ratingAvg: 4.8,
      stock: 2,
      featured: true,
    },
    'Helicopters',
  );
  await make(
    'blade',
    {
      name: 'Blade 230 S Smart RC Helicopter',
      brand: 'Blade',
      categoryId: helicopters.id,
      pricePaise: 1_899_900,
      originalPricePaise: 1_899_900,
      ratingAvg: 0,
      stock: 4,
    },
    'Helicopters',
  );
  await make(
    'dji',
    {
      name: 'DJI Mini 4 Pro Drone',
      brand: 'DJI',
      categoryId: drones.id,
      pricePaise: 8_999_900,
      originalPricePaise: 9_999_900,
      ratingAvg: 4.9,
      stock: 3,
      stockStatus: 'out_of_stock',
    },
    'Drones',
  );
  await make(
    'ranger',
    {
      name: 'Volantex Ranger 757 EPO Plane',
      brand: 'Volantex',
      categoryId: electric.id,
      pricePaise: 999_900,
      originalPricePaise: 1_299_900,
      ratingAvg: 2.5,
      stock: 6,
    },
    'Electric Airplanes',
  );
  await make(
    'hidden',
    {
      name: 'Hidden LiPo Battery',
      categoryId: batteries.id,
      pricePaise: 189_000,
      originalPricePaise: 189_000,
      isActive: false,
    },
    bat,
  );
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const list = (query: string) => get(`/api/products?${query}`);
const ids = (body: { data: { products: { id: string }[] } }) => body.data.products.map((p) => p.id);
const categoryCount = (body: {
  data: { facets: { categories: { slug: string; count: number }[] } };
}) => Object.fromEntries(body.data.facets.categories.map((c) => [c.slug, c.count]));

describe('GET /api/products facets', () => {
  it('counts each facet with every other filter applied', async () => {
    const { status, body } = await list('availability=instock');
    expect(status).toBe(200);
    expect(body.data.total).toBe(5);
    const facets = body.data.facets;
    // Availability ignores its own filter.
    expect(facets.availability).toEqual({ instock: 5, outofstock: 2 });
    expect(categoryCount(body)).toEqual({
      'batteries-chargers': 2,
      helicopters: 2,
      drones: 0,
      airplanes: 1,
      'airplanes/electric': 1,
    });
    expect(facets.rating).toEqual([
      { min: 4, count: 3 },
      { min: 3, count: 3 },
      { min: 2, count: 4 },
      { min: 1, count: 4 },
    ]);
    expect(facets.discount).toEqual([
      { min: 10, count: 4 },
      { min: 20, count: 3 },
      { min: 30, count: 1 },
      { min: 40, count: 0 },
      { min: 50, count: 0 },
    ]);
    expect(facets.price).toEqual({ min: 1899, max: 24999 });
  });

  it('leaves the category out of category counts and the rating out of rating bands', async () => {
    const { body } = await list('category=batteries-chargers&minRating=4');
    expect(body.data.total).toBe(2);
    expect(categoryCount(body)).toMatchObject({
      'batteries-chargers': 2,
      helicopters: 1,
      drones: 1,
      airplanes: 0,
    });
    expect(body.data.facets.rating).toEqual([
      { min: 4, count: 2 },
      { min: 3, count: 3 },
      { min: 2, count: 3 },
      { min: 1, count: 3 },
    ]);
    expect(body.data.facets.availability).toEqual({ instock: 2, outofstock: 0 });
    expect(body.data.facets.price).toEqual({ min: 1899, max: 3499 });
  });

  it('gives the price range and discount bands without their own filters', async () => {
    const cheap = await list('maxPrice=2000');
    expect(ids(cheap.body)).toEqual([id.tattu]);
    expect(cheap.body.data.facets.price).toEqual({ min: 1899, max: 89999 });
    const discounted = await list('minDiscount=20');
    expect(discounted.body.data.total).toBe(3);
    expect(discounted.body.data.facets.discount.slice(0, 3)).toEqual([
      { min: 10, count: 5 },
      { min: 20, count: 3 },
      { min: 30, count: 1 },
    ]);
  });

  it('answers an unknown category with an empty page and honest counts', async () => {
    const { status, body } = await list('category=submarines');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 0, products: [] });
    expect(categoryCount(body)['helicopters']).toBe(2);
  });
});

describe('GET /api/products input checks', () => {
  it.each([
    ['an unknown sort', 'sort=cheapest', /^sort: sort must be one of/],
    ['an unknown availability', 'availability=maybe', /^availability:/],
    ['a negative price', 'minPrice=-5', /^minPrice:/],
    ['a price that is not a number', 'maxPrice=abc', /^maxPrice:/],
    ['a page size over 100', 'limit=101', /^limit:/],
    ['page 0', 'page=0', /^page:/],
    ['a 10,000-character search', `search=${'a'.repeat(10_000)}`, /^search: .*100/],
  ])('refuses %s with a message naming the field', async (_label, query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.error.type).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(message);
  });

  it.each(["'; drop table x; --", '%_\\', '(.*)+', '<script>', '%', '_', '\\'])(
    'treats the search %j as plain text',
    async (search) => {
      const { status, body } = await list(`search=${encodeURIComponent(search)}`);
      expect(status).toBe(200);
      // Nothing in the shop has these words; at most a loose match of one ("drop").
      expect(body.data.total).toBeLessThanOrEqual(1);
      expect(body.data.search.query).toBe(search);
    },
  );

  it('still has every product after hostile searches', async () => {
    const { body } = await list('limit=100');
    expect(body.data.total).toBe(7);
  });
});

describe('search quality', () => {
  it('ranks name matches first for a plain word', async () => {
    const { body } = await list('search=battery');
    const found = ids(body);
    expect(found.slice(0, 2).sort()).toEqual([id.tattu, id.gensace].sort());
    // The charger matches through its category words (Batteries & Chargers).
    expect(found).toContain(id.charger);
    expect(found).not.toContain(id.hidden);
  });

  it("finds helicopters for 'helicoptor'", async () => {
    const { body } = await list('search=helicoptor');
    expect(ids(body).sort()).toEqual([id.align, id.blade].sort());
    expect(
      body.data.facets.categories.find((c: { slug: string }) => c.slug === 'helicopters'),
    ).toMatchObject({ count: 2 });
  });

  it("finds LiPo batteries for 'lipo batery'", async () => {
    const { body } = await list('search=lipo%20batery');
    const found = ids(body);
    expect(found.slice(0, 2).sort()).toEqual([id.tattu, id.gensace].sort());
    expect(found).not.toContain(id.align);
    expect(found).not.toContain(id.hidden);
  });

  it('finds brands and categories, and ignores stop words', async () => {
    expect(ids((await list('search=the%20drones')).body)).toEqual([id.dji]);
    expect(ids((await list('search=volantex')).body)).toEqual([id.ranger]);
  });

  it('combines search with filters and other sorts', async () => {
    const { body } = await list('search=lipo&availability=instock&sort=price-high');
    expect(ids(body)).toEqual([id.tattu]);
    expect(body.data.facets.availability).toEqual({ instock: 1, outofstock: 1 });
  });
});

describe('GET /api/products/suggest', () => {
  it('suggests products from the first letters typed', async () => {
    const { status, body } = await get('/api/products/suggest?q=heli');
    expect(status).toBe(200);
    expect(body.data.map((s: { id: string }) => s.id).sort()).toEqual([id.align, id.blade].sort());
    expect(body.data[0]).toMatchObject({ categoryName: 'Helicopters' });
    expect(body.data[0].image).toMatch(/-320\.webp$/);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['categoryName', 'id', 'image', 'name', 'price', 'slug'].sort(),
    );
  });

  it('tolerates typos and respects the limit', async () => {
    const typo = await get('/api/products/suggest?q=helicoptor');
    expect(typo.body.data.map((s: { id: string }) => s.id)).toContain(id.align);
    const one = await get('/api/products/suggest?q=lipo&limit=1');
    expect(one.body.data).toHaveLength(1);
  });

  it('refuses a one-letter query and a limit above 5', async () => {
    const short = await get('/api/products/suggest?q=a');
    expect(short.status).toBe(400);
    expect(short.body.error.message).toBe('q: q must be at least 2 characters');
    expect((await get('/api/products/suggest?q=lipo&limit=6')).status).toBe(400);
    const hostile = await get(`/api/products/suggest?q=${encodeURIComponent("'; --")}`);
    expect(hostile).toMatchObject({ status: 200, body: { data: [] } });
  });
});

describe('GET /api/products/:id/similar', () => {
  it('lists the same category first, then the nearest prices, never itself', async () => {
    const { status, body } = await get(`/api/products/${id.tattu}/similar`);
    expect(status).toBe(200);
    expect(body.data.map((p: { id: string }) => p.id)).toEqual([
      id.charger, // same category, ₹1,600 away
      id.gensace, // same category, ₹3,600 away
      id.ranger,
      id.blade,
      id.align,
      id.dji,
    ]);
    const two = await get(`/api/products/${id.tattu}/similar?limit=2`);
    expect(two.body.data).toHaveLength(2);
  });

  it('answers 404 for unknown, malformed and disabled products', async () => {
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'nope', id.hidden]) {
      const { status, body } = await get(`/api/products/${unknown}/similar`);
      expect(status).toBe(404);
      expect(body.error).toEqual({ message: 'Product not found', type: 'NOT_FOUND' });
    }
  });

  it('is what the storefront loader gets too', async () => {
    const cards = await t.services.catalog.similarProducts(id.align, 1);
    expect(cards.map((c) => c.id)).toEqual([id.blade]);
  });
});
