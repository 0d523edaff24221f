// The cart's share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { cartItems, carts } from './cart.tables.ts';

/** The lines of the customer's cart (one query). */
export async function exportCart(db: Db, userId: string) {
  return db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      addedAt: cartItems.addedAt,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(desc(cartItems.addedAt));
}

/** The cart and its lines (the lines go with it). */
export async function eraseCart(tx: Tx, userId: string): Promise<void> {
  await tx.delete(carts).where(eq(carts.userId, userId));
}
