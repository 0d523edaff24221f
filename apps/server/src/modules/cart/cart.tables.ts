import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { timestamptz, primaryId, requiredRef } from '../../platform/columns.ts';

/** A signed-in customer's cart (guests keep theirs in the browser until they sign in). */
export const carts = pgTable('cart_cart', {
  id: primaryId(),
  userId: uuid('user_id')
    .notNull()
    .unique('cart_cart_user_uq')
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Stands for "no variant" in the line's identity (PostgreSQL 13 has no NULLS NOT DISTINCT). */
export const NO_VARIANT = '00000000-0000-0000-0000-000000000000';

/**
 * Cart lines hold no price: the price is always read from the catalog when quoting. A line is one
 * product, or one variant of it: (cart, product, variant) is unique, a missing variant counting
 * as one value (cart_item_line_uq; upserts name the same expression).
 */
export const cartItems = pgTable(
  'cart_item',
  {
    cartId: requiredRef('cart_id', () => carts.id, 'cascade'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_item_line_uq').on(
      t.cartId,
      t.productId,
      sql`coalesce(${t.variantId}, '${sql.raw(NO_VARIANT)}'::uuid)`,
    ),
    index('cart_item_variant_idx')
      .on(t.variantId)
      .where(sql`${t.variantId} is not null`),
    check('cart_item_quantity_ck', sql`${t.quantity} between 1 and 999`),
  ],
);
