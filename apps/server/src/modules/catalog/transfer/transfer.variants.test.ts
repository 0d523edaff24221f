import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importColumnKeys } from '@propwash/domain/catalog/import-columns';
import { csvLine, parseCsv } from '@propwash/domain/platform/csv';
import { buildProductSeeds } from '../../../seed/products.ts';
import { testAppWithAdmin, type TestApp } from '../../../test/test-app.ts';
import { inventoryMovements } from '../../inventory/inventory.tables.ts';
import { products, productVariants } from '../catalog.tables.ts';
import { report, transferCalls } from './transfer.fixtures.ts';

// Version rows in bulk import and export (docs/decisions/bulk-import-export-columns.md).

let t: TestApp;
let admin: { authorization: string };
const seeded = buildProductSeeds().filter((s) => s.variants.length > 0);

beforeAll(async () => {
  ({ t, admin } = await testAppWithAdmin());
  await t.makeCategory({ slug: 'gear', name: 'Gear' });
  // The seed's products sold in versions, made through the admin form.
  for (const s of seeded) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin,
      payload: {
        name: s.name,
        sku: s.sku,
        category: 'gear',
        price: s.pricePaise / 100,
        description: s.description,
        countryOfOrigin: s.countryOfOrigin,
        options: s.options,
        variants: s.variants.map((v) => ({
          sku: v.sku,
          options: v.options,
          price: v.pricePaise / 100,
          originalPrice: v.originalPricePaise / 100,
          stock: v.stock,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(products).where(eq(products.sku, s.sku));
    s.slug = row!.slug;
  }
});
afterAll(() => t.close());

const { importFile, exportAs } = transferCalls(() => ({ t, admin }));

function csv(rows: Record<string, string>[]) {
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return csvLine(keys) + rows.map((r) => csvLine(keys.map((k) => r[k] ?? ''))).join('');
}

const variantsOf = async (sku: string) => {
  const [p] = await t.db.select().from(products).where(eq(products.sku, sku));
  const vs = await t.db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, p!.id))
    .orderBy(asc(productVariants.sortOrder));
  return { product: p!, variants: vs };
};
const snapshot = async () =>
  Promise.all(
    seeded.map(async (s) => {
      const { product, variants } = await variantsOf(s.sku);
      return { product, variants };
    }),
  );

describe('version rows', () => {
  it('exports a product row then one row per version, and imports back unchanged (CSV, XLSX)', async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    const file = await exportAs('csv');
    const records = parseCsv(file.toString('utf8'));
    const col = (k: string) => importColumnKeys.indexOf(k as never);
    expect(records[0]).toEqual(importColumnKeys);
    const ranger = seeded.find((s) => s.options.length > 0)!;
    const at = records.findIndex((r) => r[col('sku')] === ranger.sku);
    expect(records[at]![col('option1_value')]).toBe('');
    for (const [i, v] of ranger.variants.entries()) {
      const r = records[at + 1 + i]!;
      expect(r[col('handle')]).toBe(ranger.slug);
      expect(r[col('sku')]).toBe(v.sku);
      expect(r[col('name')]).toBe('');
      expect(r[col('option1_name')]).toBe(ranger.options[0]!.name);
      expect(r[col('option1_value')]).toBe(v.options[ranger.options[0]!.name]);
      expect(r[col('stock')]).toBe(String(v.stock));
    }
    const rows = seeded.reduce((n, s) => n + 1 + s.variants.length, 0);
    const before = await snapshot();

    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ created: 0, updated: 0, unchanged: rows, errorCount: 0 });
    const xlsx = await importFile(await exportAs('xlsx'), '', { name: 'products.xlsx' });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(report(xlsx)).toMatchObject({ created: 0, updated: 0, unchanged: rows, errorCount: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('creates a product with three versions from a CSV (version rows before its row)', async () => {
    const version = (sku: string, value: string, price: string, stock: string) => ({
      handle: 'kestrel-900',
      sku,
      price,
      stock,
      option1_name: 'Version',
      option1_value: value,
    });
    const res = await importFile(
      csv([
        version('KES-RTF', 'RTF', '9999', '2'),
        version('KES-BNF', 'BNF', '7999', '3'),
        {
          handle: 'kestrel-900',
          sku: 'KES-900',
          name: 'Kestrel 900',
          category: 'gear',
          description: 'A small glider.',
          country_of_origin: 'India',
          price: '7999',
          stock: '5',
        },
        version('KES-PNP', 'PNP', '6999', '0'),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ created: 4, updated: 0, errorCount: 0 });
    // One product and three versions, counted apart (the admin says "1 product (3 versions)").
    expect(report(res).versions).toEqual({ created: 3, updated: 0, unchanged: 0 });
    const { product, variants } = await variantsOf('KES-900');
    expect(product.options).toEqual([{ name: 'Version', values: ['RTF', 'BNF', 'PNP'] }]);
    expect(variants.map((v) => [v.sku, v.label, v.pricePaise, v.stock])).toEqual([
      ['KES-RTF', 'Version: RTF', 999_900, 2],
      ['KES-BNF', 'Version: BNF', 799_900, 3],
      ['KES-PNP', 'Version: PNP', 699_900, 0],
    ]);
    // The product row follows its versions: cheapest active price, summed stock.
    expect([product.pricePaise, product.stock, product.priceVaries]).toEqual([699_900, 5, true]);
    // Stock history: one movement per stocked version, none for the product row's own cell.
    const moves = await t.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.productId, product.id));
    expect(
      moves.map((m) => [m.variantId, m.delta]).sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual([
      [variants[0]!.id, 2],
      [variants[1]!.id, 3],
    ]);
  });

  it("updates one version's price and stock by SKU and records its movement", async () => {
    const s = seeded[0]!;
    const v = s.variants[1]!;
    const res = await importFile(
      csv([
        {
          handle: s.slug,
          sku: v.sku,
          price: '1234',
          stock: '21',
          option1_name: s.options[0]!.name,
          option1_value: v.options[s.options[0]!.name]!,
          ...(s.options[1]
            ? { option2_name: s.options[1].name, option2_value: v.options[s.options[1].name]! }
            : {}),
        },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ created: 0, updated: 1, unchanged: 0, errorCount: 0 });
    const { product, variants } = await variantsOf(s.sku);
    const changed = variants.find((x) => x.sku === v.sku)!;
    expect([changed.pricePaise, changed.stock]).toEqual([123_400, 21]);
    expect(variants).toHaveLength(s.variants.length); // the others are left as they were
    expect(product.stock).toBe(variants.filter((x) => x.isActive).reduce((n, x) => n + x.stock, 0));
    const moves = await t.db
      .select()
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.variantId, changed.id)));
    expect(moves.at(-1)).toMatchObject({ stockAfter: 21 });
  });

  it('names the row and column of a value the option does not have, and writes nothing', async () => {
    const s = seeded[0]!;
    const opt = s.options[0]!;
    const before = await snapshot();
    const res = await importFile(
      csv([
        {
          handle: s.slug,
          sku: s.variants[0]!.sku,
          price: '1',
          stock: '1',
          option1_name: opt.name,
          option1_value: s.variants[0]!.options[opt.name]!,
          ...(s.options[1]
            ? {
                option2_name: s.options[1].name,
                option2_value: s.variants[0]!.options[s.options[1].name]!,
              }
            : {}),
        },
        {
          handle: s.slug,
          sku: 'NEW-KIT',
          price: '100',
          option1_name: opt.name,
          option1_value: 'Kit',
        },
        {
          handle: s.slug,
          sku: s.sku,
          price: '100',
          option1_name: opt.name,
          option1_value: s.variants[0]!.options[opt.name]!,
        },
        {
          handle: 'no-such-thing',
          sku: 'GHOST-1',
          price: '1',
          option1_name: 'Version',
          option1_value: 'A',
        },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors).toEqual([
      { row: 3, column: 'option1_value', message: `Kit is not a value of ${opt.name}` },
      {
        row: 4,
        column: 'sku',
        message: `SKU ${s.sku} is the product's own: each version needs its own SKU`,
      },
      {
        row: 5,
        column: 'handle',
        message: 'No product has the handle no-such-thing: add its product row to the file',
      },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('with skipInvalid writes the good version rows of a product and reports the bad', async () => {
    const s = seeded.find((x) => x.options.length === 1)!;
    const opt = s.options[0]!;
    const v = s.variants[0]!;
    const res = await importFile(
      csv([
        {
          handle: s.slug,
          sku: v.sku,
          price: '4321',
          option1_name: opt.name,
          option1_value: v.options[opt.name]!,
        },
        {
          handle: s.slug,
          sku: 'NEW-KIT-2',
          price: '100',
          option1_name: opt.name,
          option1_value: 'Kit',
        },
      ]),
      '?skipInvalid=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ updated: 1, invalid: 1, written: true });
    const { variants } = await variantsOf(s.sku);
    expect(variants.find((x) => x.sku === v.sku)!.pricePaise).toBe(432_100);
    expect(variants.some((x) => x.sku === 'NEW-KIT-2')).toBe(false);
  });

  it('refuses a combination another version already has', async () => {
    const s = seeded.find((x) => x.options.length === 1)!;
    const opt = s.options[0]!;
    const res = await importFile(
      csv([
        {
          handle: s.slug,
          sku: 'DUP-COMBO',
          price: '100',
          option1_name: opt.name,
          option1_value: s.variants[0]!.options[opt.name]!,
        },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors[0]).toMatchObject({
      row: 2,
      column: 'option1_value',
      message: expect.stringContaining(`also the version with SKU ${s.variants[0]!.sku}`),
    });
  });

  it('a dry run reports the versions and changes nothing', async () => {
    const s = seeded[0]!;
    const before = await snapshot();
    const res = await importFile(
      csv(
        s.variants.map((v) => ({
          handle: s.slug,
          sku: v.sku,
          price: '555',
          stock: '9',
          ...Object.fromEntries(
            s.options.flatMap((o, i) => [
              [`option${i + 1}_name`, o.name],
              [`option${i + 1}_value`, v.options[o.name]!],
            ]),
          ),
        })),
      ),
      '?dryRun=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ updated: s.variants.length, written: false, dryRun: true });
    expect(report(res).preview[0]).toMatchObject({ row: 2, action: 'update' });
    expect(await snapshot()).toEqual(before);
  });
});
