import { access } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartFiles, multipartPost } from '../../../test/multipart.ts';
import { png, useAdminProductsShop } from './admin.fixtures.ts';

const { shop, as, api, newProduct } = useAdminProductsShop();

describe('POST /api/upload/multiple', () => {
  it('stores each image as 4:3 WebP variants without EXIF, usable as product images', async () => {
    const form = multipartFiles([
      { field: 'images', data: await png() },
      { field: 'images', data: await png(90, 160) },
    ]);
    const res = await shop.t.app.inject(multipartPost('/api/upload/multiple', shop.admin, form));
    expect(res.statusCode, res.body).toBe(200);
    const { urls } = res.json().data as { urls: string[] };
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/products\/uploads\/[0-9a-f-]+-640\.webp$/);
      for (const w of [320, 640, 1280]) {
        const file = path.join(
          shop.t.storage.kind === 'local' ? shop.t.storage.location : '',
          url.replace('/uploads/', '').replace('-640.webp', `-${w}.webp`),
        );
        await access(file);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
          'webp',
          w,
          (w * 3) / 4,
          undefined,
        ]);
      }
    }
    const p = await newProduct({ images: urls });
    const shown = (await as(undefined).get(`/api/products/${p.id}`)).json().data;
    expect(shown.images.map((i: { url: string }) => i.url)).toEqual(urls);
    // Reordering and removing: the removed upload's files are deleted.
    const edited = await api().put(`/api/products/${p.id}`, { images: [urls[1]] });
    expect(edited.json().data.images.map((i: { url: string }) => i.url)).toEqual([urls[1]]);
    const gone = path.join(
      shop.t.storage.kind === 'local' ? shop.t.storage.location : '',
      urls[0]!.replace('/uploads/', ''),
    );
    await expect(access(gone)).rejects.toThrow();
  });

  it('checks content, not names: a text file named .png is refused', async () => {
    const form = multipartFiles([
      { field: 'images', data: Buffer.from('not an image at all'), name: 'x.png' },
    ]);
    const res = await shop.t.app.inject(multipartPost('/api/upload/multiple', shop.admin, form));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please upload an image (JPEG, PNG, WebP, GIF or AVIF)');
  });

  it('refuses more than 10 images, files over 5 MB and an empty upload', async () => {
    const small = await png(20, 20);
    const eleven = multipartFiles(
      Array.from({ length: 11 }, () => ({ field: 'images', data: small })),
    );
    const many = await shop.t.app.inject(multipartPost('/api/upload/multiple', shop.admin, eleven));
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toBe('At most 10 images can be uploaded at once');
    const big = multipartFiles([{ field: 'images', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) }]);
    const large = await shop.t.app.inject(multipartPost('/api/upload/multiple', shop.admin, big));
    expect(large.statusCode).toBe(413);
    expect(large.json().error.message).toBe('Image must be 5 MB or smaller');
    const none = await shop.t.app.inject({
      method: 'POST',
      url: '/api/upload/multiple',
      headers: shop.admin,
      payload: {},
    });
    expect(none.statusCode).toBe(400);
  });
});
