import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFiles, multipartPost } from '../../test/multipart.ts';
import { testAppWithAdmin, type TestApp } from '../../test/test-app.ts';
import { banners } from './content.tables.ts';

// Banner management: fields, defaults, validation and messages (docs/decisions/admin-scope-users-and-banners.md).
let t: TestApp;
let asAdmin: { authorization: string };
let image: string;
beforeAll(async () => {
  ({ t, admin: asAdmin } = await testAppWithAdmin());
  // A real upload, as the banner form does before saving.
  const png = await sharp({
    create: { width: 40, height: 20, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer();
  const form = multipartFiles([{ field: 'image', name: 'b.png', data: png, type: 'image/png' }]);
  const res = await t.app.inject(multipartPost('/api/upload/single', asAdmin, form));
  expect(res.statusCode).toBe(200);
  image = res.json().data.url;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: { authorization: string },
  payload?: object,
) =>
  t.app.inject({ method, url, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) });

const banner = () => ({
  title: 'Monsoon sale',
  subtitle: 'Up to 30% off',
  image,
  link: '/products?category=drones',
  buttonText: 'Shop drones',
  position: 'middle',
  order: 2,
});

describe('banner management', () => {
  it('answers 401 to visitors and 403 to customers', async () => {
    const asCustomer = await t.loginAs(await t.makeUser());
    for (const [method, url] of [
      ['GET', '/api/banners/all'],
      ['POST', '/api/banners'],
      ['PUT', `/api/banners/${randomUUID()}`],
      ['DELETE', `/api/banners/${randomUUID()}`],
    ] as const) {
      expect((await call(method, url, undefined, banner())).statusCode).toBe(401);
      expect((await call(method, url, asCustomer, banner())).statusCode).toBe(403);
    }
  });

  it('creates with the default colours, shows it on the storefront at once, edits and deletes', async () => {
    const created = await call('POST', '/api/banners', asAdmin, banner());
    expect(created.statusCode).toBe(201);
    const b = created.json().data;
    expect(b).toMatchObject({
      title: 'Monsoon sale',
      backgroundColor: '#ffc107',
      textColor: '#000000',
      order: 2,
      enabled: true,
      position: 'middle',
    });
    const publicList = async () =>
      ((await call('GET', '/api/banners')).json().data as { id: string; title: string }[]).find(
        (x) => x.id === b.id,
      );
    expect(await publicList()).toMatchObject({ title: 'Monsoon sale' });

    const hidden = await call('PUT', `/api/banners/${b.id}`, asAdmin, {
      ...banner(),
      title: 'Monsoon sale ends Sunday',
      backgroundColor: '#1E40AF',
      enabled: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ backgroundColor: '#1e40af', enabled: false });
    expect(await publicList()).toBeUndefined();
    const all = (await call('GET', '/api/banners/all', asAdmin)).json().data as { id: string }[];
    expect(all.some((x) => x.id === b.id)).toBe(true);

    expect((await call('DELETE', `/api/banners/${b.id}`, asAdmin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/banners/${b.id}`, asAdmin)).statusCode).toBe(404);
    expect((await call('PUT', `/api/banners/nope`, asAdmin, banner())).statusCode).toBe(404);
  });

  it('lets a banner keep an image it already has, even one that is not an upload', async () => {
    const seeded = 'https://cdn.example.test/banners/hero.webp';
    const [row] = await t.db
      .insert(banners)
      .values({ position: 'hero', image: seeded, title: 'Seeded hero' })
      .returning();
    const kept = await call('PUT', `/api/banners/${row!.id}`, asAdmin, {
      ...banner(),
      image: seeded,
      title: 'Seeded hero, retitled',
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ image: seeded, title: 'Seeded hero, retitled' });
    const swapped = await call('PUT', `/api/banners/${row!.id}`, asAdmin, {
      ...banner(),
      image: 'https://cdn.example.test/other.webp',
    });
    expect(swapped.statusCode).toBe(400);
  });

  it('refuses a missing title or image, foreign images, unsafe links, bad colours and order', async () => {
    for (const bad of [
      { ...banner(), title: ' ' },
      { ...banner(), image: '' },
      { ...banner(), image: 'https://evil.example/x.png' },
      { ...banner(), link: 'javascript:alert(1)' },
      { ...banner(), link: '//evil.example/path' },
      { ...banner(), link: 'http://example.com' },
      { ...banner(), backgroundColor: 'red' },
      { ...banner(), position: 'sidebar' },
      { ...banner(), order: -1 },
      { ...banner(), order: 1.5 },
    ]) {
      const res = await call('POST', '/api/banners', asAdmin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const https = await call('POST', '/api/banners', asAdmin, {
      ...banner(),
      link: 'https://www.youtube.com/watch?v=abc',
    });
    expect(https.statusCode).toBe(201);
  });
});
