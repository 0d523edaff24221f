import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const reviews = pgTable(
  'reviews_review',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectReason: text('reject_reason'),
    verified: boolean('verified').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    moderatedAt: ts('moderated_at'),
  },
  (t) => [
    uniqueIndex('reviews_review_product_user_uq').on(t.productId, t.userId),
    index('reviews_review_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_review_status_idx').on(t.status, t.createdAt),
    check('reviews_review_rating_ck', sql`${t.rating} between 1 and 5`),
  ],
);
