import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  Category,
  ProductCard,
  ProductImage,
  ProductList,
  ProductListQuery,
  StoreProduct,
} from '@propwash/domain/catalog/schemas';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import type { Cache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db.ts';
import type { Storage } from '../../platform/storage.ts';
import { categories, categoryAliases, productImages, products } from './catalog.tables.ts';

type ProductRow = typeof products.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

const IMAGE_WIDTHS = [320, 640, 1280] as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCatalogService(deps: { db: Db; storage: Storage; cache: Cache }) {
  const { db, storage, cache } = deps;

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
      .select()
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

  /** A slug (or alias) and every category beneath it; an unknown slug gives an empty list. */
  async function categoryIdsFor(slug: string): Promise<string[]> {
    const cats = await allCategories();
    const aliasTarget = (await aliases()).get(slug);
    const roots = cats.filter((c) => c.enabled && (c.slug === slug || c.id === aliasTarget));
    const ids = new Set(roots.map((c) => c.id));
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of cats) {
        if (c.enabled && c.parentId && ids.has(c.parentId) && !ids.has(c.id)) {
          ids.add(c.id);
          grew = true;
        }
      }
    }
    return [...ids];
  }

  async function toCards(rows: ProductRow[]): Promise<ProductCard[]> {
    const [images, cats] = await Promise.all([imagesFor(rows.map((r) => r.id)), allCategories()]);
    const catById = new Map(cats.map((c) => [c.id, c]));
    return rows.map((r) => {
      const imgs = (images.get(r.id) ?? []).map((i) => imageOf(i, r.name));
      const cat = catById.get(r.categoryId);
      return {
        id: r.id,
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

  async function toStoreProduct(row: ProductRow): Promise<StoreProduct> {
    const [card] = await toCards([row]);
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
      gstRate: row.gstRateBp / 100,
      countryOfOrigin: row.countryOfOrigin,
    };
  }

  const sortOrder: Record<ProductListQuery['sort'], SQL[]> = {
    default: [desc(products.featured), desc(products.soldCount), desc(products.createdAt)],
    'price-low': [asc(products.pricePaise)],
    'price-high': [desc(products.pricePaise)],
    rating: [desc(products.ratingAvg), desc(products.reviewCount)],
    discount: [desc(products.discountPercent)],
    newest: [desc(products.createdAt)],
    name: [asc(products.name)],
  };

  return {
    listCategories: async () => (await allCategories()).filter((c) => c.enabled),

    /** Server-side filtering, sorting and paging of the active catalog. */
    async listProducts(q: ProductListQuery): Promise<ProductList> {
      const where: SQL[] = [eq(products.isActive, true)];
      if (q.category) {
        const ids = await categoryIdsFor(q.category);
        if (ids.length === 0)
          return { products: [], page: q.page, limit: q.limit, total: 0, totalPages: 0 };
        where.push(inArray(products.categoryId, ids));
      }
      let rank: SQL | undefined;
      if (q.search) {
        // Full-text match, or a close word match on the name so typos still find products.
        const tsq = sql`websearch_to_tsquery('english', ${q.search})`;
        where.push(
          or(sql`${products.searchVector} @@ ${tsq}`, sql`${q.search} <% ${products.name}`)!,
        );
        rank = sql`ts_rank(${products.searchVector}, ${tsq}) + word_similarity(${q.search}, ${products.name})`;
      }
      if (q.minPrice !== undefined) where.push(gte(products.pricePaise, rupeesToPaise(q.minPrice)));
      if (q.maxPrice !== undefined) where.push(lte(products.pricePaise, rupeesToPaise(q.maxPrice)));
      if (q.minRating) where.push(gte(products.ratingAvg, q.minRating));
      if (q.minDiscount) where.push(gte(products.discountPercent, q.minDiscount));
      if (q.deals) where.push(eq(products.featured, true));
      if (q.trending) where.push(eq(products.trending, true));
      if (q.availability === 'instock')
        where.push(sql`${products.stock} > 0 and ${products.stockStatus} = 'in_stock'`);
      if (q.availability === 'outofstock')
        where.push(sql`(${products.stock} = 0 or ${products.stockStatus} = 'out_of_stock')`);

      const condition = and(...where);
      const order = q.sort === 'default' && rank ? [desc(rank)] : sortOrder[q.sort];
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(condition)
          .orderBy(...order, asc(products.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ total: count() }).from(products).where(condition),
      ]);
      const total = totals?.total ?? 0;
      return {
        products: await toCards(rows),
        page: q.page,
        limit: q.limit,
        total,
        totalPages: Math.ceil(total / q.limit),
      };
    },

    async getProduct(id: string): Promise<StoreProduct | null> {
      if (!UUID.test(id)) return null;
      const row = await db.query.products.findFirst({
        where: and(eq(products.id, id), eq(products.isActive, true)),
      });
      return row ? toStoreProduct(row) : null;
    },

    /** Home grid: featured products, topped up with products rated 4 or above. */
    async featuredProducts(limit: number): Promise<ProductCard[]> {
      return cache.get(`catalog:featured:${limit}`, async () => {
        const rows = await db
          .select()
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
          .select()
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
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
