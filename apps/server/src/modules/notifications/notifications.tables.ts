import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Emails: delivered by SMTP when configured, otherwise kept here and readable in admin. */
export const outboxEmails = pgTable(
  'notifications_outbox_email',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed', 'stored'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('notifications_outbox_created_idx').on(t.createdAt),
    index('notifications_outbox_status_idx').on(t.status, t.createdAt),
  ],
);

export const pushSubscriptions = pgTable(
  'notifications_push_subscription',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_push_endpoint_uq').on(t.endpoint),
    index('notifications_push_user_idx').on(t.userId),
  ],
);
