import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppWithAdmin, type TestApp } from '../../../test/test-app.ts';

// docs/decisions/readable-product-urls.md: /products/<slug>, ids and old slugs 301 to it.

let t: TestApp;
let admin: { authorization: string };
let ssr: Awaited<ReturnType<TestApp['ssrInstance']>> | null = null;

beforeAll(async () => {
  ({ t, admin } = await testAppWithAdmin());
  await t.makeCategory({ slug: 'drones', name: 'Drones' });
  ssr = await t.ssrInstance();
}, 120_000);
afterAll(async () => {
  await ssr?.app.close();
  await t.close();
});

const page = (url: string) => ssr!.app.inject({ method: 'GET', url });

const create = (name: string) =>
  t.postProduct(admin, { name, category: 'drones', price: 4999, description: 'A small quad.' });

describe('readable product URLs', { timeout: 180_000 }, () => {
  it('names a product by its name, unique among products', async () => {
    const first = await create('Hornet 65 Whoop');
    const second = await create('Hornet 65 Whoop');
    expect(first.slug).toBe('hornet-65-whoop');
    expect(second.slug).toBe('hornet-65-whoop-2');
  });

  it('renders /products/<slug> with the slug in the canonical link, JSON-LD and sitemap', async () => {
    const p = await create('Skylark 1200 Glider');
    const res = await page('/products/skylark-1200-glider');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Skylark 1200 Glider');
    expect(res.body).toContain(
      '<link rel="canonical" href="http://shop.test/products/skylark-1200-glider"/>',
    );
    // JSON-LD: the offer's URL and the breadcrumb's last item.
    expect(res.body).toContain('"url":"http://shop.test/products/skylark-1200-glider"');
    expect(res.body).toContain('"item":"http://shop.test/products/skylark-1200-glider"');
    // No address of the page by its id (the pincode check's /product/<id>/delivery is an API).
    expect(res.body).not.toMatch(new RegExp(`/products?/${p.id}["?]`));
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/products/skylark-1200-glider</loc>');
    expect(sitemap.body).not.toContain(p.id);
  });

  it('answers the old id addresses with a 301 to the slug, keeping the version', async () => {
    const p = await create('Falcon 450 Frame');
    for (const url of [`/product/${p.id}`, `/products/${p.id}`, `/product/falcon-450-frame`]) {
      const res = await page(`${url}?variant=abc`);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe('/products/falcon-450-frame?variant=abc');
    }
  });

  it('keeps the old slug working after a rename, and a new product cannot take it', async () => {
    const p = await create('Kestrel Buggy');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: admin,
      payload: { name: 'Kestrel Buggy Pro' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.slug).toBe('kestrel-buggy-pro');
    const old = await page('/products/kestrel-buggy');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/products/kestrel-buggy-pro');
    expect((await page('/products/kestrel-buggy-pro')).statusCode).toBe(200);
    // Another product of the old name gets its own slug; the old link still finds the first.
    expect((await create('Kestrel Buggy')).slug).toBe('kestrel-buggy-2');
    expect((await page('/products/kestrel-buggy')).headers.location).toBe(
      '/products/kestrel-buggy-pro',
    );
  });

  it('answers 404 for an unknown or inactive product', async () => {
    expect((await page('/products/no-such-thing')).statusCode).toBe(404);
    const p = await create('Hidden Heli');
    await t.app.inject({
      method: 'PUT',
      url: `/api/products/${p.id}`,
      headers: admin,
      payload: { isActive: false },
    });
    expect((await page('/products/hidden-heli')).statusCode).toBe(404);
    expect((await page(`/product/${p.id}`)).statusCode).toBe(404);
  });
});
