import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { productViews } from '../catalog.tables.ts';
import { countProductView } from '../catalog.views.ts';

let t: TestApp;
let ranger: string;

beforeAll(async () => {
  t = await buildTestApp();
  const airplanes = await t.makeCategory({ slug: 'airplanes', name: 'Airplanes' });
  ({ id: ranger } = await t.makeProduct({ name: 'Volantex Ranger 757', categoryId: airplanes.id }));
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('product views', () => {
  const views = () => t.db.select().from(productViews).where(eq(productViews.productId, ranger));
  const browser = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130 Mobile';

  it('counts one view per visitor per day, without bots and without personal data', async () => {
    await get(`/api/products/${ranger}`, { 'user-agent': browser });
    await get(`/api/products/${ranger}`, { 'user-agent': browser });
    let rows = await views();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.visitorHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await get(`/api/products/${ranger}`, { 'user-agent': `${browser} Firefox` });
    await get(`/api/products/${ranger}`, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    rows = await views();
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
  });

  it('counts a server-rendered page and the API call of the same visitor once', async () => {
    const shopper = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1';
    // What the SSR load context's recordProductView does for a request from this visitor.
    const ssrView = (userAgent: string) =>
      countProductView(
        { catalog: t.services.catalog, visitorSecret: t.config.auth.jwtSecret },
        ranger,
        { ip: '127.0.0.1', userAgent },
        (err) => {
          throw err;
        },
      );
    const before = (await views()).length;
    await ssrView(shopper);
    expect(await views()).toHaveLength(before + 1);
    await get(`/api/products/${ranger}`, { 'user-agent': shopper });
    await ssrView(shopper);
    expect(await views()).toHaveLength(before + 1);
    await ssrView('Mozilla/5.0 (compatible; bingbot/2.0)');
    await ssrView('');
    expect(await views()).toHaveLength(before + 1);
  });

  it('never lets a failed view cost the page', async () => {
    const failing = {
      recordView: () => Promise.reject(new Error('database down')),
    };
    const errors: unknown[] = [];
    await countProductView(
      { catalog: failing, visitorSecret: 'x' },
      ranger,
      { ip: '10.0.0.1', userAgent: 'Mozilla/5.0 Chrome/130' },
      (err) => errors.push(err),
    );
    expect(errors).toHaveLength(1);
  });
});
