import { writeFile } from 'node:fs/promises';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { testConfig } from '../test/test-app.ts';
import { createLocalStorage } from './storage.ts';

// The shop serving HTTPS itself, from TLS_CERT_FILE and TLS_KEY_FILE (docs/decisions.md, HTTPS
// and HTTP/2): browsers get HTTP/2, older clients HTTP/1.1, on the same port.
describe('HTTPS with a certificate', () => {
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let origin = '';
  let cert = '';

  beforeAll(async () => {
    const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
    });
    cert = pems.cert;
    const { dataDir } = await testConfig('propwash-https-pems-');
    await writeFile(path.join(dataDir, 'cert.pem'), pems.cert);
    await writeFile(path.join(dataDir, 'key.pem'), pems.private);
    const { config } = await testConfig('propwash-https-', {
      PUBLIC_URL: 'https://127.0.0.1',
      TLS_CERT_FILE: path.join(dataDir, 'cert.pem'),
      TLS_KEY_FILE: path.join(dataDir, 'key.pem'),
    });
    const database = await openTestDatabase();
    // The storefront itself, compiled from source by Vite (dev mode), as home-design.test does.
    ({ app } = await buildApp({
      config: { ...config, isDev: true },
      database,
      storage: createLocalStorage(path.join(config.dataDir, 'uploads')),
      ssr: true,
      logger: false,
    }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `https://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => app?.close());

  /** One HTTP/2 request; the body decompressed when the server compressed it. */
  function get2(session: http2.ClientHttp2Session, pathname: string) {
    return new Promise<{ headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = session.request({ ':path': pathname, 'accept-encoding': 'br' });
      const chunks: Buffer[] = [];
      let headers: http2.IncomingHttpHeaders = {};
      req.on('response', (h) => (headers = h));
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('error', reject);
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(raw) : raw;
        resolve({ headers, body: body.toString('utf8') });
      });
      req.end();
    });
  }

  it('serves a storefront page and the API over one HTTP/2 connection', async () => {
    const session = http2.connect(origin, { ca: cert });
    try {
      const page = await get2(session, '/');
      expect(page.headers[':status']).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(page.body).toMatch(/^<!DOCTYPE html>/i);
      expect(page.body).toContain('window.__reactRouterContext');

      const health = await get2(session, '/api/health');
      expect(health.headers[':status']).toBe(200);
      expect(JSON.parse(health.body)).toMatchObject({ success: true });

      const missing = await get2(session, '/api/no-such-route');
      expect(missing.headers[':status']).toBe(404);
    } finally {
      session.close();
    }
  }, 60_000);

  it('answers HTTP/1.1 clients on the same port', async () => {
    const res = await new Promise<{ version: string; status: number; body: string }>(
      (resolve, reject) => {
        https
          .get(`${origin}/api/health`, { ca: cert }, (r) => {
            let body = '';
            r.on('data', (c: Buffer) => (body += c.toString('utf8')));
            r.on('end', () => resolve({ version: r.httpVersion, status: r.statusCode ?? 0, body }));
          })
          .on('error', reject);
      },
    );
    expect(res.version).toBe('1.1');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true });
  });

  it('refuses a client that will not speak TLS', async () => {
    const plain = origin.replace('https:', 'http:');
    await expect(fetch(`${plain}/api/health`)).rejects.toThrow();
  });
});
