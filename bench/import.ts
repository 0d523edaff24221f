// Bulk import benchmark: `npm run bench:import` (or `node --import tsx bench/import.ts`).
// Builds a BENCH_IMPORT_ROWS-row CSV (default 10,000) in the import's column set, then, on
// PostgreSQL (a throw-away database on BENCH_DATABASE_URL's server, default the local
// 127.0.0.1:5432, dropped at the end), starts the API in a child process (this file with
// --serve: migrate, settings, the demo category tree, one admin; buildApp without SSR on
// 127.0.0.1, with npm start's heap cap), signs in as the admin and sends the file to POST /api/products/import three times:
// a dry run, the import (every row creates a product) and the same file again (every row
// unchanged), then exports the catalogue as CSV. It records each step's wall time, the server's
// resident memory before and its peak (VmHWM from /proc, the whole run) and the load average
// (other work shares the machine) in bench/results/import-<date>.json.
// BENCH_ENGINES=postgres,embedded also runs it on the embedded database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchServerSettings, stopChild, startBenchServer } from './child-process.ts';
import { benchDatabaseOrSkip, type createBenchDatabase } from './postgres.ts';
import { saveResults } from './results.ts';

const here = fileURLToPath(import.meta.url);
const rowCount = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const engines = (process.env.BENCH_ENGINES ?? 'postgres').split(',');
const ADMIN = { email: 'bench-admin@propwash.invalid', password: randomBytes(12).toString('hex') };

async function serve() {
  const [{ buildApp }, { loadConfig }, { openDatabase }, content, { seedCategories }, people] =
    await Promise.all([
      import('../apps/server/src/app.ts'),
      import('../apps/server/src/config.ts'),
      import('../apps/server/src/platform/db.ts'),
      import('../apps/server/src/seed/content.ts'),
      import('../apps/server/src/seed/categories.ts'),
      import('../apps/server/src/seed/people.ts'),
    ]);
  const { schema } = await import('../apps/server/src/schema.ts');
  const config = loadConfig(benchServerSettings());
  const database = await openDatabase(config.database, schema);
  await database.migrate();
  await content.seedSettings(database.db);
  await seedCategories(database.db, () => '');
  await people.ensureAdmin(
    database.db,
    {
      adminEmail: process.env.BENCH_ADMIN_EMAIL!,
      adminPassword: process.env.BENCH_ADMIN_PASSWORD!,
    },
    () => {},
  );
  const { app } = await buildApp({ config, database, ssr: false, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`READY ${JSON.stringify({ port })}`);
  process.on('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

/** The CSV: realistic rows over a handful of demo categories, every column filled. */
async function buildCsv(n: number): Promise<string> {
  const { csvLine } = await import('../packages/domain/src/platform/csv.ts');
  const { importColumnKeys } = await import('../packages/domain/src/catalog/import-columns.ts');
  const categories = ['drones', 'airplanes/electric', 'helicopters', 'cars', 'batteries-chargers'];
  const lines = [csvLine(importColumnKeys)];
  for (let i = 1; i <= n; i++) {
    const price = 499 + ((i * 37) % 20_000);
    const cells: Record<string, string> = {
      handle: `bench-model-${i}`,
      sku: `BENCH-${String(i).padStart(6, '0')}`,
      name: `Bench Model ${i} ${['Quad', 'Glider', 'Heli', 'Buggy', 'LiPo'][i % 5]}`,
      category: categories[i % categories.length]!,
      brand: ['Propwash', 'SkyWorks', 'RotorLab'][i % 3]!,
      description: `Bench model number ${i}, made by the import benchmark.\nA second line, with a comma.`,
      price: String(price),
      mrp: String(price + 500),
      cost_price: String(Math.round(price * 0.6)),
      stock: String(i % 50),
      stock_status: 'in_stock',
      active: 'yes',
      featured: i % 100 === 0 ? 'yes' : 'no',
      trending: 'no',
      free_delivery: i % 2 ? 'yes' : 'no',
      gst_rate: '18',
      hsn: '9503',
      country_of_origin: 'India',
      images: '',
      highlights: 'Ready to fly|Spare parts available|6 months warranty',
      whats_in_box: 'Model|Manual',
      services: '',
      warranty_period: '6 Months',
      warranty_covered: '',
      warranty_not_covered: '',
      video_url: '',
    };
    lines.push(csvLine(importColumnKeys.map((k) => cells[k] ?? '')));
  }
  return lines.join('');
}

const procKb = (pid: number, field: string) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(field));
  return line ? Number(line.replace(/\D+/g, '')) : 0;
};
const mb = (kb: number) => Math.round(kb / 1024);
const load = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

async function main() {
  const csv = await buildCsv(rowCount);
  const bytes = Buffer.byteLength(csv);
  console.log(`${rowCount} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB of CSV`);
  const results: Record<string, unknown>[] = [];
  const loadAtStart = load();
  for (const engine of engines) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'propwash-bench-import-'));
    let database: Awaited<ReturnType<typeof createBenchDatabase>> | null = null;
    let server: Awaited<ReturnType<typeof startBenchServer<{ port: number }>>> | null = null;
    try {
      const env: Record<string, string> = {
        BENCH_DATA_DIR: dataDir,
        BENCH_ADMIN_EMAIL: ADMIN.email,
        BENCH_ADMIN_PASSWORD: ADMIN.password,
        NODE_ENV: 'production',
        // The heap cap `npm start` runs the shop with (root package.json).
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=320`.trim(),
      };
      if (engine === 'postgres') {
        database = await benchDatabaseOrSkip();
        if (!database) continue;
        env.BENCH_DB_URL = database.url;
      }
      server = await startBenchServer<{ port: number }>(here, env);
      const pid = server.child.pid!;
      const base = `http://127.0.0.1:${server.port}`;
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const authorization = `Bearer ${token}`;
      const rssBefore = mb(procKb(pid, 'VmRSS:'));

      const send = async (query: string) => {
        const body = new FormData();
        body.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
        const t0 = performance.now();
        const res = await fetch(`${base}/api/products/import${query}`, {
          method: 'POST',
          headers: { authorization },
          body,
        });
        const json = (await res.json()) as { data?: Record<string, unknown>; error?: unknown };
        const seconds = Math.round((performance.now() - t0) / 10) / 100;
        if (!res.ok) throw new Error(`import${query}: ${res.status} ${JSON.stringify(json.error)}`);
        const { created, updated, unchanged, errorCount } = json.data as Record<string, number>;
        const step = { seconds, created, updated, unchanged, errorCount };
        console.log(`${engine} import${query || ''}: ${JSON.stringify(step)}`);
        return step;
      };
      const loadBefore = load();
      const dryRun = await send('?dryRun=true');
      const firstImport = await send('');
      const reimport = await send('');
      const t0 = performance.now();
      const exported = await fetch(`${base}/api/products/export?format=csv`, {
        headers: { authorization },
      });
      const exportBytes = (await exported.arrayBuffer()).byteLength;
      const exportSeconds = Math.round((performance.now() - t0) / 10) / 100;
      const result = {
        engine,
        rows: rowCount,
        csvMb: Math.round((bytes / 1024 / 1024) * 10) / 10,
        dryRun,
        import: firstImport,
        reimportUnchanged: reimport,
        export: { seconds: exportSeconds, mb: Math.round((exportBytes / 1024 / 1024) * 10) / 10 },
        serverRssBeforeMb: rssBefore,
        serverPeakRssMb: mb(procKb(pid, 'VmHWM:')),
        serverRssAfterMb: mb(procKb(pid, 'VmRSS:')),
        loadBefore,
        loadAfter: load(),
        withinBudget: firstImport.seconds <= 60,
      };
      console.log(
        `${engine}: ${rowCount} rows imported in ${firstImport.seconds} s (re-import ${reimport.seconds} s, dry run ${dryRun.seconds} s, export ${exportSeconds} s); server RSS ${rssBefore} MB before, peak ${result.serverPeakRssMb} MB; load ${loadBefore.join(' ')}`,
      );
      results.push(result);
    } finally {
      if (server) await stopChild(server.child);
      if (database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const file = saveResults('import', {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    node: process.version,
    loadAtStart,
    results,
  });
  console.log(`results: ${path.relative(process.cwd(), file)}`);
}

if (process.argv.includes('--serve')) await serve();
else await main();
