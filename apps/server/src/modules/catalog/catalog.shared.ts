import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { categories, products } from './catalog.tables.ts';

// What other modules may read and write of the product row beyond the catalog service: names for
// admin lists (any product, enabled or not) and the rating figures the reviews module computes.

export type ProductRating = { productId: string; average: number; count: number };

/**
 * Writes the rating and review count a product shows (docs/decisions/reviews-questions-and-contact.md: from approved reviews only).
 * The caller drops cached listings afterwards, since a rating moves products in rating sorts.
 */
export async function setProductRatings(db: Db, ratings: ProductRating[]): Promise<void> {
  if (ratings.length === 0) return;
  // One statement for every product, whatever the count.
  const rows = sql.join(
    ratings.map((r) => sql`(${r.productId}::uuid, ${r.average}::numeric, ${r.count}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${products} set rating_avg = v.average, review_count = v.count
    from (values ${rows}) as v(id, average, count)
    where ${products.id} = v.id`);
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

/**
 * Of these products, those the shop takes no returns of: their category, or its parent, is not
 * returnable (docs/decisions/returns-and-replacements.md).
 */
export async function nonReturnableProductIds(db: Db, ids: string[]): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db.execute<{ id: string }>(sql`
    select p.id from ${products} p
      join ${categories} c on c.id = p.category_id
      left join ${categories} parent on parent.id = c.parent_id
     where p.id in (${sql.join(
       unique.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})
       and (not c.returnable or parent.returnable is false)`);
  return new Set((rows as unknown as { rows: { id: string }[] }).rows.map((r) => r.id));
}
