import { inArray } from 'drizzle-orm';
import { indiaDay } from '@propwash/domain/india-time';
import type { Db } from '../platform/db.ts';
import { productImages, products, productVariants } from '../modules/catalog/catalog.tables.ts';
import { inventoryMovements } from '../modules/inventory/inventory.tables.ts';
import type { SeededCategory } from './categories.ts';
import { PRODUCT_IMAGE_SIZE } from './images.ts';
import { buildProductSeeds, type ProductSeed } from './products.ts';

export type SeededProduct = ProductSeed & {
  id: string;
  categorySlug: string;
  createdAt: Date;
  // Storage key stems of the product's images, first one primary.
  imageKeys: string[];
};

const MINUTE = 60_000;

/** The storage key stem of a product's n-th image (1-based). */
export function productImageKey(sku: string, n: number): string {
  return `products/${sku}/${n}`;
}

/**
 * Inserts the products that are missing (by SKU) with their image rows and an 'Initial stock'
 * movement; products that already exist are left exactly as they are.
 */
export async function seedProducts(
  db: Db,
  categories: Map<string, SeededCategory>,
  now: Date,
): Promise<{ products: SeededProduct[]; created: Set<string> }> {
  const seeds = buildProductSeeds();
  const rows = seeds.map((seed) => {
    const category = categories.get(seed.categoryPath);
    if (!category) throw new Error(`Unknown category ${seed.categoryPath} for ${seed.sku}`);
    const createdAt = new Date(now.getTime() - seed.listedMinutesAgo * MINUTE);
    return {
      sku: seed.sku,
      slug: seed.slug,
      name: seed.name,
      brand: seed.brand,
      categoryId: category.id,
      searchKeywords: [category.name, category.parentName].filter(Boolean).join(' '),
      description: seed.description,
      pricePaise: seed.pricePaise,
      originalPricePaise: seed.originalPricePaise,
      costPricePaise: seed.costPricePaise,
      stock: seed.stock,
      stockStatus: seed.stockStatus,
      featured: seed.featured,
      trending: seed.trending,
      freeDelivery: seed.freeDelivery,
      shipsBySurface: seed.shipsBySurface,
      highlights: seed.highlights,
      whatsInBox: seed.whatsInBox,
      services: seed.services,
      warranty: seed.warranty,
      seller: seed.seller,
      hsnCode: seed.hsnCode,
      gstRateBp: seed.gstRateBp,
      countryOfOrigin: seed.countryOfOrigin,
      // Goods made for the shop or imported by it come in the month they are listed.
      declarations: {
        ...seed.declarations,
        monthOfManufactureOrImport:
          seed.declarations.importerName || seed.declarations.manufacturerName
            ? indiaDay(createdAt).slice(0, 7)
            : '',
      },
      droneWeightGrams: seed.droneWeightGrams,
      specs: seed.specs,
      options: seed.options,
      priceVaries: new Set(seed.variants.map((v) => v.pricePaise)).size > 1,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const inserted = await db
    .insert(products)
    .values(rows)
    .onConflictDoNothing()
    .returning({ sku: products.sku });
  const created = new Set(inserted.map((r) => r.sku));
  const skus = seeds.map((s) => s.sku);
  const existing = await db
    .select({ id: products.id, sku: products.sku, createdAt: products.createdAt })
    .from(products)
    .where(inArray(products.sku, skus));
  const bySku = new Map(existing.map((r) => [r.sku, r]));

  const seeded: SeededProduct[] = [];
  for (const seed of seeds) {
    const row = bySku.get(seed.sku);
    const category = categories.get(seed.categoryPath);
    // A seeded SKU whose slug was taken by another product is skipped rather than failing the seed.
    if (!row || !category) continue;
    const imageKeys = Array.from({ length: seed.imageCount }, (_, i) =>
      productImageKey(seed.sku, i + 1),
    );
    seeded.push({
      ...seed,
      id: row.id,
      categorySlug: category.slug,
      createdAt: row.createdAt,
      imageKeys,
    });
  }

  const fresh = seeded.filter((p) => created.has(p.sku));
  if (fresh.length > 0) {
    await db
      .insert(productImages)
      .values(
        fresh.flatMap((p) =>
          p.imageKeys.map((key, position) => ({
            productId: p.id,
            position,
            key,
            width: PRODUCT_IMAGE_SIZE.width,
            height: PRODUCT_IMAGE_SIZE.height,
            alt: position === 0 ? p.name : `${p.name}, view ${position + 1}`,
            createdAt: p.createdAt,
          })),
        ),
      )
      .onConflictDoNothing();
    const withVariants = fresh.filter((p) => p.variants.length > 0);
    const variantIds = new Map<string, string>();
    if (withVariants.length > 0) {
      const inserted = await db
        .insert(productVariants)
        .values(
          withVariants.flatMap((p) =>
            p.variants.map((v, sortOrder) => ({
              productId: p.id,
              sku: v.sku,
              options: v.options,
              label: v.label,
              pricePaise: v.pricePaise,
              originalPricePaise: v.originalPricePaise,
              stock: v.stock,
              specs: v.specs,
              sortOrder,
              createdAt: p.createdAt,
              updatedAt: p.createdAt,
            })),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: productVariants.id, sku: productVariants.sku });
      for (const r of inserted) variantIds.set(r.sku, r.id);
    }
    // 'Initial stock': one movement per product, or per variant for a product sold in versions.
    await db.insert(inventoryMovements).values(
      fresh.flatMap((p) =>
        p.variants.length === 0
          ? [
              {
                productId: p.id,
                delta: p.stock,
                stockAfter: p.stock,
                reason: 'Initial stock',
                createdAt: p.createdAt,
              },
            ]
          : p.variants.map((v) => ({
              productId: p.id,
              variantId: variantIds.get(v.sku) ?? null,
              delta: v.stock,
              stockAfter: v.stock,
              reason: 'Initial stock',
              createdAt: p.createdAt,
            })),
      ),
    );
  }
  return { products: seeded, created };
}
