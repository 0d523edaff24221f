import { describe, expect, it } from 'vitest';
import { useTestAppWithAdmin } from '../../../test/test-app.ts';

const session = useTestAppWithAdmin();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  session.t.app.inject({ method, url, headers: session.admin, payload });
const publicSlugs = async () =>
  (await session.t.app.inject({ method: 'GET', url: '/api/categories' }))
    .json()
    .data.map((c: { slug: string }) => c.slug);

async function create(body: object) {
  const res = await call('POST', '/api/categories', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string; path: string };
}

describe('category admin', () => {
  it('creates a category with a slug made from its name and the default icon', async () => {
    const before = await publicSlugs();
    const cat = await create({ name: 'Gliders & Sailplanes' });
    expect(cat).toMatchObject({
      slug: 'gliders-and-sailplanes',
      path: 'gliders-and-sailplanes',
      icon: 'fas fa-tag',
      enabled: true,
      productCount: 0,
      childCount: 0,
    });
    // The storefront's cached category list changes at once.
    expect(await publicSlugs()).toEqual(expect.arrayContaining([...before, cat.slug]));
  });

  it('builds a two-level tree and refuses a third level', async () => {
    const top = await create({ name: 'Boats', slug: 'boats' });
    const sub = await create({ name: 'Jet Boats', parentId: top.id });
    expect(sub.path).toBe('boats/jet-boats');
    const deeper = await call('POST', '/api/categories', { name: 'Tiny', parentId: sub.id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().error.message).toContain('subcategories cannot have subcategories');
    const list = (await call('GET', '/api/categories/all')).json().data;
    expect(list.find((c: { id: string }) => c.id === top.id).childCount).toBe(1);
  });

  it('refuses a slug a sibling already uses, but allows it under another parent', async () => {
    await create({ name: 'Engines', slug: 'engines' });
    const dup = await call('POST', '/api/categories', { name: 'Motors', slug: 'engines' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toBe(
      'Another top-level category already uses the slug "engines"',
    );
    const parent = await create({ name: 'Cars', slug: 'cars' });
    expect((await create({ name: 'Engines', slug: 'engines', parentId: parent.id })).path).toBe(
      'cars/engines',
    );
  });

  it.each([
    [{ name: '' }, 'Please enter a category name'],
    [{ name: 'X', slug: 'Bad Slug!' }, 'Slug may use lowercase letters'],
    [{ name: 'X', parentId: '00000000-0000-4000-8000-000000000000' }, 'Unknown parent category'],
    [{ name: 'X', enabled: 'yes' }, 'enabled'],
  ])('refuses %j with 400 "%s"', async (body, message) => {
    const res = await call('POST', '/api/categories', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
  });

  it('renames a category and search finds its products by the new name', async () => {
    const cat = await create({ name: 'Hovercraft' });
    const p = await session.t.makeProduct({ name: 'Zephyr 200', categoryId: cat.id });
    const res = await call('PUT', `/api/categories/${cat.id}`, { name: 'Airboats' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Airboats', productCount: 1 });
    const found = await session.t.app.inject({
      method: 'GET',
      url: '/api/products?search=airboats',
    });
    expect(found.json().data.products.map((x: { id: string }) => x.id)).toEqual([p.id]);
  });

  it('disabling a category hides it from the storefront list', async () => {
    const cat = await create({ name: 'Submarines' });
    expect(await publicSlugs()).toContain('submarines');
    await call('PUT', `/api/categories/${cat.id}`, { enabled: false });
    expect(await publicSlugs()).not.toContain('submarines');
  });

  it('refuses to delete a category products use, or one with subcategories', async () => {
    const cat = await create({ name: 'Tanks' });
    const p = await session.t.makeProduct({ categoryId: cat.id });
    const inUse = await call('DELETE', `/api/categories/${cat.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(
      'Cannot delete "Tanks": 1 product uses the category "tanks". Move it to another category first, or disable the category instead.',
    );
    // Once the product is deleted, the category can go.
    await call('DELETE', `/api/products/${p.id}`);
    expect((await call('DELETE', `/api/categories/${cat.id}`)).statusCode).toBe(200);

    const parent = await create({ name: 'Trains' });
    await create({ name: 'Steam', parentId: parent.id });
    const withChild = await call('DELETE', `/api/categories/${parent.id}`);
    expect(withChild.statusCode).toBe(409);
    expect(withChild.json().error.message).toContain('it has 1 subcategory');
  });

  it('answers 404 for unknown ids and refuses a category as its own parent', async () => {
    expect((await call('PUT', '/api/categories/nope', { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/categories/nope')).statusCode).toBe(404);
    const cat = await create({ name: 'Kites' });
    const self = await call('PUT', `/api/categories/${cat.id}`, { parentId: cat.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('A category cannot be its own parent');
  });
});
