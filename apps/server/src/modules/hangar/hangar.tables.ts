import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { timestamptz, requiredRef } from '../../platform/columns.ts';

/** The models a signed-in shopper owns ("My hangar"): catalog products, newest first. */
export const hangarModels = pgTable(
  'hangar_model',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // Deleting a product cascades here without a scan.
    index('hangar_model_product_idx').on(t.productId),
  ],
);
