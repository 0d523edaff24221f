import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminProductsShop } from './admin.fixtures.ts';

const { shop, as, api, newProduct } = useAdminProductsShop();

describe('GET /api/products/admin/all', () => {
  let cat: { id: string; slug: string };
  beforeAll(async () => {
    cat = await shop.t.makeCategory({ slug: 'boats', name: 'Boats' });
    const sub = await shop.t.makeCategory({
      slug: 'jet-boats',
      name: 'Jet Boats',
      parentId: cat.id,
    });
    await shop.t.makeProduct({
      name: 'Alpha Boat',
      categoryId: cat.id,
      stock: 0,
      pricePaise: 50_000,
      originalPricePaise: 50_000,
    });
    await shop.t.makeProduct({
      name: 'Bravo Boat',
      categoryId: sub.id,
      stock: 3,
      pricePaise: 90_000,
      originalPricePaise: 90_000,
      featured: true,
    });
    await shop.t.makeProduct({
      name: 'Charlie Boat',
      categoryId: cat.id,
      stock: 40,
      pricePaise: 70_000,
      originalPricePaise: 70_000,
      isActive: false,
    });
  });

  const names = async (query: string) => {
    const res = await api().get(`/api/products/admin/all?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.products.map((p: { name: string }) => p.name);
  };

  it('filters by category with its subcategories, hidden products included', async () => {
    expect(await names('category=boats&sort=name')).toEqual([
      'Alpha Boat',
      'Bravo Boat',
      'Charlie Boat',
    ]);
    expect(await names('category=boats/jet-boats')).toEqual(['Bravo Boat']);
    expect(await names(`category=${cat.id}&sort=name-desc`)).toEqual([
      'Charlie Boat',
      'Bravo Boat',
      'Alpha Boat',
    ]);
  });

  it('filters by stock and flags and sorts by price', async () => {
    expect(await names('category=boats&stock=outofstock')).toEqual(['Alpha Boat']);
    expect(await names('category=boats&stock=low&sort=stock-low')).toEqual([
      'Alpha Boat',
      'Bravo Boat',
    ]);
    expect(await names('category=boats&flags=featured')).toEqual(['Bravo Boat']);
    expect(await names('category=boats&sort=price-high')).toEqual([
      'Bravo Boat',
      'Charlie Boat',
      'Alpha Boat',
    ]);
  });

  it('searches by name, words and SKU, and pages', async () => {
    expect(await names('search=charlie')).toEqual(['Charlie Boat']);
    const page = (
      await api().get('/api/products/admin/all?category=boats&limit=2&page=2&sort=name')
    ).json().data;
    expect(page).toMatchObject({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(page.products.map((p: { name: string }) => p.name)).toEqual(['Charlie Boat']);
    const p = await newProduct({ sku: 'PW-FINDME-9' });
    expect(
      (await api().get('/api/products/admin/all?search=pw-findme-9')).json().data.products[0].id,
    ).toBe(p.id);
  });

  it('refuses unknown sort or stock values', async () => {
    expect((await api().get('/api/products/admin/all?sort=cheapest')).statusCode).toBe(400);
    expect((await api().get('/api/products/admin/all?stock=maybe')).statusCode).toBe(400);
  });
});

describe('POST /api/products/bulk-update', () => {
  it('applies every change, or none when one product is unknown', async () => {
    const a = await newProduct({ stock: 1 });
    const b = await newProduct({ stock: 1 });
    const bad = await api().post('/api/products/bulk-update', {
      updates: [
        { id: a.id, stock: 50 },
        { id: '00000000-0000-4000-8000-000000000000', stock: 1 },
      ],
    });
    expect(bad.statusCode).toBe(404);
    expect((await api().get(`/api/products/admin/${a.id}`)).json().data.stock).toBe(1);
    const good = await api().post('/api/products/bulk-update', {
      updates: [
        { id: a.id, stock: 50, featured: true },
        { id: b.id, price: 9_999, trending: true },
      ],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toEqual({ updated: 2 });
    expect((await api().get(`/api/products/admin/${a.id}`)).json().data).toMatchObject({
      stock: 50,
      featured: true,
    });
    expect((await as(undefined).get(`/api/products/${b.id}`)).json().data).toMatchObject({
      price: 9_999,
      trending: true,
    });
  });

  it('records a stock change as an admin movement in the product’s stock history', async () => {
    const p = await newProduct({ stock: 4 });
    const res = await api().post('/api/products/bulk-update', {
      updates: [{ id: p.id, stock: 9 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = await api().get(`/api/inventory/${p.id}/movements`);
    expect(history.statusCode, history.body).toBe(200);
    expect(JSON.stringify(history.json().data)).toContain('"delta":5');
  });

  it('refuses an empty list and negative stock', async () => {
    expect((await api().post('/api/products/bulk-update', { updates: [] })).statusCode).toBe(400);
    const p = await newProduct();
    const res = await api().post('/api/products/bulk-update', {
      updates: [{ id: p.id, stock: -1 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Stock cannot be negative');
  });
});

describe('featured count', () => {
  it('defaults to 8, saves 4 to 12 and refuses anything else', async () => {
    expect((await api().get('/api/products/admin/featured-count')).json().data).toEqual({
      count: 8,
    });
    expect(
      (await api().put('/api/products/admin/featured-count', { count: 12 })).json().data,
    ).toEqual({ count: 12 });
    expect((await api().get('/api/products/admin/featured-count')).json().data).toEqual({
      count: 12,
    });
    for (const count of [3, 13, 6.5]) {
      const res = await api().put('/api/products/admin/featured-count', { count });
      expect(res.statusCode).toBe(400);
    }
  });
});
