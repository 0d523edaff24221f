import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DRONE_WEIGHT_MESSAGE } from '@propwash/domain/catalog/admin-schemas';
import { importColumnKeys } from '@propwash/domain/catalog/import-columns';
import { MONTH_CELL_MESSAGE } from '@propwash/domain/catalog/import-row';
import { csvLine, parseCsv } from '@propwash/domain/platform/csv';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';
import { products } from '../catalog.tables.ts';
import { report, transferCalls } from './transfer.fixtures.ts';

// The declaration and drone-weight columns of the bulk sheets
// (docs/decisions/product-declarations.md, docs/decisions/drones.md,
// docs/decisions/bulk-import-export-columns.md).

const session = useTestAppWithAdmin({
  setup: (t) => t.makeCategory({ slug: 'drones', name: 'Drones' }),
});
const { importFile, exportAs } = transferCalls(() => session);

const declared = {
  manufacturerName: 'Shenzhen Skyworks Co., Ltd.',
  manufacturerAddress: 'Bao\'an District, Shenzhen, "Guangdong", China',
  importerName: 'Propwash Hobbies Private Limited',
  importerAddress: '42, 80 Feet Road, Koramangala, Bengaluru 560034',
  netQuantity: '1 unit',
  monthOfManufactureOrImport: '2026-03',
  consumerCare: 'support@propwash.in | +91 80 4718 2200',
  bisLicence: 'CM/L-1234567',
  wpcApproval: 'ETA-SD-20240101234',
  batteryEpr: 'B-29016(1234)/(EPR)',
};

beforeAll(async () => {
  for (const body of [
    {
      name: 'Kestrel 4K Camera Drone',
      sku: 'KES-4K',
      countryOfOrigin: 'China',
      declarations: declared,
      droneWeightGrams: 1200,
    },
    { name: 'Plain Quad Frame', sku: 'FRAME-5', countryOfOrigin: 'India' },
  ]) {
    const res = await session.t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: session.admin,
      payload: { category: 'drones', price: 4999, description: 'A product.', ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});

const bySku = async (sku: string) =>
  (await session.t.db.select().from(products).where(eq(products.sku, sku)))[0]!;

/** A CSV with only the columns named, one row per object. */
function csv(rows: Record<string, string>[]) {
  const keys = Object.keys(rows[0]!);
  return csvLine(keys) + rows.map((r) => csvLine(keys.map((k) => r[k] ?? ''))).join('');
}
const row = (over: Record<string, string> = {}) => ({
  sku: 'KES-4K',
  name: 'Kestrel 4K Camera Drone',
  category: 'drones',
  description: 'A product.',
  price: '4999',
  ...over,
});

describe('export and import back', () => {
  it('writes a column per declaration and the drone weight, and reads them back unchanged', async () => {
    const records = parseCsv((await exportAs('csv')).toString('utf8'));
    const kestrel = records.find((r) => r[1] === 'KES-4K')!;
    const cell = (k: string) => kestrel[importColumnKeys.indexOf(k as never)];
    expect(cell('manufacturer_name')).toBe(declared.manufacturerName);
    expect(cell('manufacturer_address')).toBe(declared.manufacturerAddress);
    expect(cell('importer_name')).toBe(declared.importerName);
    expect(cell('importer_address')).toBe(declared.importerAddress);
    expect(cell('net_quantity')).toBe('1 unit');
    expect(cell('month_of_manufacture_or_import')).toBe('2026-03');
    expect(cell('consumer_care')).toBe(declared.consumerCare);
    expect(cell('bis_licence')).toBe(declared.bisLicence);
    expect(cell('wpc_approval')).toBe(declared.wpcApproval);
    expect(cell('battery_epr')).toBe(declared.batteryEpr);
    expect(cell('drone_weight_grams')).toBe('1200');
    const frame = records.find((r) => r[1] === 'FRAME-5')!;
    expect(frame[importColumnKeys.indexOf('drone_weight_grams')]).toBe('');
    expect(frame[importColumnKeys.indexOf('importer_name')]).toBe('');

    const before = await bySku('KES-4K');
    for (const [file, name] of [
      [await exportAs('csv'), 'products.csv'],
      [await exportAs('xlsx'), 'products.xlsx'],
    ] as const) {
      const res = await importFile(file, '', { name });
      expect(res.statusCode, res.body).toBe(200);
      expect(report(res)).toMatchObject({ created: 0, updated: 0, unchanged: 2, errorCount: 0 });
    }
    const after = await bySku('KES-4K');
    expect(after.declarations).toEqual(declared);
    expect(after.droneWeightGrams).toBe(1200);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });
});

describe('importing declarations', () => {
  it('sets the fields a row gives, clears the blank ones and keeps the columns left out', async () => {
    const res = await importFile(
      csv([
        row({
          sku: 'FRAME-5',
          name: 'Plain Quad Frame',
          importer: 'Hobby Imports LLP',
          net_quantity: '1 set',
          'Month of import': '2026-01-15',
          drone_weight_grams: '1,950',
        }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(report(res)).toMatchObject({ updated: 1 });
    const frame = await bySku('FRAME-5');
    // A date (a spreadsheet's reading of a typed month) is taken as its month.
    expect(frame.declarations).toMatchObject({
      importerName: 'Hobby Imports LLP',
      netQuantity: '1 set',
      monthOfManufactureOrImport: '2026-01',
      manufacturerName: '',
    });
    expect(frame.droneWeightGrams).toBe(1950);

    const cleared = await importFile(
      csv([row({ importer_name: '', drone_weight_grams: '', net_quantity: '1 unit' })]),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    const kestrel = await bySku('KES-4K');
    expect(kestrel.declarations).toEqual({ ...declared, importerName: '' });
    expect(kestrel.droneWeightGrams).toBeNull();
  });

  it('names the row and column of a bad month or weight and writes nothing', async () => {
    const before = await bySku('KES-4K');
    const res = await importFile(
      csv([
        row({ month_of_manufacture_or_import: 'March 2026', drone_weight_grams: '900' }),
        row({ sku: 'NEW-1', name: 'New', month_of_manufacture_or_import: '2026-13' }),
        row({ sku: 'NEW-2', name: 'New 2', drone_weight_grams: '1.2 kg' }),
        row({ sku: 'NEW-3', name: 'New 3', drone_weight_grams: '0' }),
        row({ sku: 'NEW-4', name: 'New 4', drone_weight_grams: '150001' }),
      ]),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.details.errors).toEqual([
      { row: 2, column: 'month_of_manufacture_or_import', message: MONTH_CELL_MESSAGE },
      { row: 3, column: 'month_of_manufacture_or_import', message: MONTH_CELL_MESSAGE },
      { row: 4, column: 'drone_weight_grams', message: DRONE_WEIGHT_MESSAGE },
      { row: 5, column: 'drone_weight_grams', message: DRONE_WEIGHT_MESSAGE },
      { row: 6, column: 'drone_weight_grams', message: DRONE_WEIGHT_MESSAGE },
    ]);
    expect(MONTH_CELL_MESSAGE).toMatch(/YYYY-MM/);
    expect(DRONE_WEIGHT_MESSAGE).toMatch(/whole number of grams/);
    const after = await bySku('KES-4K');
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.droneWeightGrams).toBe(before.droneWeightGrams);
  });
});
