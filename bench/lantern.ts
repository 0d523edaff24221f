// What Lighthouse's simulated FCP and LCP are made of: `npm run bench:lantern -- URL` (a shop
// already running, e.g. `npm start`). Runs Lighthouse's mobile profile once on URL and prints the
// requests and main-thread tasks of each metric's graph as Lantern (Lighthouse's simulator)
// replays them on its 150 ms / 1.6 Mbps / 4x CPU phone, with their simulated start and end in
// ms. LCP is the mean of the optimistic and the pessimistic graph's last end, FCP likewise; a
// node's end past the others is what holds the metric back (docs/decisions/storefront-first-load.md,
// has what these graphs showed). Chromium: CHROME_PATH, default /usr/bin/chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeFlags, chromePath } from './chromium.ts';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

type GraphNode = {
  type: 'network' | 'cpu';
  startTime: number;
  duration: number;
  request?: {
    url: string;
    priority: string;
    resourceType: string;
    transferSize: number;
    connectionReused: boolean;
  };
  childEvents?: { name: string; dur?: number }[];
};
type Estimate = {
  timeInMs: number;
  nodeTimings: Map<GraphNode, { startTime: number; endTime: number }>;
};
type LanternResult = {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
};
type Computed = { request(data: unknown, context: unknown): Promise<LanternResult> };

const url = process.argv[2];
if (!url) {
  console.error('usage: npm run bench:lantern -- URL   (a page of a running shop)');
  process.exit(2);
}

const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
let result: Awaited<ReturnType<typeof lighthouse>>;
try {
  result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
} finally {
  chrome.kill();
}
if (!result) throw new Error(`lighthouse returned nothing for ${url}`);

const artifacts = result.artifacts as unknown as Record<string, unknown>;
const settings = result.lhr.configSettings;
const data = {
  trace: artifacts.Trace,
  devtoolsLog: artifacts.DevtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
  simulator: null,
};
const context = { computedCache: new Map(), settings };
const observed = (result.lhr.audits.metrics?.details as { items: Record<string, number>[] })
  .items[0]!;
console.log(
  `observed (unthrottled) FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
);

function describe(node: GraphNode): string {
  if (node.type === 'network' && node.request) {
    const r = node.request;
    const path = r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 64);
    const kb = (r.transferSize / 1024).toFixed(1);
    return `${r.priority.padEnd(8)} ${r.resourceType.padEnd(10)} ${path} ${kb} KB${r.connectionReused ? '' : ', new connection'}`;
  }
  const time = new Map<string, number>();
  for (const e of node.childEvents ?? [])
    if (e.dur) time.set(e.name, (time.get(e.name) ?? 0) + e.dur / 1000);
  const top = [...time]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
  return `CPU      task of ${(node.duration / 1000).toFixed(0)} ms observed (${top})`;
}

const metrics: [string, Computed][] = [
  ['FCP', LanternFirstContentfulPaint as unknown as Computed],
  ['LCP', LanternLargestContentfulPaint as unknown as Computed],
];
for (const [name, metric] of metrics) {
  const r = await metric.request(data, context);
  console.log(
    `\n${name} ${Math.round(r.timing)} ms (optimistic ${Math.round(r.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(r.pessimisticEstimate.timeInMs)})`,
  );
  for (const [label, estimate] of [
    ['optimistic', r.optimisticEstimate],
    ['pessimistic', r.pessimisticEstimate],
  ] as const) {
    console.log(`  ${label} graph: start  end   node`);
    const rows = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, t] of rows) {
      const span = `${String(Math.round(t.startTime)).padStart(5)} ${String(Math.round(t.endTime)).padStart(5)}`;
      console.log(`    ${span}  ${describe(node)}`);
    }
  }
}
process.exit(0);
