import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { timestamptz, primaryId, createdAt, requiredRef } from '../../platform/columns.ts';

export const questions = pgTable(
  'qna_question',
  {
    id: primaryId(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamptz('answered_at'),
    status: text('status', { enum: ['pending', 'answered'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('qna_question_product_idx').on(t.productId, t.createdAt),
    index('qna_question_status_idx').on(t.status, t.createdAt),
  ],
);
