import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
// The real React Router app, compiled from source by Vite (dev mode), over the test database.
let ssr: Awaited<ReturnType<TestApp['ssrInstance']>>;

beforeAll(async () => {
  t = await buildTestApp();
  await t.makeProduct({ name: 'Skylark Glider' });
  ssr = await t.ssrInstance();
}, 120_000);
afterAll(async () => {
  await ssr?.app.close();
  await t?.close();
});

describe('server-rendered listings', () => {
  it.each(['/products', '/specials', '/new-products', '/featured'])(
    'answer a NUL in the search box without a server error (%s)',
    async (page) => {
      const res = await ssr.app.inject({ method: 'GET', url: `${page}?search=a%00` });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-type']).toContain('text/html');
    },
    120_000,
  );

  it('searches for the text around the NUL', async () => {
    const res = await ssr.app.inject({ method: 'GET', url: '/products?search=Skylark%00' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Results for “Skylark”');
    expect(res.body).toContain('Skylark Glider');
  }, 120_000);
});
