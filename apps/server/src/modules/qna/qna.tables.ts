import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const questions = pgTable(
  'qna_question',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: ts('answered_at'),
    status: text('status', { enum: ['pending', 'answered'] })
      .notNull()
      .default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('qna_question_product_idx').on(t.productId, t.createdAt),
    index('qna_question_status_idx').on(t.status, t.createdAt),
  ],
);
