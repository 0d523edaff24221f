import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage } from './storage.ts';

type Stored = { body: Buffer; contentType?: string; authorization?: string };
const objects = new Map<string, Stored>();
const s3 = createServer(async (req: IncomingMessage, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
  if (req.method === 'PUT') {
    objects.set(key, {
      body: Buffer.concat(chunks),
      contentType: req.headers['content-type'],
      authorization: req.headers.authorization,
    });
    res.writeHead(200, { etag: '"1"' }).end();
  } else if (req.method === 'DELETE') {
    objects.delete(key);
    res.writeHead(204).end();
  } else res.writeHead(405).end();
});
let endpoint: string;

beforeAll(async () => {
  await new Promise<void>((r) => s3.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => s3.close(() => r())));

describe('storage', () => {
  it('writes, serves and deletes files on local disk, refusing unsafe keys', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'propwash-storage-'));
    const storage = createLocalStorage(dir);
    await storage.put('products/abc/0-320.webp', Buffer.from('img'), 'image/webp');
    expect(await readFile(path.join(dir, 'products/abc/0-320.webp'), 'utf8')).toBe('img');
    expect(storage.publicUrl('products/abc/0-320.webp')).toBe('/uploads/products/abc/0-320.webp');
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'Unsafe storage key',
    );
  });

  it('puts signed objects into an S3-compatible bucket and builds public URLs', async () => {
    const storage = createS3Storage({
      kind: 's3',
      bucket: 'shop',
      region: 'ap-south-1',
      endpoint,
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'secret',
      publicUrl: undefined,
    });
    await storage.put('banners/hero-1600.webp', Buffer.from('webp-bytes'), 'image/webp');
    const stored = objects.get('/shop/banners/hero-1600.webp');
    expect(stored?.body.toString()).toBe('webp-bytes');
    expect(stored?.contentType).toBe('image/webp');
    expect(stored?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/ap-south-1\/s3\//,
    );
    expect(storage.publicUrl('banners/hero-1600.webp')).toBe(
      `${endpoint}/shop/banners/hero-1600.webp`,
    );
    await storage.delete('banners/hero-1600.webp');
    expect(objects.has('/shop/banners/hero-1600.webp')).toBe(false);
  });
});
