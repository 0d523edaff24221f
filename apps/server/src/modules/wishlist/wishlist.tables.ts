import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { createdAt } from '../../platform/columns.ts';

export const wishlistItems = pgTable(
  'wishlist_item',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_item_user_created_idx').on(t.userId, t.createdAt),
  ],
);
