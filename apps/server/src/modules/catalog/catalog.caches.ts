import type {
  ProductFacets,
  ProductList,
  SearchSuggestion,
  StoreProductPage,
} from '@propwash/domain/catalog/schemas';
import { createCache, type Cache, type Invalidations } from '../../platform/cache.ts';
import type { SearchPlan, WordHits } from './listing/listing.search.ts';

/** Listings, facets and product pages are served from memory this long after a load… */
const LISTING_FRESH_MS = 10_000;
const FACETS_FRESH_MS = 30_000;
/** …and then, while one background load refreshes them, at most until this age. */
const MAX_STALE_MS = 60_000;
/** Invalidation scopes (platform/cache.ts): every cached catalog read; product pages by id. */
const LISTINGS_SCOPE = 'catalog.listings';
const PRODUCT_SCOPE = 'catalog.product';

/** The catalog's in-memory caches and the invalidations that clear them on every instance. */
export function createCatalogCaches(deps: { cache: Cache; invalidations: Invalidations }) {
  const { cache, invalidations } = deps;
  // Visitor-keyed caches are bounded; their short TTL bounds how stale counts can be.
  const wordHits = createCache<WordHits>(60_000, { max: 5_000 });
  // A plan keeps up to 1,000 product ids (listing.search.ts): 300 plans stay under ~25 MB.
  const searchPlans = createCache<SearchPlan>(60_000, { max: 300 });
  const onRefreshError = (err: unknown) =>
    console.warn(`catalog: background refresh failed (${String(err)})`);
  // Hot reads are served stale while one background load refreshes them, so the shopper who
  // arrives as an entry expires does not pay for the query (stale-while-revalidate).
  const listSummaries = createCache<{ total: number; facets: ProductFacets }>(FACETS_FRESH_MS, {
    max: 1_000,
    staleMs: MAX_STALE_MS - FACETS_FRESH_MS,
    onRefreshError,
  });
  const listPages = createCache<ProductList>(LISTING_FRESH_MS, {
    max: 500,
    staleMs: MAX_STALE_MS - LISTING_FRESH_MS,
    onRefreshError,
  });
  const productDetails = createCache<StoreProductPage | null>(LISTING_FRESH_MS, {
    max: 2_000,
    staleMs: MAX_STALE_MS - LISTING_FRESH_MS,
    onRefreshError,
  });
  const suggestions = createCache<SearchSuggestion[]>(30_000, { max: 2_000 });
  const recordedViews = createCache<true>(24 * 60 * 60_000, { max: 50_000 });
  invalidations.on(LISTINGS_SCOPE, () => {
    // Categories, aliases and the home page's featured and trending rows too.
    cache.drop('catalog:');
    for (const memo of [
      listSummaries,
      listPages,
      productDetails,
      suggestions,
      wordHits,
      searchPlans,
    ]) {
      memo.drop();
    }
  });
  invalidations.on(PRODUCT_SCOPE, (ids) => {
    if (!ids) productDetails.drop();
    else for (const id of ids) productDetails.delete(id.toLowerCase());
  });

  return {
    wordHits,
    searchPlans,
    listSummaries,
    listPages,
    productDetails,
    suggestions,
    recordedViews,

    /**
     * Drops every cached listing page, facet count, suggestion and product page at once, in
     * constant time (loads already running never write back), on this instance and every other
     * one (platform/cache.ts). Call after commit, after anything that changes what shoppers see:
     * admin catalog writes, inventory adjustments, ratings.
     */
    invalidateListings() {
      invalidations.invalidate(LISTINGS_SCOPE);
    },

    /** Drops one cached product page, everywhere (a change that cannot move it in listings). */
    invalidateProduct(id: string) {
      invalidations.invalidate(PRODUCT_SCOPE, [id]);
    },

    /** Drops these products' cached pages, everywhere, in one message (an order's stock). */
    invalidateProducts(ids: string[]) {
      if (ids.length > 0) invalidations.invalidate(PRODUCT_SCOPE, ids);
    },

    /**
     * invalidateProducts for a transaction that changes these products' stock (an order): the
     * message goes out at its commit, from one of its own statements (platform/cache.ts).
     */
    productsChangedIn(ids: string[]) {
      return invalidations.inTransaction(PRODUCT_SCOPE, ids);
    },
  };
}
export type CatalogCaches = ReturnType<typeof createCatalogCaches>;
