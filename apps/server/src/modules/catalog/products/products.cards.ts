import type {
  Category,
  FitModel,
  ProductCard,
  StoreProduct,
} from '@propwash/domain/catalog/schemas';
import type { Db } from '../../../platform/db.ts';
import type { Storage } from '../../../platform/storage.ts';
import {
  declaredOnly,
  droneOf,
  productBasics,
  productDetails,
  type ProductRow,
} from './products.rows.ts';
import { toStoreVariants, type VariantJson } from './products.variants.ts';
import { imagesByProduct, productImage, type ImageRow } from './products.images.ts';
import type { SpecReads } from '../specs/specs.reads.ts';

/** Turns product rows into the cards and product pages the storefront shows. */
export function createProductCards(deps: {
  db: Db;
  storage: Storage;
  allCategories: () => Promise<Category[]>;
  specRows: SpecReads['specRows'];
}) {
  const { db, storage, allCategories, specRows } = deps;

  const imageOf = (row: ImageRow, alt: string) => productImage(storage, row, alt);
  const imagesFor = (productIds: string[]) => imagesByProduct(db, productIds);

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
        ...productBasics(r, cat),
        slug: r.slug,
        image: imgs[0]?.url ?? null,
        images: imgs,
        rating: Number(r.ratingAvg),
        reviews: r.reviewCount,
        freeDelivery: r.freeDelivery,
        priceVaries: r.priceVaries,
        hasVersions: r.options.length > 0,
      };
    });
  }

  /** `fitsModels`: the active models the product fits (fits/fits.reads.ts `modelsOf`). */
  async function toStoreProduct(
    row: ProductRow,
    images: ImageRow[],
    variants: VariantJson[] | string,
    fitsModels: FitModel[],
  ): Promise<StoreProduct> {
    const [card] = await toCards([row], new Map([[row.id, images]]));
    const storeVariants =
      typeof variants === 'string' ? (JSON.parse(variants) as VariantJson[]) : variants;
    return {
      ...card!,
      options: row.options,
      variants: toStoreVariants(storeVariants, row.stockStatus === 'in_stock'),
      sku: row.sku,
      shipsBySurface: row.shipsBySurface,
      ...productDetails(row),
      declarations: declaredOnly(row),
      drone: droneOf(row),
      compatibleWith: fitsModels.map((m) => m.id),
      fitsModels,
      specs: await specRows(
        row.categoryId,
        row.specs,
        storeVariants.filter((v) => v.isActive).map((v) => v.specs),
      ),
    };
  }

  return { imageOf, toCards, toStoreProduct };
}
export type ProductCards = ReturnType<typeof createProductCards>;
