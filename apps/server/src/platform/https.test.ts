import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import zlib from 'node:zlib';
import pino from 'pino';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { testConfig } from '../test/test-app.ts';
import { createLocalStorage } from './storage.ts';
import { startHttpRedirect, watchCertificate } from './tls.ts';

/** A certificate for 127.0.0.1 and its key, in PEM. */
async function certificateFor127() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  return { cert: pems.cert, key: pems.private, fingerprint: pems.fingerprint };
}

// The shop serving HTTPS itself, from TLS_CERT_FILE and TLS_KEY_FILE (docs/decisions/https-and-http2.md):
// browsers get HTTP/2, older clients HTTP/1.1, on the same port.
describe('HTTPS with a certificate', () => {
  let app: Awaited<ReturnType<typeof buildApp>>['app'];
  let origin = '';
  let cert = '';

  beforeAll(async () => {
    const pems = await certificateFor127();
    cert = pems.cert;
    const { dataDir } = await testConfig('propwash-https-pems-');
    await writeFile(path.join(dataDir, 'cert.pem'), pems.cert);
    await writeFile(path.join(dataDir, 'key.pem'), pems.key);
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

describe('a renewed certificate', () => {
  it('is served to new connections without a restart; a pair that does not load is not', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'propwash-cert-'));
    const files = { certFile: path.join(dir, 'cert.pem'), keyFile: path.join(dir, 'key.pem') };
    const first = await certificateFor127();
    await writeFile(files.certFile, first.cert);
    await writeFile(files.keyFile, first.key);
    const server = tls.createServer({ cert: first.cert, key: first.key }, (socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const errors: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => errors.push(line) });
    const stop = watchCertificate(server, files, log, 50);
    /** The fingerprint of the certificate a new connection is shown. */
    const served = () =>
      new Promise<string>((resolve, reject) => {
        const socket = tls.connect({ port, host: '127.0.0.1', rejectUnauthorized: false }, () => {
          resolve(socket.getPeerCertificate().fingerprint.toUpperCase());
          socket.destroy();
        });
        socket.on('error', reject);
      });
    try {
      expect(await served()).toBe(first.fingerprint.toUpperCase());

      const renewed = await certificateFor127();
      await writeFile(files.keyFile, renewed.key);
      await writeFile(files.certFile, renewed.cert);
      await expect.poll(served, { timeout: 5_000 }).toBe(renewed.fingerprint.toUpperCase());

      // A certificate whose key is another's: logged, and the renewed one stays.
      await writeFile(files.certFile, (await certificateFor127()).cert);
      await expect
        .poll(() => errors.some((line) => line.includes('did not load')), { timeout: 5_000 })
        .toBe(true);
      expect(await served()).toBe(renewed.fingerprint.toUpperCase());
    } finally {
      stop();
      server.close();
    }
  });
});

describe('plain HTTP beside HTTPS (HTTP_REDIRECT_PORT)', () => {
  let redirect: Awaited<ReturnType<typeof startHttpRedirect>>;
  beforeAll(async () => {
    const webroot = await mkdtemp(path.join(os.tmpdir(), 'propwash-acme-'));
    await mkdir(path.join(webroot, '.well-known', 'acme-challenge'), { recursive: true });
    await writeFile(
      path.join(webroot, '.well-known', 'acme-challenge', 'tok-EN_1'),
      'tok-EN_1.key',
    );
    await writeFile(path.join(webroot, 'secret.txt'), 'not for the web');
    redirect = await startHttpRedirect(
      { acmeChallengeDir: webroot, redirectPort: 0 },
      { publicUrl: 'https://shop.example.in', host: '127.0.0.1', log: pino({ level: 'silent' }) },
    );
  });
  afterAll(() => redirect?.close());

  /** node:http sends the path exactly as given (fetch would resolve the ".." first). */
  const raw = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: redirect.port, path: pathname, headers }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString('utf8')));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }),
          );
        })
        .on('error', reject);
    });

  it('sends every page to the same path on PUBLIC_URL, whatever the Host header says', async () => {
    expect(await raw('/products?search=glider', { host: 'evil.example' })).toMatchObject({
      status: 301,
      location: 'https://shop.example.in/products?search=glider',
    });
    expect(await raw('/')).toMatchObject({ status: 301, location: 'https://shop.example.in/' });
  });

  it("serves Let's Encrypt's challenge token and nothing else from the folder", async () => {
    expect(await raw('/.well-known/acme-challenge/tok-EN_1')).toEqual({
      status: 200,
      location: undefined,
      body: 'tok-EN_1.key',
    });
    expect((await raw('/.well-known/acme-challenge/unknown')).status).toBe(404);
    expect((await raw('/.well-known/acme-challenge/../../secret.txt')).status).toBe(404);
    expect((await raw('/.well-known/acme-challenge/..%2F..%2Fsecret.txt')).status).toBe(404);
  });
});
