import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type {
  AdminProduct,
  AdminProductList,
  AdminProductListQuery,
  AdminProductRow,
} from '@propwash/domain/catalog/admin-read-schemas';
import { paiseToRupees } from '@propwash/domain/money';
import { AppError } from '../../../platform/app-error.ts';
import type { Db, Tx } from '../../../platform/db.ts';
import { pageInfo, selectPage } from '../../../platform/paging.ts';
import type { Storage } from '../../../platform/storage.ts';
import { UUID } from '../catalog.sql.ts';
import { products } from '../catalog.tables.ts';
import { toAdminVariants, variantsJsonSql } from '../products/products.variants.ts';
import type { AdminCategoryLookup, CategoryRow } from '../categories/categories.lookup.ts';
import { productImage, type ImageRow } from '../products/products.images.ts';
import { missingImporter } from '@propwash/domain/catalog/declarations';
import {
  declarationsOf,
  droneOf,
  productBasics,
  productDetails,
} from '../products/products.rows.ts';
import type { AdminProductFits } from '../fits/fits.admin.ts';
import type { AdminProductImages } from './admin.images.ts';
import type { SpecReads } from '../specs/specs.reads.ts';
import { adminListWhere, adminSortOrder } from './admin.list-query.ts';

type ProductRow = typeof products.$inferSelect;

/** The admin product list and the full product (hidden fields too) the edit form loads. */
export function createProductsAdminReads(deps: {
  db: Db;
  storage: Storage;
  categories: AdminCategoryLookup;
  images: Pick<AdminProductImages, 'imagesOf'>;
  fits: Pick<AdminProductFits, 'fitsOf'>;
  specRows: SpecReads['specRows'];
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
      ...productBasics(r, cat),
      sku: r.sku,
      categoryId: r.categoryId,
      categoryPath: cat ? pathOf(cat, byId) : '',
      image: firstImage ? storage.publicUrl(`${firstImage.key}-320.webp`) : null,
      stockStatus: r.stockStatus,
      isActive: r.isActive,
      shipsBySurface: r.shipsBySurface,
      sold: r.soldCount,
      updatedAt: r.updatedAt.toISOString(),
      variantCount,
      missingImporter: missingImporter(r.countryOfOrigin, declarationsOf(r)),
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
    const adminVariants = toAdminVariants(variants, row.stockStatus === 'in_stock');
    const specs = await deps.specRows(
      row.categoryId,
      row.specs,
      adminVariants.filter((v) => v.isActive).map((v) => v.specValues),
    );
    return {
      ...toRow(row, undefined, byId, variants.length),
      slug: row.slug,
      image: imgs[0]?.url ?? null,
      images: imgs,
      rating: Number(row.ratingAvg),
      reviews: row.reviewCount,
      freeDelivery: row.freeDelivery,
      ...productDetails(row),
      costPrice: row.costPricePaise === null ? null : paiseToRupees(row.costPricePaise),
      priceVaries: row.priceVaries,
      options: row.options,
      variants: adminVariants,
      compatibleWith: models.map((m) => m.id),
      fitsModels: models,
      specs,
      specValues: row.specs,
      declarations: declarationsOf(row),
      droneWeightGrams: row.droneWeightGrams,
      droneCategory: droneOf(row)?.category ?? null,
    };
  }

  return {
    load,

    /** Server-side search, category/stock/flag filters, sort and pages over every live product. */
    async listProducts(q: AdminProductListQuery): Promise<AdminProductList> {
      const cats = await allCategories();
      const byId = new Map(cats.map((c) => [c.id, c]));
      const condition = await adminListWhere(q, cats, resolveCategory);
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
          .orderBy(...adminSortOrder[q.sort], asc(products.id))
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
