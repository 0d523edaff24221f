import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  Category,
  ProductCard,
  ProductFacets,
  ProductImage,
  ProductList,
  ProductListQuery,
  SearchSuggestion,
  StoreProduct,
} from '@propwash/domain/catalog/schemas';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import { AppError } from '../../platform/app-error.ts';
import type { Cache, Invalidations } from '../../platform/cache.ts';
import type { Db } from '../../platform/db.ts';
import type { Storage } from '../../platform/storage.ts';
import {
  categories,
  categoryAliases,
  productImages,
  products,
  productViews,
} from './catalog.tables.ts';
import { createLruCache } from './lru-cache.ts';
import { createSwrCache } from './swr-cache.ts';

// What the storefront reads of a product: not the search vector (the widest column, read only
// by search conditions) nor the cost price.
const {
  searchVector: _searchVector,
  costPricePaise: _costPricePaise,
  ...storeColumns
} = getTableColumns(products);
type ProductRow = Omit<typeof products.$inferSelect, 'searchVector' | 'costPricePaise'>;
type ImageRow = Pick<typeof productImages.$inferSelect, 'key' | 'width' | 'height' | 'alt'>;

/** Listings, facets and product pages are served from memory this long after a load… */
const LISTING_FRESH_MS = 10_000;
const FACETS_FRESH_MS = 30_000;
/** …and then, while one background load refreshes them, at most until this age. */
const MAX_STALE_MS = 60_000;
/** Invalidation scopes (platform/cache.ts): every cached catalog read; product pages by id. */
const LISTINGS_SCOPE = 'catalog.listings';
const PRODUCT_SCOPE = 'catalog.product';

const IMAGE_WIDTHS = [320, 640, 1280] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RATING_BANDS = [4, 3, 2, 1] as const;
const DISCOUNT_BANDS = [10, 20, 30, 40, 50] as const;
const MAX_SEARCH_TERMS = 8;
const RANKED_SEARCH_LIMIT = 2_000;
/** Sitemaps hold at most 50,000 URLs each (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** Name, brand and category words: the text typo-tolerant search compares words against. Must
 * stay the exact expression of the index catalog_product_fuzzy_trgm_idx. */
const fuzzyText = sql`(${products.name} || ' ' || ${products.brand} || ' ' || ${products.searchKeywords})`;
const inStock = sql`(${products.stock} > 0 and ${products.stockStatus} = 'in_stock')`;
const outOfStock = sql`(${products.stock} = 0 or ${products.stockStatus} = 'out_of_stock')`;

/**
 * How one search word is matched. A word full text knows is used as typed; a word it does not
 * know (a typo) is replaced by the catalog's most similar words (trigram similarity), so the
 * listing query itself only ever runs indexed full text.
 */
type TermPlan =
  | { kind: 'ignore' } // a stop word or punctuation: says nothing about the product
  | { kind: 'words'; alternatives: string[] }
  | { kind: 'none' }; // nothing in the catalog is like it: nothing can match

type ListFilters = {
  base: SQL[];
  category?: SQL;
  availability?: SQL;
  rating?: SQL;
  discount?: SQL;
  price?: SQL;
  rank?: SQL;
};

const all = (...parts: (SQL | undefined)[]): SQL => and(...parts) ?? sql`true`;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createCatalogService(deps: {
  db: Db;
  storage: Storage;
  cache: Cache;
  /** Carries invalidateListings() and invalidateProducts() to every instance. */
  invalidations: Invalidations;
}) {
  const { db, storage, cache, invalidations } = deps;
  // Visitor-keyed caches are bounded; their short TTL bounds how stale counts can be.
  const termPlans = createLruCache<TermPlan>(5_000, 60_000);
  const onRefreshError = (err: unknown) =>
    console.warn(`catalog: background refresh failed (${String(err)})`);
  // Hot reads are served stale while one background load refreshes them, so the shopper who
  // arrives as an entry expires does not pay for the query (stale-while-revalidate).
  const listSummaries = createSwrCache<{ total: number; facets: ProductFacets }>({
    max: 1_000,
    freshMs: FACETS_FRESH_MS,
    staleMs: MAX_STALE_MS - FACETS_FRESH_MS,
    onRefreshError,
  });
  const listPages = createSwrCache<ProductList>({
    max: 500,
    freshMs: LISTING_FRESH_MS,
    staleMs: MAX_STALE_MS - LISTING_FRESH_MS,
    onRefreshError,
  });
  const productDetails = createSwrCache<StoreProduct | null>({
    max: 2_000,
    freshMs: LISTING_FRESH_MS,
    staleMs: MAX_STALE_MS - LISTING_FRESH_MS,
    onRefreshError,
  });
  const suggestions = createLruCache<Promise<SearchSuggestion[]>>(2_000, 30_000);
  const recordedViews = createLruCache<true>(50_000, 24 * 60 * 60_000);
  invalidations.on(LISTINGS_SCOPE, () => {
    // Categories, aliases and the home page's featured and trending rows too.
    cache.drop('catalog:');
    listSummaries.clear();
    listPages.clear();
    productDetails.clear();
    suggestions.clear();
    termPlans.clear();
  });
  invalidations.on(PRODUCT_SCOPE, (ids) => {
    if (!ids) productDetails.clear();
    else for (const id of ids) productDetails.delete(id.toLowerCase());
  });

  function imageOf(row: ImageRow, alt: string): ProductImage {
    const url = (w: number) => storage.publicUrl(`${row.key}-${w}.webp`);
    return {
      url: url(640),
      srcset: IMAGE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '),
      width: 640,
      height: Math.round((row.height / row.width) * 640),
      alt: row.alt || alt,
    };
  }

  async function imagesFor(productIds: string[]): Promise<Map<string, ImageRow[]>> {
    const byProduct = new Map<string, ImageRow[]>();
    if (productIds.length === 0) return byProduct;
    const rows = await db
      .select({
        productId: productImages.productId,
        key: productImages.key,
        width: productImages.width,
        height: productImages.height,
        alt: productImages.alt,
      })
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(asc(productImages.productId), asc(productImages.position));
    for (const row of rows) {
      const list = byProduct.get(row.productId) ?? [];
      list.push(row);
      byProduct.set(row.productId, list);
    }
    return byProduct;
  }

  async function allCategories(): Promise<Category[]> {
    return cache.get('catalog:categories', async () => {
      const rows = await db
        .select()
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
      const slugById = new Map(rows.map((r) => [r.id, r.slug]));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        slug: r.slug,
        parentId: r.parentId,
        parentSlug: r.parentId ? (slugById.get(r.parentId) ?? null) : null,
        icon: r.icon,
        image: r.image,
        description: r.description,
        enabled: r.enabled,
        sortOrder: r.sortOrder,
      }));
    });
  }

  async function aliases(): Promise<Map<string, string>> {
    return cache.get('catalog:aliases', async () => {
      const rows = await db.select().from(categoryAliases);
      return new Map(rows.map((r) => [r.alias, r.categoryId]));
    });
  }

  /**
   * The category a filter names and every category beneath it; unknown gives an empty list.
   * 'airplanes/propellers' is a child under its parent; a bare slug is the top-level category
   * (or an alias), and only when there is none, the subcategories of that slug (older links).
   */
  async function categoryIdsFor(filter: string): Promise<string[]> {
    const cats = (await allCategories()).filter((c) => c.enabled);
    const [first = '', childSlug] = filter.split('/');
    const aliasTarget = (await aliases()).get(first);
    const top = cats.find((c) => c.parentId === null && (c.slug === first || c.id === aliasTarget));
    let roots: Category[];
    if (childSlug !== undefined) {
      roots = cats.filter((c) => top && c.parentId === top.id && c.slug === childSlug);
    } else if (top) {
      roots = [top];
    } else {
      roots = cats.filter((c) => c.slug === first || c.id === aliasTarget);
    }
    const ids = new Set(roots.map((c) => c.id));
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of cats) {
        if (c.parentId && ids.has(c.parentId) && !ids.has(c.id)) {
          ids.add(c.id);
          grew = true;
        }
      }
    }
    return [...ids];
  }

  async function toCards(
    rows: ProductRow[],
    knownImages?: Map<string, ImageRow[]>,
  ): Promise<ProductCard[]> {
    const [images, cats] = await Promise.all([
      knownImages ?? imagesFor(rows.map((r) => r.id)),
      allCategories(),
    ]);
    const catById = new Map(cats.map((c) => [c.id, c]));
    return rows.map((r) => {
      const imgs = (images.get(r.id) ?? []).map((i) => imageOf(i, r.name));
      const cat = catById.get(r.categoryId);
      return {
        id: r.id,
        _id: r.id,
        name: r.name,
        slug: r.slug,
        brand: r.brand,
        category: cat?.slug ?? '',
        categoryName: cat?.name ?? '',
        price: paiseToRupees(r.pricePaise),
        originalPrice: paiseToRupees(r.originalPricePaise),
        discount: r.discountPercent,
        image: imgs[0]?.url ?? null,
        images: imgs,
        stock: r.stock,
        inStock: r.stock > 0 && r.stockStatus === 'in_stock',
        rating: Number(r.ratingAvg),
        reviews: r.reviewCount,
        featured: r.featured,
        trending: r.trending,
        freeDelivery: r.freeDelivery,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  async function toStoreProduct(row: ProductRow, images: ImageRow[]): Promise<StoreProduct> {
    const [card] = await toCards([row], new Map([[row.id, images]]));
    return {
      ...card!,
      sku: row.sku,
      description: row.description,
      highlights: row.highlights,
      whatsInBox: row.whatsInBox,
      services: row.services,
      warranty: row.warranty,
      videoUrl: row.videoUrl,
      seller: row.seller,
      hsnCode: row.hsnCode,
      gstRate: gstBpToPercent(row.gstRateBp),
      countryOfOrigin: row.countryOfOrigin,
    };
  }

  /** Decides, word by word, whether full text knows the word or a typo must be guessed. */
  async function planSearch(search: string): Promise<TermPlan[]> {
    const words = [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(
      0,
      MAX_SEARCH_TERMS,
    );
    const unknown = words.filter((w) => termPlans.get(w) === undefined);
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
    return words.map((w) => termPlans.get(w) ?? { kind: 'none' });
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
      const plans = await planSearch(q.search);
      const used = plans.flatMap((p) => (p.kind === 'words' ? [p.alternatives] : []));
      if (plans.some((p) => p.kind === 'none') || used.length === 0) {
        f.base.push(sql`false`);
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
        f.base.push(sql`${products.searchVector} @@ (${tsq})`);
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
    return f;
  }

  /** Total and facet counts in two aggregate queries over the rows the search leaves. */
  async function summarize(f: ListFilters): Promise<{ total: number; facets: ProductFacets }> {
    const { category, availability, rating, discount, price } = f;
    const countWhere = (...parts: (SQL | undefined)[]) =>
      sql<number>`(count(*) filter (where ${all(...parts)}))::int`;
    const [aggregates, byCategory, cats] = await Promise.all([
      db
        .select({
          total: countWhere(category, availability, rating, discount, price),
          instock: countWhere(inStock, category, rating, discount, price),
          outofstock: countWhere(outOfStock, category, rating, discount, price),
          ...Object.fromEntries(
            RATING_BANDS.map((min) => [
              `rating${min}`,
              countWhere(gte(products.ratingAvg, min), category, availability, discount, price),
            ]),
          ),
          ...Object.fromEntries(
            DISCOUNT_BANDS.map((min) => [
              `discount${min}`,
              countWhere(gte(products.discountPercent, min), category, availability, rating, price),
            ]),
          ),
          minPrice: sql<
            number | null
          >`min(${products.pricePaise}) filter (where ${all(category, availability, rating, discount)})`,
          maxPrice: sql<
            number | null
          >`max(${products.pricePaise}) filter (where ${all(category, availability, rating, discount)})`,
        })
        .from(products)
        .where(all(...f.base)),
      db
        .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
        .from(products)
        .where(all(...f.base, availability, rating, discount, price))
        .groupBy(products.categoryId),
      allCategories(),
    ]);
    const a = (aggregates[0] ?? {}) as Record<string, number | null>;
    const n = (key: string) => Number(a[key] ?? 0);

    // A category's count includes its subcategories, as the category filter does.
    const direct = new Map(byCategory.map((r) => [r.categoryId, Number(r.n)]));
    const enabled = cats.filter((c) => c.enabled);
    const childrenOf = new Map<string, string[]>();
    for (const c of enabled) {
      if (!c.parentId) continue;
      childrenOf.set(c.parentId, [...(childrenOf.get(c.parentId) ?? []), c.id]);
    }
    const subtreeCount = (id: string): number =>
      (direct.get(id) ?? 0) +
      (childrenOf.get(id) ?? []).reduce((sum, child) => sum + subtreeCount(child), 0);

    return {
      total: n('total'),
      facets: {
        categories: enabled.map((c) => ({
          slug: c.parentSlug ? `${c.parentSlug}/${c.slug}` : c.slug,
          name: c.name,
          count: subtreeCount(c.id),
        })),
        availability: { instock: n('instock'), outofstock: n('outofstock') },
        rating: RATING_BANDS.map((min) => ({ min, count: n(`rating${min}`) })),
        discount: DISCOUNT_BANDS.map((min) => ({ min, count: n(`discount${min}`) })),
        price: {
          min: paiseToRupees(n('minPrice')),
          max: paiseToRupees(n('maxPrice')),
        },
      },
    };
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
          or(sql`${products.searchVector} @@ ${tsq}`, sql`${text} <% ${fuzzyText}`),
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

  /** The product row and its images in one query. */
  async function loadProduct(id: string): Promise<StoreProduct | null> {
    const [row] = await db
      .select({
        ...storeColumns,
        images: sql<ImageRow[]>`(
          select coalesce(json_agg(json_build_object('key', i.key, 'width', i.width,
                 'height', i.height, 'alt', i.alt) order by i.position), '[]'::json)
          from catalog_product_image i where i.product_id = catalog_product.id)`,
      })
      .from(products)
      .where(and(eq(products.id, id), eq(products.isActive, true)));
    if (!row) return null;
    const { images, ...product } = row;
    return toStoreProduct(product, images);
  }

  async function loadListPage(q: ProductListQuery): Promise<ProductList> {
    const f = await filtersFor(q);
    const condition = all(...f.base, f.category, f.availability, f.rating, f.discount, f.price);
    const summaryKey = JSON.stringify({ ...q, page: 0, limit: 0, sort: '' });
    const { total, facets } = await listSummaries.get(summaryKey, () => summarize(f));
    // Relevance needs every match ranked; past RANKED_SEARCH_LIMIT matches (a broad word such
    // as 'battery' at 100k products) the default order walks its index instead.
    const order =
      q.sort === 'default' && f.rank && total <= RANKED_SEARCH_LIMIT
        ? [desc(f.rank)]
        : sortOrder[q.sort];
    // Order and page on ids only (sorting wide rows costs more than the sort itself).
    const page = await db
      .select({ id: products.id })
      .from(products)
      .where(condition)
      .orderBy(...order, asc(products.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit);
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
      page: q.page,
      limit: q.limit,
      total,
      totalPages: Math.ceil(total / q.limit),
      facets,
    };
  }

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

  return {
    listCategories: async () => (await allCategories()).filter((c) => c.enabled),

    /**
     * Server-side filtering, sorting and paging of the active catalog, with facet counts. Hot
     * listing pages are served from memory for a few seconds (invalidateListings() clears them).
     */
    async listProducts(q: ProductListQuery): Promise<ProductList> {
      return listPages.get(JSON.stringify(q), () => loadListPage(q));
    },

    /** Header live search: a few products whose words start with (or nearly match) `q`. */
    async suggest(q: string, limit: number): Promise<SearchSuggestion[]> {
      const key = `${limit}:${q.toLowerCase()}`;
      let hit = suggestions.get(key);
      if (!hit) {
        hit = loadSuggestions(q, limit);
        suggestions.set(key, hit);
        hit.catch(() => suggestions.delete(key));
      }
      return hit;
    },

    /** 'You May Also Like': same category first, then nearest price; never the product itself. */
    async similarProducts(id: string, limit: number): Promise<ProductCard[]> {
      const source = UUID.test(id)
        ? await db.query.products.findFirst({
            columns: { categoryId: true, pricePaise: true },
            where: and(eq(products.id, id), eq(products.isActive, true)),
          })
        : undefined;
      if (!source) throw new AppError('NOT_FOUND', 'Product not found');
      const { categoryId, pricePaise } = source;
      // Short index reads either side of the price: the same category first, and only when it
      // has too few products, the rest of the catalog (walking the price index past this
      // category's rows is the slow part, so it is skipped when not needed).
      const side = (sameCategory: boolean, above: boolean) => sql`(
        select id, abs(price_paise - ${pricePaise}) as distance
        from catalog_product
        where is_active and id <> ${id}
          and category_id ${sameCategory ? sql`=` : sql`<>`} ${categoryId}
          and price_paise ${above ? sql`>=` : sql`<`} ${pricePaise}
        order by price_paise ${above ? sql`asc` : sql`desc`}
        limit ${limit})`;
      const nearestOf = async (sameCategory: boolean, n: number) =>
        n <= 0
          ? []
          : rowsOf<{ id: string }>(
              await db.execute(sql`
                select id from (${side(sameCategory, true)} union all ${side(sameCategory, false)}) s
                order by distance, id limit ${n}`),
            ).map((r) => r.id);
      const sameCategory = await nearestOf(true, limit);
      const nearest = [...sameCategory, ...(await nearestOf(false, limit - sameCategory.length))];
      if (nearest.length === 0) return [];
      const rows = await db
        .select(storeColumns)
        .from(products)
        .where(inArray(products.id, nearest));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return toCards(nearest.map((i) => byId.get(i)).filter((r) => r !== undefined));
    },

    /** Counts a product view once per visitor per day (the hash holds no personal data). */
    async recordView(productId: string, visitorHash: string, day: string): Promise<void> {
      const key = `${day}|${visitorHash}|${productId}`;
      if (recordedViews.get(key)) return;
      await db.insert(productViews).values({ day, visitorHash, productId }).onConflictDoNothing();
      recordedViews.set(key, true);
    },

    /** Enabled categories (under enabled parents) as storefront paths, for the sitemap. */
    async sitemapCategories(): Promise<{ path: string; updatedAt: Date }[]> {
      const rows = await db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          slug: categories.slug,
          enabled: categories.enabled,
          updatedAt: categories.updatedAt,
        })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.name));
      const byId = new Map(rows.map((r) => [r.id, r]));
      return rows.flatMap((r) => {
        const parent = r.parentId ? byId.get(r.parentId) : undefined;
        if (!r.enabled || (r.parentId && !parent?.enabled)) return [];
        const path = parent ? `/category/${parent.slug}/${r.slug}` : `/category/${r.slug}`;
        return [{ path, updatedAt: r.updatedAt }];
      });
    },

    async countActiveProducts(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(products)
        .where(eq(products.isActive, true));
      return row?.n ?? 0;
    },

    /** Active products of one sitemap page (1-based), read in id order in chunks. */
    async *sitemapProducts(page: number): AsyncGenerator<{ id: string; updatedAt: Date }[]> {
      const chunk = 5_000;
      let emitted = 0;
      let after: string | null = null;
      while (emitted < SITEMAP_PAGE_SIZE) {
        const size = Math.min(chunk, SITEMAP_PAGE_SIZE - emitted);
        const rows: { id: string; updatedAt: Date }[] = await db
          .select({ id: products.id, updatedAt: products.updatedAt })
          .from(products)
          .where(and(eq(products.isActive, true), after ? gt(products.id, after) : undefined))
          .orderBy(asc(products.id))
          .limit(size)
          .offset(after ? 0 : (page - 1) * SITEMAP_PAGE_SIZE);
        if (rows.length === 0) return;
        yield rows;
        emitted += rows.length;
        after = rows[rows.length - 1]!.id;
        if (rows.length < size) return;
      }
    },

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

    /** One active product, cached like listings (same freshness; invalidateListings() clears). */
    async getProduct(id: string): Promise<StoreProduct | null> {
      if (!UUID.test(id)) return null;
      return productDetails.get(id.toLowerCase(), () => loadProduct(id));
    },

    /** Home grid: featured products, topped up with products rated 4 or above. */
    async featuredProducts(limit: number): Promise<ProductCard[]> {
      return cache.get(`catalog:featured:${limit}`, async () => {
        const rows = await db
          .select(storeColumns)
          .from(products)
          .where(
            and(
              eq(products.isActive, true),
              or(eq(products.featured, true), gte(products.ratingAvg, 4)),
            ),
          )
          .orderBy(
            desc(products.featured),
            desc(products.ratingAvg),
            desc(products.createdAt),
            asc(products.id),
          )
          .limit(limit);
        return toCards(rows);
      });
    },

    async trendingProducts(limit: number): Promise<ProductCard[]> {
      return cache.get(`catalog:trending:${limit}`, async () => {
        const rows = await db
          .select(storeColumns)
          .from(products)
          .where(and(eq(products.isActive, true), eq(products.trending, true)))
          .orderBy(desc(products.soldCount), desc(products.createdAt), asc(products.id))
          .limit(limit);
        return toCards(rows);
      });
    },

    /** Count of products, for the admin dashboard. */
    async countProducts(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products);
      return row?.n ?? 0;
    },

    /** Cards for the active products among `ids` (cart, wishlist); unknown or disabled ids are left out. */
    async productsForCart(ids: string[]): Promise<ProductCard[]> {
      const valid = [...new Set(ids)].filter((id) => UUID.test(id));
      if (valid.length === 0) return [];
      // The products with their images in one query (ordered like imagesFor's).
      const rows = await db
        .select({
          ...storeColumns,
          images: sql<ImageRow[]>`coalesce((
            select json_agg(json_build_object('key', i.key, 'width', i.width, 'height', i.height, 'alt', i.alt)
                            order by i.position)
              from ${productImages} i where i.product_id = ${products}.id), '[]'::json)`,
        })
        .from(products)
        .where(and(inArray(products.id, valid), eq(products.isActive, true)));
      return toCards(rows, new Map(rows.map((r) => [r.id, r.images])));
    },

    /** The URL a product image is shown at in lists and orders (the 640 px rendition). */
    imageUrl: (key: string) => imageOf({ key, width: 1, height: 1, alt: '' }, '').url,
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
