import { asc, getTableColumns, inArray } from 'drizzle-orm';
import type {
  Category,
  ProductCard,
  ProductImage,
  StoreProduct,
} from '@propwash/domain/catalog/schemas';
import { paiseToRupees } from '@propwash/domain/money';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import type { Db } from '../../platform/db.ts';
import type { Storage } from '../../platform/storage.ts';
import { productImages, products } from './catalog.tables.ts';

// What the storefront reads of a product: not the search vector (the widest column, read only
// by search conditions) nor the cost price.
const {
  searchVector: _searchVector,
  costPricePaise: _costPricePaise,
  ...columns
} = getTableColumns(products);
export const storeColumns = columns;
export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector' | 'costPricePaise'>;
export type ImageRow = Pick<typeof productImages.$inferSelect, 'key' | 'width' | 'height' | 'alt'>;

const IMAGE_WIDTHS = [320, 640, 1280] as const;

/** Turns product rows into the cards and product pages the storefront shows. */
export function createProductCards(deps: {
  db: Db;
  storage: Storage;
  allCategories: () => Promise<Category[]>;
}) {
  const { db, storage, allCategories } = deps;

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

  return { imageOf, toCards, toStoreProduct };
}
export type ProductCards = ReturnType<typeof createProductCards>;
