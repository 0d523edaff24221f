// The wishlist's share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { wishlistItems } from './wishlist.tables.ts';

export async function exportWishlist(db: Db, userId: string) {
  return db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
}

export async function eraseWishlist(tx: Tx, userId: string): Promise<void> {
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
