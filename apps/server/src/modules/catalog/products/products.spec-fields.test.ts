import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';

// The compatibility product names (`_id`, `inStock`, `image`, `sold`) beside the shop's own
// (docs/decisions/admin-products-and-categories.md).

const session = useTestAppWithAdmin({
  setup: (t) => t.makeCategory({ slug: 'drones', name: 'Drones' }),
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  session.t.app.inject({
    method,
    url,
    headers: session.admin,
    payload: payload as object | undefined,
  });

/** A URL of an uploaded product photo (what POST /api/upload/multiple answers). */
const photo = (name: string) => session.t.storage.publicUrl(`products/uploads/${name}-640.webp`);

/** A body with the compatibility names only: no id, `image` and `inStock`, no stockStatus. */
const specBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hornet 250 FPV Racer',
  category: 'drones',
  price: 8_999,
  originalPrice: 9_999,
  discount: 10,
  stock: 4,
  inStock: true,
  featured: false,
  trending: true,
  sold: 12,
  description: 'A quick 5-inch racer.',
  countryOfOrigin: 'India',
  image: photo('hornet-front'),
  images: [photo('hornet-front'), photo('hornet-side')],
  highlights: 'Fast\nTough',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await send('POST', '/api/products', specBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: string };
}

describe('POST /api/products with the compatibility fields', () => {
  it('takes image and inStock, ignores sold, and answers _id, image and inStock', async () => {
    const p = await create();
    expect(p._id).toBe(p.id);
    expect(p).toMatchObject({
      image: photo('hornet-front'),
      inStock: true,
      stockStatus: 'in_stock',
      stock: 4,
      sold: 0,
      highlights: ['Fast', 'Tough'],
    });
    expect((p.images as { url: string }[]).map((i) => i.url)).toEqual([
      photo('hornet-front'),
      photo('hornet-side'),
    ]);
  });

  it('puts an image not in the list first; inStock false creates it marked out of stock', async () => {
    const p = await create({
      image: photo('box-art'),
      images: [photo('side')],
      inStock: false,
    });
    expect(p.image).toBe(photo('box-art'));
    expect((p.images as { url: string }[]).map((i) => i.url)).toEqual([
      photo('box-art'),
      photo('side'),
    ]);
    expect(p).toMatchObject({ inStock: false, stockStatus: 'out_of_stock', stock: 4 });
  });

  it('takes image alone as the only image', async () => {
    const p = await create({ image: photo('only'), images: undefined });
    expect((p.images as { url: string }[]).map((i) => i.url)).toEqual([photo('only')]);
  });

  it('refuses an inStock that contradicts stockStatus, and unknown fields', async () => {
    const clash = await send(
      'POST',
      '/api/products',
      specBody({ inStock: true, stockStatus: 'out_of_stock' }),
    );
    expect(clash.statusCode).toBe(400);
    expect(clash.json().error.message).toBe('inStock true contradicts stockStatus out_of_stock');
    const unknown = await send('POST', '/api/products', specBody({ colour: 'red' }));
    expect(unknown.statusCode).toBe(400);
  });
});

describe('PUT /api/products/:id with the compatibility fields', () => {
  it('takes a full body carrying _id; inStock false marks it out of stock, keeping the count', async () => {
    const p = await create();
    const res = await send('PUT', `/api/products/${p.id}`, {
      ...specBody({ name: 'Hornet 250 V2', inStock: false }),
      _id: p.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: p.id,
      name: 'Hornet 250 V2',
      inStock: false,
      stockStatus: 'out_of_stock',
      stock: 4,
    });
    const back = await send('PUT', `/api/products/${p.id}`, { id: p.id, inStock: true });
    expect(back.json().data).toMatchObject({ inStock: true, stockStatus: 'in_stock', stock: 4 });
  });

  it('moves the image named by image to the front without resending images', async () => {
    const p = await create();
    const res = await send('PUT', `/api/products/${p.id}`, { image: photo('hornet-side') });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { image: string; images: { url: string }[] };
    expect(data.image).toBe(photo('hornet-side'));
    expect(data.images.map((i) => i.url)).toEqual([photo('hornet-side'), photo('hornet-front')]);
  });

  it('refuses a body whose _id names another product', async () => {
    const [a, b] = [await create(), await create()];
    const res = await send('PUT', `/api/products/${a.id}`, { _id: b.id, price: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The body names another product than the URL');
    const unchanged = await send('GET', `/api/products/admin/${a.id}`);
    expect(unchanged.json().data.price).toBe(8_999);
  });
});

describe('POST /api/products/bulk-update with the compatibility fields', () => {
  it('names products by _id or id and takes inStock', async () => {
    const [a, b] = [await create(), await create()];
    const res = await send('POST', '/api/products/bulk-update', {
      updates: [
        { _id: a.id, inStock: false, price: 7_999 },
        { id: b.id, stock: 0, sold: 3 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ updated: 2 });
    const [ra, rb] = await Promise.all(
      [a, b].map(async (p) => (await send('GET', `/api/products/admin/${p.id}`)).json().data),
    );
    expect(ra).toMatchObject({ inStock: false, stockStatus: 'out_of_stock', price: 7_999 });
    expect(rb).toMatchObject({ inStock: false, stockStatus: 'in_stock', stock: 0 });
  });

  it('refuses an update without an id, or with id and _id of two products', async () => {
    const [a, b] = [await create(), await create()];
    const none = await send('POST', '/api/products/bulk-update', { updates: [{ price: 5 }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toContain('Each update needs the product id (id or _id)');
    const two = await send('POST', '/api/products/bulk-update', {
      updates: [{ id: a.id, _id: b.id, price: 5 }],
    });
    expect(two.statusCode).toBe(400);
  });
});

describe('product reads carry _id, image and inStock', () => {
  it('public list and product, and the admin list', async () => {
    const p = await create({ name: 'Readable Racer' });
    const one = (await send('GET', `/api/products/${p.id}`)).json().data;
    expect(one).toMatchObject({ id: p.id, _id: p.id, image: photo('hornet-front'), inStock: true });

    const list = (await send('GET', '/api/products?search=Readable')).json().data;
    expect(list.products[0]).toMatchObject({ id: p.id, _id: p.id, inStock: true });
    expect(list.products[0].image).toBe(photo('hornet-front'));

    const admin = (await send('GET', '/api/products/admin/all?search=Readable')).json().data;
    expect(admin.products[0]).toMatchObject({ id: p.id, _id: p.id, inStock: true });
    expect(admin.products[0].image).toMatch(/hornet-front-320\.webp$/);
  });
});
