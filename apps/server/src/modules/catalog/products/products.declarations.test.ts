import { describe, expect, it } from 'vitest';
import { useAdminProductsShop } from '../admin/admin.fixtures.ts';

// What a product's label declares and a drone's weight, through the admin form and on the
// product page (docs/decisions/product-declarations.md, docs/decisions/drones.md).

const { as, api, newProduct } = useAdminProductsShop();

const imported = {
  importerName: 'Propwash Hobbies Private Limited',
  importerAddress: '42, 80 Feet Road, Koramangala, Bengaluru 560034',
  netQuantity: '1 unit',
  monthOfManufactureOrImport: '2026-03',
  consumerCare: 'support@propwash.in, +91 80 4718 2200',
  wpcApproval: 'ETA-SD-20240101234',
};

const shopProduct = async (id: string) => {
  const res = await as(undefined).get(`/api/products/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const adminProduct = async (id: string) => {
  const res = await api().get(`/api/products/admin/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const history = async (id: string) =>
  (await api().get(`/api/audit?kind=product&recordId=${id}`)).json().data.entries as {
    changes: Record<string, [unknown, unknown]>;
  }[];

describe('declarations', () => {
  it('saves what the owner declares; the shop answers only the fields given', async () => {
    const p = await newProduct({ countryOfOrigin: 'China', declarations: imported });
    expect(p.declarations).toEqual({
      manufacturerName: '',
      manufacturerAddress: '',
      bisLicence: '',
      batteryEpr: '',
      ...imported,
    });
    expect(p.missingImporter).toBe(false);
    const shop = await shopProduct(p.id);
    expect(shop.declarations).toEqual(imported);
    expect(shop.countryOfOrigin).toBe('China');
    expect(shop.drone).toBeNull();
  });

  it('keeps them when an update leaves them out and replaces the set when it sends one', async () => {
    const p = await newProduct({ countryOfOrigin: 'China', declarations: imported });
    const priced = await api().put(`/api/products/${p.id}`, { price: 11_999 });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().data.declarations).toMatchObject(imported);
    // The same set again changes nothing the audit log would record.
    const entries = (await history(p.id)).length;
    const same = await api().put(`/api/products/${p.id}`, { declarations: { ...imported } });
    expect(same.statusCode, same.body).toBe(200);
    expect(await history(p.id)).toHaveLength(entries);

    const res = await api().put(`/api/products/${p.id}`, {
      declarations: { netQuantity: '2 units', consumerCare: '  care@example.in ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.declarations).toMatchObject({
      importerName: '',
      netQuantity: '2 units',
      consumerCare: 'care@example.in',
    });
    expect((await shopProduct(p.id)).declarations).toEqual({
      netQuantity: '2 units',
      consumerCare: 'care@example.in',
    });
    const [entry] = await history(p.id);
    expect(entry!.changes.declarations![1]).toMatchObject({ netQuantity: '2 units' });
  });

  it('refuses a month that is not YYYY-MM, and changes nothing', async () => {
    const p = await newProduct({ countryOfOrigin: 'China', declarations: imported });
    for (const month of ['2026-3', 'March 2026', '2026-13', '2026-03-15']) {
      const res = await api().put(`/api/products/${p.id}`, {
        declarations: { ...imported, monthOfManufactureOrImport: month },
      });
      expect(res.statusCode, month).toBe(400);
      expect(res.json().error.message).toBe(
        'declarations.monthOfManufactureOrImport: Please give the month as YYYY-MM',
      );
    }
    const created = await api().post('/api/products', {
      name: 'Bad month',
      category: 'drones',
      price: 999,
      description: 'x',
      countryOfOrigin: 'India',
      declarations: { monthOfManufactureOrImport: '03/2026' },
    });
    expect(created.statusCode).toBe(400);
    expect((await adminProduct(p.id)).declarations.monthOfManufactureOrImport).toBe('2026-03');
  });

  it('refuses a field longer than the label allows, naming it', async () => {
    const res = await api().post('/api/products', {
      name: 'Long importer',
      category: 'drones',
      price: 999,
      description: 'x',
      countryOfOrigin: 'China',
      declarations: { importerName: 'x'.repeat(121) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'declarations.importerName: Importer name must be at most 120 characters',
    );
  });
});

describe('drone weight', () => {
  it.each([
    [30, 'nano', 'Nano (up to 250 g)'],
    [250, 'nano', 'Nano (up to 250 g)'],
    [251, 'micro', 'Micro (250 g to 2 kg)'],
    [2000, 'micro', 'Micro (250 g to 2 kg)'],
    [2001, 'small', 'Small (2 kg to 25 kg)'],
  ])('%i g is a %s drone', async (grams, category, label) => {
    const p = await newProduct({ category: 'drones', droneWeightGrams: grams });
    expect(p).toMatchObject({ droneWeightGrams: grams, droneCategory: category });
    expect((await shopProduct(p.id)).drone).toEqual({
      weightGrams: grams,
      category,
      categoryLabel: label,
    });
  });

  it('is not a drone without a weight; null clears it, leaving it out keeps it', async () => {
    const plain = await newProduct();
    expect(plain).toMatchObject({ droneWeightGrams: null, droneCategory: null });
    expect((await shopProduct(plain.id)).drone).toBeNull();

    const p = await newProduct({ category: 'drones', droneWeightGrams: 900 });
    const kept = await api().put(`/api/products/${p.id}`, { stock: 3 });
    expect(kept.json().data).toMatchObject({ droneWeightGrams: 900, droneCategory: 'micro' });
    const cleared = await api().put(`/api/products/${p.id}`, { droneWeightGrams: null });
    expect(cleared.json().data).toMatchObject({ droneWeightGrams: null, droneCategory: null });
    expect((await shopProduct(p.id)).drone).toBeNull();
  });

  it.each([0, -5, 12.5, 150_001, '900'])('refuses %s grams with a clear message', async (w) => {
    const p = await newProduct({ category: 'drones', droneWeightGrams: 249 });
    const res = await api().put(`/api/products/${p.id}`, { droneWeightGrams: w });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'droneWeightGrams: Drone weight must be a whole number of grams from 1 to 1,50,000 (its all-up weight)',
    );
    expect((await adminProduct(p.id)).droneWeightGrams).toBe(249);
  });
});

describe('the admin list: importer missing', () => {
  it('flags imported products without an importer and filters to them', async () => {
    const tag = `IMP${Date.now().toString(36).toUpperCase()}`;
    const make = (suffix: string, body: Record<string, unknown>) =>
      newProduct({ name: `${tag} ${suffix}`, sku: `${tag}-${suffix}`, ...body });
    const noImporter = await make('NONE', { countryOfOrigin: 'China' });
    const withImporter = await make('OK', { countryOfOrigin: 'Taiwan', declarations: imported });
    const blankImporter = await make('BLANK', {
      countryOfOrigin: 'Japan',
      declarations: { importerName: '   ', netQuantity: '1 unit' },
    });
    const madeHere = await make('INDIA', { countryOfOrigin: 'india' });
    const draft = await make('DRAFT', { countryOfOrigin: null, isActive: false });

    const list = async (query: string) => {
      const res = await api().get(`/api/products/admin/all?search=${tag}&limit=50${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.products as { id: string; missingImporter: boolean }[];
    };
    const flags = new Map((await list('')).map((r) => [r.id, r.missingImporter]));
    expect(flags).toEqual(
      new Map([
        [noImporter.id, true],
        [withImporter.id, false],
        [blankImporter.id, true],
        [madeHere.id, false],
        [draft.id, false],
      ]),
    );
    const missing = await list('&declarations=missing-importer');
    expect(missing.map((r) => r.id).sort()).toEqual([noImporter.id, blankImporter.id].sort());
    expect((await adminProduct(noImporter.id)).missingImporter).toBe(true);

    // Declaring the importer clears the flag.
    await api().put(`/api/products/${noImporter.id}`, { declarations: imported });
    expect((await list('&declarations=missing-importer')).map((r) => r.id)).toEqual([
      blankImporter.id,
    ]);
    const bad = await api().get('/api/products/admin/all?declarations=incomplete');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/declarations must be one of: all, missing-importer/);
  });
});
