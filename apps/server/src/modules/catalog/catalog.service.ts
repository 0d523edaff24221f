import type { Cache, Invalidations } from '../../platform/cache.ts';
import type { Db } from '../../platform/db.ts';
import type { Storage } from '../../platform/storage.ts';
import { createCatalogCaches } from './catalog.caches.ts';
import { withCartProducts } from './catalog.cart-reads.ts';
import { createProductCards } from './products/products.cards.ts';
import { createCategoryReads } from './categories/categories.reads.ts';
import { createFacetCounts } from './listing/listing.facets.ts';
import { createFitReads } from './fits/fits.reads.ts';
import { createProductListing } from './listing/listing.page.ts';
import { createProductReads } from './products/products.reads.ts';
import { createCatalogSearch } from './listing/listing.search.ts';
import { createLexicon } from './listing/listing.lexicon.ts';
import { createSearchLog } from './search/search.log.ts';
import { createSearchVocabulary } from './search/search.vocabulary.ts';
import { createSitemapReads } from './seo/seo.sitemap.ts';
import { createSpecReads } from './specs/specs.reads.ts';
import { specFilterConditions } from './listing/listing.specs.ts';
import { createOriginReads } from './listing/listing.origins.ts';

export { SITEMAP_PAGE_SIZE } from './seo/seo.sitemap.ts';

/**
 * The storefront's catalog reads, composed from one file per job: categories
 * (categories/categories.reads.ts), search and suggestions (listing/listing.search.ts), facet
 * counts (listing/listing.facets.ts), the listing page (listing/listing.page.ts), product reads
 * (products/products.reads.ts), parts that fit a model (fits/fits.reads.ts), sitemaps
 * (seo/seo.sitemap.ts), and the caches behind them (catalog.caches.ts).
 */
export function createCatalogService(deps: {
  db: Db;
  storage: Storage;
  cache: Cache;
  /** Carries invalidateListings() and invalidateProducts() to every instance. */
  invalidations: Invalidations;
}) {
  const { db, storage, cache, invalidations } = deps;
  const caches = createCatalogCaches({ cache, invalidations });
  const { allCategories, categoryIdsFor, aliases } = createCategoryReads({ db, cache });
  const specs = createSpecReads({ db, cache, allCategories });
  const { imageOf, toCards, toStoreProduct } = createProductCards({
    db,
    storage,
    allCategories,
    specRows: specs.specRows,
  });
  // The vocabulary search reads and the log of what shoppers searched (search/).
  const vocabulary = createSearchVocabulary({ db, cache });
  const searchLog = createSearchLog({ db });
  const lexicon = createLexicon({
    vocabulary: vocabulary.groups,
    cache,
    allCategories,
    allAttributes: specs.allAttributes,
    aliases,
  });
  const search = createCatalogSearch({
    db,
    cache,
    caches,
    allCategories,
    categoryIdsFor,
    lexicon,
  });
  const fits = createFitReads({ db, allCategories, toCards, imageOf });
  // `fits` narrows every listing the way `search` does: facets and totals count within it.
  // Specification filters and facets (docs/decisions/specifications.md): the facets count a
  // category filter's attributes, or without one every attribute the listed products carry.
  const { originCondition } = createOriginReads({ db, cache });
  const filtersFor: typeof search.filtersFor = async (q) => {
    const [f, defs] = await Promise.all([search.filtersFor(q), specs.allAttributes()]);
    if (q.fits) f.base.push(fits.fitsCondition(q.fits));
    // Country of origin, a facet of its own (docs/decisions/product-declarations.md).
    if (q.origin?.length) f.origin = await originCondition(q.origin);
    if (q.spec?.length) f.specs = specFilterConditions(q.spec, defs);
    f.specFacets = q.category
      ? { attributes: await categoryAttributes(q.category), order: 'category' }
      : { attributes: defs, order: 'carried' };
    return f;
  };
  /** A category filter's attributes: each named category's own and its parent's, in order. */
  async function categoryAttributes(filter: string) {
    const ids = new Set(await categoryIdsFor(filter));
    const cats = await allCategories();
    const roots = cats.filter((c) => ids.has(c.id) && !(c.parentId && ids.has(c.parentId)));
    const lists = await Promise.all(roots.map((c) => specs.attributesFor(c.id)));
    return [...new Map(lists.flat().map((d) => [d.key, d])).values()];
  }
  const { summarize } = createFacetCounts({ db, allCategories });
  const { listProducts, suggest } = createProductListing({
    db,
    caches,
    filtersFor,
    summarize,
    toCards,
    allCategories,
    search,
    recordSearch: searchLog.record,
  });

  return {
    listCategories: async () => (await allCategories()).filter((c) => c.enabled),
    /** Attribute definitions and a category's attributes (docs/decisions/specifications.md). */
    allAttributes: specs.allAttributes,
    attributesFor: specs.attributesFor,
    specRows: specs.specRows,
    listProducts,
    suggest,
    /** Synonym groups and ignored words, cached until a catalog write (search/search.vocabulary.ts). */
    vocabulary,
    /** `record(query, results)` for each shopper search; buffered (search/search.log.ts). */
    searchLog,
    ...createProductReads({ db, cache, caches, toCards, toStoreProduct, fits }),
    /** How many active parts fit each model (My hangar, through its catalog port). */
    fitPartCounts: fits.partCounts,
    ...createSitemapReads({ db }),
    invalidateListings: caches.invalidateListings,
    invalidateProduct: caches.invalidateProduct,
    invalidateProducts: caches.invalidateProducts,
    productsChangedIn: caches.productsChangedIn,

    /** Cart lines with their products, as SQL the cart sends in its own statements. */
    withCartProducts,

    /** The URL a product image is shown at in lists and orders (the 640 px rendition). */
    imageUrl: (key: string) => imageOf({ key, width: 1, height: 1, alt: '' }, '').url,
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
