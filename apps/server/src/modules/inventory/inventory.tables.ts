import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { timestamptz, primaryId, requiredRef, createdAt } from '../../platform/columns.ts';
import { NO_VARIANT } from '../cart/cart.tables.ts';

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

/**
 * A shopper waiting for an out-of-stock product or version to come back (docs/decisions/
 * back-in-stock.md): told once, by `channel`, when its stock goes from zero to more; `notifiedAt`
 * is set in the transaction that queues the message, so no one is told twice. One waiting row per
 * person and item (`who`: the account, else the email, else the phone).
 */
export const stockAlerts = pgTable(
  'inventory_stock_alert',
  {
    id: primaryId(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // Lower-cased; a guest's address, or the account's at the time of asking.
    email: text('email'),
    // Ten digits (phoneSchema), for WhatsApp.
    phone: text('phone'),
    channel: text('channel', { enum: ['email', 'whatsapp'] }).notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [
    uniqueIndex('inventory_stock_alert_waiting_uq')
      .on(
        t.productId,
        sql`coalesce(${t.variantId}, '${sql.raw(NO_VARIANT)}'::uuid)`,
        sql`coalesce(${t.userId}::text, ${t.email}, ${t.phone})`,
      )
      .where(sql`${t.notifiedAt} is null`),
    index('inventory_stock_alert_item_idx')
      .on(t.productId, t.variantId, t.createdAt)
      .where(sql`${t.notifiedAt} is null`),
    index('inventory_stock_alert_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    check('inventory_stock_alert_channel_ck', sql`${t.channel} in ('email', 'whatsapp')`),
    check(
      'inventory_stock_alert_who_ck',
      sql`${t.userId} is not null or ${t.email} is not null or ${t.phone} is not null`,
    ),
  ],
);
