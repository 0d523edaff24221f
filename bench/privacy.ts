// A customer's data rights, timed on the production shop (`npm run bench -- privacy`): it starts
// the shop as `npm start` does (embedded database, a throw-away DATA_DIR), makes CUSTOMERS
// customers with ORDERS delivered cash-on-delivery orders each through the API, then times, one
// request at a time (these are a person's clicks, not a crowd's):
//   - GET /api/legal/privacy and the server-rendered /privacy and /grievance (warm, 200 each);
//   - GET /api/me/consents and PUT /api/me/consents/email_offers (each customer);
//   - GET /api/me/data, the whole file (each customer once: it allows 5 an hour), and its size;
//   - POST /api/me/erase (each customer once).
// Prints a table and writes bench/results/privacy-<time>.json. BENCH_CUSTOMERS, BENCH_ORDERS.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { saveResults } from './results.ts';
import { freePort, startShop, untilAnswers } from './shop-server.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 5);
const ADMIN = { email: 'admin@propwash.in', password: 'bench-admin-pass-2026' };

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'propwash-bench-privacy-'));
process.env.ADMIN_PASSWORD = ADMIN.password;
// Each bench customer comes from an address of its own (the per-IP limits are a visitor's).
process.env.TRUST_PROXY = '127.0.0.1';
const shop = startShop(base, port, dataDir);

type Answer = { status: number; body: unknown; bytes: number; ms: number };
/** The `data` of an answer's JSON envelope. */
const data = <T>(a: Answer) => (a.body as { data: T }).data;

async function call(
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; ip?: string; raw?: boolean } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'user-agent': 'Mozilla/5.0 (bench) Chrome/156' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (method === 'POST' && url === '/api/orders') headers['idempotency-key'] = crypto.randomUUID();
  const t0 = performance.now();
  const res = await fetch(base + url, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  const ms = performance.now() - t0;
  const body = opts.raw ? text : text ? JSON.parse(text) : null;
  if (res.status >= 400) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return { status: res.status, body, bytes: Buffer.byteLength(text), ms };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const round = (ms: number) => Math.round(ms * 10) / 10;
const rows: { what: string; n: number; p50: number; p99: number; max: number; note?: string }[] =
  [];
function record(what: string, times: number[], note?: string) {
  rows.push({
    what,
    n: times.length,
    p50: round(quantile(times, 0.5)),
    p99: round(quantile(times, 0.99)),
    max: round(Math.max(...times)),
    note,
  });
}

try {
  await untilAnswers(`${base}/api/health`, shop, { timeoutMs: 240_000, everyMs: 250 });
  const admin = data<{ token: string }>(
    await call('POST', '/api/auth/login', { body: ADMIN }),
  ).token;
  const listed = await call('GET', '/api/products?limit=60&availability=instock');
  const products = data<{ products: { id: string; stock: number }[] }>(listed).products.filter(
    (p) => p.stock >= 20,
  );
  const plain: string[] = [];
  for (const p of products) {
    const detail = await call('GET', `/api/products/${p.id}`);
    if (data<{ variants: unknown[] }>(detail).variants.length === 0) plain.push(p.id);
    if (plain.length >= 10) break;
  }

  // The customers and their delivered orders.
  const customers: { token: string; password: string; ip: string }[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const ip = `10.9.${Math.floor(i / 200)}.${(i % 200) + 1}`;
    const creds = {
      name: `Bench Pilot ${i}`,
      email: `bench-privacy-${i}-${Date.now()}@example.com`,
      password: `bench-pass-${i}-2026`,
    };
    await call('POST', '/api/auth/register', { body: { ...creds, phone: '9845012345' }, ip });
    const { token } = data<{ token: string }>(
      await call('POST', '/api/auth/login', { body: creds, ip }),
    );
    for (let o = 0; o < ORDERS; o++) {
      await call('POST', '/api/cart', {
        token,
        ip,
        body: { productId: plain[(i + o) % plain.length], quantity: 1 },
      });
      const placed = await call('POST', '/api/orders', {
        token,
        ip,
        body: {
          shipping: {
            name: creds.name,
            email: creds.email,
            phone: '98450 12345',
            address: '7 Servo Street, Koramangala',
            city: 'Bengaluru',
            state: 'Karnataka',
            pincode: '560034',
          },
          payment: { method: 'cod' },
        },
      });
      const { id } = data<{ order: { id: string } }>(placed).order;
      for (const status of ['processing', 'shipped', 'delivered']) {
        await call('PUT', `/api/orders/admin/${id}/status`, { token: admin, body: { status } });
      }
    }
    customers.push({ token, password: creds.password, ip });
  }

  // The notices: the first read writes version 1; then warm reads.
  const firstNotice = await call('GET', '/api/legal/privacy');
  record('GET /api/legal/privacy (first, writes v1)', [firstNotice.ms]);
  for (const [what, url, raw] of [
    ['GET /api/legal/privacy', '/api/legal/privacy', false],
    ['SSR /privacy', '/privacy', true],
    ['SSR /grievance', '/grievance', true],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) times.push((await call('GET', url, { raw })).ms);
    record(what, times);
  }

  const consentReads: number[] = [];
  const consentWrites: number[] = [];
  const exports: number[] = [];
  const sizes: number[] = [];
  const erasures: number[] = [];
  for (const c of customers) {
    consentReads.push((await call('GET', '/api/me/consents', { token: c.token, ip: c.ip })).ms);
    consentWrites.push(
      (
        await call('PUT', '/api/me/consents/email_offers', {
          token: c.token,
          ip: c.ip,
          body: { granted: true },
        })
      ).ms,
    );
    const file = await call('GET', '/api/me/data', { token: c.token, ip: c.ip });
    exports.push(file.ms);
    sizes.push(file.bytes);
  }
  for (const c of customers) {
    erasures.push(
      (
        await call('POST', '/api/me/erase', {
          token: c.token,
          ip: c.ip,
          body: { password: c.password },
        })
      ).ms,
    );
  }
  record('GET /api/me/consents', consentReads);
  record('PUT /api/me/consents/email_offers', consentWrites);
  record(
    'GET /api/me/data',
    exports,
    `${ORDERS} orders each; file ${Math.round(quantile(sizes, 0.5) / 1024)} KB`,
  );
  record('POST /api/me/erase', erasures, `${ORDERS} invoiced orders kept each`);

  console.log(
    `\n${CUSTOMERS} customers × ${ORDERS} delivered orders, one request at a time, ${base}\n`,
  );
  console.log('| request | n | p50 ms | p99 ms | max ms | note |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.what} | ${r.n} | ${r.p50} | ${r.p99} | ${r.max} | ${r.note ?? ''} |`);
  const saved = saveResults('privacy', {
    at: new Date().toISOString(),
    customers: CUSTOMERS,
    orders: ORDERS,
    loadAverage: os.loadavg(),
    rows,
  });
  console.log(`\nSaved ${path.relative(process.cwd(), saved)}`);
} finally {
  shop.child.kill('SIGTERM');
  await new Promise((r) => shop.child.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
