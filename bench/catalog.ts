// Catalog load benchmark on a throwaway database: `npm run bench:catalog`.
// For each engine (the embedded PostgreSQL in a temp DATA_DIR; PostgreSQL when BENCH_DATABASE_URL or a local server at
// 127.0.0.1:5432 answers) and each size (BENCH_SIZES, default 10000,100000) it fills the catalog
// with generated products (INSERT … SELECT generate_series), starts the API (no SSR) on
// 127.0.0.1 in a child process, times one cold request per endpoint (the first endpoint is
// then loaded, unmeasured, for BENCH_WARMUP_SECONDS, default 1), then runs autocannon against
// the listing, search and product endpoints, then prints a table and writes
// bench/results/catalog-<date>.json. Everything it creates (temp dir, temp database) is removed
// at the end.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Db } from '../apps/server/src/platform/db.ts';
import { schema } from '../apps/server/src/schema.ts';
import { benchServerSettings, startBenchServer, stopChild } from './child-process.ts';
import { startNodeFlags } from './shop-server.ts';
import { processRssMb } from './proc.ts';
import { benchDatabaseOrSkip } from './postgres.ts';
import { saveResults } from './results.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// A new server's first second is JIT compilation and first allocations, not the catalog.
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const engines = (process.env.BENCH_ENGINES ?? 'embedded,postgres').split(',');

/** Product families the generated catalog cycles through (bench/catalog-families.json). */
type Family = {
  categorySlug: string;
  categoryName: string;
  noun: string;
  brands: string[];
  basePricePaise: number;
};
const FAMILIES = JSON.parse(
  readFileSync(path.join(here, 'catalog-families.json'), 'utf8'),
) as Family[];

type Target = { name: string; path: string };

// ---------- child: fill the database, serve the API, report the port ----------
async function serve() {
  const products = Number(process.env.BENCH_PRODUCTS);
  const config = loadConfig(benchServerSettings());
  const database = await openDatabase(config.database, schema);
  await database.migrate();
  const started = performance.now();
  const added = await fill(database.db, products);
  const fillSeconds = (performance.now() - started) / 1000;
  const { app } = await buildApp({ config, database, ssr: false, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const rows = (await database.db.execute(
    sql`select id from catalog_product where is_active order by sold_count desc limit 1`,
  )) as unknown as { rows: { id: string }[] };
  console.log(`READY ${JSON.stringify({ port, productId: rows.rows[0]!.id, added, fillSeconds })}`);
  process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
}

/** Tops the catalog up to `target` products in batches of multi-row INSERT … SELECT. */
export async function fill(db: Db, target: number): Promise<number> {
  const values = sql.join(
    FAMILIES.map(
      (f, k) =>
        sql`(${k}::int, ${f.categorySlug}, ${f.noun}, ${`{${f.brands.map((b) => `"${b}"`).join(',')}}`}::text[], ${f.basePricePaise}::int)`,
    ),
    sql`, `,
  );
  const cats = [...new Map(FAMILIES.map((f) => [f.categorySlug, f.categoryName])).entries()];
  for (const [i, [slug, name]] of cats.entries()) {
    await db.execute(sql`insert into catalog_category (slug, name, sort_order)
      values (${slug}, ${name}, ${i}) on conflict do nothing`);
  }
  const existing = (await db.execute(
    sql`select count(*)::int as n from catalog_product`,
  )) as unknown as {
    rows: { n: number }[];
  };
  const from = Number(existing.rows[0]!.n) + 1;
  const batch = 10_000;
  for (let start = from; start <= target; start += batch) {
    const end = Math.min(target, start + batch - 1);
    await db.execute(sql`
      insert into catalog_product (sku, slug, name, brand, category_id, search_keywords, description,
        price_paise, original_price_paise, stock, featured, trending, rating_avg, review_count,
        sold_count, hsn_code, warranty, seller, country_of_origin, created_at, updated_at)
      select 'BENCH-' || g, 'bench-' || g,
        b.brand || ' ' || f.noun || ' ' || (100 + g % 900),
        b.brand, c.id, c.name,
        'The ' || b.brand || ' ' || f.noun || ' for RC hobbyists in India: ready to fly, tested, '
          || 'with a 1 year warranty. Model ' || g || '.',
        p.price, p.price + p.price * (g % 6) / 10,
        case when g % 17 = 0 then 0 else g % 40 end,
        g % 50 = 0, g % 45 = 0, ((g * 7) % 501) / 100.0, g % 200, (g * 13) % 1000,
        '9503',
        '{"period":"1 Year","covered":"Manufacturing Defects","notCovered":"Physical Damage"}'::jsonb,
        '{"name":"Propwash Hobbies","rating":4.5,"yearsInBusiness":5}'::jsonb,
        'China',
        now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(${start}::int, ${end}::int) g
      join (values ${values}) f(k, slug, noun, brands, base) on f.k = g % ${FAMILIES.length}
      cross join lateral (select f.brands[1 + (g / ${FAMILIES.length}) % 4] as brand) b
      cross join lateral (select (f.base * (50 + g % 100) / 100)::int as price) p
      join catalog_category c on c.slug = f.slug and c.parent_id is null`);
    process.stderr.write(`  ${end} products\n`);
  }
  await db.execute(sql`
    insert into catalog_product_image (product_id, position, key, width, height, alt)
    select id, 0, 'products/' || sku || '/1', 1280, 960, name from catalog_product
    on conflict do nothing`);
  await db.execute(sql`analyze`);
  return Math.max(0, target - from + 1);
}

// ---------- parent: orchestrate engines × sizes, run autocannon, report ----------
const startServer = (env: Record<string, string>) =>
  startBenchServer<{ port: number; productId: string; fillSeconds: number }>(
    fileURLToPath(import.meta.url),
    env,
    // The heap limits `npm start` runs the shop with (package.json).
    startNodeFlags(),
  );

async function main() {
  const results: Record<string, unknown>[] = [];
  const memoryRows: { engine: string; products: number; rssMb: number; peakRssMb: number }[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  try {
    for (const engine of engines) {
      let env: Record<string, string>;
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'propwash-bench-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      if (engine === 'postgres') {
        const database = await benchDatabaseOrSkip();
        if (!database) continue;
        cleanups.push(database.drop);
        env = { BENCH_DATA_DIR: dataDir, BENCH_DB_URL: database.url };
      } else {
        env = { BENCH_DATA_DIR: dataDir };
      }
      for (const size of sizes) {
        console.log(`\n${engine}: filling to ${size} products…`);
        const server = await startServer({ ...env, BENCH_PRODUCTS: String(size) });
        console.log(`${engine}: filled in ${server.fillSeconds.toFixed(1)} s, benchmarking…`);
        const base = `http://127.0.0.1:${server.port}`;
        const targets: Target[] = [
          { name: 'GET /api/products?limit=20', path: '/api/products?limit=20' },
          {
            name: '… &category=batteries-chargers',
            path: '/api/products?limit=20&category=batteries-chargers',
          },
          { name: '… &sort=price-low', path: '/api/products?limit=20&sort=price-low' },
          { name: '… &search=battery', path: '/api/products?limit=20&search=battery' },
          { name: '… &search=lipo batery', path: '/api/products?limit=20&search=lipo%20batery' },
          { name: 'GET /api/products/suggest?q=heli', path: '/api/products/suggest?q=heli' },
          { name: 'GET /api/products/:id', path: `/api/products/${server.productId}` },
        ];
        try {
          for (const [i, target] of targets.entries()) {
            // The first request pays the cold query (and JIT warm-up); it is timed on its own so
            // the run below shows steady state, including any cache expiry within it.
            const coldStarted = performance.now();
            const cold = await fetch(base + target.path, {
              headers: { 'user-agent': 'Mozilla/5.0 (bench) Chrome/130' },
            });
            await cold.arrayBuffer();
            const coldMs = Math.round(performance.now() - coldStarted);
            if (i === 0 && warmupSeconds > 0) {
              await autocannon({ url: base + target.path, connections, duration: warmupSeconds });
            }
            const r = await autocannon({
              url: base + target.path,
              connections,
              duration: seconds,
              headers: {
                'user-agent': 'Mozilla/5.0 (bench) Chrome/130',
                'accept-encoding': 'identity',
              },
            });
            results.push({
              engine,
              products: size,
              endpoint: target.name,
              coldMs,
              reqPerSec: Math.round(r.requests.average),
              p50: r.latency.p50,
              p99: r.latency.p99,
              non2xx: r.non2xx,
              errors: r.errors,
            });
            const last = results[results.length - 1]!;
            console.log(
              `  ${target.name}: first ${coldMs} ms, ${last.reqPerSec} req/s, p50 ${last.p50} ms, p99 ${last.p99} ms`,
            );
          }
          // The server process's resident memory after the load, and its peak (VmHWM) since it
          // started, the fill included (with the embedded engine, PostgreSQL's own processes are
          // not counted here; bench:memory measures them).
          const memory = processRssMb(server.child.pid!);
          memoryRows.push({ engine, products: size, rssMb: memory.rss, peakRssMb: memory.peak });
          console.log(`  server RSS ${memory.rss} MB, peak ${memory.peak} MB`);
        } finally {
          await stopChild(server.child);
        }
      }
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  }

  console.log(`\n${connections} connections, ${seconds} s per endpoint\n`);
  console.log('| engine | products | endpoint | first ms | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.engine} | ${r.products} | ${r.endpoint} | ${r.coldMs} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.non2xx} |`,
    );
  }
  console.log('\n| engine | products | server RSS after the run, MB | peak RSS, MB |');
  console.log('|---|---|---|---|');
  for (const m of memoryRows) {
    console.log(`| ${m.engine} | ${m.products} | ${m.rssMb} | ${m.peakRssMb} |`);
  }
  const file = saveResults('catalog', {
    at: new Date().toISOString(),
    connections,
    seconds,
    warmupSeconds,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    results,
    memory: memoryRows,
  });
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
}

const isEntry = process.argv[1] === fileURLToPath(import.meta.url);
if (isEntry && process.argv.includes('--serve')) await serve();
else if (isEntry) await main();
