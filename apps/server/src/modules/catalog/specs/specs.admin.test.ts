import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Attribute } from '@propwash/domain/catalog/specs';
import { useTestAppWithAdmin, type AuthHeaders } from '../../../test/test-app.ts';
import { products, productVariants } from '../catalog.tables.ts';

// The admin's specification attributes (docs/decisions/specifications.md) through the API:
// GET/POST/PUT/DELETE /api/admin/attributes and a category's attributes in order.

let customer: AuthHeaders;
const cats = {} as Record<'batteries' | 'lipo' | 'airplanes' | 'electric' | 'radios', string>;
const session = useTestAppWithAdmin({
  setup: async (t) => {
    customer = await t.loginAs(await t.makeUser());
    cats.batteries = (await t.makeCategory({ slug: 'batteries', name: 'Batteries' })).id;
    cats.lipo = (await t.makeCategory({ slug: 'lipo', name: 'LiPo', parentId: cats.batteries })).id;
    cats.airplanes = (await t.makeCategory({ slug: 'airplanes', name: 'Airplanes' })).id;
    cats.electric = (
      await t.makeCategory({ slug: 'electric', name: 'Electric', parentId: cats.airplanes })
    ).id;
    cats.radios = (await t.makeCategory({ slug: 'radios', name: 'Radios' })).id;
  },
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  session.t.app.inject({ method, url, headers: session.admin, payload });

let keyCount = 0;
/** A fresh key, so tests do not depend on each other's attributes. */
const freshKey = (base: string) => `${base}_${++keyCount}`;

async function define(body: Record<string, unknown>): Promise<Attribute> {
  const res = await call('POST', '/api/admin/attributes', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Attribute;
}

const input = (a: Attribute, changes: Partial<Attribute> = {}) => {
  const { id: _, ...rest } = a;
  return { ...rest, ...changes };
};

/** A product made through the admin form in `category`, with `specValues` and maybe variants. */
async function product(category: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/products', {
    name: `Test pack ${++keyCount}`,
    category,
    price: 1_999,
    description: 'A pack made by a test.',
    countryOfOrigin: 'China',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; specValues: Record<string, unknown> };
}

/** The storefront's specifications table of a product. */
const specsTable = async (id: string) =>
  (await session.t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json().data.specs as {
    key: string;
    name: string;
    display: string;
  }[];

const auditOf = async (kind: string, recordId: string) =>
  (await call('GET', `/api/audit?kind=${kind}&recordId=${recordId}`)).json().data.entries as {
    action: string;
    changes: Record<string, [unknown, unknown]>;
  }[];

describe('roles', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['GET', '/api/admin/attributes'],
    ['POST', '/api/admin/attributes'],
    ['PUT', `/api/admin/attributes/${id}`],
    ['DELETE', `/api/admin/attributes/${id}`],
    ['GET', `/api/admin/categories/${id}/attributes`],
    ['PUT', `/api/admin/categories/${id}/attributes`],
  ] as const)('%s %s: visitors get 401, customers 403', async (method, url) => {
    const visitor = await session.t.app.inject({ method, url });
    expect(visitor.statusCode).toBe(401);
    const shopper = await session.t.app.inject({ method, url, headers: customer });
    expect(shopper.statusCode).toBe(403);
  });
});

describe('POST /api/admin/attributes', () => {
  it('defines an attribute with its categories as slug paths, listed by name', async () => {
    const key = freshKey('cells');
    const made = await define({
      key,
      name: 'Cells',
      type: 'number',
      unit: 'S',
      categories: ['electric', 'airplanes/electric', 'batteries'],
    });
    expect(made).toEqual({
      id: expect.any(String),
      key,
      name: 'Cells',
      type: 'number',
      unit: 'S',
      choices: [],
      categories: ['airplanes/electric', 'batteries'],
    });
    await define({ key: freshKey('a'), name: 'Zzz last', type: 'text' });
    await define({ key: freshKey('b'), name: 'Aaa first', type: 'text' });
    const list = await call('GET', '/api/admin/attributes');
    expect(list.statusCode).toBe(200);
    const names = (list.json().data.attributes as Attribute[]).map((a) => a.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names[0]).toBe('Aaa first');
    expect(list.json().data.attributes).toContainEqual(made);
  });

  it('keeps no choices on an attribute that is not a choice', async () => {
    const made = await define({
      key: freshKey('weight'),
      name: 'Weight',
      type: 'number',
      unit: 'g',
      choices: ['ignored'],
    });
    expect(made.choices).toEqual([]);
  });

  it('refuses a key another attribute has (409)', async () => {
    const key = freshKey('connector');
    await define({ key, name: 'Connector', type: 'choice', choices: ['XT60'] });
    const again = await call('POST', '/api/admin/attributes', {
      key,
      name: 'Plug',
      type: 'text',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(`An attribute with the key ${key} already exists`);
  });

  it.each([
    [{ categories: ['submarines'] }, 'Unknown category: submarines'],
    [{ categories: ['batteries', 'airplanes/boats'] }, 'Unknown category: airplanes/boats'],
    [{ type: 'choice', choices: [] }, 'A choice attribute needs at least one choice'],
    [{ type: 'choice', choices: ['XT60', 'xt60'] }, 'Choices must differ'],
    [{ key: 'C Rating' }, 'Key must be lowercase letters, digits and _'],
    [{ type: 'colour' }, 'type must be number, choice or text'],
    [{ name: '' }, 'Name is required'],
  ])('refuses %j with 400 "%s"', async (override, message) => {
    const res = await call('POST', '/api/admin/attributes', {
      key: freshKey('bad'),
      name: 'Bad',
      type: 'text',
      ...override,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('is audited', async () => {
    const made = await define({ key: freshKey('kv'), name: 'KV', type: 'number', unit: 'KV' });
    const [entry] = await auditOf('attribute', made.id);
    expect(entry).toMatchObject({
      action: 'create',
      changes: { key: [null, made.key], name: [null, 'KV'], type: [null, 'number'] },
    });
  });
});

describe('PUT /api/admin/attributes/:id', () => {
  it('renames and re-files an attribute; the product page shows the new name at once', async () => {
    const made = await define({
      key: freshKey('capacity'),
      name: 'Capacity',
      type: 'number',
      unit: 'mAh',
      categories: ['batteries'],
    });
    const p = await product('batteries', { specValues: { [made.key]: '2200' } });
    expect(p.specValues).toEqual({ [made.key]: 2200 });
    expect(await specsTable(p.id)).toContainEqual(
      expect.objectContaining({ name: 'Capacity', display: '2200 mAh' }),
    );
    const res = await call(
      'PUT',
      `/api/admin/attributes/${made.id}`,
      input(made, { name: 'Pack capacity', unit: 'Ah', categories: ['batteries', 'radios'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      ...made,
      name: 'Pack capacity',
      unit: 'Ah',
      categories: ['batteries', 'radios'],
    });
    // The cached attributes and product page are dropped by the write.
    expect(await specsTable(p.id)).toContainEqual(
      expect.objectContaining({ name: 'Pack capacity', display: '2200 Ah' }),
    );
    const [entry] = await auditOf('attribute', made.id);
    expect(entry).toMatchObject({
      action: 'update',
      changes: {
        name: ['Capacity', 'Pack capacity'],
        unit: ['mAh', 'Ah'],
        categories: [['batteries'], ['batteries', 'radios']],
      },
    });
  });

  it('changes the key while no product carries it, and refuses it once one does', async () => {
    const made = await define({ key: freshKey('chan'), name: 'Channels', type: 'number' });
    const renamed = await call(
      'PUT',
      `/api/admin/attributes/${made.id}`,
      input(made, { key: `${made.key}_x`, categories: ['radios'] }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.key).toBe(`${made.key}_x`);
    const now = renamed.json().data as Attribute;
    await product('radios', { specValues: { [now.key]: 6 } });
    const refused = await call(
      'PUT',
      `/api/admin/attributes/${made.id}`,
      input(now, { key: made.key }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      `The key of Channels cannot change while products carry its values: 1 product carries a value of ${now.key}. Create a new attribute instead, or remove those values first.`,
    );
  });

  it('refuses a key another attribute has (409)', async () => {
    const one = await define({ key: freshKey('one'), name: 'One', type: 'text' });
    const two = await define({ key: freshKey('two'), name: 'Two', type: 'text' });
    const res = await call('PUT', `/api/admin/attributes/${two.id}`, input(two, { key: one.key }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(`An attribute with the key ${one.key} already exists`);
  });

  it('refuses a new type while products carry values, naming how many', async () => {
    const made = await define({
      key: freshKey('mode'),
      name: 'Stick mode',
      type: 'text',
      categories: ['radios'],
    });
    await product('radios', { specValues: { [made.key]: 'Mode 2' } });
    await product('radios', { specValues: { [made.key]: 'Mode 1' } });
    const res = await call(
      'PUT',
      `/api/admin/attributes/${made.id}`,
      input(made, { type: 'choice', choices: ['Mode 1', 'Mode 2'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Stick mode cannot change from text to choice: 2 products carry a value of it. Remove those values first.',
    );
  });

  it('refuses to drop a choice in use (a variant counts), drops an unused one, respells values', async () => {
    const made = await define({
      key: freshKey('plug'),
      name: 'Connector',
      type: 'choice',
      choices: ['XT60', 'Xt90', 'Deans', 'EC5'],
      categories: ['batteries'],
    });
    const own = await product('batteries', { specValues: { [made.key]: 'deans' } });
    expect(own.specValues).toEqual({ [made.key]: 'Deans' });
    const skuB = `PLUG-B-${keyCount}`;
    const sold = await product('batteries', {
      options: [{ name: 'Plug', values: ['A', 'B'] }],
      variants: [
        { sku: `PLUG-A-${keyCount}`, options: { Plug: 'A' }, price: 100, stock: 1 },
        {
          sku: skuB,
          options: { Plug: 'B' },
          price: 100,
          stock: 1,
          specValues: { [made.key]: 'XT90' },
        },
      ],
    });
    const refused = await call(
      'PUT',
      `/api/admin/attributes/${made.id}`,
      input(made, { choices: ['XT60'] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(
      "Connector: choices still in use cannot be removed: Xt90 (1 product), Deans (1 product). Change those products' values first.",
    );
    const res = await call(
      'PUT',
      `/api/admin/attributes/${made.id}`,
      input(made, { choices: ['XT60', 'XT90', 'Deans'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.choices).toEqual(['XT60', 'XT90', 'Deans']);
    const [variant] = await session.t.db
      .select({ specs: productVariants.specs })
      .from(productVariants)
      .where(eq(productVariants.sku, skuB));
    expect(variant!.specs).toEqual({ [made.key]: 'XT90' });
    expect(await specsTable(sold.id)).toContainEqual(
      expect.objectContaining({ key: made.key, display: 'XT90' }),
    );
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const body = { key: freshKey('x'), name: 'X', type: 'text' };
    expect((await call('PUT', '/api/admin/attributes/nope', body)).statusCode).toBe(404);
    expect(
      (await call('PUT', '/api/admin/attributes/00000000-0000-4000-8000-000000000000', body))
        .statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/admin/attributes/:id', () => {
  it('deletes an attribute no product carries (204)', async () => {
    const made = await define({ key: freshKey('gone'), name: 'Gone', type: 'text' });
    const res = await call('DELETE', `/api/admin/attributes/${made.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const list = (await call('GET', '/api/admin/attributes')).json().data.attributes as Attribute[];
    expect(list.map((a) => a.id)).not.toContain(made.id);
    expect((await call('DELETE', `/api/admin/attributes/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses while products carry values; force removes them from products and variants', async () => {
    const made = await define({
      key: freshKey('crating'),
      name: 'Discharge rate',
      type: 'number',
      unit: 'C',
      categories: ['batteries'],
    });
    const other = await define({
      key: freshKey('chem'),
      name: 'Chemistry',
      type: 'text',
      categories: ['batteries'],
    });
    const plain = await product('batteries', {
      specValues: { [made.key]: 45, [other.key]: 'LiPo' },
    });
    const sold = await product('batteries', {
      options: [{ name: 'Size', values: ['S'] }],
      variants: [
        {
          sku: `RATE-S-${keyCount}`,
          options: { Size: 'S' },
          price: 100,
          stock: 1,
          specValues: { [made.key]: 60 },
        },
      ],
    });
    const refused = await call('DELETE', `/api/admin/attributes/${made.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'Discharge rate cannot be deleted: 2 products carry a value of it. Remove those values first, or delete with force=true to remove them too.',
    );
    const forced = await call('DELETE', `/api/admin/attributes/${made.id}?force=true`);
    expect(forced.statusCode).toBe(204);
    const [row] = await session.t.db
      .select({ specs: products.specs })
      .from(products)
      .where(eq(products.id, plain.id));
    expect(row!.specs).toEqual({ [other.key]: 'LiPo' });
    const variants = await session.t.db
      .select({ specs: productVariants.specs })
      .from(productVariants)
      .where(eq(productVariants.productId, sold.id));
    expect(variants.map((v) => v.specs)).toEqual([{}]);
    expect((await specsTable(plain.id)).map((r) => r.key)).toEqual([other.key]);
    const [entry] = await auditOf('attribute', made.id);
    expect(entry).toMatchObject({
      action: 'delete',
      changes: { key: [made.key, null], productsWithValues: [2, 0] },
    });
  });
});

describe('a category’s attributes', () => {
  it('sets their order, which the product page follows; a subcategory has its parent’s first', async () => {
    const volts = await define({ key: freshKey('volts'), name: 'Voltage', type: 'number' });
    const cells = await define({ key: freshKey('s'), name: 'Cells', type: 'number', unit: 'S' });
    const brand = await define({ key: freshKey('cellbrand'), name: 'Cell brand', type: 'text' });
    const url = `/api/admin/categories/${cats.batteries}/attributes`;
    const set = await call('PUT', url, { attributeIds: [cells.id, volts.id] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes.map((a: Attribute) => a.key)).toEqual([cells.key, volts.key]);
    expect(set.json().data.inherited).toEqual([]);
    const sub = await call('PUT', `/api/admin/categories/${cats.lipo}/attributes`, {
      attributeIds: [brand.id],
    });
    expect(sub.json().data).toMatchObject({
      attributes: [{ key: brand.key, categories: ['batteries/lipo'] }],
      inherited: [{ key: cells.key }, { key: volts.key }],
    });
    const pack = await product('batteries/lipo', {
      specValues: { [volts.key]: 11.1, [brand.key]: 'Molicel', [cells.key]: 3 },
    });
    expect((await specsTable(pack.id)).map((r) => r.key)).toEqual([
      cells.key,
      volts.key,
      brand.key,
    ]);
    // Reordered, the page follows at once; an attribute left out leaves the category.
    await call('PUT', url, { attributeIds: [volts.id] });
    expect((await specsTable(pack.id)).map((r) => r.key)).toEqual([volts.key, brand.key]);
    const got = await call('GET', url);
    expect(got.json().data.attributes.map((a: Attribute) => a.key)).toEqual([volts.key]);
    const [entry] = await auditOf('category', cats.batteries);
    expect(entry).toMatchObject({
      action: 'update',
      changes: { attributes: [[cells.key, volts.key], [volts.key]] },
    });
  });

  it('refuses unknown or repeated attributes and answers 404 for an unknown category', async () => {
    const url = `/api/admin/categories/${cats.radios}/attributes`;
    const missing = '00000000-0000-4000-8000-000000000000';
    const unknown = await call('PUT', url, { attributeIds: [missing] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(`Unknown attribute: ${missing}`);
    const made = await define({ key: freshKey('twice'), name: 'Twice', type: 'text' });
    const twice = await call('PUT', url, { attributeIds: [made.id, made.id] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain('An attribute is listed twice');
    const nowhere = await call('PUT', `/api/admin/categories/${missing}/attributes`, {
      attributeIds: [],
    });
    expect(nowhere.statusCode).toBe(404);
  });
});
