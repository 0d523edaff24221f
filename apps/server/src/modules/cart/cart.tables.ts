import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { timestamptz, primaryId } from '../../platform/columns.ts';

/** A signed-in customer's cart (guests keep theirs in the browser until they sign in). */
export const carts = pgTable('cart_cart', {
  id: primaryId(),
  userId: uuid('user_id')
    .notNull()
    .unique('cart_cart_user_uq')
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Cart lines hold no price: the price is always read from the catalog when quoting. */
export const cartItems = pgTable(
  'cart_item',
  {
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    check('cart_item_quantity_ck', sql`${t.quantity} between 1 and 999`),
  ],
);
