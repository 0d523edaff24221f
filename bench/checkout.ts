// Checkout load benchmark on a throwaway database: `npm run bench:checkout`.
// For each engine (PostgreSQL in a database created for the run in BENCH_DATABASE_URL's server,
// default the local 127.0.0.1:5432, and dropped at the end; the embedded PostgreSQL in a temp
// DATA_DIR) it starts
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
// where an order's time goes (PostgreSQL only). CPU time per order is measured on each side:
// the server process, the database's backends (PostgreSQL, from /proc) and the shoppers (this
// process), so the machine's budget per order can be read. Prints a table with the load average
// (other work shares the machine) and writes bench/results/checkout-<date>.json.
// BENCH_CPU_PROF=<dir> runs the server child with --cpu-prof into that directory; BENCH_DB_TAG
// puts a word in the throwaway database's name. Parts: checkout-server.ts (the child),
// checkout-load.ts (the shoppers), checkout-postgres.ts (the database's figures).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { closeConnections, percentile, register, run, type Customer } from './checkout-load.ts';
import { backendCpuMs, cpuBetween, sampleBackends, transactions } from './checkout-postgres.ts';
import { benchDatabaseOrSkip, type createBenchDatabase, pgAdminUrl } from './postgres.ts';
import { startNodeFlags } from './shop-server.ts';
import type { Stats } from './checkout-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** How the server reaches PostgreSQL (bench/postgres.ts): its Unix socket or TCP. */
const postgresVia = new URL(pgAdminUrl).searchParams.get('host')?.startsWith('/')
  ? 'over its Unix socket'
  : `at ${new URL(pgAdminUrl).host}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const customerCount = Number(process.env.BENCH_CUSTOMERS ?? 10);
const productCount = Number(process.env.BENCH_PRODUCTS ?? 100);
const engines = (process.env.BENCH_ENGINES ?? 'postgres,embedded').split(',');
const scenarios = (process.env.BENCH_SCENARIOS ?? 'spread,hot').split(',');

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
      // The heap limits `npm start` runs the shop with (package.json): the young generation's
      // size sets how much of an order's CPU goes to garbage collection.
      ...startNodeFlags(),
      ...(process.env.BENCH_CPU_PROF
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : []),
      '--import',
      'tsx',
      path.join(here, 'checkout-server.ts'),
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
      } else if (line.includes('"level":50')) {
        // The server's error log lines (BENCH_LOG_LEVEL=error): what a 500 was.
        process.stderr.write(`server: ${line}\n`);
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
      let admin: Awaited<ReturnType<typeof createBenchDatabase>>['admin'] | null = null;
      let dbName = '';
      if (engine === 'postgres') {
        const database = await benchDatabaseOrSkip();
        if (!database) continue;
        cleanups.push(database.drop);
        admin = database.admin;
        dbName = database.name;
        env = { ...env, BENCH_DB_URL: database.url };
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
          const pgCpuBefore = admin ? await backendCpuMs(admin, dbName) : null;
          const r = await run(base, customers, pick, seconds);
          const pgCpuAfter = admin ? await backendCpuMs(admin, dbName) : null;
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
              // The database's backends (PostgreSQL) and the shoppers' process (fetch, JSON): with
              // the server's, what one cycle costs the machine (2 cores: 10 ms a cycle is 200/s).
              databaseCpuMs:
                pgCpuBefore && pgCpuAfter
                  ? ms(perOrder(cpuBetween(pgCpuBefore, pgCpuAfter)))
                  : undefined,
              clientCpuMs: ms(perOrder(r.clientCpuMs)),
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
        closeConnections();
        await stopServer(server.child);
      }
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }

  console.log(
    `\n${customerCount} customers, ${seconds} s per scenario, PostgreSQL ${postgresVia}, ${os.cpus().length} CPUs, load average ${loadAtStart.join(' ')} at start, ${load().join(' ')} at end\n`,
  );
  console.log(
    '| engine | scenario | orders/s | p50 ms | p95 ms | p99 ms | errors | stock check | queries/order (cart + order) | commits/order | CPU ms/order: server, database, shoppers | load (1 min) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
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
    perOrder: {
      queries?: number | null;
      commits?: number | null;
      serverCpuMs: number | null;
      databaseCpuMs?: number | null;
      clientCpuMs: number | null;
    };
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
      `| ${r.engine} | ${r.scenario} | ${r.ordersPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errorCount}${errs ? ` (${errs})` : ''} | ${check.ok ? 'ok' : 'FAILED'} | ${per.queries ?? '–'} | ${per.commits ?? '–'} | ${per.serverCpuMs}, ${per.databaseCpuMs ?? '–'}, ${per.clientCpuMs} | ${la.after[0]} |`,
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
        // BENCH_NOTE: what was measured (the commit, a comparison), kept with the figures.
        ...(process.env.BENCH_NOTE ? { note: process.env.BENCH_NOTE } : {}),
        customers: customerCount,
        seconds,
        warmupSeconds,
        products: productCount,
        cpus: os.cpus().length,
        postgresVia,
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

await main();
