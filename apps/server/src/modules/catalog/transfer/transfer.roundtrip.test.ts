import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importColumnKeys } from '@propwash/domain/catalog/import-columns';
import { csvLine, parseCsv } from '@propwash/domain/platform/csv';
import { multipartFiles, multipartPost } from '../../../test/multipart.ts';
import { testAppWithAdmin, type TestApp } from '../../../test/test-app.ts';
import { inventoryMovements } from '../../inventory/inventory.tables.ts';
import { products } from '../catalog.tables.ts';
import { report, transferCalls } from './transfer.fixtures.ts';

let t: TestApp;
let admin: { authorization: string };
let customer: { authorization: string };

beforeAll(async () => {
  ({ t, admin } = await testAppWithAdmin());
  customer = await t.loginAs(await t.makeUser());
  const airplanes = await t.makeCategory({ slug: 'airplanes', name: 'Airplanes' });
  await t.makeCategory({ slug: 'electric', name: 'Electric Planes', parentId: airplanes.id });
  await t.makeCategory({ slug: 'drones', name: 'Drones' });

  // Two products made through the admin form, one with a photo, one with every list filled.
  const photo = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 20, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  const upload = await t.app.inject(
    multipartPost(
      '/api/upload/multiple',
      admin,
      multipartFiles([{ field: 'images', data: photo, name: 'a.png', type: 'image/png' }]),
    ),
  );
  expect(upload.statusCode, upload.body).toBe(200);
  const ids: string[] = [];
  for (const body of [
    {
      name: 'Skyhawk 1200 "EPO" Trainer',
      sku: 'SKY-1200',
      category: 'airplanes/electric',
      price: 12_499.5,
      originalPrice: 14_999,
      costPrice: 9000,
      stock: 7,
      description: 'A forgiving high-wing trainer.\nTwo lines, with commas, and ₹ signs.',
      countryOfOrigin: 'India',
      highlights: ['Brushless', '4-channel'],
      images: upload.json().data.urls,
      featured: true,
      gstRate: 12,
      hsnCode: '95030090',
    },
    {
      name: 'Hornet Mini Quad',
      sku: 'HORNET-65',
      category: 'drones',
      price: 3499,
      stock: 0,
      description: 'Tiny whoop.',
      countryOfOrigin: 'India',
      isActive: false,
      shipsBySurface: true,
      videoUrl: 'https://example.com/v',
      warranty: { period: '6 Months', covered: 'Motors', notCovered: 'Crashes' },
    },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin,
      payload: { ...body, ...(ids.length ? { compatibleWith: ids } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().data.id);
  }
});
afterAll(() => t.close());

const { importFile, exportAs } = transferCalls(() => ({ t, admin }));

const productCount = async () => (await t.db.select({ n: count() }).from(products))[0]!.n;
const bySku = async (sku: string) =>
  (await t.db.select().from(products).where(eq(products.sku, sku)))[0];

const header = csvLine([...importColumnKeys]);
/** A CSV with only the columns named, one row per object. */
function csv(rows: Record<string, string>[]) {
  const keys = Object.keys(rows[0]!);
  return csvLine(keys) + rows.map((r) => csvLine(keys.map((k) => r[k] ?? ''))).join('');
}
const row = (over: Record<string, string> = {}) => ({
  sku: 'NEW-1',
  name: 'Falcon 450 Frame',
  category: 'drones',
  description: 'A 450 mm frame.',
  country_of_origin: 'India',
  price: '1,899',
  mrp: '2499',
  stock: '5',
  ...over,
});

describe('export and import back', () => {
  it('exports every product as CSV that imports back unchanged', async () => {
    const file = await exportAs('csv');
    const records = parseCsv(file.toString('utf8'));
    expect(records[0]).toEqual(importColumnKeys);
    const sky = records.find((r) => r[1] === 'SKY-1200')!;
    const cell = (k: string) => sky[importColumnKeys.indexOf(k as never)];
    expect(cell('category')).toBe('airplanes/electric');
    expect(cell('price')).toBe('12499.5');
    expect(cell('highlights')).toBe('Brushless|4-channel');
    expect(cell('images')).toMatch(/^\/uploads\/products\/.+-1280\.webp$/);
    const hornet = records.find((r) => r[1] === 'HORNET-65')!;
    expect(hornet[importColumnKeys.indexOf('ships_by_surface')]).toBe('yes');
    expect(hornet[importColumnKeys.indexOf('compatible_with')]).toBe('SKY-1200');
    const before = await bySku('SKY-1200');

    const res = await importFile(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ created: 0, updated: 0, unchanged: 2, errorCount: 0 });
    expect((await bySku('SKY-1200'))!.updatedAt).toEqual(before!.updatedAt);
  });

  it('exports Excel that imports back unchanged', async () => {
    const file = await exportAs('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).getCell(2).value).toBe('sku');
    const res = await importFile(file, '', { name: 'products.xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ created: 0, updated: 0, unchanged: 2, errorCount: 0 });
  });

  it('refuses the export and import to customers and visitors', async () => {
    for (const headers of [customer, {}]) {
      const out = await t.app.inject({ method: 'GET', url: '/api/products/export', headers });
      expect(out.statusCode).toBe(headers === customer ? 403 : 401);
      const res = await importFile(csv([row()]), '', { headers });
      expect(res.statusCode).toBe(headers === customer ? 403 : 401);
    }
    expect(await bySku('NEW-1')).toBeUndefined();
  });
});

describe('importing', () => {
  it('a dry run reports what would happen and changes nothing', async () => {
    const before = await productCount();
    const res = await importFile(
      csv([row(), row({ sku: 'SKY-1200', name: 'Skyhawk', price: '1' })]),
      '?dryRun=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({
      created: 1,
      updated: 1,
      unchanged: 0,
      written: false,
      dryRun: true,
      preview: [
        { row: 2, sku: 'NEW-1', action: 'create' },
        { row: 3, sku: 'SKY-1200', action: 'update' },
      ],
    });
    expect(await productCount()).toBe(before);
    expect((await bySku('SKY-1200'))!.name).toBe('Skyhawk 1200 "EPO" Trainer');
  });

  it('names the row and column of a bad cell and writes nothing', async () => {
    const before = await productCount();
    const res = await importFile(
      csv([
        row(),
        row({ sku: 'NEW-2', price: 'twelve' }),
        row({ sku: 'NEW-3', category: 'boats' }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.error.message).toMatch(/2 rows have errors, so nothing was imported/);
    expect(body.error.details.errors).toEqual([
      { row: 3, column: 'price', message: 'Please enter valid price' },
      { row: 4, column: 'category', message: 'Unknown category: boats' },
    ]);
    expect(await productCount()).toBe(before);
    expect(await bySku('NEW-1')).toBeUndefined();
  });

  it('with skipInvalid writes the valid rows and reports the rest', async () => {
    const res = await importFile(
      csv([
        row(),
        row({ sku: 'NEW-2', name: 'Falcon 250', mrp: '10' }),
        row({ sku: 'NEW-1', name: 'Again' }),
      ]),
      '?skipInvalid=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({
      created: 1,
      invalid: 2,
      written: true,
      errors: [
        { row: 3, column: 'mrp', message: 'MRP ₹10 cannot be below the price ₹1,899' },
        { row: 4, column: 'sku', message: 'SKU NEW-1 is also on row 2' },
      ],
    });
    const made = (await bySku('NEW-1'))!;
    expect(made).toMatchObject({ name: 'Falcon 450 Frame', pricePaise: 189_900, stock: 5 });
    const store = await t.app.inject({ method: 'GET', url: `/api/products/${made.id}` });
    expect(store.statusCode).toBe(200);
    expect(store.json().data).toMatchObject({ name: 'Falcon 450 Frame', price: 1899 });
  });

  it('updates a product found by SKU and records its stock change', async () => {
    const sky = (await bySku('SKY-1200'))!;
    const res = await importFile(
      csv([
        {
          sku: 'sky-1200',
          name: 'Skyhawk 1200 Trainer',
          category: 'airplanes/electric',
          description: 'New text.',
          price: '11999',
          stock: '9',
        },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const after = (await bySku('SKY-1200'))!;
    // Columns left out of the file keep their values (the MRP, the photo, the flags).
    expect(after).toMatchObject({
      id: sky.id,
      name: 'Skyhawk 1200 Trainer',
      pricePaise: 1_199_900,
      originalPricePaise: 1_499_900,
      stock: 9,
      featured: true,
      slug: sky.slug,
    });
    const moves = await t.db
      .select()
      .from(inventoryMovements)
      .where(eq(inventoryMovements.productId, sky.id));
    expect(moves.map((m) => [m.delta, m.stockAfter])).toContainEqual([2, 9]);
  });

  it('reads headers case- and space-blind, and imports from Excel', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet1');
    sheet.addRow([
      'SKU',
      'Name',
      'Category',
      'Description',
      'Price',
      'GST rate',
      'Handle',
      'Country of origin',
    ]);
    sheet.addRow([
      'XL-1',
      'Excel Glider',
      'airplanes',
      'From a workbook.',
      2999,
      5,
      'excel-glider',
      'Taiwan',
    ]);
    const res = await importFile(Buffer.from(await book.xlsx.writeBuffer()), '', {
      name: 'x.xlsx',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res).created).toBe(1);
    expect(await bySku('XL-1')).toMatchObject({
      slug: 'excel-glider',
      gstRateBp: 500,
      pricePaise: 299_900,
    });
  });

  // docs/decisions/no-invented-product-claims.md
  it('makes a new product active only with its country of origin, never a default one', async () => {
    const rows = [
      row({ sku: 'ORIGIN-1', country_of_origin: '', active: '' }),
      row({ sku: 'ORIGIN-2', name: 'Draft Frame', country_of_origin: '', active: 'no' }),
    ];
    const res = await importFile(csv(rows), '?skipInvalid=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res).errors).toEqual([
      {
        row: 2,
        column: 'country_of_origin',
        message:
          'Please choose the country of origin before making the product active (or set active to no)',
      },
    ]);
    expect(await bySku('ORIGIN-1')).toBeUndefined();
    expect(await bySku('ORIGIN-2')).toMatchObject({
      isActive: false,
      countryOfOrigin: null,
      warranty: { period: '', covered: '', notCovered: '' },
      seller: { rating: null, yearsInBusiness: null },
    });
  });

  it('lists the first 200 errors and counts all of them', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => row({ sku: `BAD-${i}`, stock: '-1' }));
    const res = await importFile(csv(rows), '?dryRun=true');
    expect(res.statusCode, res.body).toBe(200);
    const r = report(res);
    expect(r.errors).toHaveLength(200);
    expect(r.errorCount).toBe(250);
    expect(r.errors[0]).toEqual({ row: 2, column: 'stock', message: 'Stock cannot be negative' });
    expect(r.errors[199]!.row).toBe(201);
  });
});

describe('refused files', () => {
  it('refuses a file that is not CSV or Excel, whatever its name', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const res = await importFile(png, '', { name: 'products.csv' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/must be a CSV file .* or an Excel workbook/);
    const fakeZip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 1)]);
    const zip = await importFile(fakeZip, '', { name: 'products.xlsx' });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().error.message).toMatch(/Excel workbook cannot be read/);
  });

  it('names wrong and missing columns', async () => {
    const res = await importFile('sku,title,colour,price\r\nA-1,Thing,red,10\r\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(
      /missing columns: category, description; unknown column: colour/,
    );
  });

  it('refuses an empty file and a header without rows', async () => {
    const empty = await importFile('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('The file is empty');
    const headerOnly = await importFile(header);
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().error.message).toBe('The file has a header row but no products');
    const noFile = await importFile('x', '', { field: 'other' });
    expect(noFile.statusCode).toBe(400);
  });

  it('refuses a file over 50 MB with 413', async () => {
    const before = await productCount();
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 'a');
    big.write(csv([row({ sku: 'BIG-1' })]));
    const res = await importFile(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toMatch(/larger than 50 MB/);
    expect(await productCount()).toBe(before);
  });
});

describe('columns of other features', () => {
  it('links parts to the models they fit by SKU or handle, models further down too', async () => {
    const res = await importFile(
      csv([
        row({ sku: 'PROP-10', name: 'Prop 10x5', handle: '', compatible_with: 'MODEL-9|sky-1200' }),
        row({ sku: 'MODEL-9', name: 'Model Nine', handle: 'model-nine', compatible_with: '' }),
        row({ sku: 'PROP-11', name: 'Prop 11x6', compatible_with: 'model-nine' }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ created: 3, errorCount: 0 });
    const prop = (await bySku('PROP-10'))!;
    const model = (await bySku('MODEL-9'))!;
    const sky = (await bySku('SKY-1200'))!;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/products/admin/${prop.id}`,
      headers: admin,
    });
    expect([...read.json().data.compatibleWith].sort()).toEqual([model.id, sky.id].sort());

    const again = await importFile(
      csv([row({ sku: 'PROP-10', name: 'Prop 10x5', compatible_with: 'sky-1200|model-nine' })]),
      '?dryRun=true',
    );
    expect(report(again)).toMatchObject({ unchanged: 1, updated: 0 });
    const unknown = await importFile(
      csv([row({ sku: 'PROP-10', name: 'Prop 10x5', compatible_with: 'NOPE-1' })]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.errors).toEqual([
      { row: 2, column: 'compatible_with', message: 'No product has the SKU or handle NOPE-1' },
    ]);
  });

  it('sets ships by surface, and refuses a price change of a product sold in versions', async () => {
    const res = await importFile(csv([row({ sku: 'LIPO-3S', ships_by_surface: 'yes' })]));
    expect(res.statusCode, res.body).toBe(200);
    expect((await bySku('LIPO-3S'))!.shipsBySurface).toBe(true);

    const made = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: admin,
      payload: {
        name: 'Versioned Trainer',
        sku: 'VT-1',
        category: 'drones',
        price: 9999,
        description: 'Sold in versions.',
        countryOfOrigin: 'India',
        options: [{ name: 'Version', values: ['RTF', 'BNF'] }],
        variants: [
          { sku: 'VT-1-RTF', options: { Version: 'RTF' }, price: 9999, stock: 2 },
          { sku: 'VT-1-BNF', options: { Version: 'BNF' }, price: 7999, stock: 3 },
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const refused = await importFile(
      csv([
        {
          sku: 'VT-1',
          name: 'Versioned Trainer',
          category: 'drones',
          description: 'Sold in versions.',
          price: '5000',
        },
      ]),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.errors[0]).toMatchObject({ row: 2, column: 'price' });
  });
});
