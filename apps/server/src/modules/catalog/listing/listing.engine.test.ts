import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  attributes,
  categoryAttributes,
  productVariants,
  searchVocabulary,
} from '../catalog.tables.ts';

// The search engine on a small shop with a vocabulary and specifications
// (docs/decisions/search-engine.md): synonyms, ignored words, category words, spec words,
// partial matches, typo correction, ranking, suggestions and the page that found nothing.

let t: TestApp;
const id: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  await t.db.insert(searchVocabulary).values([
    { kind: 'ignore', words: ['rc', 'for'] },
    { kind: 'synonyms', words: ['car', 'truck', 'buggy'] },
    { kind: 'synonyms', words: ['battery', 'lipo'] },
    { kind: 'synonyms', words: ['radio', 'transmitter', 'tx'] },
  ]);
  const cars = await t.makeCategory({ slug: 'cars', name: 'Cars' });
  const batteries = await t.makeCategory({ slug: 'batteries', name: 'Batteries & Chargers' });
  const radios = await t.makeCategory({ slug: 'radios', name: 'Radios & Servos' });
  const [cells, connector, mode] = await t.db
    .insert(attributes)
    .values([
      { key: 'cells', name: 'Cells', type: 'number', unit: 'S' },
      { key: 'connector', name: 'Connector', type: 'choice', choices: ['XT60', 'XT90'] },
      { key: 'mode', name: 'Stick mode', type: 'choice', choices: ['Mode 1', 'Mode 2'] },
    ])
    .returning();
  await t.db.insert(categoryAttributes).values([
    { categoryId: batteries.id, attributeId: cells!.id, position: 0 },
    { categoryId: batteries.id, attributeId: connector!.id, position: 1 },
    { categoryId: cars.id, attributeId: cells!.id, position: 0 },
    { categoryId: radios.id, attributeId: mode!.id, position: 0 },
  ]);
  const make = async (key: string, values: Parameters<TestApp['makeProduct']>[0]) => {
    id[key] = (await t.makeProduct(values)).id;
  };
  await make('crawler', {
    name: 'Axial SCX24 Jeep Wrangler 1/24 Crawler RTR',
    categoryId: cars.id,
    searchKeywords: 'Cars',
    soldCount: 5,
    specs: { cells: 2 },
  });
  await make('monster', {
    name: 'Arrma Granite Monster Truck RTR',
    description: 'Bash it with a 3S LiPo battery.',
    categoryId: cars.id,
    searchKeywords: 'Cars',
    soldCount: 50,
    specs: { cells: 3 },
  });
  await make('pack3s', {
    name: 'Tattu 2200mAh 45C Pack (XT60)',
    categoryId: batteries.id,
    searchKeywords: 'Batteries & Chargers',
    soldCount: 10,
    specs: { cells: 3, connector: 'XT60' },
  });
  await make('pack4s', {
    name: 'CNHL 5000mAh 100C Pack',
    categoryId: batteries.id,
    searchKeywords: 'Batteries & Chargers',
    soldCount: 100,
    specs: { cells: 4, connector: 'XT90' },
  });
  await make('charger', {
    name: 'SkyRC iMAX B6 Balance Charger',
    description: 'Charges 1S to 6S LiPo packs.',
    categoryId: batteries.id,
    searchKeywords: 'Batteries & Chargers',
    soldCount: 500,
  });
  await make('sold-out-3s', {
    name: 'Orange 3S Pack',
    categoryId: batteries.id,
    searchKeywords: 'Batteries & Chargers',
    soldCount: 1000,
    stock: 0,
    specs: { cells: 3 },
  });
  await make('pocket', {
    name: 'Radiomaster Pocket ELRS',
    categoryId: radios.id,
    searchKeywords: 'Radios & Servos',
    options: [{ name: 'Mode', values: ['Mode 1', 'Mode 2'] }],
  });
  await t.db.insert(productVariants).values([
    {
      productId: id.pocket!,
      sku: 'POCKET-M1',
      options: { Mode: 'Mode 1' },
      label: 'Mode: Mode 1',
      pricePaise: 99_900,
      originalPricePaise: 99_900,
      specs: { mode: 'Mode 1' },
    },
  ]);
});
afterAll(() => t.close());

type Listed = {
  total: number;
  products: { id: string; name: string }[];
  search?: { showing: string | null; dropped: string[]; categories: { slug: string }[] };
  noResults?: { words: string[]; categories: { slug: string }[]; popular: unknown[] };
};

async function search(q: string, extra = ''): Promise<Listed> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?search=${encodeURIComponent(q)}${extra}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Listed;
}
const ids = (l: Listed) => l.products.map((p) => p.id);

describe('the words a shopper types', () => {
  it('finds a category by a word of its name, ignoring "rc"', async () => {
    const found = await search('rc car');
    expect(ids(found).sort()).toEqual([id.crawler, id.monster].sort());
    expect(found.search?.categories.map((c) => c.slug)).toEqual(['cars']);
    expect(found.search?.dropped).toEqual([]);
  });

  it('finds by a synonym from the vocabulary', async () => {
    expect(ids(await search('transmitter'))).toEqual([id.pocket]);
    expect(ids(await search('truck'))).toContain(id.crawler); // Cars, through the car group
  });

  it('reads "3s" as three cells, and puts spec matches first, in stock before sold out', async () => {
    const found = await search('3s lipo');
    // Batteries with 3 cells by spec first (in stock, then sold out), then what only mentions it.
    expect(ids(found).slice(0, 2)).toEqual([id.pack3s, id['sold-out-3s']]);
    expect(ids(found)).not.toContain(id.pack4s);
  });

  it('reads a choice value ("xt90") and a version\'s own value ("mode 1")', async () => {
    expect(ids(await search('xt90'))).toEqual([id.pack4s]);
    expect(ids(await search('mode 1 radio'))).toEqual([id.pocket]);
  });

  it('drops the words no product matches with the others, and says so', async () => {
    const found = await search('xt60 crawler');
    expect(found.total).toBeGreaterThan(0);
    expect(found.search?.dropped).toHaveLength(1);
    const unknown = await search('charger zzqx');
    expect(ids(unknown)[0]).toBe(id.charger);
    expect(unknown.search?.dropped).toEqual(['zzqx']);
  });

  it('corrects a typo to the nearest word and says what it searched', async () => {
    const found = await search('chargr');
    // The charger by its name first; the batteries, half of "Batteries & Chargers", after it.
    expect(ids(found)[0]).toBe(id.charger);
    expect(found.search?.showing).toBe('charger');
  });

  it('offers words, categories and best sellers when nothing matches', async () => {
    const found = await search('qqqq wwww');
    expect(found.total).toBe(0);
    expect(found.noResults?.popular.length).toBeGreaterThan(0);
    expect(found.noResults?.categories.length).toBeGreaterThan(0);
  });

  it('suggests the first products of the same search, in the same order', async () => {
    for (const q of ['3s lipo', 'car', 'chargr', 'pack', 'ra']) {
      const listed = await search(q, '&limit=5');
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products/suggest?q=${encodeURIComponent(q)}&limit=5`,
      });
      const suggested = (res.json().data as { id: string }[]).map((s) => s.id);
      expect(suggested, q).toEqual(ids(listed));
    }
  });
});
