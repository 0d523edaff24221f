import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductList } from '@propwash/domain/catalog/schemas';
import type { Specs } from '@propwash/domain/catalog/specs';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';
import { attributes, categoryAttributes, productVariants } from '../catalog.tables.ts';

// A battery shop in miniature: LiPo packs under Batteries, one pack sold in capacities (its
// versions carry the capacity), a charger, a motor in another category, a hidden pack.
async function setup(t: TestApp) {
  const batteries = await t.makeCategory({ slug: 'batteries', name: 'Batteries' });
  const lipo = await t.makeCategory({ slug: 'lipo', name: 'LiPo', parentId: batteries.id });
  const motors = await t.makeCategory({ slug: 'motors', name: 'Motors' });
  const attr = async (
    values: typeof attributes.$inferInsert,
    categories: { id: string; position: number }[],
  ) => {
    const [row] = await t.db.insert(attributes).values(values).returning();
    await t.db
      .insert(categoryAttributes)
      .values(
        categories.map((c) => ({ categoryId: c.id, attributeId: row!.id, position: c.position })),
      );
  };
  await attr({ key: 'cells', name: 'Cells', type: 'number', unit: 'S' }, [
    { id: batteries.id, position: 0 },
  ]);
  await attr({ key: 'capacity', name: 'Capacity', type: 'number', unit: 'mAh' }, [
    { id: batteries.id, position: 1 },
  ]);
  await attr(
    {
      key: 'connector',
      name: 'Connector',
      type: 'choice',
      choices: ['XT30', 'XT60', 'XT90', 'Deans'],
    },
    [{ id: batteries.id, position: 2 }],
  );
  await attr({ key: 'chemistry', name: 'Chemistry', type: 'choice', choices: ['LiPo', 'LiHV'] }, [
    { id: lipo.id, position: 0 },
  ]);
  await attr({ key: 'kv', name: 'KV', type: 'number', unit: 'KV' }, [
    { id: motors.id, position: 0 },
  ]);
  await attr({ key: 'stator', name: 'Stator size', type: 'text' }, [
    { id: motors.id, position: 1 },
  ]);

  const make = (name: string, categoryId: string, specs: Specs, extra = {}) =>
    t.makeProduct({ name, categoryId, specs, ...extra });
  await make('Tattu 2200mAh 3S LiPo', lipo.id, {
    cells: 3,
    capacity: 2200,
    connector: 'XT60',
    chemistry: 'LiPo',
  });
  await make('Gens Ace 5000mAh 4S LiHV', lipo.id, {
    cells: 4,
    capacity: 5000,
    connector: 'XT90',
    chemistry: 'LiHV',
  });
  const orange = await make('Orange 3S Pack', batteries.id, { cells: 3, connector: 'XT60' });
  const version = (capacity: number, isActive: boolean) => ({
    productId: orange.id,
    sku: `ORANGE-${capacity}`,
    options: { Capacity: `${capacity}mAh` },
    label: `${capacity}mAh`,
    pricePaise: 99_900,
    originalPricePaise: 129_900,
    stock: 5,
    isActive,
    specs: { capacity },
  });
  await t.db
    .insert(productVariants)
    .values([version(1300, true), version(1800, true), version(3000, false)]);
  // Stored as 2.0: a number filter compares by value.
  const charger = await make('SkyRC Charger', batteries.id, {}, { stock: 0 });
  await t.db.execute(
    sql`update catalog_product set specs = '{"cells": 2.0, "connector": "Deans"}'::jsonb where id = ${charger.id}`,
  );
  await make('EMAX 2207 Motor', motors.id, { kv: 2300, stator: '22x07 Pro' });
  await make('Hidden 3S Pack', lipo.id, { cells: 3, capacity: 2200 }, { isActive: false });
}

const session = useTestApp({ setup });

async function list(query: string) {
  const res = await session.t.call('GET', `/api/products?limit=50&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProductList;
}
const names = (l: ProductList) => l.products.map((p) => p.name).sort();
const facet = (l: ProductList, key: string) => l.facets!.specs.find((s) => s.key === key);

describe('GET /api/products?spec=', () => {
  it('filters by any of the given values, numbers by value and words without case', async () => {
    expect(names(await list('spec=cells:3'))).toEqual(['Orange 3S Pack', 'Tattu 2200mAh 3S LiPo']);
    expect(names(await list('spec=cells:3,4'))).toEqual([
      'Gens Ace 5000mAh 4S LiHV',
      'Orange 3S Pack',
      'Tattu 2200mAh 3S LiPo',
    ]);
    // The same key twice is any of them too (a form's checkboxes send it so).
    expect(names(await list('spec=cells:4&spec=cells:2'))).toEqual([
      'Gens Ace 5000mAh 4S LiHV',
      'SkyRC Charger',
    ]);
    expect(names(await list('spec=cells:3S'))).toHaveLength(2);
    expect(names(await list('spec=connector:xt60'))).toEqual([
      'Orange 3S Pack',
      'Tattu 2200mAh 3S LiPo',
    ]);
    expect(names(await list('spec=stator:22X07%20PRO'))).toEqual(['EMAX 2207 Motor']);
    expect(names(await list('spec=connector:EC5'))).toEqual([]);
  });

  it('filters by a range, ends included, either end open', async () => {
    expect(names(await list('spec=capacity:2200..5000'))).toEqual([
      'Gens Ace 5000mAh 4S LiHV',
      'Tattu 2200mAh 3S LiPo',
    ]);
    expect(names(await list('spec=capacity:..1500'))).toEqual(['Orange 3S Pack']);
    expect(names(await list('spec=kv:2000..'))).toEqual(['EMAX 2207 Motor']);
  });

  it("finds a product by an active version's own value, never by a hidden version's", async () => {
    expect(names(await list('spec=capacity:1800'))).toEqual(['Orange 3S Pack']);
    // The 3000 mAh version is not sold; the Gens Ace (5000) is the only one above 2500.
    expect(names(await list('spec=capacity:2500..'))).toEqual(['Gens Ace 5000mAh 4S LiHV']);
    expect(names(await list('spec=capacity:3000'))).toEqual([]);
  });

  it('takes several keys together: every one must match', async () => {
    expect(names(await list('spec=cells:3&spec=capacity:2000..'))).toEqual([
      'Tattu 2200mAh 3S LiPo',
    ]);
    expect(names(await list('spec=cells:3&spec=connector:XT60&spec=capacity:1300'))).toEqual([
      'Orange 3S Pack',
    ]);
    const none = await list('spec=cells:4&spec=connector:XT60');
    expect(none.total).toBe(0);
  });

  it('counts each value with every other filter, its own spec filter left out', async () => {
    const l = await list('category=batteries&spec=cells:3&spec=connector:XT60,XT90');
    expect(l.total).toBe(2);
    expect(l.facets!.specs.map((s) => s.key)).toEqual(['cells', 'capacity', 'connector']);
    // Cells counts with the connector filter only: the charger (Deans) is not there.
    expect(facet(l, 'cells')).toEqual({
      key: 'cells',
      name: 'Cells',
      type: 'number',
      unit: 'S',
      values: [
        { value: 3, count: 2 },
        { value: 4, count: 1 },
      ],
      range: { min: 3, max: 4 },
    });
    // Capacity counts within both filters: the Tattu's own and the Orange's two versions.
    expect(facet(l, 'capacity')!.values).toEqual([
      { value: 1300, count: 1 },
      { value: 1800, count: 1 },
      { value: 2200, count: 1 },
    ]);
    expect(facet(l, 'capacity')!.range).toEqual({ min: 1300, max: 2200 });
    // Connector counts with cells = 3 only, choices in the attribute's order.
    expect(facet(l, 'connector')).toMatchObject({
      values: [{ value: 'XT60', count: 2 }],
      range: null,
    });
    // The other facets count within the spec filters too.
    expect(l.facets!.availability).toEqual({ instock: 2, outofstock: 0 });
    expect(l.facets!.categories.find((c) => c.slug === 'batteries')!.count).toBe(2);
    expect(l.facets!.options).toEqual([
      {
        name: 'Capacity',
        values: [
          { value: '1300mAh', count: 1 },
          { value: '1800mAh', count: 1 },
        ],
      },
    ]);
  });

  it("offers a category's attributes with its parent's, and numbers by value", async () => {
    const sub = await list('category=batteries/lipo');
    expect(sub.facets!.specs.map((s) => s.key)).toEqual([
      'cells',
      'capacity',
      'connector',
      'chemistry',
    ]);
    expect(facet(sub, 'chemistry')!.values).toEqual([
      { value: 'LiPo', count: 1 },
      { value: 'LiHV', count: 1 },
    ]);
    const all = await list('category=batteries');
    // The charger's 2.0 is the value 2; the hidden pack is not counted.
    expect(facet(all, 'cells')!.values).toEqual([
      { value: 2, count: 1 },
      { value: 3, count: 2 },
      { value: 4, count: 1 },
    ]);
    expect(facet(all, 'connector')!.values.map((v) => v.value)).toEqual(['XT60', 'XT90', 'Deans']);
    // A subcategory's attribute is not the parent's.
    expect(facet(all, 'chemistry')).toBeUndefined();
  });

  it('without a category offers the attributes the listed products carry', async () => {
    const motors = await list('spec=kv:1000..');
    expect(motors.facets!.specs.map((s) => s.key)).toEqual(['kv', 'stator']);
    expect(facet(motors, 'stator')!.values).toEqual([{ value: '22x07 Pro', count: 1 }]);
    // The category of batteries has no KV: nothing to offer there.
    const batteries = await list('category=batteries&spec=cells:3');
    expect(facet(batteries, 'kv')).toBeUndefined();
    // Every listed product: most carried first.
    const everything = await list('');
    expect(everything.facets!.specs.map((s) => s.key)).toEqual([
      'cells',
      'connector',
      'capacity',
      'chemistry',
      'kv',
      'stator',
    ]);
  });

  it('answers 400 naming an unknown key, and 400 for a filter it cannot read', async () => {
    const unknown = await session.t.call('GET', '/api/products?spec=flavour:mint');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('"flavour"');
    for (const bad of [
      'spec=cells',
      'spec=capacity:..',
      'spec=Cells:3',
      'spec=cells:three',
      'spec=connector:1..2',
    ]) {
      const res = await session.t.call('GET', `/api/products?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
    const word = await session.t.call('GET', '/api/products?spec=cells:three');
    expect(word.json().error.message).toContain('Cells (cells) is a number in S');
    const range = await session.t.call('GET', '/api/products?spec=connector:1..2');
    expect(range.json().error.message).toContain('Connector (connector) is not a number');
  });
});
