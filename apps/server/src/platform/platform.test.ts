import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test/test-app.ts';
import { executeByShape } from './prepared-sql.ts';
import { isSubresourceFile } from './security-headers.ts';

const session = useTestApp();

describe('platform', () => {
  it('reports health with a database ping', async () => {
    const res = await session.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('ok');
    expect(data.database.ok).toBe(true);
    expect(['embedded', 'postgres']).toContain(data.database.engine);
    expect(data.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('answers unknown API routes and malformed JSON in the envelope', async () => {
    const missing = await session.t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      error: { message: 'Route GET /api/nope not found', type: 'NOT_FOUND' },
    });
    const bad = await session.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('sends security headers with a nonce-based script policy', async () => {
    const res = await session.t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a built or uploaded file only the headers a file needs, and an SVG every header', async () => {
    await session.t.storage.put(
      'header-test/photo.webp',
      Buffer.from('RIFF0000WEBP'),
      'image/webp',
    );
    const image = await session.t.app.inject({
      method: 'GET',
      url: '/uploads/header-test/photo.webp',
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(image.headers['content-security-policy']).toBeUndefined();
    expect(image.headers['x-frame-options']).toBeUndefined();

    const svgBody = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await session.t.storage.put('header-test/drawing.svg', Buffer.from(svgBody), 'image/svg+xml');
    const svg = await session.t.app.inject({
      method: 'GET',
      url: '/uploads/header-test/drawing.svg',
    });
    expect(svg.statusCode).toBe(200);
    expect(String(svg.headers['content-security-policy'])).toContain("script-src 'self' 'nonce-");
    expect(svg.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('tells a file from a document by its path alone', () => {
    expect(isSubresourceFile('/assets/framework-CqnqL58S.js')).toBe(true);
    expect(isSubresourceFile('/assets/app-BzWnpfuq.css?v=1')).toBe(true);
    expect(isSubresourceFile('/uploads/products/PW-1/1-640.webp')).toBe(true);
    expect(isSubresourceFile('/uploads/banners/hero.svg')).toBe(false);
    expect(isSubresourceFile('/uploads/a.webp/../../api/health')).toBe(false);
    expect(isSubresourceFile('/api/products.js')).toBe(false);
    expect(isSubresourceFile('/product/x?image=/uploads/a.webp')).toBe(false);
    expect(isSubresourceFile('/sw.js')).toBe(false);
  });

  it('gives every answer a nonce of its own', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const res = await session.t.app.inject({ method: 'GET', url: '/api/health' });
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(
        String(res.headers['content-security-policy']),
      );
      expect(nonce?.[1]).toHaveLength(24);
      nonces.add(nonce![1]!);
    }
    expect(nonces.size).toBe(300);
  });

  it('publishes the OpenAPI document with the public API routes', async () => {
    const res = await session.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/{id}',
        '/api/categories',
        '/api/banners',
        '/api/health',
        '/api/auth/login',
      ]),
    );
  });
});

describe('statements sent by shape (platform/prepared-sql.ts)', () => {
  it('answers each call with its own values, on one connection and across the pool', async () => {
    const shape = (n: number, word: string) =>
      sql`select ${n}::int + 1 as next, upper(${word}::text) as word`;
    const inOneTransaction = await session.t.db.transaction(async (tx) => [
      await executeByShape<{ next: number; word: string }>(tx, 'platform_test', shape(1, 'ranger')),
      await executeByShape<{ next: number; word: string }>(tx, 'platform_test', shape(41, 'lipo')),
    ]);
    expect(inOneTransaction).toEqual([[{ next: 2, word: 'RANGER' }], [{ next: 42, word: 'LIPO' }]]);
    const many = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        executeByShape<{ next: number; word: string }>(
          session.t.db,
          'platform_test',
          shape(i, `part ${i}`),
        ),
      ),
    );
    expect(many.map(([row]) => row)).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ next: i + 1, word: `PART ${i}` })),
    );
  });
});
