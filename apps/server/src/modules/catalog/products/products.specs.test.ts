import { beforeAll, describe, expect, it } from 'vitest';
import type { Specs } from '@propwash/domain/catalog/specs';
import { useTestApp } from '../../../test/test-app.ts';
import { attributes, categoryAttributes, productVariants } from '../catalog.tables.ts';

// The specifications table of GET /api/products/{id} (docs/decisions/specifications.md): the
// category's attributes in order (its parent's first), each version's own values merged over the
// product's, and each store variant's own values.

const session = useTestApp();

let batteries: { id: string };
let lipos: { id: string };
let radios: { id: string };

type Row = { key: string; name: string; unit: string; values: unknown[]; display: string };
type Variant = { sku: string; specs: Specs };

beforeAll(async () => {
  const { t } = session;
  batteries = await t.makeCategory({ slug: 'batteries', name: 'Batteries' });
  lipos = await t.makeCategory({ slug: 'lipo-packs', name: 'LiPo packs', parentId: batteries.id });
  radios = await t.makeCategory({ slug: 'radios', name: 'Radios' });
  const defs = await t.db
    .insert(attributes)
    .values([
      { key: 'cells', name: 'Cells', type: 'number', unit: 'S' },
      { key: 'capacity', name: 'Capacity', type: 'number', unit: 'mAh' },
      { key: 'c_rating', name: 'Discharge rate', type: 'number', unit: 'C' },
      {
        key: 'connector',
        name: 'Connector',
        type: 'choice',
        choices: ['XT30', 'XT60', 'XT90', 'Deans'],
      },
      { key: 'weight', name: 'Weight', type: 'number', unit: 'g' },
      { key: 'channels', name: 'Channels', type: 'number', unit: 'CH' },
    ])
    .returning();
  const id = (key: string) => defs.find((d) => d.key === key)!.id;
  await t.db.insert(categoryAttributes).values([
    // The parent's: weight before cells by position.
    { categoryId: batteries.id, attributeId: id('weight'), position: 2 },
    { categoryId: batteries.id, attributeId: id('cells'), position: 1 },
    // The subcategory's own, after the parent's.
    { categoryId: lipos.id, attributeId: id('connector'), position: 3 },
    { categoryId: lipos.id, attributeId: id('capacity'), position: 1 },
    { categoryId: lipos.id, attributeId: id('c_rating'), position: 2 },
    { categoryId: radios.id, attributeId: id('channels'), position: 0 },
  ]);
});

/** A LiPo pack sold in versions of `variants` (their own spec values), with `specs` its own. */
async function packWithVersions(
  specs: Specs,
  variants: { label: string; specs: Specs; isActive?: boolean }[],
) {
  const { t } = session;
  const product = await t.makeProduct({
    categoryId: lipos.id,
    specs,
    options: [{ name: 'Capacity', values: variants.map((v) => v.label) }],
  });
  await t.db.insert(productVariants).values(
    variants.map((v, i) => ({
      productId: product.id,
      sku: `${product.sku}-${i}`,
      options: { Capacity: v.label },
      label: v.label,
      pricePaise: 150_000 + i * 50_000,
      originalPricePaise: 150_000 + i * 50_000,
      stock: 3,
      isActive: v.isActive ?? true,
      specs: v.specs,
      sortOrder: i,
    })),
  );
  return product;
}

async function read(id: string) {
  const res = await session.t.call('GET', `/api/products/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { specs: Row[]; variants: Variant[] };
}

describe('GET /api/products/{id} specifications', () => {
  it('answers rows in attribute order, the parent category’s first, with printed values', async () => {
    const pack = await session.t.makeProduct({
      categoryId: lipos.id,
      // Keys in another order than the table's; channels is not an attribute of the category.
      specs: { connector: 'XT60', capacity: 2200, cells: 3, weight: 182.5, channels: 6 },
    });
    const { specs } = await read(pack.id);
    expect(specs).toEqual([
      { key: 'cells', name: 'Cells', unit: 'S', values: [3], display: '3S' },
      { key: 'weight', name: 'Weight', unit: 'g', values: [182.5], display: '182.5 g' },
      { key: 'capacity', name: 'Capacity', unit: 'mAh', values: [2200], display: '2200 mAh' },
      { key: 'connector', name: 'Connector', unit: '', values: ['XT60'], display: 'XT60' },
    ]);
  });

  it('answers no rows for a product without values', async () => {
    const plain = await session.t.makeProduct({ categoryId: radios.id });
    expect((await read(plain.id)).specs).toEqual([]);
  });

  it('merges each version’s own value over the product’s, ascending, without retired versions', async () => {
    const pack = await packWithVersions({ cells: 3, capacity: 5000, c_rating: 50 }, [
      { label: '3300 mAh', specs: { capacity: 3300 } },
      { label: '2200 mAh', specs: { capacity: 2200, c_rating: 25 } },
      // No value of its own: the product's 5000 mAh and 50C.
      { label: '5000 mAh', specs: {} },
      { label: '1800 mAh', specs: { capacity: 1800 }, isActive: false },
    ]);
    const { specs, variants } = await read(pack.id);
    expect(specs.map((r) => [r.key, r.values, r.display])).toEqual([
      ['cells', [3], '3S'],
      ['capacity', [2200, 3300, 5000], '2200 / 3300 / 5000 mAh'],
      ['c_rating', [25, 50], '25C / 50C'],
    ]);
    // Each version answers its own values only; the product's are in the table.
    expect(variants.map((v) => v.specs)).toEqual([
      { capacity: 3300 },
      { capacity: 2200, c_rating: 25 },
      {},
    ]);
  });

  it('lists versions’ choices in the attribute’s order, the same value once', async () => {
    const pack = await packWithVersions({ cells: 4 }, [
      // A choice the owner has since removed from the attribute comes last.
      { label: 'EC5', specs: { connector: 'EC5' } },
      { label: 'Deans', specs: { connector: 'Deans' } },
      { label: 'XT60', specs: { connector: 'XT60' } },
      { label: 'XT60 spare', specs: { connector: 'XT60' } },
    ]);
    const row = (await read(pack.id)).specs.find((r) => r.key === 'connector');
    expect(row).toMatchObject({
      values: ['XT60', 'Deans', 'EC5'],
      display: 'XT60 / Deans / EC5',
    });
  });

  it('shows one value when every version has the same', async () => {
    const pack = await packWithVersions({ capacity: 1300 }, [
      { label: 'Yellow', specs: { cells: 4 } },
      { label: 'Blue', specs: { cells: 4 } },
    ]);
    const { specs } = await read(pack.id);
    expect(specs.map((r) => r.display)).toEqual(['4S', '1300 mAh']);
  });
});
