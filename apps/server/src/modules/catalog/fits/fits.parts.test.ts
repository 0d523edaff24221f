import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';
import { products } from '../catalog.tables.ts';

type Row = { id: string; name: string };
let cats: Record<'helicopters' | 'batteries' | 'blades' | 'drones', { id: string }>;
let models: Record<'trex' | 'blade150' | 'hidden', Row>;
let parts: Record<'lipo6s' | 'lipo3s' | 'rotor' | 'charger' | 'unlinked', Row>;

const get = (url: string, headers?: { authorization: string }) =>
  session.t.app.inject({ method: 'GET', url, headers });
const put = (id: string, payload: object) =>
  session.t.app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: session.admin,
    payload,
  });
const ids = (list: { id: string }[]) => list.map((p) => p.id).sort();
const listing = async (query: string) => {
  const res = await get(`/api/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    products: Row[];
    total: number;
    totalPages: number;
    facets: { categories: { slug: string; count: number }[]; price: { min: number } };
  };
};

const session = useTestAppWithAdmin({
  setup: async (t) => {
    cats = {
      helicopters: await t.makeCategory({ slug: 'helicopters', name: 'Helicopters' }),
      drones: await t.makeCategory({ slug: 'drones', name: 'Drones' }),
      batteries: await t.makeCategory({ slug: 'batteries-chargers', name: 'Batteries & Chargers' }),
      blades: await t.makeCategory({ slug: 'rotor-blades', name: 'Rotor Blades' }),
    };
    const make = (
      name: string,
      categoryId: string,
      more: Partial<typeof products.$inferInsert> = {},
    ) => t.makeProduct({ name, categoryId, ...more });
    models = {
      trex: await make('Align T-Rex 470LM', cats.helicopters.id),
      blade150: await make('Blade 150 S', cats.helicopters.id),
      hidden: await make('Retired Heli', cats.helicopters.id, { isActive: false }),
    };
    parts = {
      lipo6s: await make('Tattu 1800mAh 6S LiPo', cats.batteries.id, {
        pricePaise: 450_000,
        originalPricePaise: 450_000,
        soldCount: 30,
      }),
      lipo3s: await make('Tattu 450mAh 3S LiPo', cats.batteries.id, {
        pricePaise: 90_000,
        originalPricePaise: 90_000,
        soldCount: 10,
      }),
      rotor: await make('470 Carbon Main Blades', cats.blades.id, {
        pricePaise: 250_000,
        originalPricePaise: 250_000,
      }),
      charger: await make('ISDT Q6 Nano Charger', cats.batteries.id, {
        pricePaise: 399_900,
        originalPricePaise: 399_900,
      }),
      unlinked: await make('Tattu 5000mAh 4S LiPo', cats.batteries.id),
    };
    const link = async (part: Row, fits: Row[]) => {
      const res = await put(part.id, { compatibleWith: fits.map((m) => m.id) });
      expect(res.statusCode, res.body).toBe(200);
    };
    await link(parts.lipo6s, [models.trex]);
    await link(parts.rotor, [models.trex]);
    await link(parts.lipo3s, [models.blade150]);
    await link(parts.charger, [models.trex, models.blade150, models.hidden]);
  },
});

describe('admin: which models a part fits', () => {
  it('stores the list, answers it on the admin read, and replaces it on each write', async () => {
    const part = await session.t.makeProduct({ name: 'Spare Tail Rotor' });
    const set = await put(part.id, { compatibleWith: [models.blade150.id, models.trex.id] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.compatibleWith.sort()).toEqual(ids([models.blade150, models.trex]));
    const read = await get(`/api/products/admin/${part.id}`, session.admin);
    expect(read.json().data.compatibleWith).toEqual([models.trex.id, models.blade150.id]);
    expect(read.json().data.fitsModels.map((m: Row) => m.name)).toEqual([
      'Align T-Rex 470LM',
      'Blade 150 S',
    ]);
    // Hidden models stay in the admin's list; an empty list clears it; leaving it out keeps it.
    await put(part.id, { compatibleWith: [models.hidden.id, models.hidden.id.toUpperCase()] });
    expect(
      (await get(`/api/products/admin/${part.id}`, session.admin)).json().data.compatibleWith,
    ).toEqual([models.hidden.id]);
    await put(part.id, { price: 500 });
    expect(
      (await get(`/api/products/admin/${part.id}`, session.admin)).json().data.compatibleWith,
    ).toEqual([models.hidden.id]);
    await put(part.id, { compatibleWith: [] });
    expect(
      (await get(`/api/products/admin/${part.id}`, session.admin)).json().data.compatibleWith,
    ).toEqual([]);
  });

  it('takes the list on create too', async () => {
    const res = await session.t.call('POST', '/api/products', session.admin, {
      name: 'Retired Heli Canopy',
      category: 'helicopters',
      price: 899,
      description: 'A spare canopy.',
      countryOfOrigin: 'India',
      compatibleWith: [models.hidden.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.compatibleWith).toEqual([models.hidden.id]);
  });

  it('refuses itself, unknown or deleted products, non-ids and more than 50 models with 400', async () => {
    const part = await session.t.makeProduct();
    const deleted = await session.t.makeProduct({ deletedAt: new Date(), isActive: false });
    const unknown = randomUUID();
    const cases: [unknown, string][] = [
      [[part.id], 'compatibleWith: a product cannot fit itself'],
      [[models.trex.id, unknown], `compatibleWith: no product ${unknown}`],
      [[deleted.id], `compatibleWith: no product ${deleted.id}`],
      [['not-an-id'], 'compatibleWith must list product ids'],
      ['abc', 'compatibleWith must be a list of product ids'],
      [Array.from({ length: 51 }, () => randomUUID()), 'A product can fit at most 50 models'],
    ];
    for (const [compatibleWith, message] of cases) {
      const res = await put(part.id, { compatibleWith });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.type).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toContain(message);
    }
    expect(
      (await get(`/api/products/admin/${part.id}`, session.admin)).json().data.compatibleWith,
    ).toEqual([]);
  });
});

describe('store product read', () => {
  it("names a part's active models (never hidden ones)", async () => {
    const res = await get(`/api/products/${parts.charger.id}`);
    expect(res.statusCode).toBe(200);
    const product = res.json().data;
    expect(product.compatibleWith).toEqual([models.trex.id, models.blade150.id]);
    expect(product.fitsModels).toEqual([
      { id: models.trex.id, name: 'Align T-Rex 470LM', image: expect.stringContaining('.webp') },
      { id: models.blade150.id, name: 'Blade 150 S', image: expect.stringContaining('.webp') },
    ]);
    expect(product.partsThatFit).toEqual({ total: 0, groups: [] });
  });

  it('gives a model its parts that fit, grouped by category, best sellers first', async () => {
    const product = (await get(`/api/products/${models.trex.id}`)).json().data;
    expect(product.compatibleWith).toEqual([]);
    expect(product.partsThatFit.total).toBe(3);
    expect(
      product.partsThatFit.groups.map(
        (g: { category: string; total: number; products: Row[] }) => ({
          category: g.category,
          total: g.total,
          names: g.products.map((p) => p.name),
        }),
      ),
    ).toEqual([
      {
        category: 'batteries-chargers',
        total: 2,
        names: ['Tattu 1800mAh 6S LiPo', 'ISDT Q6 Nano Charger'],
      },
      { category: 'rotor-blades', total: 1, names: ['470 Carbon Main Blades'] },
    ]);
  });

  it('leaves hidden parts out of a model and drops cached pages when the links change', async () => {
    const before = (await get(`/api/products/${models.blade150.id}`)).json().data;
    expect(before.partsThatFit.total).toBe(2);
    const extra = await session.t.makeProduct({
      name: 'Blade 150 S Tail Boom',
      categoryId: cats.blades.id,
    });
    await put(extra.id, { compatibleWith: [models.blade150.id] });
    const after = (await get(`/api/products/${models.blade150.id}`)).json().data;
    expect(after.partsThatFit.total).toBe(3);
    await put(extra.id, { isActive: false });
    const hidden = (await get(`/api/products/${models.blade150.id}`)).json().data;
    expect(hidden.partsThatFit.total).toBe(2);
  });
});

describe('GET /api/products?fits=', () => {
  it('lists only parts that fit the model, with facets, totals and sorting', async () => {
    const list = await listing(`fits=${models.trex.id}&sort=price-low`);
    expect(list.products.map((p) => p.name)).toEqual([
      '470 Carbon Main Blades',
      'ISDT Q6 Nano Charger',
      'Tattu 1800mAh 6S LiPo',
    ]);
    expect(list.total).toBe(3);
    const count = (slug: string) => list.facets.categories.find((c) => c.slug === slug)?.count;
    expect(count('batteries-chargers')).toBe(2);
    expect(count('rotor-blades')).toBe(1);
    expect(list.facets.price.min).toBe(2500);
  });

  it('combines with other filters and pages', async () => {
    const list = await listing(`fits=${models.trex.id}&category=batteries-chargers&limit=1`);
    expect(list.total).toBe(2);
    expect(list.totalPages).toBe(2);
    expect(list.products).toHaveLength(1);
    const cheap = await listing(`fits=${models.trex.id}&maxPrice=3000`);
    expect(cheap.products.map((p) => p.name)).toEqual(['470 Carbon Main Blades']);
  });

  it('takes several models (parts that fit any of them) in any order and case', async () => {
    const both = await listing(`fits=${models.blade150.id},${models.trex.id.toUpperCase()}`);
    expect(ids(both.products)).toEqual(
      ids([parts.lipo6s, parts.lipo3s, parts.rotor, parts.charger]),
    );
    const again = await listing(`fits=${models.trex.id}, ${models.blade150.id}`);
    expect(again.total).toBe(4);
  });

  it('ignores hidden models and unknown ids', async () => {
    expect((await listing(`fits=${models.hidden.id}`)).total).toBe(0);
    expect((await listing(`fits=${randomUUID()}`)).total).toBe(0);
    expect((await listing(`fits=${models.hidden.id},${models.blade150.id}`)).total).toBe(2);
  });

  it('refuses more than 20 ids or something that is not an id', async () => {
    const many = Array.from({ length: 21 }, () => randomUUID()).join(',');
    for (const fits of [many, 'abc', ',']) {
      const res = await get(`/api/products?fits=${encodeURIComponent(fits)}`);
      expect(res.statusCode, fits).toBe(400);
      expect(res.json().error.message).toContain('fits must be up to 20 product ids');
    }
    const twenty = [models.trex.id, ...Array.from({ length: 19 }, () => randomUUID())].join(',');
    expect((await listing(`fits=${twenty}`)).total).toBe(3);
  });

  it('shows a part hidden since no more, and a part linked since at once', async () => {
    const link = await session.t.makeProduct({
      name: 'T-Rex 470 Canopy',
      categoryId: cats.blades.id,
    });
    expect((await listing(`fits=${models.trex.id}`)).total).toBe(3);
    await put(link.id, { compatibleWith: [models.trex.id] });
    expect((await listing(`fits=${models.trex.id}`)).total).toBe(4);
    await session.t.db.update(products).set({ isActive: false }).where(eq(products.id, link.id));
    await put(link.id, { isActive: false });
    expect((await listing(`fits=${models.trex.id}`)).total).toBe(3);
  });
});
