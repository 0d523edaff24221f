// The reviews' share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { reviews } from './reviews.tables.ts';

/** The customer's reviews, whatever their moderation status (one query). */
export async function exportReviews(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt));
  return rows.map(({ userId: _u, ...r }) => r);
}

/**
 * Deletes the customer's reviews (their words and their rating are theirs to take back) and
 * answers the products they were on, whose ratings the caller recomputes after commit
 * (reviews.service.ts `refreshRatings`), as the account's deletion already does.
 */
export async function eraseReviews(tx: Tx, userId: string): Promise<string[]> {
  const gone = await tx
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ productId: reviews.productId });
  return [...new Set(gone.map((r) => r.productId))];
}
