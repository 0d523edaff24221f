import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { timestamptz, primaryId, requiredRef } from '../../platform/columns.ts';

/** Every change of stock, with its reason: sale, cancellation, admin update, import, seed. */
export const inventoryMovements = pgTable(
  'inventory_movement',
  {
    id: primaryId(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    // The variant whose stock changed (null: the product's own stock, or a variant since deleted).
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    // The time the row is written, not the transaction's start (now()): every writer inserts the
    // movement after its update locked the product row, so a product's movements sorted by
    // (created_at, id) follow the order their stock changes took effect.
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('inventory_movement_product_idx').on(t.productId, t.createdAt),
    index('inventory_movement_created_idx').on(t.createdAt),
    index('inventory_movement_variant_idx')
      .on(t.variantId, t.createdAt)
      .where(sql`${t.variantId} is not null`),
  ],
);
