// The cart's share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { cartItems, carts, checkouts } from './cart.tables.ts';

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

/** The customer's checkouts and the reminders sent about them (docs/decisions/abandoned-checkout.md). */
export async function exportCheckouts(db: Db, userId: string) {
  return db
    .select({
      startedAt: checkouts.startedAt,
      seenAt: checkouts.seenAt,
      lines: checkouts.lines,
      valuePaise: checkouts.valuePaise,
      firstReminderAt: checkouts.firstReminderAt,
      secondReminderAt: checkouts.secondReminderAt,
      secondReminderChannel: checkouts.secondReminderChannel,
      closedAt: checkouts.closedAt,
      closeReason: checkouts.closeReason,
      orderId: checkouts.orderId,
    })
    .from(checkouts)
    .where(eq(checkouts.userId, userId))
    .orderBy(desc(checkouts.startedAt));
}

/** The cart and its lines (the lines go with it), and the customer's checkouts. */
export async function eraseCart(tx: Tx, userId: string): Promise<void> {
  await tx.delete(carts).where(eq(carts.userId, userId));
  await tx.delete(checkouts).where(eq(checkouts.userId, userId));
}
