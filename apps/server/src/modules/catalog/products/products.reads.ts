import { and, asc, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { ProductCard, StoreProductPage } from '@propwash/domain/catalog/schemas';
import { AppError } from '../../../platform/app-error.ts';
import type { Cache } from '../../../platform/cache.ts';
import type { Db } from '../../../platform/db.ts';
import type { CatalogCaches } from '../catalog.caches.ts';
import type { ProductCards } from './products.cards.ts';
import { storeColumns } from './products.rows.ts';
import type { FitReads } from '../fits/fits.reads.ts';
import type { ImageRow } from './products.images.ts';
import { rowsOf, UUID } from '../catalog.sql.ts';
import { productImages, products, productSlugAliases, productViews } from '../catalog.tables.ts';
import { variantsJsonSql } from './products.variants.ts';

/** Product pages, the home page's rows, similar products, cart cards and view counting. */
export function createProductReads(deps: {
  db: Db;
  cache: Cache;
  caches: Pick<CatalogCaches, 'productDetails' | 'recordedViews'>;
  toCards: ProductCards['toCards'];
  toStoreProduct: ProductCards['toStoreProduct'];
  fits: Pick<FitReads, 'modelsOf' | 'partsThatFit'>;
}) {
  const { db, cache, toCards, toStoreProduct, fits } = deps;
  const { productDetails, recordedViews } = deps.caches;

  /** The product row, its images and its active variants in one query; then the models it fits and its parts. */
  async function loadProduct(id: string): Promise<StoreProductPage | null> {
    const [row] = await db
      .select({
        ...storeColumns,
        images: sql<ImageRow[]>`(
          select coalesce(json_agg(json_build_object('key', i.key, 'width', i.width,
                 'height', i.height, 'alt', i.alt) order by i.position), '[]'::json)
          from catalog_product_image i where i.product_id = catalog_product.id)`,
        variants: variantsJsonSql({ all: false }),
      })
      .from(products)
      .where(and(eq(products.id, id), eq(products.isActive, true)));
    if (!row) return null;
    const { images, variants, ...product } = row;
    const [models, partsThatFit] = await Promise.all([
      fits.modelsOf(product.id),
      fits.partsThatFit(product.id),
    ]);
    return { ...(await toStoreProduct(product, images, variants, models)), partsThatFit };
  }

  return {
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
      if (recordedViews.cached(key)) return;
      await db.insert(productViews).values({ day, visitorHash, productId }).onConflictDoNothing();
      recordedViews.set(key, true);
    },

    /** One active product, cached like listings (same freshness; invalidateListings() clears). */
    async getProduct(id: string): Promise<StoreProductPage | null> {
      if (!UUID.test(id)) return null;
      return productDetails.get(id.toLowerCase(), () => loadProduct(id));
    },

    /**
     * Where a product address leads (docs/decisions/readable-product-urls.md): its id, its slug or
     * one of its old slugs, to the active product's id and current slug; null for none.
     */
    async resolveProductAddress(key: string): Promise<{ id: string; slug: string } | null> {
      const k = key.trim().toLowerCase();
      if (k === '' || k.length > 200) return null;
      return cache.get(`catalog:address:${k}`, async () => {
        const active = eq(products.isActive, true);
        const columns = { id: products.id, slug: products.slug };
        if (UUID.test(k)) {
          const [row] = await db
            .select(columns)
            .from(products)
            .where(and(eq(products.id, k), active));
          return row ?? null;
        }
        const [row] = await db
          .select(columns)
          .from(products)
          .where(and(eq(products.slug, k), active));
        if (row) return row;
        const [old] = await db
          .select(columns)
          .from(productSlugAliases)
          .innerJoin(products, eq(products.id, productSlugAliases.productId))
          .where(and(eq(productSlugAliases.slug, k), active));
        return old ?? null;
      });
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
  };
}
