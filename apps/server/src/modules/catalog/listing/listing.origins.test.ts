import { describe, expect, it } from 'vitest';
import type { ProductList } from '@propwash/domain/catalog/schemas';
import { useTestApp, type TestApp } from '../../../test/test-app.ts';

// The listing's country-of-origin filter and its facet (docs/decisions/product-declarations.md).

async function setup(t: TestApp) {
  const drones = await t.makeCategory({ slug: 'drones', name: 'Drones' });
  const planes = await t.makeCategory({ slug: 'planes', name: 'Planes' });
  const make = (name: string, categoryId: string, countryOfOrigin: string | null, extra = {}) =>
    t.makeProduct({ name, categoryId, countryOfOrigin, ...extra });
  await make('Hornet Quad', drones.id, 'China');
  await make('Wasp Quad', drones.id, 'China', { stock: 0 });
  await make('Kestrel Quad', drones.id, 'Taiwan');
  await make('Dart Trainer', planes.id, 'India');
  await make('Zero Warbird', planes.id, 'Japan');
  await make('Cub Trainer', planes.id, 'China');
  // Not in the shop: neither listed nor counted.
  await make('Hidden Quad', drones.id, 'Germany', { isActive: false });
  await make('Draft Quad', drones.id, null, { isActive: false });
}

const session = useTestApp({ setup });

async function list(query: string) {
  const res = await session.t.call('GET', `/api/products?limit=50&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ProductList;
}
const names = (l: ProductList) => l.products.map((p) => p.name).sort();
const origins = (l: ProductList) => l.facets!.origins;

describe('GET /api/products?origin=', () => {
  it('lists the products made in any of the countries, repeated or separated by commas', async () => {
    const china = await list('origin=China');
    expect(names(china)).toEqual(['Cub Trainer', 'Hornet Quad', 'Wasp Quad']);
    expect(china.total).toBe(3);
    const both = ['Cub Trainer', 'Hornet Quad', 'Kestrel Quad', 'Wasp Quad'];
    expect(names(await list('origin=China,Taiwan'))).toEqual(both);
    expect(names(await list('origin=Taiwan&origin=China'))).toEqual(both);
    expect(names(await list('origin=%20taiwan%20,%20CHINA'))).toEqual(both);
  });

  it('matches nothing for a country no product in the shop is from', async () => {
    const none = await list('origin=Germany');
    expect(none.total).toBe(0);
    expect(names(none)).toEqual([]);
    // The facet still offers the countries there are.
    expect(origins(none).map((o) => o.country)).toEqual(['China', 'India', 'Japan', 'Taiwan']);
  });

  it('counts each country with every filter but its own, most products first', async () => {
    const all = await list('');
    expect(origins(all)).toEqual([
      { country: 'China', count: 3 },
      { country: 'India', count: 1 },
      { country: 'Japan', count: 1 },
      { country: 'Taiwan', count: 1 },
    ]);
    // Choosing China still shows how many come from elsewhere…
    const china = await list('origin=China');
    expect(origins(china)).toEqual(origins(all));
    // …while the other facets count within China.
    expect(china.facets!.categories).toEqual(
      expect.arrayContaining([
        { slug: 'drones', name: 'Drones', count: 2 },
        { slug: 'planes', name: 'Planes', count: 1 },
      ]),
    );
    expect(china.facets!.availability).toEqual({ instock: 2, outofstock: 1 });
    // Other filters narrow the country counts.
    expect(origins(await list('category=drones&availability=instock'))).toEqual([
      { country: 'China', count: 1 },
      { country: 'Taiwan', count: 1 },
    ]);
    expect(names(await list('category=drones&origin=China&availability=instock'))).toEqual([
      'Hornet Quad',
    ]);
  });

  it('narrows a search too', async () => {
    const quads = await list('search=quad&origin=Taiwan');
    expect(names(quads)).toEqual(['Kestrel Quad']);
    expect(origins(quads)).toEqual([
      { country: 'China', count: 2 },
      { country: 'Taiwan', count: 1 },
    ]);
  });

  it('refuses more than 20 countries', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `Country${i}`).join(',');
    const res = await session.t.call('GET', `/api/products?origin=${many}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/origin must be up to 20 countries/);
  });
});
