import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAircraftCategories } from '../catalog.fixtures.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let ids: { plane: string; heli: string; hidden: string };
let slugs: { plane: string; heli: string };

beforeAll(async () => {
  t = await buildTestApp();
  const { electric, helicopters } = await makeAircraftCategories(t);
  await t.makeCategory({ slug: 'retired', name: 'Retired', enabled: false });
  const plane = await t.makeProduct({ name: 'Volantex Ranger 757', categoryId: electric.id });
  const heli = await t.makeProduct({ name: 'Align T-Rex 450', categoryId: helicopters.id });
  const hidden = await t.makeProduct({
    name: 'Hidden',
    categoryId: helicopters.id,
    isActive: false,
  });
  ids = { plane: plane.id, heli: heli.id, hidden: hidden.id };
  slugs = { plane: plane.slug, heli: heli.slug };
});
afterAll(() => t.close());

describe('GET /robots.txt', () => {
  it('keeps crawlers out of private pages and points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/admin', '/checkout', '/api', '/cart', '/profile', '/orders']) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain('Sitemap: http://shop.test/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists enabled categories and active products with absolute URLs and lastmod', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml).toContain('<loc>http://shop.test/category/airplanes</loc>');
    expect(xml).toContain('<loc>http://shop.test/category/airplanes/electric</loc>');
    expect(xml).toContain('<loc>http://shop.test/category/helicopters</loc>');
    expect(xml).not.toContain('retired');
    // Products at their readable addresses (docs/decisions/readable-product-urls.md).
    expect(xml).toContain(`<loc>http://shop.test/products/${slugs.plane}</loc>`);
    expect(xml).toContain(`<loc>http://shop.test/products/${slugs.heli}</loc>`);
    expect(xml).not.toContain(ids.plane);
    expect(xml).not.toContain(ids.hidden);
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('serves the split sitemaps an index would point to', async () => {
    const products = await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' });
    expect(products.statusCode).toBe(200);
    expect(products.body.match(/<url>/g)).toHaveLength(2);
    const cats = await t.app.inject({ method: 'GET', url: '/sitemaps/categories.xml' });
    expect(cats.body.match(/<url>/g)).toHaveLength(3);
    const beyond = await t.app.inject({ method: 'GET', url: '/sitemaps/products-2.xml' });
    expect(beyond.statusCode).toBe(404);
  });
});
