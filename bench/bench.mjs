// Load benchmark against a running shop: `npm run bench -- http://127.0.0.1:3000`.
// Writes bench/results/<date>.json and prints a table (req/s, p50, p99). Traffic stays on the
// address given (use a loopback address), with a bounded duration per endpoint.
// `npm run bench -- search` runs bench/search.ts instead (search and suggestions on PostgreSQL
// with a catalogue of its own; its header says what it measures), `npm run bench -- privacy`
// bench/privacy.ts (a customer's data rights on the production shop), `npm run bench -- gst`
// bench/gst.ts (a month's GSTR-1: summary, JSON and workbook).
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const named = { search: 'search.ts', privacy: 'privacy.ts', gst: 'gst.ts' };
if (Object.hasOwn(named, process.argv[2] ?? '')) {
  const script = path.join(here, named[process.argv[2]]);
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, ...process.argv.slice(3)], {
    cwd: path.join(here, '..'),
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
const { default: autocannon } = await import('autocannon');

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const host = new URL(base).hostname;
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) {
  console.error(`Refusing to load-test ${host}: benchmarks only target this machine.`);
  process.exit(2);
}
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const first = await (await fetch(`${base}/api/products?limit=1`)).json();
const productId = first.data.products[0]?.id;
const targets = [
  ['GET /api/products?limit=20', '/api/products?limit=20'],
  ['GET /api/products?search=lipo batery', '/api/products?search=lipo%20batery&limit=20'],
  ['GET /api/products/:id', `/api/products/${productId}`],
  ['SSR /', '/'],
  ['SSR /product/:id', `/product/${productId}`],
];

const results = [];
for (const [name, url] of targets) {
  const r = await autocannon({
    url: base + url,
    connections,
    duration,
    headers: { 'user-agent': 'Mozilla/5.0 (bench) Chrome/156', 'accept-encoding': 'identity' },
  });
  results.push({
    name,
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  });
}

console.log(`\n${connections} connections, ${duration} s each, against ${base}\n`);
console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|');
for (const r of results)
  console.log(`| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);

const dir = path.join(here, 'results');
mkdirSync(dir, { recursive: true });
const file = path.join(dir, `${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify({ base, connections, duration, at: new Date().toISOString(), results }, null, 2),
);
console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
