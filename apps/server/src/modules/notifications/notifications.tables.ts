import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { timestamptz, primaryId, createdAt } from '../../platform/columns.ts';

/** Emails: delivered by SMTP when configured, otherwise kept here and readable in admin. */
export const outboxEmails = pgTable(
  'notifications_outbox_email',
  {
    id: primaryId(),
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
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('notifications_outbox_created_idx').on(t.createdAt),
    index('notifications_outbox_status_idx').on(t.status, t.createdAt),
  ],
);

export const pushSubscriptions = pgTable(
  'notifications_push_subscription',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    /** When the push service last accepted a message for it (or it was made); stale ones go. */
    lastOkAt: timestamptz('last_ok_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_push_endpoint_uq').on(t.endpoint),
    index('notifications_push_user_idx').on(t.userId),
  ],
);
