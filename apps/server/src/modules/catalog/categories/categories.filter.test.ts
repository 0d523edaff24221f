import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const id = { topProp: '', planeProp: '', heliProp: '', glider: '' };

// Two categories may share a slug under different parents (catalog_category_parent_slug_uq):
// 'propellers' at the top and 'propellers' under airplanes and under helicopters.
beforeAll(async () => {
  t = await buildTestApp();
  const airplanes = await t.makeCategory({ slug: 'airplanes', name: 'Airplanes' });
  const helicopters = await t.makeCategory({ slug: 'helicopters', name: 'Helicopters' });
  const propellers = await t.makeCategory({ slug: 'propellers', name: 'Propellers' });
  const planeProps = await t.makeCategory({
    slug: 'propellers',
    name: 'Plane Propellers',
    parentId: airplanes.id,
  });
  const heliProps = await t.makeCategory({
    slug: 'propellers',
    name: 'Heli Blades',
    parentId: helicopters.id,
  });
  const gliders = await t.makeCategory({
    slug: 'gliders',
    name: 'Gliders',
    parentId: airplanes.id,
  });
  id.topProp = (await t.makeProduct({ name: 'Gemfan 5x3 Prop', categoryId: propellers.id })).id;
  id.planeProp = (await t.makeProduct({ name: 'APC 10x4.7 Prop', categoryId: planeProps.id })).id;
  id.heliProp = (await t.makeProduct({ name: 'Align 325 Blades', categoryId: heliProps.id })).id;
  id.glider = (await t.makeProduct({ name: 'Volantex Phoenix', categoryId: gliders.id })).id;
});
afterAll(() => t.close());

const ids = async (category: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products?category=${encodeURIComponent(category)}`,
  });
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .data.products.map((p: { id: string }) => p.id)
    .sort();
};

describe('category filter with repeated slugs', () => {
  it('resolves a child slug under its parent only', async () => {
    expect(await ids('airplanes/propellers')).toEqual([id.planeProp]);
    expect(await ids('helicopters/propellers')).toEqual([id.heliProp]);
  });

  it('takes a bare slug as the top-level category, not every child of that name', async () => {
    expect(await ids('propellers')).toEqual([id.topProp]);
    expect(await ids('airplanes')).toEqual([id.planeProp, id.glider].sort());
  });

  it('still finds a child by its bare slug when no top-level category has it', async () => {
    expect(await ids('gliders')).toEqual([id.glider]);
  });

  it('finds nothing for a child under the wrong parent, and refuses deeper paths', async () => {
    expect(await ids('helicopters/gliders')).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/products?category=a/b/c' });
    expect(res.statusCode).toBe(400);
  });

  it('names child facets by their path, so each can be filtered on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products' });
    const facets = res.json().data.facets.categories as { slug: string; count: number }[];
    expect(facets.map((f) => f.slug).sort()).toEqual(
      [
        'airplanes',
        'airplanes/gliders',
        'airplanes/propellers',
        'helicopters',
        'helicopters/propellers',
        'propellers',
      ].sort(),
    );
    expect(facets.find((f) => f.slug === 'airplanes/propellers')?.count).toBe(1);
  });
});
