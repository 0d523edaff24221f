import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@propwash/domain/catalog/admin-schemas';
import type {
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
  AdminProductRow,
} from '@propwash/domain/catalog/admin-read-schemas';
import { paiseToRupees } from '@propwash/domain/money';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { pageInfo, selectPage } from '../../../platform/paging.ts';
import { containsPattern } from '../../../platform/like.ts';
import type { Storage } from '../../../platform/storage.ts';
import { inStock, outOfStock, UUID } from '../catalog.sql.ts';
import { products } from '../catalog.tables.ts';
import { toAdminVariants, variantsJsonSql } from '../products/products.variants.ts';
import type { AdminCategoryLookup, CategoryRow } from '../categories/categories.lookup.ts';
import { productImage, type ImageRow } from '../products/products.images.ts';
import type { AdminProductFits } from '../fits/fits.admin.ts';
import type { AdminProductImages } from './admin.images.ts';

type ProductRow = typeof products.$inferSelect;

const sortOrder: Record<AdminProductListQuery['sort'], SQL[]> = {
  newest: [desc(products.createdAt)],
  oldest: [asc(products.createdAt)],
  name: [asc(products.name)],
  'name-desc': [desc(products.name)],
  'price-low': [asc(products.pricePaise)],
  'price-high': [desc(products.pricePaise)],
  'stock-low': [asc(products.stock)],
  'stock-high': [desc(products.stock)],
  sales: [desc(products.soldCount)],
};

/** The admin product list and the full product (hidden fields too) the edit form loads. */
export function createProductsAdminReads(deps: {
  db: Db;
  storage: Storage;
  categories: AdminCategoryLookup;
  images: Pick<AdminProductImages, 'imagesOf'>;
  fits: Pick<AdminProductFits, 'fitsOf'>;
}) {
  const { db, storage } = deps;
  const { allCategories, pathOf, resolveCategory } = deps.categories;
  const { imagesOf } = deps.images;

  const imageOf = (row: ImageRow, alt: string) => productImage(storage, row, alt);

  function toRow(
    r: ProductRow,
    firstImage: ImageRow | undefined,
    byId: Map<string, CategoryRow>,
    variantCount: number,
  ) {
    const cat = byId.get(r.categoryId);
    return {
      id: r.id,
      _id: r.id,
      name: r.name,
      sku: r.sku,
      brand: r.brand,
      category: cat?.slug ?? '',
      categoryName: cat?.name ?? '',
      categoryId: r.categoryId,
      categoryPath: cat ? pathOf(cat, byId) : '',
      price: paiseToRupees(r.pricePaise),
      originalPrice: paiseToRupees(r.originalPricePaise),
      discount: r.discountPercent,
      image: firstImage ? storage.publicUrl(`${firstImage.key}-320.webp`) : null,
      stock: r.stock,
      stockStatus: r.stockStatus,
      inStock: r.stock > 0 && r.stockStatus === 'in_stock',
      featured: r.featured,
      trending: r.trending,
      isActive: r.isActive,
      shipsBySurface: r.shipsBySurface,
      sold: r.soldCount,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      variantCount,
    } satisfies AdminProductRow;
  }

  async function load(id: string, db_: Db | Tx = db): Promise<AdminProduct> {
    const found = UUID.test(id)
      ? (
          await db_
            .select({ row: products, variants: variantsJsonSql({ all: true }) })
            .from(products)
            .where(and(eq(products.id, id), isNull(products.deletedAt)))
        )[0]
      : undefined;
    if (!found) throw new AppError('NOT_FOUND', 'Product not found');
    const { row, variants } = found;
    const [images, cats, models] = await Promise.all([
      imagesOf(db_, [row.id]),
      allCategories(),
      deps.fits.fitsOf(row.id, db_),
    ]);
    const byId = new Map(cats.map((c) => [c.id, c]));
    const imgs = (images.get(row.id) ?? []).map((i) => imageOf(i, row.name));
    return {
      ...toRow(row, undefined, byId, variants.length),
      slug: row.slug,
      image: imgs[0]?.url ?? null,
      images: imgs,
      description: row.description,
      rating: Number(row.ratingAvg),
      reviews: row.reviewCount,
      freeDelivery: row.freeDelivery,
      highlights: row.highlights,
      whatsInBox: row.whatsInBox,
      services: row.services,
      warranty: row.warranty,
      videoUrl: row.videoUrl,
      seller: row.seller,
      hsnCode: row.hsnCode,
      gstRate: gstBpToPercent(row.gstRateBp),
      countryOfOrigin: row.countryOfOrigin,
      costPrice: row.costPricePaise === null ? null : paiseToRupees(row.costPricePaise),
      priceVaries: row.priceVaries,
      options: row.options,
      variants: toAdminVariants(variants, row.stockStatus === 'in_stock'),
      compatibleWith: models.map((m) => m.id),
      fitsModels: models,
    };
  }

  return {
    load,

    /** Server-side search, category/stock/flag filters, sort and pages over every live product. */
    async listProducts(q: AdminProductListQuery): Promise<AdminProductList> {
      const cats = await allCategories();
      const byId = new Map(cats.map((c) => [c.id, c]));
      const where: SQL[] = [isNull(products.deletedAt)];
      if (q.search) {
        const like = containsPattern(q.search);
        const matches: SQL[] = [
          sql`${products.name} ilike ${like}`,
          sql`${products.searchVector} @@ plainto_tsquery('english', ${q.search})`,
          eq(products.sku, q.search.toUpperCase()),
          // The exact SKU of one of its variants, inactive ones too.
          sql`${products.id} in (select v.product_id from catalog_variant v
               where lower(v.sku) = ${q.search.toLowerCase()})`,
        ];
        if (UUID.test(q.search)) matches.push(eq(products.id, q.search.toLowerCase()));
        where.push(or(...matches)!);
      }
      if (q.category) {
        const root = await resolveCategory(q.category, cats).catch(() => null);
        const ids = root
          ? [root.id, ...cats.filter((c) => c.parentId === root.id).map((c) => c.id)]
          : [];
        where.push(ids.length ? inArray(products.categoryId, ids) : sql`false`);
      }
      if (q.stock === 'instock') where.push(inStock);
      if (q.stock === 'outofstock') where.push(outOfStock);
      if (q.stock === 'low') where.push(lte(products.stock, LOW_STOCK_THRESHOLD));
      if (q.flags === 'featured') where.push(eq(products.featured, true));
      if (q.flags === 'trending') where.push(eq(products.trending, true));
      if (q.flags === 'both')
        where.push(and(eq(products.featured, true), eq(products.trending, true))!);
      if (q.flags === 'none')
        where.push(and(eq(products.featured, false), eq(products.trending, false))!);
      const condition = and(...where);
      const { rows: page, total } = await selectPage(
        db,
        q,
        db
          .select({
            row: products,
            // Per row of the page, through catalog_variant's product index.
            variantCount: sql<number>`(select count(*)::int from catalog_variant v
              where v.product_id = catalog_product.id)`,
          })
          .from(products)
          .where(condition)
          .orderBy(...sortOrder[q.sort], asc(products.id))
          .$dynamic(),
        { table: products, where: condition },
      );
      const images = await imagesOf(
        db,
        page.map(({ row }) => row.id),
      );
      return {
        products: page.map(({ row, variantCount }) =>
          toRow(row, images.get(row.id)?.[0], byId, variantCount),
        ),
        ...pageInfo(q, total),
      };
    },

    /** One product with every field, hidden ones too (not deleted ones). */
    getProduct: (id: string) => load(id),
  };
}
