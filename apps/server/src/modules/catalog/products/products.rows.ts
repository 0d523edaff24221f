import { getTableColumns } from 'drizzle-orm';
import { emptyDeclarations, type ProductDeclarations } from '@propwash/domain/catalog/declarations';
import { droneCategoryLabels, droneCategoryOf } from '@propwash/domain/catalog/drones';
import type { StoreDeclarations, StoreDrone } from '@propwash/domain/catalog/schemas';
import { paiseToRupees } from '@propwash/domain/money';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import { products } from '../catalog.tables.ts';

// The product row as every read turns it into an answer: which columns the storefront selects,
// and the fields a storefront card and an admin list row both show.

// What the storefront reads of a product: not the search vector (the widest column, read only
// by search conditions) nor the cost price.
const {
  searchVector: _searchVector,
  costPricePaise: _costPricePaise,
  ...columns
} = getTableColumns(products);
export const storeColumns = columns;
export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector' | 'costPricePaise'>;

/** A product's category as reads name it. */
type CategoryName = { slug: string; name: string };

/** True when a shopper can buy the product now: units left and not marked out of stock. */
export const isInStock = (r: Pick<ProductRow, 'stock' | 'stockStatus'>) =>
  r.stock > 0 && r.stockStatus === 'in_stock';

/** The fields a storefront card and an admin list row share, in rupees. */
export function productBasics(r: ProductRow, category: CategoryName | undefined) {
  return {
    id: r.id,
    _id: r.id,
    name: r.name,
    brand: r.brand,
    category: category?.slug ?? '',
    categoryName: category?.name ?? '',
    price: paiseToRupees(r.pricePaise),
    originalPrice: paiseToRupees(r.originalPricePaise),
    discount: r.discountPercent,
    stock: r.stock,
    inStock: isInStock(r),
    featured: r.featured,
    trending: r.trending,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The product page's descriptive fields, which the storefront and the admin form both show. */
export function productDetails(r: ProductRow) {
  return {
    description: r.description,
    highlights: r.highlights,
    whatsInBox: r.whatsInBox,
    services: r.services,
    warranty: r.warranty,
    videoUrl: r.videoUrl,
    seller: r.seller,
    hsnCode: r.hsnCode,
    gstRate: gstBpToPercent(r.gstRateBp),
    countryOfOrigin: r.countryOfOrigin,
  };
}

/** Every declaration field, '' where none is given (a row written before a field existed too). */
export function declarationsOf(r: Pick<ProductRow, 'declarations'>): ProductDeclarations {
  return { ...emptyDeclarations, ...r.declarations };
}

/** The declarations a shopper reads: only the fields the owner filled in. */
export function declaredOnly(r: Pick<ProductRow, 'declarations'>): StoreDeclarations {
  return Object.fromEntries(
    Object.entries(declarationsOf(r)).filter(([, value]) => value.trim() !== ''),
  );
}

/** A drone's weight and Drone Rules category (docs/decisions/drones.md); null: not a drone. */
export function droneOf(r: Pick<ProductRow, 'droneWeightGrams'>): StoreDrone | null {
  if (r.droneWeightGrams === null) return null;
  const category = droneCategoryOf(r.droneWeightGrams);
  return {
    weightGrams: r.droneWeightGrams,
    category,
    categoryLabel: droneCategoryLabels[category],
  };
}
