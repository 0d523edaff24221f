import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createLocalStorage } from './storage.ts';
import { clientErrorHandler, hstsHeader } from './http.ts';
import { hashPassword } from './passwords.ts';

const storefrontPage = '<!doctype html><title>Page not found</title>';

/**
 * The whole app with a stand-in for the storefront: a catch-all registered the way registerSsr
 * registers React Router's (its own scope, bodies unparsed, `/*` for every method it serves),
 * answering the HTML 404 page. The real server mounts SSR; API tests otherwise run without it.
 */
async function buildEdgeApp(opts: {
  env?: Record<string, string>;
  beforeReady?: (app: FastifyInstance) => void;
}) {
  const { dataDir, config } = await testConfig('propwash-edges-', opts.env);
  const database = await openTestDatabase();
  const uploads = path.join(dataDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  await writeFile(path.join(uploads, 'hello.txt'), 'hello');
  const built = await buildApp({
    config,
    database,
    storage: createLocalStorage(uploads),
    logger: false,
  });
  const { app } = built;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      schema: { hide: true },
      handler: async (_request, reply) =>
        reply.status(404).type('text/html; charset=utf-8').send(storefrontPage),
    });
  });
  opts.beforeReady?.(app);
  await app.ready();

  async function signIn(role: 'user' | 'admin') {
    const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
    const password = `pass-${randomBytes(6).toString('hex')}`;
    await database.db
      .insert(users)
      .values({ email, name: 'Edge Tester', passwordHash: await hashPassword(password), role });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().data.token as string}` };
  }

  return {
    ...built,
    signIn,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type EdgeApp = Awaited<ReturnType<typeof buildEdgeApp>>;

function expectEnvelope(res: { headers: Record<string, unknown>; json(): unknown }) {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.json()).toMatchObject({
    success: false,
    error: { message: expect.any(String), type: expect.any(String) },
  });
}

/** A raw HTTP exchange: whatever the server writes until it closes the connection. */
async function rawExchange(port: number, request: string) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {});
  socket.write(request);
  await once(socket, 'close');
  const text = Buffer.concat(chunks).toString('utf8');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { head, body };
}

describe('everything under /api answers the API envelope (storefront catch-all mounted)', () => {
  let t: EdgeApp;
  beforeAll(async () => {
    t = await buildEdgeApp({});
  });
  afterAll(() => t.close());

  it('leaves other paths to the storefront', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(storefrontPage);
  });

  it('answers 404 in JSON for an /api path no route matches, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-route'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['GET', '/api/products/a/b/c'],
      ['POST', '/api/no-such-route'],
      ['DELETE', '/api/no-such-route?x=1'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : 'x' });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
      expectEnvelope(res);
      expect(res.json().error.type).toBe('NOT_FOUND');
    }
  });

  it('answers 405 with Allow when the path exists for other methods', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/reviews/product/some-id' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expectEnvelope(res);
    expect(res.json().error.type).toBe('METHOD_NOT_ALLOWED');

    const put = await t.app.inject({ method: 'PUT', url: '/api/auth/login', payload: {} });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe('POST');
    expectEnvelope(put);
  });

  it("answers Fastify's own refusals in the envelope: 400 bad JSON, 413, 414, 415", async () => {
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
    expectEnvelope(badJson);

    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expectEnvelope(tooLarge);

    const longParam = await t.app.inject({ method: 'GET', url: `/api/orders/${'x'.repeat(200)}` });
    expect(longParam.statusCode).toBe(414);
    expectEnvelope(longParam);

    const mediaType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/xml' },
      payload: '<name>x</name>',
    });
    expect(mediaType.statusCode).toBe(415);
    expectEnvelope(mediaType);
  });
});

describe('text PostgreSQL cannot store is refused with 400', () => {
  let t: EdgeApp;
  let asAdmin: { authorization: string };
  let asCustomer: { authorization: string };
  beforeAll(async () => {
    t = await buildEdgeApp({});
    asAdmin = await t.signIn('admin');
    asCustomer = await t.signIn('user');
  });
  afterAll(() => t.close());

  const refused = (res: { statusCode: number; json(): { error: { message: string } } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/contains characters that are not allowed/);
  };

  it('in the query string and a path parameter', async () => {
    refused(await t.app.inject({ method: 'GET', url: '/api/products?search=%00' }));
    refused(await t.app.inject({ method: 'GET', url: '/api/orders/%00', headers: asCustomer }));
    refused(await t.app.inject({ method: 'GET', url: '/api/products?search=a%00b' }));
  });

  it('in a JSON body field, a nested field and a key', async () => {
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Ann\u0000', email: 'ann@example.com', password: 'long-enough-1' },
      }),
    );
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        // A lone UTF-16 surrogate: valid JSON, not storable text.
        payload: '{"name":"Ann \\ud800","email":"ann@example.com","password":"long-enough-1"}',
      }),
    );
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { nested: [{ deep: 'x\u0000' }] },
      }),
    );
    refused(
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: { 'k\u0000': 'v' } }),
    );
  });

  it('answers 400, never 500, to invalid percent-encoding', async () => {
    for (const url of [
      '/api/orders/%E0%A4%A',
      '/api/orders/%ED%A0%80',
      '/api/products?search=%E0%A4%A',
      '/api/products?search=%ED%A0%80',
      '/api/products?search=%zz',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: asCustomer });
      expect(res.statusCode, url).toBe(400);
      expectEnvelope(res);
      expect(res.json().error.message, url).toMatch(/characters that are not allowed/);
    }
  });

  it(
    'on every route, signed in as an admin and anonymously: NUL in each parameter, no 5xx',
    { timeout: 120_000 },
    async () => {
      const api = t.routes.filter((r) => r.url.startsWith('/api/'));
      expect(api.length).toBeGreaterThan(100);
      const failures: string[] = [];
      for (const route of api) {
        const url = route.url.replace(/:[A-Za-z0-9_]+|\*/g, '%00');
        const query = ['q', ...route.querystring].map((key) => `${key}=%00`).join('&');
        const method = route.method as 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
        const payload =
          method === 'GET' || method === 'HEAD' ? undefined : { name: '\u0000', text: '\u0000' };
        for (const [who, headers] of [
          ['anonymous', {}],
          ['admin', asAdmin],
        ] as const) {
          // Without a parameter the bare URL carries no NUL (and /api/events would stream).
          const targets = url === route.url ? [`${url}?${query}`] : [url, `${url}?${query}`];
          for (const target of targets) {
            const res = await t.app.inject({ method, url: target, headers, payload });
            if (res.statusCode >= 500) {
              failures.push(`${method} ${target} (${who}): ${res.statusCode} ${res.body}`);
            } else if (
              who === 'admin' &&
              !route.url.startsWith('/api/docs') &&
              res.statusCode !== 400
            ) {
              // Under the API scope an admin passes every guard, so the text check answers.
              failures.push(`${method} ${target} (${who}): ${res.statusCode}, expected 400`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

describe('HSTS on https', () => {
  let t: EdgeApp;
  let port: number;
  const lateAnswers: { status: number; hsts?: string; body: unknown }[] = [];
  beforeAll(async () => {
    t = await buildEdgeApp({
      env: { PUBLIC_URL: 'https://shop.test' },
      beforeReady: (app) =>
        // A request arriving while the server shuts down (the listener is still open here).
        app.addHook('preClose', async () => {
          const res = await fetch(`http://127.0.0.1:${port}/api/health`);
          lateAnswers.push({
            status: res.status,
            hsts: res.headers.get('strict-transport-security') ?? undefined,
            body: await res.json(),
          });
        }),
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('is sent on answers of every kind', async () => {
    const requests = [
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/no-such-route' },
      { method: 'DELETE', url: '/api/reviews/product/x' },
      { method: 'GET', url: '/api/products?search=%00' },
      { method: 'GET', url: '/api/orders/mine' },
      { method: 'POST', url: '/api/auth/login', payload: {} },
      { method: 'POST', url: '/api/auth/register', headers: { 'content-type': 'application/xml' } },
      { method: 'GET', url: '/api/orders/%E0%A4%A' },
      { method: 'GET', url: `/api/orders/${'x'.repeat(200)}` },
      {
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      },
      { method: 'GET', url: '/api/docs' },
      { method: 'GET', url: '/api/docs/json' },
      { method: 'GET', url: '/uploads/hello.txt' },
      { method: 'GET', url: '/uploads/missing.txt' },
      { method: 'GET', url: '/robots.txt' },
      { method: 'GET', url: '/no-such-page' },
    ] satisfies InjectOptions[];
    const missing: string[] = [];
    const statuses = new Set<number>();
    for (const request of requests) {
      const res = await t.app.inject(request);
      statuses.add(res.statusCode);
      if (res.headers['strict-transport-security'] !== hstsHeader) {
        missing.push(`${request.method} ${request.url}: ${res.statusCode}`);
      }
    }
    expect(missing).toEqual([]);
    // Successes, the 404 handler, the /api catch-all, error answers and the router's own.
    expect([...statuses].sort()).toEqual([200, 400, 401, 404, 405, 413, 414, 415]);
    expect(hstsHeader).toMatch(/max-age=(\d{8,}).*includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(hstsHeader)![1])).toBeGreaterThanOrEqual(31536000);
  });

  it('is sent on 431 (headers too large), answered in the envelope', async () => {
    const { head, body } = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: shop.test\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`,
    );
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.toLowerCase()).toContain(`strict-transport-security: ${hstsHeader.toLowerCase()}`);
    expect(JSON.parse(body)).toMatchObject({
      success: false,
      error: { type: 'VALIDATION_FAILED' },
    });
  });

  it('is sent on 503 while shutting down, answered in the envelope', async () => {
    await t.close();
    expect(lateAnswers).toEqual([
      {
        status: 503,
        hsts: hstsHeader,
        body: { success: false, error: expect.objectContaining({ type: 'SERVICE_UNAVAILABLE' }) },
      },
    ]);
  });
});

describe('no HSTS on http', () => {
  let t: EdgeApp;
  beforeAll(async () => {
    t = await buildEdgeApp({});
  });
  afterAll(() => t.close());

  it('is absent from answers', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/docs', '/uploads/hello.txt']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('the client error handler (Node answers before any route runs)', () => {
  function answer(code: string, https: boolean) {
    const written: string[] = [];
    const socket = {
      destroyed: false,
      writable: true,
      write: (text: string) => written.push(text),
      destroy: () => {},
    };
    const handler = clientErrorHandler({ https });
    handler.call(
      { log: { debug: () => {} } } as unknown as FastifyInstance,
      Object.assign(new Error(code), { code }),
      socket as never,
    );
    const [head = '', body = ''] = written.join('').split('\r\n\r\n');
    return { head, body: JSON.parse(body) as unknown };
  }

  it('answers 408 and 431 in the envelope, with HSTS only on https', () => {
    const timeout = answer('ERR_HTTP_REQUEST_TIMEOUT', true);
    expect(timeout.head).toMatch(/^HTTP\/1\.1 408 /);
    expect(timeout.head).toContain(`Strict-Transport-Security: ${hstsHeader}`);
    expect(timeout.body).toMatchObject({ success: false, error: { type: 'VALIDATION_FAILED' } });

    const overflow = answer('HPE_HEADER_OVERFLOW', false);
    expect(overflow.head).toMatch(/^HTTP\/1\.1 431 /);
    expect(overflow.head).not.toContain('Strict-Transport-Security');
    expect(overflow.body).toMatchObject({ success: false });
  });
});
