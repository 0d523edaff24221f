import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Category, ProductListQuery } from '@propwash/domain/catalog/schemas';
import { normalizeSearchText, type SearchInfo } from '@propwash/domain/catalog/search';
import { rupeesToPaise } from '@propwash/domain/money';
import type { Db } from '../../../platform/db.ts';
import type { CatalogCaches } from '../catalog.caches.ts';
import { inStock, MAX_SEARCH_TERMS, outOfStock, rowsOf, type ListFilters } from '../catalog.sql.ts';
import { products, productVariants } from '../catalog.tables.ts';
import { categoriesNamed, choicesNamed, type ShopLexicon } from './listing.lexicon.ts';
import { closestWord, parseQuery, singular, type Term } from './listing.words.ts';
import {
  compactName,
  measureSpecs,
  strictCondition,
  termCondition,
  termScore,
  termTier,
  type PlannedTerm,
} from './listing.terms.ts';
import type { Cache } from '../../../platform/cache.ts';

// The shop's search (docs/decisions/search-engine.md). A query becomes terms (listing.words.ts);
// each term matches a product by any of its alternatives: the words or their synonyms in the
// product's text (full text), a category the words name, or a specification value they name
// ("3s": cells 3; "xt60": connector XT60). Every term must match; when no product matches them
// all, the terms most products match together are kept and the others reported as dropped. A
// word nothing knows is corrected to the nearest word the shop knows ("Showing results for").
// Ranking: name and specification matches first, then category, brand, description; then in
// stock before out of stock, then best sellers.

/** What full text knows of one word or phrase (cached: the catalog's words change rarely). */
export type WordHits = {
  /** Stop words only ("the"): full text ignores it. */
  empty: boolean;
  /** Some active product has it. */
  exact: boolean;
  /** Some active product has a word starting with it ("heli" → helicopter). */
  prefix: boolean;
};

/** A query worked out once and kept (the results page and suggestions share it). */
export type SearchPlan = {
  terms: PlannedTerm[];
  /**
   * Per term: products must match it strictly (strictCondition), leaving out those that only
   * mention it in their description ("a plane for a 3S LiPo" for "3s lipo").
   */
  strict: boolean[];
  /**
   * The active products the terms match, when at most MAX_PLANNED_MATCHES do; null for a broad
   * search (its condition is tested instead). A catalog write drops plans with every listing.
   */
  matchIds: string[] | null;
  /** Terms that match no product at all (nothing is like them). */
  unknown: string[];
  /** Terms left out because no product matches them with the others. */
  dropped: string[];
  showing: string | null;
  categories: { slug: string; name: string }[];
};

/** Search words, typo correction, listing filters and what a search tells the shopper. */
export function createCatalogSearch(deps: {
  db: Db;
  caches: Pick<CatalogCaches, 'wordHits' | 'searchPlans'>;
  /** The shared cache: the catalog's words live under a catalog: key (dropped on writes). */
  cache: Cache;
  allCategories: () => Promise<Category[]>;
  categoryIdsFor: (filter: string) => Promise<string[]>;
  lexicon: () => Promise<ShopLexicon>;
}) {
  const { db, cache, allCategories, categoryIdsFor, lexicon } = deps;
  const { wordHits, searchPlans } = deps.caches;

  /** Full-text facts about each word or phrase, from the cache or in one query for the new ones. */
  async function hitsOf(words: string[]): Promise<Map<string, WordHits>> {
    const unknown = [...new Set(words)].filter((w) => wordHits.cached(w) === undefined);
    if (unknown.length > 0) {
      const list = sql.join(
        unknown.map((w) => sql`${w}`),
        sql`, `,
      );
      const found = rowsOf<{ term: string; empty: boolean; exact: boolean; prefix: boolean }>(
        await db.execute(sql`
          select t.term,
                 numnode(plainto_tsquery('english', t.term)) = 0 as empty,
                 exists (
                   select 1 from catalog_product p
                   where p.is_active and p.search_vector @@ plainto_tsquery('english', t.term)
                 ) as exact,
                 case when t.term ~ '^[a-z0-9]{2,}$|^[a-z]+-[0-9][a-z0-9]*$' then exists (
                   select 1 from catalog_product p
                   where p.is_active and p.search_vector @@ to_tsquery('english', t.term || ':*')
                 ) else false end as prefix
          from unnest(array[${list}]::text[]) as t(term)`),
      );
      for (const row of found) {
        wordHits.set(row.term, { empty: row.empty, exact: row.exact, prefix: row.prefix });
      }
    }
    return new Map(words.map((w) => [w, wordHits.cached(w) ?? noHits]));
  }

  /** Every word of active products' names and brands (3+ letters, no digits), kept in memory. */
  async function catalogWords(): Promise<string[]> {
    return cache.get('catalog:words', async () => {
      const rows = rowsOf<{ word: string }>(
        await db.execute(sql`
          select distinct word from (
            select regexp_split_to_table(lower(${products.name} || ' ' || ${products.brand}),
                                         '[^[:alnum:]]+') as word
            from ${products} where ${products.isActive}
          ) w
          where length(word) >= 3 and word !~ '[0-9]'`),
      );
      return rows.map((r) => r.word);
    });
  }

  /**
   * The nearest word the shop knows to a typo ('helicoptor' → 'helicopter'): trigram similarity
   * (as pg_trgm counts it) of at least 0.3 against the catalog's words and the lexicon's, in
   * memory, so a typo costs no query.
   */
  async function nearestWord(word: string, known: string[]): Promise<string | null> {
    const letters = word.replace(/[^\p{L}\p{N}]/gu, '');
    if (letters.length < 4 || /\d/.test(letters)) return null;
    return closestWord(letters, [...new Set([...(await catalogWords()), ...known])]);
  }

  /**
   * The categories a term names, split in two: the named ones with their subcategories of the
   * same kind (the last word of the name is the term's: "Electric Airplanes" for "aeroplane"),
   * and their other subcategories ("Airplane Accessories", "Airplane Propellers").
   */
  async function categoriesFor(
    named: string[],
    alternatives: string[],
  ): Promise<{ same: string[]; parts: string[] }> {
    if (named.length === 0) return { same: [], parts: [] };
    const cats = (await allCategories()).filter((c) => c.enabled);
    const head = (name: string) =>
      singular(
        name
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
          .pop() ?? '',
      );
    const kinds = new Set(alternatives.map((a) => singular(a.split(' ').pop() ?? '')));
    for (const c of cats) if (named.includes(c.id)) kinds.add(head(c.name));
    const same = new Set(named);
    const parts = new Set<string>();
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of cats) {
        if (!c.parentId || same.has(c.id) || parts.has(c.id)) continue;
        if (same.has(c.parentId)) {
          (kinds.has(head(c.name)) ? same : parts).add(c.id);
          grew = true;
        } else if (parts.has(c.parentId)) {
          parts.add(c.id);
          grew = true;
        }
      }
    }
    return { same: [...same], parts: [...parts] };
  }

  /** Whether an active product's name has this model written with a hyphen ("p51": P-51D). */
  async function inCompactNames(word: string): Promise<boolean> {
    const key = `compact:${word}`;
    const known = wordHits.cached(key);
    if (known) return known.exact;
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isActive, true), sql`${compactName} like ${`%${word}%`}`))
      .limit(1);
    wordHits.set(key, { empty: false, exact: row !== undefined, prefix: false });
    return row !== undefined;
  }

  /** What one term matches: its known words, the categories and spec values it names. */
  async function planTerm(
    lex: ShopLexicon,
    term: Term,
    hits: Map<string, WordHits>,
  ): Promise<Omit<PlannedTerm, 'typed' | 'searched'> | null> {
    const alternatives = term.alternatives;
    const textual = alternatives.filter((a) => hits.get(a)?.exact);
    const named = categoriesNamed(lex, alternatives);
    const halfNamed = categoriesNamed(lex, alternatives, true).filter((c) => !named.includes(c));
    const specs = [...choicesNamed(lex, alternatives), ...measureSpecs(lex, term)];
    // A model or size with digits also matches longer ones: "xt60" the XT60H, "2207" the 2207.5.
    const byPrefix = alternatives.filter(
      (a) => /^[a-z0-9]*\d[a-z0-9]*$/.test(a) && a.length >= 3 && hits.get(a)?.prefix,
    );
    const queries = [
      ...textual
        .filter((a) => !byPrefix.includes(a))
        .map((a) => sql`plainto_tsquery('english', ${a})`),
      ...byPrefix.map((a) => sql`to_tsquery('english', ${`${a}:*`})`),
    ];
    let text: SQL | null = queries.length ? sql`(${sql.join(queries, sql` || `)})` : null;
    if (!text && named.length === 0 && halfNamed.length === 0 && specs.length === 0) {
      // A word still being typed ("heli"): the words that start with it.
      if (hits.get(term.text)?.prefix) text = sql`to_tsquery('english', ${`${term.text}:*`})`;
      else return null;
    }
    const { same, parts } = await categoriesFor(named, alternatives);
    const half = await categoriesFor(halfNamed, []);
    return {
      text,
      compact: null,
      words: textual.length ? textual : [term.text],
      namedCategoryIds: [...named, ...halfNamed],
      categoryIds: same,
      partCategoryIds: parts,
      halfCategoryIds: [...half.same, ...half.parts].filter(
        (c) => !same.includes(c) && !parts.includes(c),
      ),
      specs,
    };
  }

  async function loadPlan(search: string): Promise<SearchPlan> {
    const lex = await lexicon();
    const { terms } = parseQuery(search, lex, MAX_SEARCH_TERMS);
    const hits = await hitsOf(terms.flatMap((t) => [t.text, ...t.alternatives]));
    const planned: PlannedTerm[] = [];
    const unknown: string[] = [];
    let corrected = false;
    for (const term of terms) {
      if (hits.get(term.text)?.empty && term.alternatives.length === 1) continue;
      let plan = await planTerm(lex, term, hits);
      let searched = term.text;
      if (!plan && /^[a-z]+\d[a-z0-9]*$/.test(term.text) && (await inCompactNames(term.text))) {
        plan = {
          text: null,
          compact: term.text,
          words: [term.text],
          namedCategoryIds: [],
          categoryIds: [],
          partCategoryIds: [],
          halfCategoryIds: [],
          specs: [],
        };
      }
      if (!plan && !term.text.includes(' ')) {
        const near = await nearestWord(term.text, lex.words);
        if (near && near !== term.text) {
          const fixed: Term = {
            text: near,
            alternatives: lex.synonyms.get(near) ?? [near],
            measure: null,
          };
          plan = await planTerm(lex, fixed, await hitsOf([near, ...fixed.alternatives]));
          if (plan) {
            searched = near;
            corrected = true;
          }
        }
      }
      if (plan) planned.push({ typed: term.text, searched, ...plan });
      else unknown.push(term.text);
    }
    const { kept, strict } = await keepMatching(planned);
    // Up to MAX_PLANNED_MATCHES products, the match itself is kept with the plan.
    const matched = kept.length
      ? await db
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.isActive, true), matchCondition({ terms: kept, strict })))
          .limit(MAX_PLANNED_MATCHES + 1)
      : [];
    const dropped = planned.filter((t) => !kept.includes(t)).map((t) => t.typed);
    const cats = await allCategories();
    const named = new Set(kept.flatMap((t) => t.namedCategoryIds));
    return {
      terms: kept,
      strict,
      matchIds: matched.length <= MAX_PLANNED_MATCHES ? matched.map((r) => r.id) : null,
      unknown,
      dropped,
      showing: corrected ? kept.map((t) => t.searched).join(' ') || null : null,
      categories: cats
        .filter((c) => named.has(c.id) && c.enabled)
        .map((c) => ({ slug: c.parentSlug ? `${c.parentSlug}/${c.slug}` : c.slug, name: c.name })),
    };
  }

  /**
   * The terms to search with: all of them when some product matches them all; else the largest
   * set of terms that some products match together (most products on a tie).
   */
  async function keepMatching(
    terms: PlannedTerm[],
  ): Promise<{ kept: PlannedTerm[]; strict: boolean[] }> {
    if (terms.length === 0) return { kept: terms, strict: [] };
    const conds = terms.map(termCondition);
    // The usual case in one cheap probe: some product matches every term, strictly.
    const [probe] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.isActive, true), ...conds, ...terms.map(strictCondition)))
      .limit(1);
    if (probe) return { kept: terms, strict: terms.map(() => true) };
    const maskOf = (parts: SQL[]) =>
      sql.join(
        parts.map((c, i) => sql`(case when ${c} then ${1 << i} else 0 end)`),
        sql` | `,
      );
    const rows = rowsOf<{ mask: number; close: number; n: number }>(
      await db.execute(sql`
        select mask, close, count(*)::int as n from (
          select (${maskOf(conds)}) as mask, (${maskOf(terms.map(strictCondition))}) as close
          from ${products}
          where ${products.isActive} and (${or(...conds)})
        ) m group by mask, close`),
    );
    const full = (1 << terms.length) - 1;
    const bitCount = (m: number) => m.toString(2).replace(/0/g, '').length;
    const everyTerm = rows.filter((r) => Number(r.mask) === full);
    if (everyTerm.length > 0) {
      // Among products matching every term, those matching the most terms strictly; on a tie,
      // the last word's (the thing itself: "drone props" are props), then the most products.
      const head = 1 << (terms.length - 1);
      let best = { strict: 0, n: -1 };
      for (const r of everyTerm) {
        const strict = Number(r.close);
        const n = everyTerm
          .filter((o) => (Number(o.close) & strict) === strict)
          .reduce((sum, o) => sum + o.n, 0);
        const rank = (m: number, count: number) => [bitCount(m), m & head ? 1 : 0, count];
        const [a, b] = [rank(strict, n), rank(best.strict, best.n)];
        if (
          a[0]! > b[0]! ||
          (a[0] === b[0] && (a[1]! > b[1]! || (a[1] === b[1] && a[2]! > b[2]!)))
        ) {
          best = { strict, n };
        }
      }
      return { kept: terms, strict: terms.map((_, i) => (best.strict & (1 << i)) !== 0) };
    }
    // Products matching a set of terms also count for every smaller set inside it.
    let best = { mask: 0, n: 0 };
    for (const r of rows) {
      const mask = Number(r.mask);
      const n = rows.filter((o) => (Number(o.mask) & mask) === mask).reduce((s, o) => s + o.n, 0);
      const better =
        bitCount(mask) > bitCount(best.mask) ||
        (bitCount(mask) === bitCount(best.mask) && n > best.n);
      if (better) best = { mask, n };
    }
    const kept = terms.filter((_, i) => best.mask & (1 << i));
    return { kept, strict: kept.map(() => false) };
  }

  /** A query's plan, worked out once per distinct query and kept until a catalog write. */
  async function planFor(search: string): Promise<SearchPlan> {
    return searchPlans.get(normalizeSearchText(search), () => loadPlan(search));
  }

  /** The WHERE parts of a listing, kept apart so each facet can leave its own filter out. */
  async function filtersFor(q: ProductListQuery): Promise<ListFilters> {
    const f: ListFilters = { base: [eq(products.isActive, true)] };
    if (q.category) {
      const ids = await categoryIdsFor(q.category);
      f.category = ids.length ? inArray(products.categoryId, ids) : sql`false`;
    }
    if (q.search) {
      const [plan, bySku] = await Promise.all([planFor(q.search), variantSkuMatch(q.search)]);
      // The exact SKU of a variant finds its product, whatever the words say.
      const skuHit = bySku.length > 0 ? inArray(products.id, bySku) : undefined;
      if (plan.terms.length === 0) {
        f.base.push(skuHit ?? sql`false`);
      } else {
        // The plan's own match list when it has one: a primary-key lookup instead of testing
        // every product's text again for the total, each facet and the page.
        const words = plan.matchIds
          ? plan.matchIds.length > 0
            ? inArray(products.id, plan.matchIds)
            : sql`false`
          : matchCondition(plan);
        f.base.push(skuHit ? or(words, skuHit)! : words);
        f.rank = {
          tier: sql.join(plan.terms.map(termTier), sql` + `),
          score: sql.join(plan.terms.map(termScore), sql` + `),
        };
      }
    }
    if (q.deals) f.base.push(eq(products.featured, true));
    if (q.trending) f.base.push(eq(products.trending, true));
    const price: SQL[] = [];
    if (q.minPrice !== undefined) price.push(gte(products.pricePaise, rupeesToPaise(q.minPrice)));
    if (q.maxPrice !== undefined) price.push(lte(products.pricePaise, rupeesToPaise(q.maxPrice)));
    if (price.length) f.price = and(...price);
    if (q.minRating) f.rating = gte(products.ratingAvg, q.minRating);
    if (q.minDiscount) f.discount = gte(products.discountPercent, q.minDiscount);
    if (q.availability === 'instock') f.availability = inStock;
    if (q.availability === 'outofstock') f.availability = outOfStock;
    if (q.option?.length) {
      const byName = new Map<string, string[]>();
      for (const o of q.option) byName.set(o.name, [...(byName.get(o.name) ?? []), o.value]);
      f.options = [...byName].map(([name, values]) => ({
        name,
        condition: sql`exists (select 1 from ${productVariants} v
          where v.product_id = catalog_product.id and v.is_active
            and v.options ->> ${name} in (${sql.join(
              values.map((v) => sql`${v}`),
              sql`, `,
            )}))`,
      }));
    }
    return f;
  }

  /** Products with an active variant of exactly this SKU (catalog_variant_sku_uq). */
  async function variantSkuMatch(search: string): Promise<string[]> {
    if (!/^\S{2,64}$/.test(search)) return [];
    const rows = await db
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(
        and(
          sql`lower(${productVariants.sku}) = ${search.toLowerCase()}`,
          eq(productVariants.isActive, true),
        ),
      );
    return rows.map((r) => r.productId);
  }

  /** What the results page says about the search ("Showing results for", dropped words). */
  async function searchInfo(search: string): Promise<SearchInfo> {
    const plan = await planFor(search);
    return {
      query: search,
      showing: plan.showing,
      dropped: [...plan.unknown, ...plan.dropped],
      categories: plan.categories,
    };
  }

  /**
   * For a search that found nothing: the nearest words the shop knows to the words typed, and
   * the categories those words or their nearest words name.
   */
  async function nearestTo(search: string): Promise<{ words: string[]; categoryIds: string[] }> {
    const lex = await lexicon();
    const { terms } = parseQuery(search, lex, MAX_SEARCH_TERMS);
    const words: string[] = [];
    const categoryIds = new Set<string>();
    for (const t of terms) {
      const near = await nearestWord(t.text, lex.words);
      for (const w of near ? [t.text, near] : [t.text]) {
        for (const id of categoriesNamed(lex, lex.synonyms.get(w) ?? [w])) categoryIds.add(id);
      }
      if (near && near !== t.text && !words.includes(near)) words.push(near);
    }
    return { words, categoryIds: [...categoryIds] };
  }

  return { filtersFor, searchInfo, nearestTo };
}

const noHits: WordHits = { empty: false, exact: false, prefix: false };

/** How many matched products a plan keeps by id; a broader search tests its condition. */
const MAX_PLANNED_MATCHES = 1_000;

/** Every term, and strictly those the plan says, as one condition. */
function matchCondition(plan: Pick<SearchPlan, 'terms' | 'strict'>): SQL {
  return and(
    ...plan.terms.map(termCondition),
    ...plan.terms.filter((_, i) => plan.strict[i]).map(strictCondition),
  )!;
}
