import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartFiles, multipartPost } from '../../../test/multipart.ts';
import { useTestApp } from '../../../test/test-app.ts';

const session = useTestApp();

const jpegWithExif = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-and-camera' } } })
    .toBuffer();

describe('profile and avatar', () => {
  it('updates name and phone but never email or role', async () => {
    const user = await session.t.makeUser();
    const headers = await session.t.loginAs(user);
    const res = await session.t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { name: 'Kiran', phone: '9876543210', email: 'new@example.com', role: 'admin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Kiran',
      phone: '9876543210',
      email: user.email,
      role: 'user',
    });
    const cleared = await session.t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { name: 'Kiran', phone: '' },
    });
    expect(cleared.json().data.phone).toBeNull();
    const noName = await session.t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { name: '  ' },
    });
    expect(noName.json().error.message).toBe('name: Name is required');
    expect(
      (
        await session.t.app.inject({
          method: 'PUT',
          url: '/api/auth/profile',
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('stores an uploaded image as WebP without EXIF and accepts it as the avatar', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const upload = multipartFiles([
      { field: 'image', name: 'me.jpg', data: await jpegWithExif(), type: 'image/jpeg' },
    ]);
    const res = await session.t.app.inject(multipartPost('/api/upload/single', headers, upload));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const file = await session.t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(512);
    expect(meta.exif).toBeUndefined();

    const saved = await session.t.app.inject({
      method: 'PUT',
      url: '/api/auth/profile',
      headers,
      payload: { name: 'Has Avatar', avatar: url },
    });
    expect(saved.json().data.avatar).toBe(url);
  });

  it('refuses avatars that are not images this shop stored', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    for (const avatar of [
      'https://evil.example/track.gif',
      'javascript:alert(1)',
      '/uploads/../secret',
    ]) {
      const res = await session.t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile',
        headers,
        payload: { name: 'X', avatar },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('avatar: Avatar must be an uploaded image');
    }
  });

  it('refuses uploads that are not images by content, whatever their name, and files over 5 MB', async () => {
    const headers = await session.t.loginAs(await session.t.makeUser());
    const fake = multipartFiles([
      {
        field: 'image',
        name: 'photo.png',
        data: Buffer.from('<?php system($_GET["c"]); ?>'),
        type: 'image/png',
      },
    ]);
    const res = await session.t.app.inject(multipartPost('/api/upload/single', headers, fake));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please upload an image (JPEG, PNG, WebP, GIF or AVIF)');

    const big = multipartFiles([
      { field: 'image', name: 'big.jpg', data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) },
    ]);
    const tooBig = await session.t.app.inject(multipartPost('/api/upload/single', headers, big));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('Image must be 5 MB or smaller');

    const anonymous = await session.t.app.inject({
      method: 'POST',
      url: '/api/upload/single',
      headers: fake.headers,
      payload: fake.payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
