import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  Category,
  ProductFacets,
  ProductList,
  ProductListQuery,
  SearchSuggestion,
} from '@propwash/domain/catalog/schemas';
import { productListQuerySchema } from '@propwash/domain/catalog/schemas';
import type { SearchInfo } from '@propwash/domain/catalog/search';
import type { Db } from '../../../platform/db.ts';
import { onPage, pageInfo } from '../../../platform/paging.ts';
import type { CatalogCaches } from '../catalog.caches.ts';
import type { ProductCards } from '../products/products.cards.ts';
import { storeColumns } from '../products/products.rows.ts';
import {
  all,
  inStock,
  optionConditions,
  specConditions,
  type ListFilters,
} from '../catalog.sql.ts';
import { products } from '../catalog.tables.ts';

const RANKED_SEARCH_LIMIT = 2_000;
/** Popular products a search that found nothing offers instead. */
const POPULAR_COUNT = 8;

const sortOrder: Record<ProductListQuery['sort'], SQL[]> = {
  // Matches catalog_product_default_order_idx (declared DESC NULLS LAST).
  default: [
    sql`${products.featured} desc nulls last`,
    sql`${products.soldCount} desc nulls last`,
    sql`${products.createdAt} desc nulls last`,
  ],
  'price-low': [asc(products.pricePaise)],
  'price-high': [desc(products.pricePaise)],
  rating: [desc(products.ratingAvg), desc(products.reviewCount)],
  discount: [desc(products.discountPercent)],
  newest: [desc(products.createdAt)],
  name: [asc(products.name)],
};

/** Every filter of a listing as one condition. */
const conditionOf = (f: ListFilters): SQL =>
  all(
    ...f.base,
    ...optionConditions(f),
    ...specConditions(f),
    f.category,
    f.availability,
    f.rating,
    f.discount,
    f.price,
    f.origin,
  );

/**
 * A listing's order: with a search and the default sort, relevance (listing.search.ts), then in
 * stock before out of stock, then best sellers; past RANKED_SEARCH_LIMIT matches (a broad word
 * such as 'battery' at 100k products) the default order walks its index instead.
 */
function orderOf(q: ProductListQuery, f: ListFilters, total: number): SQL[] {
  if (q.sort === 'default' && f.rank && total <= RANKED_SEARCH_LIMIT) {
    const { tier, score } = f.rank;
    return [sql`${tier} desc`, sql`${inStock} desc`, sql`${score} desc`, desc(products.soldCount)];
  }
  return sortOrder[q.sort];
}

/**
 * The storefront's product listing: one filtered, sorted page with its total and facets, and
 * the header's suggestions, which are the first products of the same search.
 */
export function createProductListing(deps: {
  db: Db;
  caches: Pick<CatalogCaches, 'listSummaries' | 'listPages' | 'suggestions'>;
  filtersFor: (q: ProductListQuery) => Promise<ListFilters>;
  summarize: (f: ListFilters) => Promise<{ total: number; facets: ProductFacets }>;
  toCards: ProductCards['toCards'];
  allCategories: () => Promise<Category[]>;
  search: {
    searchInfo: (search: string) => Promise<SearchInfo>;
    nearestTo: (search: string) => Promise<{ words: string[]; categoryIds: string[] }>;
  };
  /** Each results-page search with its result count (the admin's search insights). */
  recordSearch?: (query: string, results: number) => void;
}) {
  const { db, filtersFor, summarize, toCards, allCategories, search } = deps;
  const { listSummaries, listPages, suggestions } = deps.caches;

  /** The ids of one page of a listing, in its order. */
  async function pageIds(q: ProductListQuery, f: ListFilters, total: number) {
    const page = await onPage(
      db
        .select({ id: products.id })
        .from(products)
        .where(conditionOf(f))
        .orderBy(...orderOf(q, f, total), asc(products.id))
        .$dynamic(),
      q,
    );
    return page.map((r) => r.id);
  }

  /** Cards of these products, in this order (sorting wide rows costs more than the sort itself). */
  async function cardsOf(ids: string[]) {
    const rows = ids.length
      ? await db.select(storeColumns).from(products).where(inArray(products.id, ids))
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return toCards(ids.map((id) => byId.get(id)).filter((r) => r !== undefined));
  }

  /** What a search that found nothing offers: nearer words, likely categories, best sellers. */
  async function noResultsFor(q: string): Promise<NonNullable<ProductList['noResults']>> {
    const [near, cats, popular] = await Promise.all([
      search.nearestTo(q),
      allCategories(),
      db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.isActive, true), inStock))
        .orderBy(desc(products.soldCount), asc(products.id))
        .limit(POPULAR_COUNT),
    ]);
    const enabled = cats.filter((c) => c.enabled);
    const named = enabled.filter((c) => near.categoryIds.includes(c.id));
    // Without a category the words name, the shop's top-level categories.
    const likely = named.length ? named : enabled.filter((c) => !c.parentId).slice(0, 6);
    return {
      words: near.words,
      categories: likely.map((c) => ({
        slug: c.parentSlug ? `${c.parentSlug}/${c.slug}` : c.slug,
        name: c.name,
      })),
      popular: await cardsOf(popular.map((r) => r.id)),
    };
  }

  async function loadListPage(q: ProductListQuery): Promise<ProductList> {
    const f = await filtersFor(q);
    const summaryKey = JSON.stringify({ ...q, page: 0, limit: 0, sort: '' });
    const { total, facets } = await listSummaries.get(summaryKey, () => summarize(f));
    const [ids, info] = await Promise.all([
      pageIds(q, f, total),
      q.search ? search.searchInfo(q.search) : undefined,
    ]);
    return {
      products: await cardsOf(ids),
      ...pageInfo(q, total),
      facets,
      ...(info ? { search: info } : {}),
      ...(q.search && total === 0 ? { noResults: await noResultsFor(q.search) } : {}),
    };
  }

  /** The first `limit` products of a search, exactly as the results page orders them. */
  async function loadSuggestions(text: string, limit: number): Promise<SearchSuggestion[]> {
    const q = productListQuerySchema.parse({ search: text, limit });
    const f = await filtersFor(q);
    const condition = conditionOf(f);
    // Enough of the count to choose the order as the results page does (orderOf).
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ id: products.id })
        .from(products)
        .where(condition)
        .limit(RANKED_SEARCH_LIMIT + 1)
        .as('matches'),
    );
    const cards = await cardsOf(await pageIds(q, f, Number(counted?.n ?? 0)));
    return cards.map((c) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      // The 320 px rendition: images are stored as {key}-{320|640|1280}.webp (catalog.tables.ts).
      image: c.image?.replace(/-640\.webp$/, '-320.webp') ?? null,
      categoryName: c.categoryName,
      price: c.price,
    }));
  }

  return {
    /**
     * Server-side filtering, sorting and paging of the active catalog, with facet counts. Hot
     * listing pages are served from memory for a few seconds (invalidateListings() clears them).
     */
    async listProducts(q: ProductListQuery): Promise<ProductList> {
      const list = await listPages.get(JSON.stringify(q), () => loadListPage(q));
      if (q.search && q.page === 1) deps.recordSearch?.(q.search, list.total);
      return list;
    },

    /** Header live search: the first products of the results page's own search. */
    async suggest(text: string, limit: number): Promise<SearchSuggestion[]> {
      return suggestions.get(`${limit}:${text.toLowerCase()}`, () => loadSuggestions(text, limit));
    },
  };
}
