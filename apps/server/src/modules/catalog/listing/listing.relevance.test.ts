import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenCategories } from '../../../seed/categories.ts';
import { seedDatabase } from '../../../seed/seed.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { relevanceQueries, type RelevanceJudgement } from './listing.relevance-queries.ts';

/**
 * The search yardstick: the shopper queries of listing.relevance-queries.ts on the seeded shop.
 * For every query (a) the results page finds something, (b) the judged products, or only products
 * of the judged category, are in the first five, and (c) the header's live suggestions are the
 * results page's first products, in the same order. (a) and (c) must hold for every query, (b)
 * for at least PASS_RATE of them. RELEVANCE_REPORT=1 prints the table even when all passes.
 */

const FIRST = 5;
const PASS_RATE = 0.9;
const alwaysReport = process.env.RELEVANCE_REPORT === '1';

type Hit = { id: string; name: string; path: string };
type Outcome = {
  judgement: RelevanceJudgement;
  /** The results page's first five. */
  results: Hit[];
  /** The live suggestions (limit FIRST). */
  suggestions: Hit[];
  /** (b) what is wrong with the first five; empty: as judged. */
  misses: string[];
  /** (c) the suggestions' ids are the first results' ids, in order. */
  agrees: boolean;
  /** Answers other than 200. */
  errors: string[];
};

let t: TestApp;
/** Seeded products by id: name and category path ('airplanes/electric'). */
const seeded = new Map<string, { name: string; path: string }>();
const outcomes: Outcome[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await seedDatabase(
    { db: t.db, storage: t.storage, log: () => undefined },
    { adminEmail: 'owner@propwash.in', images: false },
  );
  const rows = (
    (await t.db.execute(sql`
      select p.id, p.name,
             case when parent.slug is null then c.slug else parent.slug || '/' || c.slug end as path
      from catalog_product p
      join catalog_category c on c.id = p.category_id
      left join catalog_category parent on parent.id = c.parent_id`)) as unknown as {
      rows: Array<{ id: string; name: string; path: string }>;
    }
  ).rows;
  for (const r of rows) seeded.set(r.id, { name: r.name, path: r.path });
  // In sequence, as one shopper would type them: the timings stay those of a quiet shop.
  for (const judgement of relevanceQueries) outcomes.push(await run(judgement));
}, 120_000);

afterAll(async () => {
  if (outcomes.length > 0 && (alwaysReport || !allPass())) console.log(report());
  await t?.close();
});

function hit(id: string, name: string): Hit {
  return { id, name, path: seeded.get(id)?.path ?? '?' };
}

async function run(judgement: RelevanceJudgement): Promise<Outcome> {
  const q = encodeURIComponent(judgement.q);
  const page = await answer(
    `/api/products?search=${q}&limit=${FIRST}`,
    (d: { products: Named[] }) => d.products,
  );
  const suggest = await answer(`/api/products/suggest?q=${q}&limit=${FIRST}`, (d: Named[]) => d);
  const results = page.hits.slice(0, FIRST);
  const suggestions = suggest.hits;
  const agrees =
    !suggest.error &&
    suggestions.length === results.length &&
    suggestions.every((s, i) => s.id === results[i]?.id);
  const misses = page.error ? ['the results page failed'] : judge(judgement, results);
  const errors = [page.error, suggest.error].filter((e) => e !== undefined);
  return { judgement, results, suggestions, misses, agrees, errors };
}

type Named = { id: string; name: string };

/** One GET's products; an answer other than 200 counts against the query, not the whole run. */
async function answer<T>(
  url: string,
  items: (data: T) => Named[],
): Promise<{ hits: Hit[]; error?: string }> {
  const res = await t.app.inject({ url });
  if (res.statusCode !== 200)
    return { hits: [], error: `${url.split('?')[0]} answered ${res.statusCode}: ${res.body}` };
  return { hits: items(res.json<{ data: T }>().data).map((p) => hit(p.id, p.name)) };
}

/** What the first five lack or hold against the judgement; empty when they are as judged. */
function judge(judgement: RelevanceJudgement, results: Hit[]): string[] {
  if (results.length === 0) return ['found nothing'];
  const names = new Set(results.map((r) => r.name));
  const misses = (judgement.products ?? [])
    .filter((name) => !names.has(name))
    .map((name) => `missing ${name}`);
  const category = judgement.category;
  if (category)
    for (const r of results)
      if (r.path !== category && !r.path.startsWith(`${category}/`))
        misses.push(`outside ${category}: ${r.name} (${r.path})`);
  return misses;
}

const found = () => outcomes.filter((o) => o.results.length > 0);
const judgedRight = () => outcomes.filter((o) => o.misses.length === 0);
const agreeing = () => outcomes.filter((o) => o.agrees);
const rate = (part: number) => part / outcomes.length;
const percent = (part: number) => `${(rate(part) * 100).toFixed(1)}%`;
const allPass = () =>
  found().length === outcomes.length &&
  rate(judgedRight().length) >= PASS_RATE &&
  agreeing().length === outcomes.length;

/** "1. Name (category) · 2. ..." */
const list = (hits: Hit[]) =>
  hits.length === 0
    ? '(nothing)'
    : hits.map((h, i) => `${i + 1}. ${h.name} (${h.path})`).join(' · ');

function describeOutcome(o: Outcome): string {
  const lines = [`"${o.judgement.q}"`, `  first five: ${list(o.results)}`];
  if (o.errors.length) lines.push(`  errors: ${o.errors.join('; ')}`);
  if (o.misses.length) lines.push(`  wrong: ${o.misses.join('; ')}`);
  if (o.judgement.why) lines.push(`  judged: ${o.judgement.why}`);
  if (!o.agrees) lines.push(`  suggestions: ${list(o.suggestions)}`);
  return lines.join('\n');
}

function figures(): string {
  const n = outcomes.length;
  return [
    `queries: ${n}`,
    `with results: ${found().length}/${n} (${n - found().length} find nothing)`,
    `judged right in the first five: ${judgedRight().length}/${n} = ${percent(judgedRight().length)} (needs ≥ ${PASS_RATE * 100}%)`,
    `suggestions agree with the results page: ${agreeing().length}/${n} = ${percent(agreeing().length)} (needs 100%)`,
  ].join('\n');
}

function report(): string {
  const width = Math.max(...outcomes.map((o) => o.judgement.q.length), 5);
  const rows = outcomes.map(
    (o) =>
      `${o.judgement.q.padEnd(width)}  ${o.misses.length ? 'FAIL' : 'pass'}  ${o.agrees ? 'same' : 'DIFF'}  ` +
      o.results.map((r) => r.name).join(' | '),
  );
  return [
    'Search relevance on the seeded shop',
    `${'query'.padEnd(width)}  (b)   (c)   first five results`,
    ...rows,
    '',
    figures(),
  ].join('\n');
}

describe('the yardstick itself', () => {
  it('judges at least 70 distinct queries, each by seeded products or a seeded category', () => {
    const names = new Set([...seeded.values()].map((p) => p.name));
    const paths = new Set(flattenCategories().map((c) => c.path));
    const problems = relevanceQueries.flatMap((j) => [
      ...(j.products ?? []).filter((n) => !names.has(n)).map((n) => `"${j.q}": ${n} is not seeded`),
      ...(j.category && !paths.has(j.category) ? [`"${j.q}": no category ${j.category}`] : []),
      ...(!j.products?.length && !j.category ? [`"${j.q}": judges nothing`] : []),
      ...((j.products?.length ?? 0) > FIRST ? [`"${j.q}": more than ${FIRST} products`] : []),
    ]);
    expect(problems).toEqual([]);
    const queries = relevanceQueries.map((j) => j.q.toLowerCase());
    expect(queries.filter((q, i) => queries.indexOf(q) !== i)).toEqual([]);
    expect(queries.length).toBeGreaterThanOrEqual(70);
  });
});

describe('search on the seeded shop', () => {
  // One test per query for what must hold every time: it finds something, and the live
  // suggestions show the results page's first products.
  it.each(relevanceQueries.map((j) => [j.q]))(
    '"%s": finds products, suggests the same first',
    (q) => {
      const o = outcomes.find((x) => x.judgement.q === q)!;
      expect(o.results.length, `found nothing\n${describeOutcome(o)}`).toBeGreaterThan(0);
      expect(o.agrees, `suggestions differ from the results page\n${describeOutcome(o)}`).toBe(
        true,
      );
    },
  );

  it(`puts what was judged right in the first five for at least ${PASS_RATE * 100}% of the queries`, () => {
    const wrong = outcomes.filter((o) => o.misses.length > 0);
    const message = `${figures()}\n\nJudged wrong (${wrong.length}):\n${wrong.map(describeOutcome).join('\n')}`;
    expect(rate(judgedRight().length), message).toBeGreaterThanOrEqual(PASS_RATE);
  });

  it('finds something for every query, and suggests what the results page shows first', () => {
    const nothing = outcomes.filter((o) => o.results.length === 0).map((o) => o.judgement.q);
    const differ = outcomes.filter((o) => !o.agrees);
    expect(nothing, figures()).toEqual([]);
    expect(
      differ.map((o) => o.judgement.q),
      `${figures()}\n\n${differ.map(describeOutcome).join('\n')}`,
    ).toEqual([]);
  });
});
