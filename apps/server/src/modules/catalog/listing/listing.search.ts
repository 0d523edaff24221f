import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  Category,
  ProductListQuery,
  SearchSuggestion,
} from '@propwash/domain/catalog/schemas';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import type { Db } from '../../../platform/db.ts';
import type { Storage } from '../../../platform/storage.ts';
import type { CatalogCaches } from '../catalog.caches.ts';
import {
  fuzzyText,
  inStock,
  MAX_SEARCH_TERMS,
  outOfStock,
  rowsOf,
  type ListFilters,
} from '../catalog.sql.ts';
import { products, productVariants } from '../catalog.tables.ts';

/**
 * How one search word is matched. A word full text knows is used as typed; a word it does not
 * know (a typo) is replaced by the catalog's most similar words (trigram similarity), so the
 * listing query itself only ever runs indexed full text.
 */
export type TermPlan =
  | { kind: 'ignore' } // a stop word or punctuation: says nothing about the product
  | { kind: 'words'; alternatives: string[] }
  | { kind: 'none' }; // nothing in the catalog is like it: nothing can match

/** Search words, typo correction, listing filters and the header's live suggestions. */
export function createCatalogSearch(deps: {
  db: Db;
  storage: Storage;
  caches: Pick<CatalogCaches, 'termPlans' | 'suggestions'>;
  allCategories: () => Promise<Category[]>;
  categoryIdsFor: (filter: string) => Promise<string[]>;
}) {
  const { db, storage, allCategories, categoryIdsFor } = deps;
  const { termPlans, suggestions } = deps.caches;

  /** Decides, word by word, whether full text knows the word or a typo must be guessed. */
  async function planSearch(search: string): Promise<TermPlan[]> {
    const words = [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(
      0,
      MAX_SEARCH_TERMS,
    );
    const unknown = words.filter((w) => termPlans.cached(w) === undefined);
    if (unknown.length > 0) {
      const list = sql.join(
        unknown.map((w) => sql`${w}`),
        sql`, `,
      );
      const found = rowsOf<{ term: string; empty: boolean; hit: boolean }>(
        await db.execute(sql`
          select t.term,
                 numnode(plainto_tsquery('english', t.term)) = 0 as empty,
                 exists (
                   select 1 from catalog_product p
                   where p.is_active and p.search_vector @@ plainto_tsquery('english', t.term)
                 ) as hit
          from unnest(array[${list}]::text[]) as t(term)`),
      );
      for (const row of found) {
        const letters = row.term.replace(/[^\p{L}\p{N}]/gu, '');
        let plan: TermPlan;
        if (row.empty) plan = { kind: 'ignore' };
        else if (row.hit) plan = { kind: 'words', alternatives: [row.term] };
        else if (letters.length < 3) plan = { kind: 'none' };
        else {
          const alternatives = await similarWords(letters);
          plan = alternatives.length ? { kind: 'words', alternatives } : { kind: 'none' };
        }
        termPlans.set(row.term, plan);
      }
    }
    return words.map((w) => termPlans.cached(w) ?? { kind: 'none' });
  }

  /** Up to 3 words of product names, brands or categories that look like `term` ('batery'). */
  async function similarWords(term: string): Promise<string[]> {
    const rows = rowsOf<{ word: string }>(
      await db.execute(sql`
        select word from (
          select distinct word from (
            select regexp_split_to_table(lower(candidates.text), '[^[:alnum:]]+') as word
            from (
              select ${fuzzyText} as text
              from ${products}
              where ${products.isActive} and ${term} <% ${fuzzyText}
              limit 200
            ) candidates
          ) split
          where length(word) >= 3
        ) words
        where similarity(word, ${term}) >= 0.4
        order by similarity(word, ${term}) desc, word
        limit 3`),
    );
    return rows.map((r) => r.word);
  }

  /** The WHERE parts of a listing, kept apart so each facet can leave its own filter out. */
  async function filtersFor(q: ProductListQuery): Promise<ListFilters> {
    const f: ListFilters = { base: [eq(products.isActive, true)] };
    if (q.category) {
      const ids = await categoryIdsFor(q.category);
      f.category = ids.length ? inArray(products.categoryId, ids) : sql`false`;
    }
    if (q.search) {
      const [plans, bySku] = await Promise.all([planSearch(q.search), variantSkuMatch(q.search)]);
      const used = plans.flatMap((p) => (p.kind === 'words' ? [p.alternatives] : []));
      // The exact SKU of a variant finds its product, whatever the words say.
      const skuHit = bySku.length > 0 ? inArray(products.id, bySku) : undefined;
      if (plans.some((p) => p.kind === 'none') || used.length === 0) {
        f.base.push(skuHit ?? sql`false`);
      } else {
        // Every word must match; a corrected typo matches any of its alternatives.
        const tsq = sql.join(
          used.map(
            (alternatives) =>
              sql`(${sql.join(
                alternatives.map((a) => sql`plainto_tsquery('english', ${a})`),
                sql` || `,
              )})`,
          ),
          sql` && `,
        );
        const words = sql`${products.searchVector} @@ (${tsq})`;
        f.base.push(skuHit ? or(words, skuHit)! : words);
        f.rank = sql`ts_rank(${products.searchVector}, (${tsq}))`;
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

  async function loadSuggestions(q: string, limit: number): Promise<SearchSuggestion[]> {
    const words = q
      .toLowerCase()
      .split(/\s+/)
      .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
      .filter(Boolean)
      .slice(0, MAX_SEARCH_TERMS);
    if (words.length === 0) return [];
    // Every word as a prefix ('heli' finds helicopters), or the whole text nearly matching.
    const tsq = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(' & ')})`;
    const text = words.join(' ');
    const rows = await db
      .select({
        id: products.id,
        name: products.name,
        pricePaise: products.pricePaise,
        categoryId: products.categoryId,
        imageKey: sql<
          string | null
        >`(select i.key from catalog_product_image i where i.product_id = catalog_product.id order by i.position limit 1)`,
      })
      .from(products)
      .where(
        and(
          eq(products.isActive, true),
          or(
            sql`${products.searchVector} @@ ${tsq}`,
            sql`${text} <% ${fuzzyText}`,
            // The exact SKU of one of its variants (catalog_variant_sku_uq).
            sql`${products.id} in (select v.product_id from ${productVariants} v
                 where lower(v.sku) = ${q.trim().toLowerCase()} and v.is_active)`,
          ),
        ),
      )
      .orderBy(
        desc(
          sql`ts_rank(${products.searchVector}, ${tsq}) + word_similarity(${text}, ${fuzzyText})`,
        ),
        desc(products.soldCount),
        asc(products.id),
      )
      .limit(limit);
    const catById = new Map((await allCategories()).map((c) => [c.id, c]));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      image: r.imageKey ? storage.publicUrl(`${r.imageKey}-320.webp`) : null,
      categoryName: catById.get(r.categoryId)?.name ?? '',
      price: paiseToRupees(r.pricePaise),
    }));
  }

  return {
    filtersFor,

    /** Header live search: a few products whose words start with (or nearly match) `q`. */
    async suggest(q: string, limit: number): Promise<SearchSuggestion[]> {
      const key = `${limit}:${q.toLowerCase()}`;
      return suggestions.get(key, () => loadSuggestions(q, limit));
    },
  };
}
