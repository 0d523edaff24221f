import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  ProductFacets,
  ProductList,
  ProductListQuery,
} from '@propwash/domain/catalog/schemas';
import type { Db } from '../../../platform/db.ts';
import { onPage, pageInfo } from '../../../platform/paging.ts';
import type { CatalogCaches } from '../catalog.caches.ts';
import type { ProductCards } from '../products/products.cards.ts';
import { storeColumns } from '../products/products.rows.ts';
import { all, optionConditions, specConditions, type ListFilters } from '../catalog.sql.ts';
import { products } from '../catalog.tables.ts';

const RANKED_SEARCH_LIMIT = 2_000;

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

/** The storefront's product listing: one filtered, sorted page with its total and facets. */
export function createProductListing(deps: {
  db: Db;
  caches: Pick<CatalogCaches, 'listSummaries' | 'listPages'>;
  filtersFor: (q: ProductListQuery) => Promise<ListFilters>;
  summarize: (f: ListFilters) => Promise<{ total: number; facets: ProductFacets }>;
  toCards: ProductCards['toCards'];
}) {
  const { db, filtersFor, summarize, toCards } = deps;
  const { listSummaries, listPages } = deps.caches;

  async function loadListPage(q: ProductListQuery): Promise<ProductList> {
    const f = await filtersFor(q);
    const condition = all(
      ...f.base,
      ...optionConditions(f),
      ...specConditions(f),
      f.category,
      f.availability,
      f.rating,
      f.discount,
      f.price,
    );
    const summaryKey = JSON.stringify({ ...q, page: 0, limit: 0, sort: '' });
    const { total, facets } = await listSummaries.get(summaryKey, () => summarize(f));
    // Relevance needs every match ranked; past RANKED_SEARCH_LIMIT matches (a broad word such
    // as 'battery' at 100k products) the default order walks its index instead.
    const order =
      q.sort === 'default' && f.rank && total <= RANKED_SEARCH_LIMIT
        ? [desc(f.rank)]
        : sortOrder[q.sort];
    // Order and page on ids only (sorting wide rows costs more than the sort itself).
    const page = await onPage(
      db
        .select({ id: products.id })
        .from(products)
        .where(condition)
        .orderBy(...order, asc(products.id))
        .$dynamic(),
      q,
    );
    const rows = page.length
      ? await db
          .select(storeColumns)
          .from(products)
          .where(
            inArray(
              products.id,
              page.map((r) => r.id),
            ),
          )
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return {
      products: await toCards(page.map((r) => byId.get(r.id)).filter((r) => r !== undefined)),
      ...pageInfo(q, total),
      facets,
    };
  }

  return {
    /**
     * Server-side filtering, sorting and paging of the active catalog, with facet counts. Hot
     * listing pages are served from memory for a few seconds (invalidateListings() clears them).
     */
    async listProducts(q: ProductListQuery): Promise<ProductList> {
      return listPages.get(JSON.stringify(q), () => loadListPage(q));
    },
  };
}
