// Checkout load benchmark on a throwaway database: `npm run bench:checkout`.
// For each engine (PostgreSQL in a database created for the run in BENCH_DATABASE_URL's server,
// default the local 127.0.0.1:5432, and dropped at the end; PGlite in a temp DATA_DIR) it starts
// the API in a child process the way bench/catalog.ts does: migrate, then only what an order
// needs instead of the demo seed (settings and payment methods from the seed, one category,
// BENCH_PRODUCTS products plus one "hot" product, each with 1,000,000 in stock), then buildApp
// without SSR on 127.0.0.1. BENCH_CUSTOMERS customers (default 10) register through
// POST /api/auth/register. Registration is limited to 10 per address per hour, so the server runs
// with TRUST_PROXY=127.0.0.1 and every customer sends its own X-Forwarded-For address
// (198.18.x.y, the benchmarking range of RFC 2544), as shoppers behind a load balancer would: the
// limits stay on, each customer is simply a different client.
// Then, per scenario, one worker per customer loops for BENCH_SECONDS (default 10):
// POST /api/cart {productId, quantity: 1}, then POST /api/orders (COD, Karnataka) with a fresh
// Idempotency-Key. "spread" picks a random product for each order, "hot" orders the one hot
// product only. A BENCH_WARMUP_SECONDS (default 2) run of the same loop precedes the first
// scenario of each engine, unmeasured. After each scenario it checks, in the database: orders
// written == 201 answers, stock taken == 201 answers (the hot product's own stock in "hot"),
// no negative stock. The child counts the database queries it sends (and their time) to show
// where an order's time goes (PostgreSQL only). Prints a table with the load average (other work shares the
// machine) and writes bench/results/checkout-<date>.json. BENCH_CPU_PROF=<dir> runs the server
// child with --cpu-prof into that directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 10);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const scenarios = (process.env.BENCH_SCENARIOS ?? 'spread,hot').split(',');
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const START_STOCK = 1_000_000;

type Stats = {
  orders: number;
  orderItems: number;
  stockTotal: number;
  hotStock: number;
  minStock: number;
  queries: number;
  queryMs: number;
  cpuMs: number;
  cpuUserMs: number;
  texts?: Record<string, number>;
};

// ---------- child: prepare the database, serve the API, answer STATS on stdin ----------
async function serve() {
  // Count every query the server sends and the time until its answer (bench instrumentation in
  // this process only; the server code is unchanged).
  let queries = 0;
  let queryMs = 0;
  // BENCH_TRACE=1: also count each statement's text (first 100 characters), printed per scenario.
  const texts = new Map<string, number>();
  const trace = process.env.BENCH_TRACE === '1';
  const wrap = <T extends object>(proto: T, method: string) => {
    const original = (proto as Record<string, unknown>)[method] as (...args: unknown[]) => unknown;
    (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
      const started = performance.now();
      const result = original.apply(this, args);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        queries += 1;
        if (trace) {
          const q = args[0] as string | { text?: string };
          const text = (typeof q === 'string' ? q : (q?.text ?? '?')).slice(0, 100);
          texts.set(text, (texts.get(text) ?? 0) + 1);
        }
        return (result as Promise<unknown>).finally(() => {
          queryMs += performance.now() - started;
        });
      }
      return result;
    };
  };
  // PostgreSQL only: PGlite runs transactions on a separate handle these would not see.
  // pool.query hands its client a callback (not counted there), a transaction's client a promise.
  if (process.env.BENCH_DB_URL) {
    wrap(pg.Pool.prototype, 'query');
    wrap(pg.Client.prototype, 'query');
  }

  const [{ buildApp }, { loadConfig }, { openDatabase }, content, catalog, { count, eq, sql }] =
    await Promise.all([
      import('../apps/server/src/app.ts'),
      import('../apps/server/src/config.ts'),
      import('../apps/server/src/platform/db.ts'),
      import('../apps/server/src/seed/content.ts'),
      import('../apps/server/src/modules/catalog/catalog.tables.ts'),
      import('drizzle-orm'),
    ]);
  const { orders, orderItems } = await import('../apps/server/src/modules/orders/orders.tables.ts');
  const { schema } = await import('../apps/server/src/schema.ts');
  const config = loadConfig({
    DATA_DIR: process.env.BENCH_DATA_DIR!,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    TRUST_PROXY: '127.0.0.1',
    ...(process.env.BENCH_DB_URL ? { DATABASE_URL: process.env.BENCH_DB_URL } : {}),
  });
  const database = await openDatabase(config.database, schema);
  await database.migrate();
  const db = database.db;
  await content.seedSettings(db);
  await content.seedPaymentMethods(db);
  const [category] = await db
    .insert(catalog.categories)
    .values({ slug: 'bench', name: 'Bench' })
    .returning();
  const product = (sku: string, name: string) => ({
    sku,
    slug: sku.toLowerCase(),
    name,
    description: 'A product made by the checkout bench.',
    pricePaise: 49_900,
    originalPricePaise: 59_900,
    stock: START_STOCK,
    hsnCode: '9503',
    categoryId: category!.id,
    warranty: { period: '1 Year', covered: 'Manufacturing Defects', notCovered: 'Physical Damage' },
    seller: { name: 'Propwash Hobbies', rating: 4.5, yearsInBusiness: 5 },
  });
  const spread = await db
    .insert(catalog.products)
    .values(
      Array.from({ length: productCount }, (_, i) =>
        product(`BENCH-${i + 1}`, `Bench Propeller ${i + 1}`),
      ),
    )
    .returning({ id: catalog.products.id });
  const [hot] = await db
    .insert(catalog.products)
    .values(product('BENCH-HOT', 'Bench Hot Product'))
    .returning({ id: catalog.products.id });
  await db.insert(catalog.productImages).values(
    [...spread, hot!].map((p, i) => ({
      productId: p.id,
      position: 0,
      key: `products/bench-${i}/0`,
      width: 1280,
      height: 960,
      alt: 'Bench product',
    })),
  );
  await db.execute(sql`analyze`);

  const { app } = await buildApp({ config, database, ssr: false, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const stats = async (): Promise<Stats> => {
    const [o] = await db.select({ n: count() }).from(orders);
    const [items] = await db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems);
    const [s] = await db
      .select({
        total: sql<number>`sum(${catalog.products.stock})::bigint`,
        min: sql<number>`min(${catalog.products.stock})::int`,
      })
      .from(catalog.products);
    const [h] = await db
      .select({ stock: catalog.products.stock })
      .from(catalog.products)
      .where(eq(catalog.products.id, hot!.id));
    const cpu = process.cpuUsage();
    return {
      orders: Number(o!.n),
      orderItems: Number(items!.n),
      stockTotal: Number(s!.total),
      hotStock: Number(h!.stock),
      minStock: Number(s!.min),
      queries,
      queryMs,
      cpuMs: (cpu.user + cpu.system) / 1000,
      cpuUserMs: cpu.user / 1000,
      ...(trace ? { texts: Object.fromEntries(texts) } : {}),
    };
  };
  createInterface({ input: process.stdin }).on('line', (line) => {
    if (line === 'STATS')
      stats().then(
        (s) => console.log(`STATS ${JSON.stringify(s)}`),
        (err) => console.log(`STATS ${JSON.stringify({ error: String(err) })}`),
      );
  });
  console.log(
    `READY ${JSON.stringify({ port, productIds: spread.map((p) => p.id), hotId: hot!.id })}`,
  );
  process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
}

// ---------- parent ----------
type Server = {
  child: ChildProcess;
  port: number;
  productIds: string[];
  hotId: string;
  stats: () => Promise<Stats>;
};

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--serve',
    ],
    { env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const waiting: ((s: Stats) => void)[] = [];
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('READY ')) {
        resolve({
          child,
          ...JSON.parse(line.slice(6)),
          stats: () =>
            new Promise<Stats>((done) => {
              waiting.push(done);
              child.stdin!.write('STATS\n');
            }),
        });
      } else if (line.startsWith('STATS ')) {
        waiting.shift()?.(JSON.parse(line.slice(6)));
      }
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

type Customer = { headers: Record<string, string>; email: string };

async function register(base: string, i: number): Promise<Customer> {
  const address = `198.18.${(i >> 8) & 255}.${(i & 255) + 1}`;
  const email = `bench-${i}-${randomBytes(3).toString('hex')}@example.com`;
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      name: `Bench Customer ${i}`,
      email,
      password: `bench-${randomBytes(8).toString('hex')}`,
    }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!res.ok || !body.data?.token) {
    throw new Error(`register failed: ${res.status} ${JSON.stringify(body)}`);
  }
  return {
    email,
    headers: {
      authorization: `Bearer ${body.data.token}`,
      'content-type': 'application/json',
      'x-forwarded-for': address,
    },
  };
}

const shipping = (c: Customer, i: number) => ({
  name: `Bench Customer ${i}`,
  email: c.email,
  phone: '+91 98450 12345',
  address: '12, 3rd Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
});

async function errorType(res: Response): Promise<string> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { error?: { type?: string } | string; type?: string };
    const type =
      typeof body.error === 'object' ? body.error?.type : (body.type ?? body.error ?? '');
    return `${res.status} ${type ?? ''}`.trim();
  } catch {
    return `${res.status}`;
  }
}

type RunResult = {
  created: number;
  elapsedSeconds: number;
  latencies: number[];
  cartLatencies: number[];
  errors: Record<string, number>;
};

async function run(
  base: string,
  customers: Customer[],
  pick: () => string,
  durationSeconds: number,
): Promise<RunResult> {
  const latencies: number[] = [];
  const cartLatencies: number[] = [];
  const errors: Record<string, number> = {};
  let created = 0;
  const count = (kind: string) => (errors[kind] = (errors[kind] ?? 0) + 1);
  const started = performance.now();
  const deadline = started + durationSeconds * 1000;
  await Promise.all(
    customers.map(async (customer, i) => {
      const body = JSON.stringify({ shipping: shipping(customer, i), payment: { method: 'cod' } });
      while (performance.now() < deadline) {
        try {
          const c0 = performance.now();
          const cart = await fetch(`${base}/api/cart`, {
            method: 'POST',
            headers: customer.headers,
            body: JSON.stringify({ productId: pick(), quantity: 1 }),
          });
          if (!cart.ok) {
            count(`cart ${await errorType(cart)}`);
            continue;
          }
          await cart.arrayBuffer();
          cartLatencies.push(performance.now() - c0);
          const t0 = performance.now();
          const res = await fetch(`${base}/api/orders`, {
            method: 'POST',
            headers: { ...customer.headers, 'idempotency-key': randomUUID() },
            body,
          });
          if (res.status === 201) {
            await res.arrayBuffer();
            latencies.push(performance.now() - t0);
            created += 1;
          } else {
            count(`order ${await errorType(res)}`);
          }
        } catch (err) {
          count(`network ${(err as Error).message}`);
        }
      }
    }),
  );
  return {
    created,
    elapsedSeconds: (performance.now() - started) / 1000,
    latencies,
    cartLatencies,
    errors,
  };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (n: number) => (Number.isFinite(n) ? Math.round(n * 10) / 10 : null);
const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

async function main() {
  const results: Record<string, unknown>[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const loadAtStart = load();
  try {
    for (const engine of engines) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'propwash-bench-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      let env: Record<string, string> = { BENCH_DATA_DIR: dataDir };
      let admin: pg.Client | null = null;
      let dbName = '';
      if (engine === 'postgres') {
        if (!(await postgresReachable())) {
          console.log(`PostgreSQL not reachable at ${new URL(pgAdminUrl).host}: skipped`);
          continue;
        }
        dbName = `propwash_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
        const client = new pg.Client({ connectionString: pgAdminUrl });
        admin = client;
        await client.connect();
        await client.query(`create database "${dbName}"`);
        cleanups.push(async () => {
          await client.query(`drop database if exists "${dbName}" with (force)`);
          await client.end();
        });
        const url = new URL(pgAdminUrl);
        url.pathname = `/${dbName}`;
        env = { ...env, BENCH_DB_URL: url.toString() };
      }
      console.log(`\n${engine}: preparing ${productCount + 1} products…`);
      const server = await startServer({ ...env, BENCH_PRODUCTS: String(productCount) });
      try {
        const base = `http://127.0.0.1:${server.port}`;
        const customers: Customer[] = [];
        for (let i = 0; i < customerCount; i++) customers.push(await register(base, i));
        const spread = () =>
          server.productIds[Math.floor(Math.random() * server.productIds.length)]!;
        if (warmupSeconds > 0) {
          console.log(`${engine}: ${customerCount} customers registered, warming up…`);
          await run(base, customers, spread, warmupSeconds);
        }
        for (const scenario of scenarios) {
          const pick = scenario === 'hot' ? () => server.hotId : spread;
          const before = await server.stats();
          const xactBefore = admin ? await transactions(admin, dbName) : null;
          const loadBefore = load();
          const sampling = admin ? sampleBackends(admin, dbName) : null;
          const r = await run(base, customers, pick, seconds);
          const backends = sampling ? await sampling.stop() : undefined;
          const after = await server.stats();
          // PostgreSQL publishes a backend's commit counts at most once a second.
          if (admin) await new Promise((r) => setTimeout(r, 1_100));
          const xactAfter = admin ? await transactions(admin, dbName) : null;
          const ordersWritten = after.orders - before.orders;
          const stockTaken =
            scenario === 'hot'
              ? before.hotStock - after.hotStock
              : before.stockTotal - after.stockTotal;
          const stockOk =
            ordersWritten === r.created &&
            stockTaken === r.created &&
            after.orderItems - before.orderItems === r.created &&
            (scenario !== 'hot' || after.stockTotal === before.stockTotal - r.created) &&
            after.minStock >= 0;
          const perOrder = (n: number) => (r.created ? n / r.created : NaN);
          const result = {
            engine,
            scenario,
            customers: customerCount,
            seconds: Math.round(r.elapsedSeconds * 100) / 100,
            created: r.created,
            ordersPerSec: Math.round((r.created / r.elapsedSeconds) * 10) / 10,
            p50: ms(percentile(r.latencies, 50)),
            p95: ms(percentile(r.latencies, 95)),
            p99: ms(percentile(r.latencies, 99)),
            cartP50: ms(percentile(r.cartLatencies, 50)),
            errors: r.errors,
            errorCount: Object.values(r.errors).reduce((a, b) => a + b, 0),
            check: {
              ok: stockOk,
              ordersWritten,
              stockTaken,
              itemsWritten: after.orderItems - before.orderItems,
              minStock: after.minStock,
            },
            // Both requests of a loop (cart + order) are counted: the server sees both.
            perOrder: {
              queries: admin ? ms(perOrder(after.queries - before.queries)) : undefined,
              queryMs: admin ? ms(perOrder(after.queryMs - before.queryMs)) : undefined,
              serverCpuMs: ms(perOrder(after.cpuMs - before.cpuMs)),
              // Of which in the kernel (socket writes and reads, file I/O): grows with the load.
              serverSystemCpuMs: ms(
                perOrder(after.cpuMs - before.cpuMs - (after.cpuUserMs - before.cpuUserMs)),
              ),
              commits: xactBefore && xactAfter ? ms(perOrder(xactAfter - xactBefore)) : undefined,
            },
            serverCpuShare:
              Math.round(((after.cpuMs - before.cpuMs) / 1000 / r.elapsedSeconds) * 100) / 100,
            loadAverage: { before: loadBefore, after: load() },
            // PostgreSQL: the server's connections by what they were doing, averaged over samples.
            backends,
          };
          results.push(result);
          console.log(
            `  ${scenario}: ${result.created} orders, ${result.ordersPerSec}/s, p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errorCount}, check ${stockOk ? 'ok' : 'FAILED'} ${JSON.stringify(result.perOrder)}, load ${result.loadAverage.after.join(' ')}`,
          );
          if (!stockOk) console.log(`  check: ${JSON.stringify(result.check)}`);
          if (backends) console.log(`    connections: ${JSON.stringify(backends)}`);
          if (after.texts) {
            for (const [text, n] of Object.entries(after.texts)) {
              const delta = n - (before.texts?.[text] ?? 0);
              if (delta > 0) console.log(`    ${(delta / r.created).toFixed(2)}/order  ${text}`);
            }
          }
        }
      } finally {
        await stopServer(server.child);
      }
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }

  console.log(
    `\n${customerCount} customers, ${seconds} s per scenario, ${os.cpus().length} CPUs, load average ${loadAtStart.join(' ')} at start, ${load().join(' ')} at end\n`,
  );
  console.log(
    '| engine | scenario | orders/s | p50 ms | p95 ms | p99 ms | errors | stock check | queries/order (cart + order) | server CPU ms/order | load (1 min) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  type Row = {
    engine: string;
    scenario: string;
    ordersPerSec: number;
    p50: number | null;
    p95: number | null;
    p99: number | null;
    errorCount: number;
    errors: Record<string, number>;
    check: { ok: boolean };
    perOrder: { queries?: number | null; serverCpuMs: number | null };
    loadAverage: { after: number[] };
  };
  for (const r of results as unknown as Row[]) {
    const check = r.check;
    const per = r.perOrder;
    const la = r.loadAverage;
    const errs = Object.entries(r.errors)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ');
    console.log(
      `| ${r.engine} | ${r.scenario} | ${r.ordersPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errorCount}${errs ? ` (${errs})` : ''} | ${check.ok ? 'ok' : 'FAILED'} | ${per.queries ?? '–'} | ${per.serverCpuMs} | ${la.after[0]} |`,
    );
  }
  const dir = path.join(here, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `checkout-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        customers: customerCount,
        seconds,
        warmupSeconds,
        products: productCount,
        cpus: os.cpus().length,
        loadAverage: { start: loadAtStart, end: load() },
        results,
      },
      null,
      2,
    ),
  );
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
  if (results.some((r) => !(r.check as { ok: boolean }).ok)) process.exitCode = 1;
}

/**
 * Samples pg_stat_activity every 10 ms while the run lasts: how many of the server's connections
 * run (on CPU), wait for a lock, wait on WAL, or sit idle in a transaction waiting for Node.
 */
function sampleBackends(admin: pg.Client, name: string) {
  const totals: Record<string, number> = {};
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const r = await admin.query<{ w: string; n: string }>(
        `select case when state = 'active' and wait_event_type is null then 'active (cpu)'
                     when state = 'active' then 'active, waiting ' || wait_event_type || ':' || wait_event
                     else state end as w, count(*)::text as n
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() group by 1`,
        [name],
      );
      samples += 1;
      for (const row of r.rows) totals[row.w] = (totals[row.w] ?? 0) + Number(row.n);
      await new Promise((done) => setTimeout(done, 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return Object.fromEntries(
        Object.entries(totals)
          .sort((a, b) => b[1] - a[1])
          .map(([w, n]) => [w, Math.round((n / samples) * 100) / 100]),
      );
    },
  };
}

async function transactions(admin: pg.Client, name: string): Promise<number> {
  const r = await admin.query<{ n: string }>(
    'select xact_commit::text as n from pg_stat_database where datname = $1',
    [name],
  );
  return Number(r.rows[0]?.n ?? 0);
}

const isEntry = process.argv[1] === fileURLToPath(import.meta.url);
if (isEntry && process.argv.includes('--serve')) await serve();
else if (isEntry) await main();
