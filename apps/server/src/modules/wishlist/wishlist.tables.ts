import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { createdAt, requiredRef } from '../../platform/columns.ts';

export const wishlistItems = pgTable(
  'wishlist_item',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_item_user_created_idx').on(t.userId, t.createdAt),
  ],
);
