import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { timestamptz, primaryId, requiredRef } from '../../platform/columns.ts';
import { orders } from '../orders/orders.tables.ts';

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

/** One line of a checkout's cart as it stood, to restore it from a reminder's link. */
export type CheckoutLine = { productId: string; variantId: string | null; quantity: number };

/**
 * A signed-in shopper's checkout that has not (yet) become an order (docs/decisions/
 * abandoned-checkout.md): at most one open per customer (`closedAt` null). Reminders are stored
 * jobs; each stamps its time here. Placing an order closes it (`orderId`, recovered when a
 * reminder went first), as do emptying the cart and withdrawing consent (`closeReason`).
 */
export const checkouts = pgTable(
  'cart_checkout',
  {
    id: primaryId(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    startedAt: timestamptz('started_at').notNull().defaultNow(),
    // The last time the shopper was seen at checkout: reminders count from it.
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
    lines: jsonb('lines').$type<CheckoutLine[]>().notNull(),
    // The cart's total when last seen, in paise.
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull(),
    firstReminderAt: timestamptz('first_reminder_at'),
    secondReminderAt: timestamptz('second_reminder_at'),
    // 'email' or 'whatsapp': how the second reminder went.
    secondReminderChannel: text('second_reminder_channel'),
    closedAt: timestamptz('closed_at'),
    closeReason: text('close_reason', {
      enum: ['ordered', 'emptied', 'consent_withdrawn', 'expired'],
    }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('cart_checkout_open_uq')
      .on(t.userId)
      .where(sql`${t.closedAt} is null`),
    index('cart_checkout_started_idx').on(t.startedAt),
    check(
      'cart_checkout_close_reason_ck',
      sql`${t.closeReason} is null or ${t.closeReason} in ('ordered', 'emptied', 'consent_withdrawn', 'expired')`,
    ),
  ],
);
