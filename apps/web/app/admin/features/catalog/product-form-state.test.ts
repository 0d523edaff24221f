import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@propwash/domain/catalog/admin-read-schemas';
import type { Attribute } from '@propwash/domain/catalog/specs';
import {
  buildMatrix,
  categoryAttributes,
  droneGramsOf,
  emptyForm,
  formFrom,
  productFormSchema,
  specValuesOf,
  type SpecAttribute,
  type VariantRow,
} from '#app/admin/features/catalog/product-form-state.ts';

const product = { sku: 'pw-tx-1', price: '8999', originalPrice: '', stock: '0' };
const options = [
  { name: 'Mode', values: ['Mode 1', 'Mode 2'] },
  { name: 'Receiver', values: ['None', 'R8EF'] },
];

describe('buildMatrix', () => {
  it('makes one row per combination with a SKU from the product', () => {
    const rows = buildMatrix(options, [], product);
    expect(rows.map((r) => r.sku)).toEqual([
      'PW-TX-1-MODE1-NONE',
      'PW-TX-1-MODE1-R8EF',
      'PW-TX-1-MODE2-NONE',
      'PW-TX-1-MODE2-R8EF',
    ]);
    expect(rows[0]).toMatchObject({ price: '8999', stock: '0', isActive: true });
  });

  it("keeps the product's stock on the first version the first time, not on a rebuild", () => {
    const rows = buildMatrix(options, [], { ...product, sku: 'EFL-123', stock: '12' });
    expect(rows.map((r) => [r.sku, r.stock])).toEqual([
      ['EFL-123-MODE1-NONE', '12'],
      ['EFL-123-MODE1-R8EF', '0'],
      ['EFL-123-MODE2-NONE', '0'],
      ['EFL-123-MODE2-R8EF', '0'],
    ]);
    const rebuilt = buildMatrix(options, rows.slice(0, 2), { ...product, stock: '12' });
    expect(rebuilt.map((r) => r.stock)).toEqual(['12', '0', '0', '0']);
  });

  it('makes no placeholder SKU when the product has none yet', () => {
    expect(buildMatrix(options, [], { ...product, sku: ' ' }).every((r) => r.sku === '')).toBe(
      true,
    );
  });

  it('keeps what the owner set on combinations already there and drops the rest', () => {
    const kept: VariantRow = {
      id: '0b4c1a52-8f4e-4c55-9e0e-7f0f5d1c2b3a',
      sku: 'MY-SKU',
      choice: { Mode: 'Mode 2', Receiver: 'None' },
      price: '9999',
      originalPrice: '',
      stock: '7',
      isActive: true,
      images: [],
      specValues: { capacity: '3300' },
    };
    const gone = {
      ...kept,
      id: undefined,
      sku: 'OLD',
      choice: { Mode: 'Mode 3', Receiver: 'None' },
    };
    const rows = buildMatrix(options, [kept, gone], product);
    expect(rows).toHaveLength(4);
    expect(rows[2]).toEqual(kept);
    expect(rows.some((r) => r.sku === 'OLD')).toBe(false);
  });
});

describe('productFormSchema with variants', () => {
  const filled = {
    ...emptyForm,
    name: 'Taranis',
    category: 'radios',
    description: 'A radio',
    countryOfOrigin: 'China',
    price: '',
    options: [{ name: 'Mode', values: 'Mode 1, Mode 2' }],
  };

  it('sends the options and variants, the price from the cheapest active variant', () => {
    const variants = buildMatrix([{ name: 'Mode', values: ['Mode 1', 'Mode 2'] }], [], {
      ...product,
      price: '9000',
    });
    variants[1]!.price = '8500';
    const result = productFormSchema.safeParse({ ...filled, variants });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      price: 8500,
      options: [{ name: 'Mode', values: ['Mode 1', 'Mode 2'] }],
      variants: [
        { sku: 'PW-TX-1-MODE1', options: { Mode: 'Mode 1' }, price: 9000, stock: 0 },
        { sku: 'PW-TX-1-MODE2', options: { Mode: 'Mode 2' }, price: 8500, stock: 0 },
      ],
    });
  });

  it('refuses options without variants in the server words, under the variants', () => {
    const result = productFormSchema.safeParse({ ...filled, price: '100', variants: [] });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === 'variants');
    expect(issue?.message).toBe('A product with options needs at least one variant');
  });
});

const attribute = (a: Partial<Attribute> & Pick<Attribute, 'key' | 'categories'>): Attribute => ({
  id: a.key,
  name: a.key,
  type: 'number',
  unit: '',
  choices: [],
  ...a,
});
const cells = attribute({
  key: 'cells',
  name: 'Cells',
  unit: 'S',
  categories: ['batteries-chargers', 'airplanes/electric'],
});
const capacity = attribute({
  key: 'capacity',
  name: 'Capacity',
  unit: 'mAh',
  categories: ['batteries-chargers'],
});
const connector = attribute({
  key: 'connector',
  name: 'Connector',
  type: 'choice',
  choices: ['XT30', 'XT60'],
  categories: ['batteries-chargers'],
});
const build = attribute({
  key: 'build',
  type: 'choice',
  choices: ['RTF', 'PNP'],
  categories: ['airplanes'],
});
const wingspan = attribute({
  key: 'wingspan',
  unit: 'mm',
  categories: ['airplanes/electric', 'airplanes/turbine'],
});
const all = [build, capacity, cells, connector, wingspan];
const batterySpecs: SpecAttribute[] = [cells, capacity, connector].map(
  ({ key, name, type, unit, choices }) => ({ key, name, type, unit, choices }),
);

describe('categoryAttributes', () => {
  it("gives a subcategory its parent's attributes first, then its own", () => {
    expect(categoryAttributes(all, 'airplanes/electric').map((a) => a.key)).toEqual([
      'build',
      'cells',
      'wingspan',
    ]);
  });

  it('gives a top-level category its own only, and no category none', () => {
    expect(categoryAttributes(all, 'airplanes').map((a) => a.key)).toEqual(['build']);
    expect(categoryAttributes(all, 'batteries-chargers').map((a) => a.key)).toEqual([
      'capacity',
      'cells',
      'connector',
    ]);
    expect(categoryAttributes(all, '')).toEqual([]);
  });
});

describe('specValuesOf', () => {
  it('sends numbers as numbers, leaves blanks out and drops keys the category lacks', () => {
    expect(
      specValuesOf(
        { cells: ' 3 ', capacity: '2,200', connector: 'XT60', wingspan: '1200', build: '' },
        batterySpecs,
      ),
    ).toEqual({ cells: 3, capacity: 2200, connector: 'XT60' });
  });
});

/** A battery as the admin reads it (the fields the form reads): versions with their own capacity. */
function battery(): AdminProduct {
  const read = {
    name: 'Orange 3S',
    brand: 'Orange',
    sku: 'OR-3S',
    categoryPath: 'batteries-chargers',
    price: 1599,
    originalPrice: 1599,
    costPrice: null,
    stock: 8,
    stockStatus: 'in_stock',
    isActive: true,
    featured: false,
    trending: false,
    freeDelivery: false,
    shipsBySurface: true,
    description: 'A LiPo pack',
    highlights: [],
    whatsInBox: [],
    services: [],
    warranty: { period: '', covered: '', notCovered: '' },
    videoUrl: null,
    seller: { name: '', rating: null, yearsInBusiness: null },
    hsnCode: '8507',
    gstRate: 18,
    countryOfOrigin: 'China',
    images: [],
    options: [{ name: 'Capacity', values: ['2200', '3300'] }],
    fitsModels: [],
    specValues: { cells: 3, connector: 'XT60' },
    declarations: { ...emptyForm.declarations, importerName: 'Propwash Hobbies Private Limited' },
    droneWeightGrams: null,
    variants: ['2200', '3300'].map((c, i) => ({
      id: `0b4c1a52-8f4e-4c55-9e0e-7f0f5d1c2b3${i}`,
      sku: `OR-3S-${c}`,
      options: { Capacity: c },
      price: 1599,
      originalPrice: 1599,
      stock: 4,
      isActive: true,
      images: [],
      specValues: { capacity: Number(c) },
    })),
  };
  return read as unknown as AdminProduct;
}

describe('productFormSchema with specifications', () => {
  it("prefills the product's and each variant's values as text", () => {
    const form = formFrom(battery());
    expect(form.specValues).toEqual({ cells: '3', connector: 'XT60' });
    expect(form.variants.map((v) => v.specValues)).toEqual([
      { capacity: '2200' },
      { capacity: '3300' },
    ]);
  });

  it("sends the product's values and each variant's own, untouched ones as they were", () => {
    const form = formFrom(battery());
    form.specAttributes = batterySpecs;
    form.specValues.cells = '4';
    form.specValues.connector = '';
    const body = productFormSchema.parse(form);
    expect(body.specValues).toEqual({ cells: 4 });
    expect(body.variants?.map((v) => v.specValues)).toEqual([
      { capacity: 2200 },
      { capacity: 3300 },
    ]);
  });

  it("sends a variant's own value once given, and none once cleared", () => {
    const form = formFrom(battery());
    form.specAttributes = batterySpecs;
    form.variants[0]!.specValues = { capacity: '', connector: 'XT30' };
    const body = productFormSchema.parse(form);
    expect(body.variants?.map((v) => v.specValues)).toEqual([
      { connector: 'XT30' },
      { capacity: 3300 },
    ]);
  });

  it('leaves every specValues out while the category’s attributes are not known', () => {
    const body = productFormSchema.parse(formFrom(battery()));
    expect(body).not.toHaveProperty('specValues');
    expect(body.variants?.every((v) => !('specValues' in v))).toBe(true);
  });

  it('refuses a number that is not one under its field, in the API’s words', () => {
    const form = formFrom(battery());
    form.specAttributes = batterySpecs;
    form.specValues.cells = 'three';
    form.variants[1]!.specValues.capacity = '-3300';
    const result = productFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['specValues.cells', 'Cells must be a number (in S)'],
      ['variants.1.specValues.capacity', 'Capacity must be a number (in mAh)'],
    ]);
  });

  it('gives new versions no values of their own', () => {
    const rows = buildMatrix([{ name: 'Capacity', values: ['5000'] }], [], product);
    expect(rows[0]!.specValues).toEqual({});
  });
});

describe('productFormSchema with declarations and a drone weight', () => {
  const filled = {
    ...emptyForm,
    name: 'Kestrel 4K',
    category: 'drones',
    description: 'A camera drone',
    countryOfOrigin: 'China',
    price: '24999',
  };

  it('prefills the declarations and the weight, and sends them back', () => {
    const form = formFrom(battery());
    expect(form.declarations.importerName).toBe('Propwash Hobbies Private Limited');
    expect(form.droneWeightGrams).toBe('');
    const body = productFormSchema.parse(form);
    expect(body.declarations).toMatchObject({ importerName: 'Propwash Hobbies Private Limited' });
    expect(body.droneWeightGrams).toBeNull();
  });

  it('sends the typed weight in grams, and blank as not a drone', () => {
    const weighed = productFormSchema.parse({ ...filled, droneWeightGrams: ' 1,200 ' });
    expect(weighed.droneWeightGrams).toBe(1200);
    expect(droneGramsOf('')).toBeNull();
    expect(droneGramsOf('1.5 kg')).toBeNaN();
  });

  it('refuses a weight or a month the API would refuse, under their fields', () => {
    const result = productFormSchema.safeParse({
      ...filled,
      droneWeightGrams: '0.5',
      declarations: { ...filled.declarations, monthOfManufactureOrImport: '2026-3' },
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['declarations.monthOfManufactureOrImport', 'Please give the month as YYYY-MM'],
      [
        'droneWeightGrams',
        'Drone weight must be a whole number of grams from 1 to 1,50,000 (its all-up weight)',
      ],
    ]);
  });
});
