// Search benchmark on PostgreSQL: `npm run bench -- search` (bench/bench.mjs runs this file;
// `node bench/bench.mjs search` skips the bench tools' install, which it does not need).
//
// Each run (BENCH_RUNS, default 3) fills a throw-away PostgreSQL database (bench/postgres.ts:
// the local server's Unix socket, else 127.0.0.1:5432, or BENCH_DATABASE_URL) with
// BENCH_PRODUCTS (default 10,000) products named from bench/catalog-families.json (brand, model
// line and spec values: "Tattu R-Line 2200mAh 3S 45C LiPo Battery (XT60)") with the same values
// in their jsonb `specs`, and the attributes of apps/server/src/seed/data/attributes.json
// assigned to the categories; starts the API (no SSR) in a child process as bench/catalog.ts
// does; then, from this process, over keep-alive HTTP:
//   1. warm-up: 2 s of the listing mix and a few searches of description words no measured query
//      uses (JIT and connections, not the queries measured next);
//   2. cold: every query of the cold set once, one at a time: suggestions first, then the results
//      page (a shopper types, then presses Enter); each is the first time the server sees it.
//      The set: the curated queries (CURATED: words, phrases, spec words, typos, things the shop
//      does not sell, prefixes as a shopper types) and COLD_PER_CLASS pooled ones of each class;
//   3. under load, BENCH_CONNECTIONS (default 10) connections each sending its next request as
//      soon as the last one answered (closed loop, as autocannon in bench/catalog.ts):
//      listing mix alone (BENCH_SECONDS, default 6: the catalog bench's listing, category,
//      price sort and product page, i.e. today's throughput without search), the mixed shop
//      (2 × BENCH_SECONDS: half listing mix, 30% suggestions, 20% results pages), then
//      results pages alone and suggestions alone (BENCH_SECONDS each). A search or suggestion
//      under load is half a popular query (the curated set, already seen) and half a query the
//      server has never seen, drawn from the catalogue's own words: every request is labelled
//      first-seen or seen-before by its exact URL, so cold-under-load has its own figures
//      (seen-before is not cached-now: the server's caches expire as they are built to).
// Latency is measured per request (send to last byte); percentiles are exact (nearest rank).
// It prints each run's and the median figures, the machine's load average before and after each
// run, and writes bench/results/search-<date>.json. The temp dir and databases are removed.
// BENCH_SUGGEST_PATH (default /api/products/suggest) names the suggestion route.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Db } from '../apps/server/src/platform/db.ts';
import { schema } from '../apps/server/src/schema.ts';
import { benchServerSettings, startBenchServer, stopChild } from './child-process.ts';
import { benchDatabaseOrSkip, pgAdminUrl } from './postgres.ts';
import { saveResults } from './results.ts';
import { startNodeFlags } from './shop-server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const suggestPath = process.env.BENCH_SUGGEST_PATH ?? '/api/products/suggest';
/** What the storefront asks for: 20 cards a results page (listing-query.ts), 5 suggestions
 * (live-search.tsx), which also sends none for fewer than 2 characters. */
const PAGE_SIZE = 20;
const SUGGESTIONS = 5;
const SUGGEST_MIN_LENGTH = 2;
const HEADERS = { 'user-agent': 'Mozilla/5.0 (bench) Chrome/130', 'accept-encoding': 'identity' };

// ---------- the catalogue ----------

type SpecValue = string | number;
/** A product family (bench/catalog-families.json): bench/catalog.ts names products `noun`;
 * this bench names them from `name`, a template over the brand, a model line and spec values. */
type Family = {
  categorySlug: string;
  categoryName: string;
  brands: string[];
  basePricePaise: number;
  lines: string[];
  name: string;
  specs: Record<string, SpecValue[]>;
};
const FAMILIES = JSON.parse(
  readFileSync(path.join(here, 'catalog-families.json'), 'utf8'),
) as Family[];

type Attribute = {
  key: string;
  name: string;
  type: string;
  unit: string;
  choices?: string[];
  categories: string[];
};
const ATTRIBUTES = JSON.parse(
  readFileSync(path.join(here, '../apps/server/src/seed/data/attributes.json'), 'utf8'),
) as Attribute[];

/** A small seeded generator (mulberry32): the same catalogue and queries on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(list: readonly T[], random: () => number): T =>
  list[Math.floor(random() * list.length)]!;

type BenchProduct = { g: number; family: Family; brand: string; name: string; specs: object };

/** Product g of the catalogue: its family cycles, its brand, line and spec values vary. */
export function benchProducts(count: number): BenchProduct[] {
  const list: BenchProduct[] = [];
  for (let g = 1; g <= count; g++) {
    const family = FAMILIES[g % FAMILIES.length]!;
    const random = seeded(g);
    const brand = family.brands[Math.floor(g / FAMILIES.length) % family.brands.length]!;
    const line = pick(family.lines, random);
    const values = Object.fromEntries(
      Object.entries(family.specs).map(([key, choices]) => [key, pick(choices, random)]),
    );
    const name = family.name.replace(/\{(\w+)\}/g, (_, key: string) =>
      key === 'brand' ? brand : key === 'line' ? line : String(values[key]),
    );
    // A value is stored only for the attributes its category carries (wingspan belongs to
    // airplanes' subcategories, which this catalogue does not have: it stays in the name).
    const carried = new Set(
      ATTRIBUTES.filter((a) => a.categories.includes(family.categorySlug)).map((a) => a.key),
    );
    const specs = Object.fromEntries(Object.entries(values).filter(([key]) => carried.has(key)));
    list.push({ g, family, brand, name, specs });
  }
  return list;
}

/** Categories, attributes (assigned to the top-level categories they name) and products. */
async function fill(db: Db, count: number) {
  const categories = [...new Map(FAMILIES.map((f) => [f.categorySlug, f.categoryName]))];
  for (const [i, [slug, name]] of categories.entries()) {
    await db.execute(sql`insert into catalog_category (slug, name, sort_order)
      values (${slug}, ${name}, ${i}) on conflict do nothing`);
  }
  for (const [i, a] of ATTRIBUTES.entries()) {
    await db.execute(sql`insert into catalog_attribute (key, name, type, unit, choices)
      values (${a.key}, ${a.name}, ${a.type}, ${a.unit}, ${JSON.stringify(a.choices ?? [])}::jsonb)
      on conflict do nothing`);
    for (const slug of a.categories.filter((s) => categories.some(([c]) => c === s))) {
      await db.execute(sql`insert into catalog_category_attribute (category_id, attribute_id, position)
        select c.id, a.id, ${i} from catalog_category c, catalog_attribute a
        where c.slug = ${slug} and c.parent_id is null and a.key = ${a.key}
        on conflict do nothing`);
    }
  }
  const all = benchProducts(count);
  for (let start = 0; start < all.length; start += 2_000) {
    const rows = all.slice(start, start + 2_000).map((p) => ({
      g: p.g,
      name: p.name,
      brand: p.brand,
      cat: p.family.categorySlug,
      specs: p.specs,
      base: p.family.basePricePaise,
    }));
    // The other columns as bench/catalog.ts fills them; search_keywords holds the category name,
    // as the catalog service keeps it.
    await db.execute(sql`
      insert into catalog_product (sku, slug, name, brand, category_id, search_keywords, description,
        price_paise, original_price_paise, stock, featured, trending, rating_avg, review_count,
        sold_count, hsn_code, warranty, seller, country_of_origin, specs, created_at, updated_at)
      select 'BENCH-' || r.g, 'bench-' || r.g, r.name, r.brand, c.id, c.name,
        'The ' || r.name || ' for RC hobbyists in India: tested before dispatch, '
          || 'with a 1 year warranty. Model ' || r.g || '.',
        p.price, p.price + p.price * (r.g % 6) / 10,
        case when r.g % 17 = 0 then 0 else r.g % 40 end,
        r.g % 50 = 0, r.g % 45 = 0, ((r.g * 7) % 501) / 100.0, r.g % 200, (r.g * 13) % 1000,
        '9503',
        '{"period":"1 Year","covered":"Manufacturing Defects","notCovered":"Physical Damage"}'::jsonb,
        '{"name":"Propwash Hobbies","rating":4.5,"yearsInBusiness":5}'::jsonb,
        'China', r.specs,
        now() - make_interval(mins => r.g), now() - make_interval(mins => r.g)
      from json_to_recordset(${JSON.stringify(rows)}::json)
        as r(g int, name text, brand text, cat text, specs jsonb, base int)
      cross join lateral (select (r.base * (50 + r.g % 100) / 100)::int as price) p
      join catalog_category c on c.slug = r.cat and c.parent_id is null`);
  }
  await db.execute(sql`
    insert into catalog_product_image (product_id, position, key, width, height, alt)
    select id, 0, 'products/' || sku || '/1', 1280, 960, name from catalog_product
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

// ---------- child: fill the database, serve the API, report the port ----------

async function serve() {
  const config = loadConfig(benchServerSettings());
  const database = await openDatabase(config.database, schema);
  await database.migrate();
  const started = performance.now();
  await fill(database.db, productCount);
  const fillSeconds = (performance.now() - started) / 1000;
  const { app } = await buildApp({ config, database, ssr: false, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const rows = (await database.db.execute(
    sql`select id from catalog_product where is_active order by sold_count desc limit 1`,
  )) as unknown as { rows: { id: string }[] };
  console.log(`READY ${JSON.stringify({ port, productId: rows.rows[0]!.id, fillSeconds })}`);
  process.on('SIGTERM', () => {
    app.close().then(() => process.exit(0));
  });
}

// ---------- the queries ----------

type QueryClass = 'word' | 'phrase' | 'spec' | 'typo' | 'nothing' | 'prefix';
const CLASSES: QueryClass[] = ['word', 'phrase', 'spec', 'typo', 'nothing', 'prefix'];
type Query = { q: string; cls: QueryClass };

const typing = (word: string, from = 1) =>
  Array.from({ length: word.length - from + 1 }, (_, i) => word.slice(0, from + i));

/** The curated queries: measured cold one by one, then the popular half of the load. */
const CURATED: Query[] = [
  ...['battery', 'lipo', 'helicopter', 'drone', 'charger', 'servo', 'esc', 'motor', 'propeller']
    .concat(['boat', 'buggy', 'transmitter', 'tattu', 'traxxas', 'align', 'brushless', 'fpv'])
    .map((q) => ({ q, cls: 'word' as const })),
  ...['lipo battery', 'fpv drone', 'brushless motor', 'racing boat', 'balance charger']
    .concat(['digital servo', 'tattu lipo', 'traxxas maxx', 'radio transmitter', 'trainer plane'])
    .map((q) => ({ q, cls: 'phrase' as const })),
  ...['3s', '2200mah', '40a', '1000kv', 'xt60', '45c', '6ch', '4wd', '1/10', '10x4.5']
    .concat(['3s 2200mah', 'lipo 3s', '40a esc', '2212 1000kv', '6s xt90'])
    .map((q) => ({ q, cls: 'spec' as const })),
  ...['helicoptor', 'batery', 'lipo batery', 'propellor', 'servoo', 'brushles motor']
    .concat(['transmiter', 'chargr', 'tatu lipo', 'dron'])
    .map((q) => ({ q, cls: 'typo' as const })),
  ...['bicycle', 'washing machine', 'saree', 'xyzzy', 'garden hose'].map((q) => ({
    q,
    cls: 'nothing' as const,
  })),
  ...[...typing('helicopter'), ...typing('battery'), ...typing('lipo bat', 2), 'xt', 'xt6']
    .filter((q) => !['helicopter', 'battery', 'lipo'].includes(q) && !q.endsWith(' '))
    .map((q) => ({ q, cls: 'prefix' as const })),
];

/** Words of description text only: the warm-up searches them, no measured query does. */
const WARM = ['tested', 'india', 'hobbyists', 'dispatch', 'warranty', 'year'];

/** Things shoppers look for that an RC shop does not sell. */
const ELSEWHERE = (
  'bicycle pump,saree,kurta,laptop,mixer grinder,pressure cooker,cricket bat,football,yoga mat,' +
  'lipstick,headphones,refrigerator,curtain,umbrella,notebook,sunscreen,wallet,perfume,teapot,' +
  'blender,beard trimmer,mattress,pillow,school bag,water bottle,sofa cover,phone case,' +
  'smartwatch,power bank,led bulb,ceiling fan,air cooler,hair dryer,tiffin box,ladder,' +
  'paint brush set,gas stove,ironing board,shoe rack,rain coat,asdf,qwerty,zxcvb,hjkl,lorem ipsum'
).split(',');

/**
 * Queries drawn from the catalogue's own words, by class, in a seeded order: words and adjacent
 * word pairs of names (spec when they hold a digit), typos of words (a letter dropped, doubled,
 * swapped with the next or a vowel changed), prefixes of words and pairs, and things the shop
 * does not sell. None is a curated or warm-up query.
 */
export function queryPools(count: number): Record<QueryClass, string[]> {
  const tokens = (name: string) =>
    name
      .toLowerCase()
      .replace(/[()]/g, '')
      .split(/\s+/)
      .filter((w) => w.length > 0);
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const p of benchProducts(count)) {
    const t = tokens(p.name);
    t.forEach((w, i) => {
      words.add(w);
      if (i > 0) pairs.add(`${t[i - 1]} ${w}`);
    });
  }
  const taken = new Set([...CURATED.map((c) => c.q), ...WARM]);
  const pools: Record<QueryClass, Set<string>> = {
    word: new Set(),
    phrase: new Set(),
    spec: new Set(),
    typo: new Set(),
    nothing: new Set(ELSEWHERE),
    prefix: new Set(),
  };
  const hasDigit = (q: string) => /\d/.test(q);
  for (const w of words) (hasDigit(w) ? pools.spec : pools.word).add(w);
  for (const p of pairs) (hasDigit(p) ? pools.spec : pools.phrase).add(p);
  const vowels = 'aeiou';
  for (const w of words) {
    if (!/^[a-z]{5,}$/.test(w)) continue;
    for (let i = 1; i < w.length - 1; i++) {
      const edits = [
        w.slice(0, i) + w.slice(i + 1),
        w.slice(0, i) + w[i] + w.slice(i),
        w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2),
      ];
      if (vowels.includes(w[i]!)) {
        edits.push(w.slice(0, i) + vowels[(vowels.indexOf(w[i]!) + 1) % 5] + w.slice(i + 1));
      }
      for (const e of edits) if (!words.has(e)) pools.typo.add(e);
    }
  }
  for (const q of [...words, ...pairs]) {
    for (const prefix of typing(q, SUGGEST_MIN_LENGTH).slice(0, -1)) {
      if (!prefix.endsWith(' ') && !words.has(prefix)) pools.prefix.add(prefix);
    }
  }
  const random = seeded(20261206);
  const shuffled = (set: Set<string>) => {
    const list = [...set].filter((q) => !taken.has(q));
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
  // A query in two classes' sets stays in the first one only.
  const seen = new Set<string>();
  return Object.fromEntries(
    CLASSES.map((cls) => {
      const list = shuffled(pools[cls]).filter((q) => !seen.has(q));
      list.forEach((q) => seen.add(q));
      return [cls, list];
    }),
  ) as Record<QueryClass, string[]>;
}

type Endpoint = 'search' | 'suggest';
/** How often each class is asked, per endpoint, when a never-seen query is drawn under load. */
const FRESH_WEIGHTS: Record<Endpoint, Record<QueryClass, number>> = {
  search: { word: 25, phrase: 30, spec: 20, typo: 12, nothing: 8, prefix: 5 },
  suggest: { word: 15, phrase: 15, spec: 10, typo: 7, nothing: 3, prefix: 50 },
};
/** Never-seen queries of each class per endpoint in the cold set, besides the curated ones. */
const COLD_PER_CLASS = 6;

/** Hands out each endpoint's pooled queries in order, each once (then from the start again). */
function freshQueries(pools: Record<QueryClass, string[]>) {
  const cursors = new Map<string, number>();
  const forSuggest = Object.fromEntries(
    CLASSES.map((cls) => [cls, pools[cls].filter((q) => q.length >= SUGGEST_MIN_LENGTH)]),
  ) as Record<QueryClass, string[]>;
  return (endpoint: Endpoint, cls: QueryClass): Query => {
    const pool = endpoint === 'search' ? pools[cls] : forSuggest[cls];
    const key = `${endpoint}:${cls}`;
    const i = cursors.get(key) ?? 0;
    cursors.set(key, i + 1);
    return { q: pool[i % pool.length]!, cls };
  };
}

const searchUrl = (q: string) => `/api/products?limit=${PAGE_SIZE}&search=${encodeURIComponent(q)}`;
const suggestUrl = (q: string) => `${suggestPath}?q=${encodeURIComponent(q)}&limit=${SUGGESTIONS}`;
const urlFor = (endpoint: Endpoint, q: string) =>
  endpoint === 'search' ? searchUrl(q) : suggestUrl(q);

// ---------- HTTP ----------

type Answer = { status: number; body: string };

function get(base: string, url: string, agent: http.Agent, keepBody: boolean): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.get(base + url, { agent, headers: HEADERS }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => keepBody && chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', () => resolve({ status: 0, body: '' }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
  });
}

type Request = { kind: string; endpoint?: Endpoint; cls?: QueryClass; url: string };
type Sample = { kind: string; endpoint?: Endpoint; first: boolean; ms: number; ok: boolean };

/** `connections` loops, each sending next() as soon as its last request answered. */
async function closedLoop(
  base: string,
  durationSeconds: number,
  next: () => Request,
  seen: Set<string>,
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const samples: Sample[] = [];
  const started = performance.now();
  const end = started + durationSeconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const r = next();
      const first = !seen.has(r.url);
      seen.add(r.url);
      const t0 = performance.now();
      const answer = await get(base, r.url, agent, false);
      samples.push({
        kind: r.kind,
        endpoint: r.endpoint,
        first,
        ms: performance.now() - t0,
        ok: answer.status >= 200 && answer.status < 300,
      });
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { samples, elapsed };
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : NaN;
const round1 = (n: number) => Math.round(n * 10) / 10;

type Figures = Record<string, number>;

/** n, req/s (over `elapsed` when given), p50/p95/p99/max and failures of some samples. */
function figures(prefix: string, ms: number[], failed: number, elapsed?: number): Figures {
  const sorted = [...ms].sort((a, b) => a - b);
  const out: Figures = {
    [`${prefix}.n`]: ms.length,
    [`${prefix}.p50`]: round1(percentile(sorted, 50)),
    [`${prefix}.p95`]: round1(percentile(sorted, 95)),
    [`${prefix}.p99`]: round1(percentile(sorted, 99)),
    [`${prefix}.max`]: round1(sorted[sorted.length - 1] ?? NaN),
    [`${prefix}.failed`]: failed,
  };
  if (elapsed) out[`${prefix}.rps`] = Math.round(ms.length / elapsed);
  return out;
}

function loadFigures(
  prefix: string,
  result: { samples: Sample[]; elapsed: number },
  groups: Record<string, (s: Sample) => boolean>,
): Figures {
  let out: Figures = {};
  for (const [name, keep] of Object.entries(groups)) {
    const chosen = result.samples.filter(keep);
    out = {
      ...out,
      ...figures(
        `${prefix}.${name}`,
        chosen.map((s) => s.ms),
        chosen.filter((s) => !s.ok).length,
        result.elapsed,
      ),
    };
  }
  return out;
}

// ---------- one run ----------

type ColdRow = {
  endpoint: Endpoint;
  q: string;
  cls: QueryClass;
  curated: boolean;
  ms: number;
  status: number;
  results: number | null;
  showing: string | null;
};

const uptime = () => {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return os.loadavg().join(' ');
  }
};

async function oneRun(run: number, pools: Record<QueryClass, string[]>) {
  const before = { uptime: uptime(), loadAverage: os.loadavg() };
  console.log(`\nrun ${run}: ${before.uptime}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'propwash-bench-search-'));
  const database = await benchDatabaseOrSkip();
  if (!database) throw new Error('the search bench needs PostgreSQL');
  const version = (
    await database.admin.query<{ v: string }>(`select current_setting('server_version') as v`)
  ).rows[0]!.v;
  try {
    const server = await startBenchServer<{ port: number; productId: string; fillSeconds: number }>(
      fileURLToPath(import.meta.url),
      {
        BENCH_DATA_DIR: dataDir,
        BENCH_DB_URL: database.url,
        BENCH_PRODUCTS: String(productCount),
      },
      startNodeFlags(),
    );
    try {
      console.log(`  filled ${productCount} products in ${server.fillSeconds.toFixed(1)} s`);
      const base = `http://127.0.0.1:${server.port}`;
      const seen = new Set<string>();
      const fresh = freshQueries(pools);
      const listing: Request[] = [
        { kind: 'listing', url: `/api/products?limit=${PAGE_SIZE}` },
        { kind: 'listing', url: `/api/products?limit=${PAGE_SIZE}&category=batteries-chargers` },
        { kind: 'listing', url: `/api/products?limit=${PAGE_SIZE}&sort=price-low` },
        { kind: 'listing', url: `/api/products/${server.productId}` },
      ];
      const probe = await get(base, suggestUrl(WARM[0]!), new http.Agent(), false);
      if (probe.status !== 200) {
        throw new Error(`${suggestPath} answered ${probe.status}: set BENCH_SUGGEST_PATH`);
      }

      // 1. Warm-up.
      let turn = 0;
      await closedLoop(base, 2, () => listing[turn++ % listing.length]!, seen);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (const w of WARM) {
        await get(base, searchUrl(w), agent, false);
        await get(base, suggestUrl(w), agent, false);
      }

      // 2. Cold: each query the first time the server sees it, one at a time.
      const cold: ColdRow[] = [];
      for (const endpoint of ['suggest', 'search'] as const) {
        const set: (Query & { curated: boolean })[] = [
          ...CURATED.filter((c) => endpoint === 'search' || c.q.length >= SUGGEST_MIN_LENGTH).map(
            (c) => ({ ...c, curated: true }),
          ),
          ...CLASSES.flatMap((cls) =>
            Array.from({ length: COLD_PER_CLASS }, () => ({
              ...fresh(endpoint, cls),
              curated: false,
            })),
          ),
        ];
        for (const query of set) {
          const url = urlFor(endpoint, query.q);
          if (seen.has(url)) continue;
          seen.add(url);
          const t0 = performance.now();
          const answer = await get(base, url, agent, true);
          const ms = performance.now() - t0;
          let results: number | null = null;
          let showing: string | null = null;
          try {
            const data = (JSON.parse(answer.body) as { data: unknown }).data as
              { total: number; search?: { showing: string | null } } | unknown[];
            if (Array.isArray(data)) results = data.length;
            else {
              results = data.total;
              showing = data.search?.showing ?? null;
            }
          } catch {
            // Not JSON: counted as failed by its status.
          }
          cold.push({
            endpoint,
            ...query,
            ms: round1(ms),
            status: answer.status,
            results,
            showing,
          });
        }
      }
      agent.destroy();
      let out: Figures = {};
      for (const endpoint of ['search', 'suggest'] as const) {
        const rows = cold.filter((r) => r.endpoint === endpoint);
        const failed = (list: ColdRow[]) => list.filter((r) => r.status !== 200).length;
        out = {
          ...out,
          ...figures(
            `cold.${endpoint}.all`,
            rows.map((r) => r.ms),
            failed(rows),
          ),
        };
        for (const cls of CLASSES) {
          const some = rows.filter((r) => r.cls === cls);
          out = {
            ...out,
            ...figures(
              `cold.${endpoint}.${cls}`,
              some.map((r) => r.ms),
              failed(some),
            ),
          };
        }
      }
      console.log(
        `  cold: search p50 ${out['cold.search.all.p50']} p99 ${out['cold.search.all.p99']} ms, ` +
          `suggest p50 ${out['cold.suggest.all.p50']} p99 ${out['cold.suggest.all.p99']} ms`,
      );

      // 3. Under load.
      const random = seeded(run * 7919);
      const classOf = (endpoint: Endpoint): QueryClass => {
        const weights = FRESH_WEIGHTS[endpoint];
        let r = random() * Object.values(weights).reduce((a, b) => a + b, 0);
        for (const cls of CLASSES) if ((r -= weights[cls]) < 0) return cls;
        return 'word';
      };
      const curatedFor = (endpoint: Endpoint) =>
        CURATED.filter((c) => endpoint === 'search' || c.q.length >= SUGGEST_MIN_LENGTH);
      const queryRequest = (endpoint: Endpoint): Request => {
        const query =
          random() < 0.5 ? pick(curatedFor(endpoint), random) : fresh(endpoint, classOf(endpoint));
        return { kind: endpoint, endpoint, cls: query.cls, url: urlFor(endpoint, query.q) };
      };
      const groups = {
        all: () => true,
        listing: (s: Sample) => s.kind === 'listing',
        search: (s: Sample) => s.endpoint === 'search',
        searchFirst: (s: Sample) => s.endpoint === 'search' && s.first,
        searchSeen: (s: Sample) => s.endpoint === 'search' && !s.first,
        suggest: (s: Sample) => s.endpoint === 'suggest',
        suggestFirst: (s: Sample) => s.endpoint === 'suggest' && s.first,
        suggestSeen: (s: Sample) => s.endpoint === 'suggest' && !s.first,
      };
      const phases: [string, number, () => Request][] = [
        ['listingOnly', seconds, () => listing[Math.floor(random() * listing.length)]!],
        [
          'mixed',
          2 * seconds,
          () => {
            const r = random();
            if (r < 0.5) return listing[Math.floor(random() * listing.length)]!;
            return queryRequest(r < 0.8 ? 'suggest' : 'search');
          },
        ],
        ['searchOnly', seconds, () => queryRequest('search')],
        ['suggestOnly', seconds, () => queryRequest('suggest')],
      ];
      for (const [name, duration, next] of phases) {
        const result = await closedLoop(base, duration, next, seen);
        const wanted = Object.fromEntries(
          Object.entries(groups).filter(([, keep]) => result.samples.some(keep)),
        );
        out = { ...out, ...loadFigures(name, result, wanted) };
        const parts = Object.keys(wanted)
          .filter((g) => g !== 'all')
          .map((g) => `${g} ${out[`${name}.${g}.rps`]}/s p99 ${out[`${name}.${g}.p99`]}`);
        console.log(
          `  ${name}: ${out[`${name}.all.rps`]} req/s, p99 ${out[`${name}.all.p99`]} ms; ${parts.join(', ')}`,
        );
      }
      const after = { uptime: uptime(), loadAverage: os.loadavg() };
      console.log(`  after: ${after.uptime}`);
      return {
        run,
        before,
        after,
        postgres: version,
        fillSeconds: server.fillSeconds,
        figures: out,
        cold,
      };
    } finally {
      await stopChild(server.child);
    }
  } finally {
    await database.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------- parent: runs, medians, tables ----------

const median = (values: number[]) => {
  const v = values.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid]! : round1((v[mid - 1]! + v[mid]!) / 2);
};

async function main() {
  const startedAt = new Date();
  const url = new URL(pgAdminUrl);
  const postgresAt = url.searchParams.get('host') ?? url.host;
  const pools = queryPools(productCount);
  console.log(
    `search bench: ${productCount} products, ${connections} connections, ${runs} run(s), ` +
      `PostgreSQL at ${postgresAt}; ` +
      `never-seen pools: ${CLASSES.map((c) => `${c} ${pools[c].length}`).join(', ')}`,
  );
  const results: Awaited<ReturnType<typeof oneRun>>[] = [];
  for (let run = 1; run <= runs; run++) results.push(await oneRun(run, pools));

  const keys = Object.keys(results[0]!.figures);
  const medians: Figures = Object.fromEntries(
    keys.map((k) => [k, median(results.map((r) => r.figures[k] ?? NaN))]),
  );
  const spread = (k: string) =>
    runs > 1 ? ` (${results.map((r) => r.figures[k]).join(' / ')})` : '';
  const cell = (k: string) => `${medians[k]}${spread(k)}`;

  console.log(`\nMedian of ${runs} run(s) (each run's figure in brackets), ms unless said\n`);
  console.log('Cold: first time the server sees the query, one request at a time, no other load');
  console.log('| endpoint | queries | p50 | p95 | p99 | max | failed |');
  console.log('|---|---|---|---|---|---|---|');
  for (const e of ['search', 'suggest']) {
    const k = `cold.${e}.all`;
    console.log(
      `| ${e} | ${medians[`${k}.n`]} | ${cell(`${k}.p50`)} | ${cell(`${k}.p95`)} | ${cell(`${k}.p99`)} | ${cell(`${k}.max`)} | ${medians[`${k}.failed`]} |`,
    );
  }
  console.log(
    '\n| class | search n | search p50 | search max | suggest n | suggest p50 | suggest max |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const cls of CLASSES) {
    const s = `cold.search.${cls}`;
    const g = `cold.suggest.${cls}`;
    console.log(
      `| ${cls} | ${medians[`${s}.n`]} | ${medians[`${s}.p50`]} | ${medians[`${s}.max`]} | ${medians[`${g}.n`]} | ${medians[`${g}.p50`]} | ${medians[`${g}.max`]} |`,
    );
  }
  console.log(`\nUnder load: ${connections} connections, closed loop`);
  console.log('| phase | requests | req/s | p50 | p95 | p99 | max | failed |');
  console.log('|---|---|---|---|---|---|---|---|');
  const loadRows: [string, string][] = [
    ['listing mix alone', 'listingOnly.all'],
    ['mixed shop, all', 'mixed.all'],
    ['mixed: listing mix', 'mixed.listing'],
    ['mixed: search', 'mixed.search'],
    ['mixed: search, first seen', 'mixed.searchFirst'],
    ['mixed: search, seen before', 'mixed.searchSeen'],
    ['mixed: suggest', 'mixed.suggest'],
    ['mixed: suggest, first seen', 'mixed.suggestFirst'],
    ['mixed: suggest, seen before', 'mixed.suggestSeen'],
    ['search alone', 'searchOnly.all'],
    ['search alone, first seen', 'searchOnly.searchFirst'],
    ['suggest alone', 'suggestOnly.all'],
    ['suggest alone, first seen', 'suggestOnly.suggestFirst'],
  ];
  for (const [label, k] of loadRows) {
    console.log(
      `| ${label} | ${medians[`${k}.n`]} | ${cell(`${k}.rps`)} | ${medians[`${k}.p50`]} | ${medians[`${k}.p95`]} | ${cell(`${k}.p99`)} | ${medians[`${k}.max`]} | ${medians[`${k}.failed`]} |`,
    );
  }

  // The curated queries, cold: median time over the runs and what they found in the first run.
  console.log('\nCurated queries, cold (median ms; results: total on the page / suggestions)');
  console.log('| query | class | search ms | found | showing | suggest ms | suggested |');
  console.log('|---|---|---|---|---|---|---|');
  for (const c of CURATED) {
    const rows = (endpoint: Endpoint) =>
      results.flatMap((r) => r.cold.filter((x) => x.endpoint === endpoint && x.q === c.q));
    const search = rows('search');
    const suggest = rows('suggest');
    console.log(
      `| ${c.q} | ${c.cls} | ${median(search.map((x) => x.ms))} | ${search[0]?.results ?? ''} | ${search[0]?.showing ?? ''} | ${suggest.length ? median(suggest.map((x) => x.ms)) : '—'} | ${suggest[0]?.results ?? '—'} |`,
    );
  }
  console.log('\nLoad average, before → after each run:');
  for (const r of results) console.log(`  run ${r.run}: ${r.before.uptime}  →  ${r.after.uptime}`);

  const file = saveResults('search', {
    at: startedAt.toISOString(),
    products: productCount,
    connections,
    seconds,
    runs,
    suggestPath,
    postgresAt,
    wallSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    cpus: os.cpus().length,
    medians,
    results,
  });
  const wall = Math.round((Date.now() - startedAt.getTime()) / 1000);
  console.log(`\nSaved ${path.relative(process.cwd(), file)} (${wall} s in all)`);
}

const isEntry = process.argv[1] === fileURLToPath(import.meta.url);
if (isEntry && process.argv.includes('--serve')) await serve();
else if (isEntry) await main();
