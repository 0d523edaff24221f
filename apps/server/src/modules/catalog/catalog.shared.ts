import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { products } from './catalog.tables.ts';

// What other modules may read and write of the product row beyond the catalog service: names for
// admin lists (any product, enabled or not) and the rating figures the reviews module computes.

export type ProductRating = { productId: string; average: number; count: number };

/**
 * Writes the rating and review count a product shows (decisions.md: from approved reviews only).
 * The caller drops cached listings afterwards, since a rating moves products in rating sorts.
 */
export async function setProductRatings(db: Db, ratings: ProductRating[]): Promise<void> {
  for (const r of ratings) {
    await db
      .update(products)
      .set({ ratingAvg: r.average, reviewCount: r.count })
      .where(eq(products.id, r.productId));
  }
}

/** Product names by id, disabled products included (admin screens name what they list). */
export async function productNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}
