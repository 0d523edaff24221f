import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFiles, multipartPost } from '../../test/multipart.ts';
import { useTestApp } from '../../test/test-app.ts';
import { MAX_IMAGE_BYTES } from './media.service.ts';

const session = useTestApp();

/** A real JPEG of noise, which barely compresses: about 1 MB for 1000 × 1000 at quality 95. */
async function noisyJpeg(side: number) {
  const raw = Buffer.alloc(side * side * 3);
  let seed = side;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[i] = seed >>> 24;
  }
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** Every file in the test's storage folder (local disk). */
async function storedFiles() {
  const entries = await readdir(session.t.storage.location, {
    recursive: true,
    withFileTypes: true,
  }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(session.t.storage.location, path.join(e.parentPath, e.name)))
    .sort();
}

/** Row counts of every table the app owns, except the rate-limit counters uploads bump. */
async function rowCounts() {
  const tables = await session.t.db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name <> 'platform_rate_limit_bucket'`);
  const names = (tables as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
  const counts: Record<string, number> = {};
  for (const name of names) {
    const result = await session.t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }
  return counts;
}

let small: Buffer;
let large: Buffer;
beforeAll(async () => {
  [small, large] = await Promise.all([noisyJpeg(1000), noisyJpeg(2600)]);
});

describe('image uploads over 5 MB', () => {
  it('uses a real 1 MB photo and a real photo over 5 MB (one that still decodes when cut)', async () => {
    expect(small.length).toBeGreaterThan(900 * 1024);
    expect(small.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(large.length).toBeGreaterThan(MAX_IMAGE_BYTES);
    expect(large.length).toBeLessThan(9 * 1024 * 1024);
  });

  it('answers 413 on every upload route and stores nothing', async () => {
    const customer = await session.t.loginAs(await session.t.makeUser());
    const admin = await session.t.loginAs(await session.t.makeUser({ role: 'admin' }));
    const filesBefore = await storedFiles();
    const rowsBefore = await rowCounts();
    for (const [url, headers, parts] of [
      ['/api/upload/single', customer, [{ field: 'image', data: large }]],
      ['/api/upload/single', admin, [{ field: 'image', data: large }]],
      ['/api/upload/multiple', admin, [{ field: 'images', data: large }]],
      // A good photo first: it is not kept when a later one is refused.
      [
        '/api/upload/multiple',
        admin,
        [
          { field: 'images', data: small },
          { field: 'images', data: large },
        ],
      ],
    ] as const) {
      const form = multipartFiles([...parts]);
      const res = await session.t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        error: { message: 'Image must be 5 MB or smaller', type: 'PAYLOAD_TOO_LARGE' },
      });
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await rowCounts()).toEqual(rowsBefore);
  });

  it('still takes a 1 MB photo as an avatar, an admin image and product photos', async () => {
    const customer = await session.t.loginAs(await session.t.makeUser());
    const admin = await session.t.loginAs(await session.t.makeUser({ role: 'admin' }));
    const single = multipartFiles([{ field: 'image', data: small }]);
    const avatar = await session.t.app.inject(
      multipartPost('/api/upload/single', customer, single),
    );
    expect(avatar.statusCode, avatar.body).toBe(200);
    expect(avatar.json().data.url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const image = await session.t.app.inject(multipartPost('/api/upload/single', admin, single));
    expect(image.json().data.url).toMatch(/^\/uploads\/images\/[0-9a-f-]+\.webp$/);
    const many = multipartFiles([
      { field: 'images', data: small },
      { field: 'images', data: small },
    ]);
    const photos = await session.t.app.inject(multipartPost('/api/upload/multiple', admin, many));
    expect(photos.statusCode, photos.body).toBe(200);
    expect(photos.json().data.urls).toHaveLength(2);
    const stored = await storedFiles();
    for (const url of [avatar.json().data.url, image.json().data.url]) {
      expect(stored).toContain(url.replace('/uploads/', ''));
    }
    const file = await session.t.app.inject({ method: 'GET', url: avatar.json().data.url });
    expect((await sharp(file.rawPayload).metadata()).width).toBe(512);
  });

  it("keeps a customer's return photo large, in a folder of its own", async () => {
    const customer = await session.t.loginAs(await session.t.makeUser());
    const photo = multipartFiles([{ field: 'image', data: await noisyJpeg(1000) }]);
    const res = await session.t.app.inject(
      multipartPost('/api/upload/single?purpose=return-photo', customer, photo),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data;
    expect(url).toMatch(/^\/uploads\/returns\/[0-9a-f-]+\.webp$/);
    const file = await session.t.app.inject({ method: 'GET', url });
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1000);

    const unknown = await session.t.app.inject(
      multipartPost('/api/upload/single?purpose=banner', customer, photo),
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a second file on the single route and a wrong field name', async () => {
    const customer = await session.t.loginAs(await session.t.makeUser());
    const before = await storedFiles();
    const two = multipartFiles([
      { field: 'image', data: small },
      { field: 'image', data: small },
    ]);
    const res = await session.t.app.inject(multipartPost('/api/upload/single', customer, two));
    expect([res.statusCode, res.json().error.message]).toEqual([
      400,
      'Please upload one image at a time',
    ]);
    const wrong = multipartFiles([{ field: 'file', data: small }]);
    const misnamed = await session.t.app.inject(
      multipartPost('/api/upload/single', customer, wrong),
    );
    expect([misnamed.statusCode, misnamed.json().error.message]).toEqual([
      400,
      'Please send the image in the field "image"',
    ]);
    expect(await storedFiles()).toEqual(before);
  });
});
