import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';
import { inventoryMovements } from '../../inventory/inventory.tables.ts';

let planes: { id: string; slug: string };

const session = useTestAppWithAdmin({
  setup: async (t) => {
    planes = await t.makeCategory({ slug: 'trainers', name: 'Trainers' });
  },
});

/** The admin sends `payload` to `url`. */
const asAdmin = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  session.t.app.inject({ method, url, headers: session.admin, payload: payload as object });

const api = {
  get: (url: string, headers?: { authorization: string }) =>
    session.t.app.inject({ method: 'GET', url, headers }),
  post: (url: string, payload: unknown) => asAdmin('POST', url, payload),
  put: (url: string, payload: unknown) => asAdmin('PUT', url, payload),
};

let skuCounter = 0;
const sku = (s: string) => `${s}-${(skuCounter++).toString(36)}-${Date.now().toString(36)}`;

const versions = { name: 'Version', values: ['RTF', 'BNF', 'PNP'] };
const trainer = (prefix: string, overrides: Record<string, unknown> = {}) => ({
  name: `Skylark 1200 ${prefix}`,
  category: planes.id,
  price: 9_999,
  description: 'A high-wing trainer sold ready to fly, bind-n-fly or plug-n-play.',
  countryOfOrigin: 'India',
  options: [versions],
  variants: [
    {
      sku: sku(`${prefix}-RTF`),
      options: { Version: 'RTF' },
      price: 18_999,
      originalPrice: 21_999,
      stock: 4,
    },
    { sku: sku(`${prefix}-BNF`), options: { Version: 'BNF' }, price: 15_499, stock: 6 },
    { sku: sku(`${prefix}-PNP`), options: { Version: 'PNP' }, price: 12_999, stock: 0 },
  ],
  ...overrides,
});

/** A trainer's three variants as an update sends them, the one at `retired` made inactive. */
function variantsWithOneRetired(
  made: { variants: { id: string; sku: string; price: number; stock: number }[] },
  retired: number,
) {
  return made.variants.map((v, i) => ({
    id: v.id,
    sku: v.sku,
    options: { Version: versions.values[i] },
    price: v.price,
    stock: v.stock,
    isActive: i !== retired,
  }));
}

async function createTrainer(prefix: string, overrides: Record<string, unknown> = {}) {
  const res = await api.post('/api/products', trainer(prefix, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as {
    id: string;
    price: number;
    stock: number;
    options: unknown[];
    variants: { id: string; sku: string; price: number; stock: number; isActive: boolean }[];
  };
}

describe('product reads', () => {
  it('a product without options reads with empty options and variants, as before', async () => {
    const plain = await session.t.makeProduct({ categoryId: planes.id });
    const res = await api.get(`/api/products/${plain.id}`);
    expect(res.statusCode).toBe(200);
    const p = res.json().data;
    expect(p.options).toEqual([]);
    expect(p.variants).toEqual([]);
    expect(p.priceVaries).toBe(false);
    expect(p.price).toBe(999);
    expect(p.stock).toBe(10);
  });

  it('a product with variants shows its cheapest active variant and the stock of all', async () => {
    const made = await createTrainer('READ');
    expect(made.variants).toHaveLength(3);
    const res = await api.get(`/api/products/${made.id}`);
    const p = res.json().data;
    expect(p.options).toEqual([versions]);
    expect(p.variants.map((v: { options: unknown }) => v.options)).toEqual([
      { Version: 'RTF' },
      { Version: 'BNF' },
      { Version: 'PNP' },
    ]);
    expect(p.price).toBe(12_999);
    expect(p.originalPrice).toBe(12_999);
    expect(p.stock).toBe(10);
    expect(p.inStock).toBe(true);
    expect(p.priceVaries).toBe(true);
    const pnp = p.variants.find(
      (v: { options: { Version: string } }) => v.options.Version === 'PNP',
    );
    expect(pnp).toMatchObject({ price: 12_999, stock: 0, inStock: false, image: null });
    const rtf = p.variants.find(
      (v: { options: { Version: string } }) => v.options.Version === 'RTF',
    );
    expect(rtf).toMatchObject({ price: 18_999, originalPrice: 21_999, stock: 4, inStock: true });
  });
});

describe('admin writes', () => {
  it('creating records a stock movement per variant', async () => {
    const made = await createTrainer('MOVES');
    const moves = await session.t.db
      .select()
      .from(inventoryMovements)
      .where(
        and(eq(inventoryMovements.productId, made.id), isNotNull(inventoryMovements.variantId)),
      );
    expect(moves.map((m) => m.delta).sort()).toEqual([4, 6]);
    const history = await api.get(`/api/inventory/${made.id}/movements`, session.admin);
    expect(history.statusCode, history.body).toBe(200);
    const labels = history
      .json()
      .data.movements.map((m: { variantLabel: string }) => m.variantLabel);
    expect(labels.sort()).toEqual(['Version: BNF', 'Version: RTF']);
  });

  it.each([
    [
      'a value the option does not have',
      [{ sku: sku('X'), options: { Version: 'ARF' }, price: 100, stock: 1 }],
      'ARF is not a value of Version',
    ],
    [
      'the same combination twice',
      [
        { sku: sku('A'), options: { Version: 'RTF' }, price: 100, stock: 1 },
        { sku: sku('B'), options: { Version: 'RTF' }, price: 100, stock: 1 },
      ],
      'RTF: this combination is listed twice',
    ],
    [
      'one SKU on two variants',
      [
        { sku: 'SAME-SKU-1', options: { Version: 'RTF' }, price: 100, stock: 1 },
        { sku: 'SAME-SKU-1', options: { Version: 'BNF' }, price: 100, stock: 1 },
      ],
      'SKU SAME-SKU-1 is used by two variants',
    ],
  ])('refuses %s (400, the first problem)', async (_, variants, message) => {
    const res = await api.post('/api/products', trainer('BAD', { variants }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.type).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain(message);
  });

  it('refuses a variant SKU another product or variant uses', async () => {
    const other = await session.t.makeProduct({ categoryId: planes.id });
    const taken = await api.post(
      '/api/products',
      trainer('DUP', {
        variants: [{ sku: other.sku, options: { Version: 'RTF' }, price: 100, stock: 1 }],
      }),
    );
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().error.message).toBe(`SKU ${other.sku} is already used`);

    const first = await createTrainer('DUPV');
    const again = await api.post(
      '/api/products',
      trainer('DUP2', {
        variants: [
          {
            sku: first.variants[0]!.sku.toLowerCase(),
            options: { Version: 'RTF' },
            price: 100,
            stock: 1,
          },
        ],
      }),
    );
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.message).toBe(
      `SKU ${first.variants[0]!.sku.toLowerCase()} is already used`,
    );
  });

  it('an update replaces the set: updates by id, creates, deletes, keeps the product in step', async () => {
    const made = await createTrainer('UPD');
    const [rtf, bnf] = made.variants;
    const res = await api.put(`/api/products/${made.id}`, {
      variants: [
        { id: rtf!.id, sku: rtf!.sku, options: { Version: 'RTF' }, price: 17_999, stock: 9 },
        { id: bnf!.id, sku: bnf!.sku, options: { Version: 'BNF' }, price: 17_999, stock: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p.variants.map((v: { id: string }) => v.id)).toEqual([rtf!.id, bnf!.id]);
    expect(p.price).toBe(17_999);
    expect(p.stock).toBe(10);
    expect(p.priceVaries).toBe(false);

    const store = (await api.get(`/api/products/${made.id}`)).json().data;
    expect(store.variants).toHaveLength(2);
    expect(store.price).toBe(17_999);

    // Back to no options at all: a plain product again.
    const plain = await api.put(`/api/products/${made.id}`, {
      options: [],
      variants: [],
      stock: 3,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().data).toMatchObject({ options: [], variants: [], stock: 3 });
  });

  it('an inactive variant leaves the store but stays in the admin read', async () => {
    const made = await createTrainer('OFF');
    const res = await api.put(`/api/products/${made.id}`, {
      variants: variantsWithOneRetired(made, 1),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.variants.map((v: { isActive: boolean }) => v.isActive)).toEqual([
      true,
      false,
      true,
    ]);
    expect(res.json().data.stock).toBe(4);
    const store = (await api.get(`/api/products/${made.id}`)).json().data;
    expect(store.variants.map((v: { options: { Version: string } }) => v.options.Version)).toEqual([
      'RTF',
      'PNP',
    ]);
  });

  it("the admin list counts each product's variants, retired ones too", async () => {
    const made = await createTrainer('COUNT');
    const plain = await session.t.makeProduct({
      categoryId: planes.id,
      name: 'Skylark spare wing COUNT',
    });
    const variants = variantsWithOneRetired(made, 2);
    expect((await api.put(`/api/products/${made.id}`, { variants })).statusCode).toBe(200);
    const res = await api.get('/api/products/admin/all?search=COUNT&limit=50', session.admin);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data.products as { id: string; variantCount: number }[];
    expect(rows.find((r) => r.id === made.id)?.variantCount).toBe(3);
    expect(rows.find((r) => r.id === plain.id)?.variantCount).toBe(0);
  });
});

describe('listing', () => {
  let modes: { id: string };
  beforeAll(async () => {
    const cat = await session.t.makeCategory({ slug: 'radios', name: 'Radios' });
    const made = await api.post('/api/products', {
      name: 'Orbit X8 Transmitter',
      category: cat.id,
      price: 1,
      description: 'An 8-channel radio in either stick mode.',
      countryOfOrigin: 'India',
      options: [{ name: 'Mode', values: ['Mode 1', 'Mode 2'] }],
      variants: [
        { sku: 'ORBIT-X8-M1', options: { Mode: 'Mode 1' }, price: 8_499, stock: 2 },
        { sku: 'ORBIT-X8-M2', options: { Mode: 'Mode 2' }, price: 8_499, stock: 5 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    modes = made.json().data;
    await session.t.makeProduct({ categoryId: cat.id, name: 'Orbit Receiver R8' });
  });

  it('cards say whether the price varies', async () => {
    await createTrainer('CARD');
    const res = await api.get(`/api/products?category=trainers&limit=50`);
    const cards = res.json().data.products as { name: string; priceVaries: boolean }[];
    expect(cards.find((c) => c.name === 'Skylark 1200 CARD')?.priceVaries).toBe(true);
    const radios = (await api.get('/api/products?category=radios')).json().data.products as {
      name: string;
      priceVaries: boolean;
    }[];
    expect(radios.find((c) => c.name === 'Orbit X8 Transmitter')?.priceVaries).toBe(false);
  });

  it('cards say whether the product is sold in versions', async () => {
    const radios = (await api.get('/api/products?category=radios')).json().data.products as {
      name: string;
      hasVersions: boolean;
    }[];
    expect(radios.find((c) => c.name === 'Orbit X8 Transmitter')?.hasVersions).toBe(true);
    expect(radios.find((c) => c.name === 'Orbit Receiver R8')?.hasVersions).toBe(false);
  });

  it('facets count products per option value, and option= filters', async () => {
    const all = (await api.get('/api/products?category=radios')).json().data;
    expect(all.products).toHaveLength(2);
    expect(all.facets.options).toEqual([
      {
        name: 'Mode',
        values: [
          { value: 'Mode 1', count: 1 },
          { value: 'Mode 2', count: 1 },
        ],
      },
    ]);
    const mode2 = (
      await api.get(`/api/products?category=radios&option=${encodeURIComponent('Mode:Mode 2')}`)
    ).json().data;
    expect(mode2.products.map((p: { id: string }) => p.id)).toEqual([modes.id]);
    expect(mode2.total).toBe(1);
    // Its own facet still counts the other value.
    expect(mode2.facets.options[0].values).toEqual([
      { value: 'Mode 1', count: 1 },
      { value: 'Mode 2', count: 1 },
    ]);
    const none = (
      await api.get(`/api/products?category=radios&option=${encodeURIComponent('Mode:Mode 3')}`)
    ).json().data;
    expect(none.total).toBe(0);
    const bad = await api.get('/api/products?option=Mode');
    expect(bad.statusCode).toBe(400);
  });

  it('search finds a product by the exact SKU of a variant', async () => {
    const res = await api.get('/api/products?search=orbit-x8-m2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.products.map((p: { id: string }) => p.id)).toEqual([modes.id]);
    const suggest = await api.get('/api/products/suggest?q=ORBIT-X8-M1');
    expect(suggest.json().data.map((p: { id: string }) => p.id)).toContain(modes.id);
    const adminList = await api.get('/api/products/admin/all?search=orbit-x8-m1', session.admin);
    expect(adminList.json().data.products.map((p: { id: string }) => p.id)).toEqual([modes.id]);
  });
});

describe('stock and price edits outside the product form', () => {
  it('bulk edits and inventory stock edits refuse a product sold in versions', async () => {
    const made = await createTrainer('BULK');
    const bulk = await api.post('/api/products/bulk-update', {
      updates: [{ id: made.id, stock: 50 }],
    });
    expect(bulk.statusCode, bulk.body).toBe(400);
    expect(bulk.json().error.message).toContain('is sold in versions');
    const flags = await api.post('/api/products/bulk-update', {
      updates: [{ id: made.id, featured: true }],
    });
    expect(flags.statusCode, flags.body).toBe(200);
    const stock = await api.put(`/api/inventory/${made.id}/stock`, { quantity: 50 });
    expect(stock.statusCode, stock.body).toBe(400);
    expect((await api.get(`/api/products/${made.id}`)).json().data.stock).toBe(10);
  });
});

describe('variant images', () => {
  it('must be uploaded to the shop first', async () => {
    const res = await api.post(
      '/api/products',
      trainer('IMG', {
        variants: [
          {
            sku: sku('IMG'),
            options: { Version: 'RTF' },
            price: 100,
            stock: 1,
            images: ['https://elsewhere.example/plane.jpg'],
          },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toContain('uploaded to the shop first');
  });
});

describe('variant images, uploaded', () => {
  it("a variant's first image is its store image", async () => {
    const url = session.t.storage.publicUrl('products/SKY-BNF/1-640.webp');
    const made = await createTrainer('IMG2', {
      variants: [
        { sku: sku('I2-RTF'), options: { Version: 'RTF' }, price: 100, stock: 1, images: [url] },
      ],
    });
    expect(made.variants[0]).toMatchObject({ images: [url], image: url });
    const store = (await api.get(`/api/products/${made.id}`)).json().data;
    expect(store.variants[0].image).toBe(url);
  });
});
