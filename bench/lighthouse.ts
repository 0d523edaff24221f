// Lighthouse mobile benchmark of the storefront: `npm run bench:lighthouse`.
// Starts the production server the way `npm start` does (scripts/start.mjs: builds the web app
// first if its sources changed, migrates and seeds an empty database, serves SSR) on a free port
// with a throwaway DATA_DIR (the embedded database), then runs Lighthouse's default mobile profile (simulated
// throttling) LIGHTHOUSE_RUNS times (default 3) on the home, listing and one product page, and
// reports the median run of each. Goals (docs: ARCHITECTURE.md, performance budget): performance
// ≥ 95, LCP ≤ 2.0 s, CLS < 0.05. Prints a table, the top opportunities of any page that misses a
// goal, writes bench/results/lighthouse-<date>.json, stops the server and removes the data dir.
// Chromium: CHROME_PATH, default /usr/bin/chromium. LIGHTHOUSE_LHR_DIR=dir also writes each page's
// median report there in full (<page>.json), to read the network and main-thread details.
// LIGHTHOUSE_THROTTLING=devtools throttles the browser for real (Chrome's own network and CPU
// throttling, the same 150 ms / 1.6 Mbps / 4x profile) instead of simulating it from an
// unthrottled load: slower and noisier, but it measures what the page does, not Lighthouse's
// model of it.
// LIGHTHOUSE_PROTOCOL=h2 serves the shop over HTTPS with a certificate made for the run
// (selfSignedTls), so the browser speaks HTTP/2 to it, as to a shop on the internet; by default
// it is plain HTTP/1.1 on 127.0.0.1, as every earlier figure was taken (docs/decisions/https-and-http2.md,
// says why the default stays).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromeFlags, chromePath } from './chromium.ts';
import { stopChild } from './child-process.ts';
import { saveResults } from './results.ts';
import { freePort, get, selfSignedTls, startShop, untilAnswers } from './shop-server.ts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result as LhResult } from 'lighthouse';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const throttling = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const protocol = process.env.LIGHTHOUSE_PROTOCOL === 'h2' ? 'h2' : 'http1';
const profile =
  throttling === 'devtools'
    ? 'mobile, applied (devtools) throttling'
    : 'mobile, simulated throttling (Lighthouse default)';
const launchFlags = [
  ...chromeFlags,
  // The run's own certificate, made for 127.0.0.1 a moment ago (HTTP/2 needs HTTPS).
  ...(protocol === 'h2' ? ['--ignore-certificate-errors'] : []),
];
const GOALS = { performance: 95, lcpSeconds: 2.0, cls: 0.05 };

type Summary = {
  page: string;
  url: string;
  performance: number;
  lcpSeconds: number;
  cls: number;
  tbtMs: number;
  fcpSeconds: number;
  speedIndexSeconds: number;
  ttfbMs: number;
  transferKb: number;
  /** When the page had hydrated (entry.client's `propwash:hydrated` mark), ms from navigation. */
  hydratedSeconds: number;
};

function summarize(page: string, url: string, lhr: LhResult): Summary {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    page,
    url,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpSeconds: num('largest-contentful-paint') / 1000,
    cls: num('cumulative-layout-shift'),
    tbtMs: num('total-blocking-time'),
    fcpSeconds: num('first-contentful-paint') / 1000,
    speedIndexSeconds: num('speed-index') / 1000,
    ttfbMs: num('server-response-time'),
    transferKb: num('total-byte-weight') / 1024,
    hydratedSeconds: hydratedAt(lhr) / 1000,
  };
}

/**
 * The page's own mark, from Lighthouse's user-timings audit. Under simulated throttling it is the
 * unthrottled load's time (Lighthouse does not simulate marks); under devtools throttling it is
 * the throttled page's.
 */
function hydratedAt(lhr: LhResult): number {
  const items = (lhr.audits['user-timings']?.details as { items?: unknown[] } | undefined)?.items;
  const mark = (items as { name: string; startTime: number }[] | undefined)?.find(
    (item) => item.name === 'propwash:hydrated',
  );
  return mark?.startTime ?? NaN;
}

/** Opportunities and diagnostics that explain a miss, biggest estimated saving first. */
function findings(lhr: LhResult) {
  const perf = lhr.categories.performance;
  // Metric audits (FCP, LCP, …) are the symptoms, not the findings: leave them out.
  const ids = new Set(perf?.auditRefs.filter((r) => r.group !== 'metrics').map((r) => r.id));
  const out: {
    id: string;
    title: string;
    savingsMs?: number;
    savingsKb?: number;
    display?: string;
  }[] = [];
  for (const id of ids) {
    const a = lhr.audits[id];
    if (!a || a.score === null || a.score >= 0.9) continue;
    if (a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual') continue;
    const details = a.details as
      { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricSavings = (a as { metricSavings?: Record<string, number> }).metricSavings ?? {};
    const savingsMs = details?.overallSavingsMs ?? Math.max(0, ...Object.values(metricSavings));
    out.push({
      id,
      title: a.title,
      savingsMs: savingsMs ? Math.round(savingsMs) : undefined,
      savingsKb: details?.overallSavingsBytes
        ? Math.round(details.overallSavingsBytes / 1024)
        : undefined,
      display: a.displayValue,
    });
  }
  out.sort((x, y) => (y.savingsMs ?? 0) - (x.savingsMs ?? 0));
  return out;
}

/** The LCP element and its phases (TTFB, load delay, load time, render delay). */
function lcpBreakdown(lhr: LhResult) {
  const a = lhr.audits['largest-contentful-paint-element'];
  const items = (a?.details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)
    ?.items;
  const element = items?.[0]?.items?.[0]?.node as
    { snippet?: string; nodeLabel?: string } | undefined;
  const phases = Object.fromEntries(
    (items?.[1]?.items ?? []).map((p) => [String(p.phase), Math.round(Number(p.timing))]),
  );
  return { element: element?.snippet ?? element?.nodeLabel, phases };
}

const pass = (ok: boolean) => (ok ? 'pass' : 'FAIL');

async function main() {
  const port = await freePort();
  const base = `${protocol === 'h2' ? 'https' : 'http'}://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'propwash-lighthouse-'));
  console.log(`Starting the server on ${base} (builds the web app first if its sources changed)…`);
  const tls = protocol === 'h2' ? await selfSignedTls(dataDir) : undefined;
  const shop = startShop(base, port, dataDir, tls);
  const server = shop.child;

  const results: { summary: Summary; runs: Summary[]; findings: unknown; lcp: unknown }[] = [];
  let chromeVersion = '';
  let lighthouseVersion = '';
  try {
    // A first start builds the web app and seeds images.
    const readyMs = await untilAnswers(`${base}/api/health`, shop, {
      timeoutMs: 300_000,
      everyMs: 500,
    });
    console.log(`Server ready in ${(readyMs / 1000).toFixed(1)} s (pid ${server.pid}).`);

    const res = await get(`${base}/api/products?limit=1`, shop.ca);
    const body = JSON.parse(res.text) as { data?: { products?: { id: string }[] } };
    const productId = body.data?.products?.[0]?.id;
    if (!productId)
      throw new Error(`no product in GET /api/products?limit=1: ${JSON.stringify(body)}`);
    const pages = [
      { page: 'home', url: `${base}/` },
      { page: 'listing', url: `${base}/products` },
      { page: 'product', url: `${base}/product/${productId}` },
    ];
    // Warm the server's caches (SSR data, listing cache) so run 1 is not a cold start.
    for (const p of pages) await get(p.url, shop.ca);

    for (const p of pages) {
      const lhrs: LhResult[] = [];
      // A run that fails to record (NO_NAVSTART, NO_FCP: seen on a busy machine) is retried.
      for (let i = 0, attempts = 0; i < runs; attempts++) {
        const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: launchFlags });
        try {
          const result = await lighthouse(p.url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            throttlingMethod: throttling,
          });
          if (!result) throw new Error(`lighthouse returned nothing for ${p.url}`);
          const lhr = result.lhr;
          if (lhr.runtimeError) {
            if (attempts >= runs + 2) throw new Error(`${p.url}: ${lhr.runtimeError.message}`);
            console.log(`  ${p.page}: run failed (${lhr.runtimeError.code}), retrying`);
            continue;
          }
          chromeVersion = lhr.environment.hostUserAgent;
          lighthouseVersion = lhr.lighthouseVersion;
          lhrs.push(lhr);
          i++;
          const s = summarize(p.page, p.url, lhr);
          console.log(
            `  ${p.page} run ${i}/${runs}: performance ${s.performance}, LCP ${s.lcpSeconds.toFixed(2)} s`,
          );
        } finally {
          chrome.kill();
        }
      }
      const median = computeMedianRun(lhrs);
      const lhrDir = process.env.LIGHTHOUSE_LHR_DIR;
      if (lhrDir) {
        mkdirSync(lhrDir, { recursive: true });
        writeFileSync(path.join(lhrDir, `${p.page}.json`), JSON.stringify(median));
      }
      results.push({
        summary: summarize(p.page, p.url, median),
        runs: lhrs.map((l) => summarize(p.page, p.url, l)),
        findings: findings(median),
        lcp: lcpBreakdown(median),
      });
    }
  } finally {
    await stopChild(server);
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nLighthouse ${lighthouseVersion} ${profile}, ${protocol === 'h2' ? 'HTTPS over HTTP/2' : 'plain HTTP/1.1'}, median of ${runs} runs\n`,
  );
  console.log(
    '| page | performance | LCP s | CLS | TBT ms | FCP s | hydrated s | transfer KB | perf ≥ 95 | LCP ≤ 2.0 s | CLS < 0.05 |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const { summary: s } of results) {
    console.log(
      `| ${s.page} | ${s.performance} | ${s.lcpSeconds.toFixed(2)} | ${s.cls.toFixed(3)} | ${Math.round(s.tbtMs)} | ${s.fcpSeconds.toFixed(2)} | ${s.hydratedSeconds.toFixed(2)} | ${Math.round(s.transferKb)} | ${pass(s.performance >= GOALS.performance)} | ${pass(s.lcpSeconds <= GOALS.lcpSeconds)} | ${pass(s.cls < GOALS.cls)} |`,
    );
  }
  for (const r of results) {
    const s = r.summary;
    const missed =
      s.performance < GOALS.performance || s.lcpSeconds > GOALS.lcpSeconds || s.cls >= GOALS.cls;
    if (!missed) continue;
    const lcp = r.lcp as { element?: string; phases: Record<string, number> };
    console.log(`\n${s.page} misses a goal. LCP element: ${lcp.element ?? '?'}`);
    console.log(
      `  LCP phases ms: ${Object.entries(lcp.phases)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    for (const f of (r.findings as ReturnType<typeof findings>).slice(0, 6)) {
      const saving = [
        f.savingsMs ? `~${f.savingsMs} ms` : '',
        f.savingsKb ? `${f.savingsKb} KB` : '',
        f.display ?? '',
      ]
        .filter(Boolean)
        .join(', ');
      console.log(`  - ${f.title}${saving ? ` (${saving})` : ''}`);
    }
  }

  const file = saveResults('lighthouse', {
    at: new Date().toISOString(),
    profile,
    protocol,
    runsPerPage: runs,
    goals: GOALS,
    lighthouse: lighthouseVersion,
    chrome: chromeVersion,
    cpus: os.cpus().length,
    loadAverage: os.loadavg(),
    pages: results,
  });
  const load = os.loadavg()[0]!;
  if (load > os.cpus().length) {
    console.log(
      `\nNote: load average ${load.toFixed(1)} on ${os.cpus().length} CPUs while measuring; ` +
        'main-thread figures (TBT, LCP render delay) are inflated on a busy machine.',
    );
  }
  console.log(`\nSaved ${path.relative(process.cwd(), file)}`);
}

await main();
