// Memory and start-time benchmark of the production server: `npm run bench:memory`.
// Starts the server the way `npm start` does (scripts/start.mjs: builds the web app first if its
// sources changed, migrates and seeds an empty database, serves SSR) on a free port with a
// throwaway DATA_DIR (the embedded database), and records:
//   - the first start's time to the first page (GET / answering 200), seed included;
//   - the resident memory (VmRSS from /proc, the server process and any children, such as the
//     embedded PostgreSQL's processes; and PSS, which counts their shared memory once) once ready;
//   - the resident memory after 400 requests over the home, listing and product pages and API reads;
//   - a restart on the same DATA_DIR (SIGTERM, start again): time to the first page and its RSS.
// Goals (README, performance budget): PSS ≤ 500 MB after the first start and after the requests,
// restart ≤ 5 s. Prints a table with the load average, writes bench/results/memory-<date>.json.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { saveResults } from './results.ts';
import { freePort, startShop, untilAnswers, type ShopServer } from './shop-server.ts';
import { stopChild } from './child-process.ts';
import { procKb } from './proc.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const REQUESTS = 400;
const CONCURRENCY = 4;
// Memory is judged by PSS: the embedded PostgreSQL's processes share memory, which an RSS sum
// counts once per process (docs/decisions/embedded-postgresql.md).
const GOALS = { pssMb: 500, restartSeconds: 5 };

/** The pids of a process and all its descendants (children: /proc/<pid>/task/<tid>/children). */
function processTree(pid: number): number[] {
  const seen = new Set<number>();
  const visit = (p: number) => {
    if (seen.has(p)) return;
    seen.add(p);
    try {
      for (const tid of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${tid}/children`, 'utf8').trim();
        for (const c of children ? children.split(/\s+/) : []) visit(Number(c));
      }
    } catch {
      // The process exited while being read.
    }
  };
  visit(pid);
  return [...seen];
}

/**
 * Memory of the server and its children (the embedded PostgreSQL's processes), in MB: `rss` adds
 * each process's VmRSS, so memory they share (PostgreSQL's shared buffers, libraries) counts once
 * per process; `pss` gives each process its share of shared pages, so the sum is what the tree
 * costs the machine.
 */
function treeMemoryMb(pid: number): { rss: number; pss: number; processes: number } {
  const pids = processTree(pid);
  let rss = 0;
  let pss = 0;
  for (const p of pids) {
    rss += procKb(`/proc/${p}/status`, 'VmRSS:');
    pss += procKb(`/proc/${p}/smaps_rollup`, 'Pss:');
  }
  return { rss: Math.round(rss / 1024), pss: Math.round(pss / 1024), processes: pids.length };
}

/** Milliseconds from now until GET / answers 200 (the first page a shopper would see). */
const timeToFirstPage = (base: string, server: ShopServer) =>
  // A first start may build the web app and seed images.
  untilAnswers(`${base}/`, server, { timeoutMs: 600_000, everyMs: 100 });

/** 400 GETs, CONCURRENCY at a time, spread over pages and API reads; returns the status counts. */
async function load(base: string): Promise<Record<string, number>> {
  const res = await fetch(`${base}/api/products?limit=48`);
  const body = (await res.json()) as { data?: { products?: { id: string }[] } };
  const ids = (body.data?.products ?? []).map((p) => p.id);
  if (ids.length === 0) throw new Error(`no products in /api/products: ${JSON.stringify(body)}`);
  const cats = (await (await fetch(`${base}/api/categories`)).json()) as {
    data?: { slug?: string; parentId?: string | null }[];
  };
  const slugs = (cats.data ?? [])
    .filter((c) => !c.parentId)
    .map((c) => c.slug)
    .filter((s): s is string => Boolean(s));
  const urls: string[] = [];
  for (let i = 0; urls.length < REQUESTS; i++) {
    const id = ids[i % ids.length]!;
    const slug = slugs[i % Math.max(1, slugs.length)];
    const pick = [
      '/',
      `/products?page=${(i % 4) + 1}`,
      `/product/${id}`,
      `/api/products?page=${(i % 5) + 1}&sort=${i % 2 ? 'price-low' : 'default'}`,
      `/api/products/${id}`,
      `/api/products/${id}/similar`,
      `/api/products?search=${['cessna', 'battery', 'drone', 'truck', 'propeller'][i % 5]}`,
      slug ? `/category/${slug}` : '/specials',
      '/api/categories',
      '/api/products/featured',
    ];
    urls.push(pick[i % pick.length]!);
  }
  const statuses: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const r = await fetch(`${base}${url}`);
      await r.arrayBuffer();
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      if (!r.ok) console.warn(`${r.status} ${url}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return statuses;
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'propwash-memory-'));
  const loadBefore = os.loadavg();
  console.log(`First start on ${base}, DATA_DIR ${dataDir} (builds the web app if needed)…`);
  let server = startShop(base, port, dataDir);
  try {
    const firstStartMs = await timeToFirstPage(base, server);
    const afterStart = treeMemoryMb(server.child.pid!);
    const rssAfterStart = afterStart.rss;
    console.log(
      `First page after ${(firstStartMs / 1000).toFixed(1)} s, RSS ${rssAfterStart} MB (PSS ${afterStart.pss} MB, ${afterStart.processes} processes).`,
    );
    const statuses = await load(base);
    const afterRequests = treeMemoryMb(server.child.pid!);
    const rssAfterRequests = afterRequests.rss;
    console.log(
      `${REQUESTS} requests ${JSON.stringify(statuses)}, RSS ${rssAfterRequests} MB (PSS ${afterRequests.pss} MB).`,
    );
    await stopChild(server.child);

    server = startShop(base, port, dataDir);
    const restartMs = await timeToFirstPage(base, server);
    const afterRestart = treeMemoryMb(server.child.pid!);
    const rssAfterRestart = afterRestart.rss;
    console.log(
      `Restart: first page after ${(restartMs / 1000).toFixed(1)} s, RSS ${rssAfterRestart} MB (PSS ${afterRestart.pss} MB).`,
    );
    await stopChild(server.child);

    const loadAverage = os.loadavg();
    const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');
    const rows: [string, string, string, string][] = [
      ['first start to first page', `${(firstStartMs / 1000).toFixed(1)} s`, '', ''],
      [
        'PSS after first start',
        `${afterStart.pss} MB`,
        `≤ ${GOALS.pssMb} MB`,
        pass(afterStart.pss <= GOALS.pssMb),
      ],
      [
        `PSS after ${REQUESTS} requests`,
        `${afterRequests.pss} MB`,
        `≤ ${GOALS.pssMb} MB`,
        pass(afterRequests.pss <= GOALS.pssMb),
      ],
      [
        'restart to first page',
        `${(restartMs / 1000).toFixed(1)} s`,
        `≤ ${GOALS.restartSeconds} s`,
        pass(restartMs / 1000 <= GOALS.restartSeconds),
      ],
      ['PSS after restart', `${afterRestart.pss} MB`, '', ''],
      ['RSS after first start', `${rssAfterStart} MB`, '', ''],
      [`RSS after ${REQUESTS} requests`, `${rssAfterRequests} MB`, '', ''],
      ['RSS after restart', `${rssAfterRestart} MB`, '', ''],
      ['processes', `${afterRequests.processes}`, '', ''],
    ];
    console.log('');
    for (const [what, value, goal, verdict] of rows)
      console.log(`${what.padEnd(28)} ${value.padStart(9)}  ${goal.padEnd(10)} ${verdict}`);
    console.log(
      `load average ${loadAverage.map((l) => l.toFixed(2)).join(' ')} (before: ${loadBefore.map((l) => l.toFixed(2)).join(' ')}; ${os.cpus().length} cores)`,
    );
    if (loadAverage[0]! > os.cpus().length)
      console.log('The machine was busy: the times above are pessimistic.');

    const file = saveResults('memory', {
      at: new Date().toISOString(),
      node: process.version,
      cores: os.cpus().length,
      loadAverageBefore: loadBefore,
      loadAverage,
      requests: REQUESTS,
      concurrency: CONCURRENCY,
      statuses,
      firstStartMs: Math.round(firstStartMs),
      rssAfterStartMb: rssAfterStart,
      rssAfterRequestsMb: rssAfterRequests,
      restartMs: Math.round(restartMs),
      rssAfterRestartMb: rssAfterRestart,
      pssAfterStartMb: afterStart.pss,
      pssAfterRequestsMb: afterRequests.pss,
      pssAfterRestartMb: afterRestart.pss,
      processes: afterRequests.processes,
      goals: GOALS,
    });
    console.log(`Wrote ${path.relative(root, file)}`);
  } catch (err) {
    console.error(`The server's last output:\n${server.log.slice(-30).join('')}`);
    throw err;
  } finally {
    await stopChild(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
