import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importColumnKeys } from '@propwash/domain/catalog/import-columns';
import { csvLine, parseCsv } from '@propwash/domain/platform/csv';
import { testAppWithAdmin, type TestApp } from '../../../test/test-app.ts';
import { products, productVariants } from '../catalog.tables.ts';
import { report, transferCalls } from './transfer.fixtures.ts';

// Specification columns of the bulk import and export (docs/decisions/specifications.md):
// `spec:<key>`, one per attribute in use; a product row's cells are its values, a version row's
// the version's own.

let t: TestApp;
let admin: { authorization: string };
let packId: string;

beforeAll(async () => {
  ({ t, admin } = await testAppWithAdmin());
  await t.makeCategory({ slug: 'batteries', name: 'Batteries' });
  await t.makeCategory({ slug: 'radios', name: 'Radios' });
  for (const a of [
    { key: 'capacity', name: 'Capacity', type: 'number', unit: 'mAh', categories: ['batteries'] },
    {
      key: 'connector',
      name: 'Connector',
      type: 'choice',
      choices: ['XT60', 'XT90', 'Deans'],
      categories: ['batteries'],
    },
    { key: 'channels', name: 'Channels', type: 'number', unit: 'CH', categories: ['radios'] },
    // Defined, assigned, but carried by no product: no column for it.
    { key: 'torque', name: 'Torque', type: 'number', unit: 'kg·cm', categories: ['radios'] },
  ]) {
    const res = await call('POST', '/api/admin/attributes', a);
    expect(res.statusCode, res.body).toBe(201);
  }
  for (const body of [
    {
      name: 'Orange 3S pack',
      sku: 'ORANGE-3S',
      category: 'batteries',
      price: 1_999,
      description: 'A LiPo pack.',
      countryOfOrigin: 'China',
      specValues: { connector: 'XT60' },
      options: [{ name: 'Capacity', values: ['2200', '5000'] }],
      variants: [
        {
          sku: 'ORANGE-3S-2200',
          options: { Capacity: '2200' },
          price: 1_999,
          stock: 4,
          specValues: { capacity: 2200 },
        },
        {
          sku: 'ORANGE-3S-5000',
          options: { Capacity: '5000' },
          price: 3_499,
          stock: 2,
          specValues: { capacity: 5000, connector: 'XT90' },
        },
      ],
    },
    {
      name: 'Taranis radio',
      sku: 'TARANIS',
      category: 'radios',
      price: 14_999,
      description: 'A radio.',
      countryOfOrigin: 'China',
      specValues: { channels: 16 },
    },
    {
      name: 'Plain charger',
      sku: 'CHARGER',
      category: 'batteries',
      price: 2_499,
      description: 'No specifications.',
      countryOfOrigin: 'China',
    },
  ]) {
    const res = await call('POST', '/api/products', body);
    expect(res.statusCode, res.body).toBe(201);
    if (body.sku === 'ORANGE-3S') packId = res.json().data.id;
  }
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: admin, payload });
}
const { importFile, exportAs } = transferCalls(() => ({ t, admin }));
const specHeaders = ['spec:capacity', 'spec:channels', 'spec:connector'];

/** The exported CSV as records by column. */
async function exportedRecords() {
  const [header, ...rows] = parseCsv((await exportAs('csv')).toString('utf8'));
  return {
    header: header!,
    rows: rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? '']))),
  };
}

/** A CSV of `rows` with these columns (a product row needs sku, name, category, description, price). */
function csv(columns: string[], rows: Record<string, string>[]) {
  return csvLine(columns) + rows.map((r) => csvLine(columns.map((k) => r[k] ?? ''))).join('');
}

const specsOf = async (sku: string) =>
  (await t.db.select({ specs: products.specs }).from(products).where(eq(products.sku, sku)))[0]!
    .specs;
const variantSpecs = async () =>
  (
    await t.db
      .select({ sku: productVariants.sku, specs: productVariants.specs })
      .from(productVariants)
      .where(eq(productVariants.productId, packId))
      .orderBy(asc(productVariants.sortOrder))
  ).map((v) => [v.sku, v.specs]);

const product = (sku: string, name: string, category: string, cells: Record<string, string>) => ({
  sku,
  name,
  category,
  description: 'Imported.',
  price: '999',
  country_of_origin: 'India',
  ...cells,
});
const productColumns = ['sku', 'name', 'category', 'description', 'price', 'country_of_origin'];

describe('export', () => {
  it('adds a spec:<key> column per attribute in use, product and version values in their rows', async () => {
    const { header, rows } = await exportedRecords();
    expect(header).toEqual([...importColumnKeys, ...specHeaders]);
    const bySku = new Map(rows.map((r) => [r.sku, r]));
    expect(bySku.get('ORANGE-3S')).toMatchObject({
      'spec:capacity': '',
      'spec:connector': 'XT60',
      'spec:channels': '',
    });
    expect(bySku.get('ORANGE-3S-2200')).toMatchObject({
      'spec:capacity': '2200',
      'spec:connector': '',
    });
    expect(bySku.get('ORANGE-3S-5000')).toMatchObject({
      'spec:capacity': '5000',
      'spec:connector': 'XT90',
    });
    expect(bySku.get('TARANIS')).toMatchObject({ 'spec:channels': '16', 'spec:capacity': '' });
  });

  it('imports back unchanged, as CSV and as Excel', async () => {
    const csvFile = await exportAs('csv');
    const fromCsv = await importFile(csvFile);
    expect(fromCsv.statusCode, fromCsv.body).toBe(200);
    expect(report(fromCsv)).toMatchObject({ created: 0, updated: 0, unchanged: 5, invalid: 0 });
    const xlsx = await exportAs('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(-3)).toEqual(specHeaders);
    // Numbers are numbers in the workbook.
    const capacityCol = headers.indexOf('spec:capacity') + 1;
    const values = [] as unknown[];
    sheet.eachRow((row, n) => {
      if (n > 1) values.push(row.getCell(capacityCol).value);
    });
    expect(values).toContain(5000);
    const fromXlsx = await importFile(xlsx, '', { name: 'products.xlsx' });
    expect(fromXlsx.statusCode, fromXlsx.body).toBe(200);
    expect(report(fromXlsx)).toMatchObject({ created: 0, updated: 0, unchanged: 5 });
  });
});

describe('import', () => {
  it('reads spec cells: numbers with commas or their unit, choices in any case; blank is no value', async () => {
    const columns = [...productColumns, 'spec:capacity', 'Spec: Connector'];
    const file = csv(columns, [
      product('IMP-PACK', 'Imported pack', 'batteries', {
        'spec:capacity': '2,200 mAh',
        'Spec: Connector': 'deans',
      }),
    ]);
    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ created: 1, invalid: 0 });
    expect(await specsOf('IMP-PACK')).toEqual({ capacity: 2200, connector: 'Deans' });
    // A blank cell removes the value; a column left out keeps its values.
    const blank = await importFile(
      csv(
        [...productColumns, 'spec:connector'],
        [product('IMP-PACK', 'Imported pack', 'batteries', { 'spec:connector': '' })],
      ),
    );
    expect(report(blank)).toMatchObject({ updated: 1 });
    expect(await specsOf('IMP-PACK')).toEqual({ capacity: 2200 });
    const again = await importFile(
      csv(productColumns, [product('IMP-PACK', 'Imported pack', 'batteries', {})]),
    );
    expect(report(again)).toMatchObject({ unchanged: 1, updated: 0 });
    expect(await specsOf('IMP-PACK')).toEqual({ capacity: 2200 });
  });

  it('reports each bad spec cell by row and column, and writes nothing', async () => {
    const columns = [...productColumns, 'spec:capacity', 'spec:connector', 'spec:channels'];
    const res = await importFile(
      csv(columns, [
        product('BAD-1', 'Bad one', 'batteries', {
          'spec:capacity': 'lots',
          'spec:connector': 'EC5',
        }),
        // A blank cell of an attribute the category lacks is fine; a value is not.
        product('BAD-2', 'Bad two', 'batteries', { 'spec:channels': '8' }),
        product('GOOD-3', 'Good three', 'radios', { 'spec:channels': '8', 'spec:capacity': '' }),
      ]),
    );
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details;
    expect(details.errors).toEqual([
      { row: 2, column: 'spec:capacity', message: 'Capacity must be a number (in mAh)' },
      { row: 2, column: 'spec:connector', message: 'Connector must be one of: XT60, XT90, Deans' },
      {
        row: 3,
        column: 'spec:channels',
        message: 'channels is not a specification of this category (it has: capacity, connector)',
      },
    ]);
    expect(details).toMatchObject({ invalid: 2, written: false });
    const dry = await importFile(
      csv(columns, [product('GOOD-3', 'Good three', 'radios', { 'spec:channels': '8' })]),
      '?dryRun=true',
    );
    expect(report(dry)).toMatchObject({ created: 1, invalid: 0, written: false });
    expect(await t.db.select().from(products).where(eq(products.sku, 'GOOD-3'))).toHaveLength(0);
  });

  it('refuses a header naming no specification of the shop', async () => {
    const res = await importFile(
      csv([...productColumns, 'spec:voltage', 'spec:capacity', 'Spec: Capacity (mAh)'], []),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'The header row does not fit the import template: the shop has no specification spec:voltage (its specifications: spec:capacity, spec:channels, spec:connector, spec:torque); repeated specification column: spec:Capacity (mAh).',
    );
  });

  it("sets a version's own values on its row, named by row and column when wrong", async () => {
    const columns = ['handle', 'sku', 'price', 'option1_name', 'option1_value', 'spec:capacity'];
    const [pack] = await t.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.id, packId));
    const row = (sku: string, value: string, capacity: string) => ({
      handle: pack!.slug,
      sku,
      price: sku.endsWith('2200') ? '1999' : '3499',
      option1_name: 'Capacity',
      option1_value: value,
      'spec:capacity': capacity,
    });
    const bad = await importFile(
      csv(columns, [row('ORANGE-3S-2200', '2200', 'big'), row('ORANGE-3S-5000', '5000', '')]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors).toEqual([
      { row: 2, column: 'spec:capacity', message: 'Capacity must be a number (in mAh)' },
    ]);
    const res = await importFile(
      csv(columns, [row('ORANGE-3S-2200', '2200', '2300'), row('ORANGE-3S-5000', '5000', '')]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ updated: 2, versions: { updated: 2 } });
    expect(await variantSpecs()).toEqual([
      ['ORANGE-3S-2200', { capacity: 2300 }],
      ['ORANGE-3S-5000', { connector: 'XT90' }],
    ]);
  });

  it('moved to another category, a product keeps only the values that category has', async () => {
    const res = await importFile(
      // Its own price as it is (a product sold in versions takes its price from them).
      csv(productColumns, [product('ORANGE-3S', 'Orange 3S pack', 'radios', { price: '1999' })]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ updated: 1 });
    expect(await specsOf('ORANGE-3S')).toEqual({});
    expect(await variantSpecs()).toEqual([
      ['ORANGE-3S-2200', {}],
      ['ORANGE-3S-5000', {}],
    ]);
  });
});
