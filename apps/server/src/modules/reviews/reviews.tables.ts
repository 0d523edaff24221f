import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { timestamptz, primaryId, createdAt, requiredRef } from '../../platform/columns.ts';

export const reviews = pgTable(
  'reviews_review',
  {
    id: primaryId(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectReason: text('reject_reason'),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
    moderatedAt: timestamptz('moderated_at'),
  },
  (t) => [
    uniqueIndex('reviews_review_product_user_uq').on(t.productId, t.userId),
    index('reviews_review_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_review_status_idx').on(t.status, t.createdAt),
    check('reviews_review_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
