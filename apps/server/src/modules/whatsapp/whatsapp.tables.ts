import { sql } from 'drizzle-orm';
import {
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
import { orders } from '../orders/orders.tables.ts';
import { createdAt, primaryId, timestamptz } from '../../platform/columns.ts';
import type { Email } from '../../platform/mail.ts';
import { whatsappPurposes, whatsappStatuses } from '@propwash/domain/whatsapp/messages';

/**
 * Every WhatsApp message the shop sends (docs/decisions/whatsapp.md): queued here, sent by a
 * stored job, then its status as Meta's webhook reports it. `wamid` is Meta's `messages[].id`.
 */
export const whatsappMessages = pgTable(
  'whatsapp_message',
  {
    id: primaryId(),
    wamid: text('wamid'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    // 91XXXXXXXXXX, as Meta takes it.
    toPhone: text('to_phone').notNull(),
    purpose: text('purpose', { enum: whatsappPurposes }).notNull(),
    // The approved template's name; null for a free-form reply inside the 24-hour window.
    template: text('template'),
    language: text('language'),
    // Body parameters {{1}}, {{2}}… and buttons, as sent (or the reply's text).
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: whatsappStatuses }).notNull().default('queued'),
    // Meta's error (code and title) or the transport's, when it failed.
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    // Sent instead when WhatsApp cannot deliver; cleared once sent.
    fallbackEmail: jsonb('fallback_email').$type<Email>(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    deliveredAt: timestamptz('delivered_at'),
    readAt: timestamptz('read_at'),
    failedAt: timestamptz('failed_at'),
  },
  (t) => [
    uniqueIndex('whatsapp_message_wamid_uq').on(t.wamid),
    index('whatsapp_message_order_idx')
      .on(t.orderId, t.createdAt)
      .where(sql`${t.orderId} is not null`),
    index('whatsapp_message_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('whatsapp_message_created_idx').on(t.createdAt),
    check(
      'whatsapp_message_status_ck',
      sql`${t.status} in ('queued', 'sent', 'delivered', 'read', 'failed', 'emailed')`,
    ),
  ],
);

/**
 * Messages customers send to the shop's number that the webhook acted on (a button reply). Meta
 * may deliver a webhook twice: the primary key on its id makes the second a no-op.
 */
export const whatsappInbound = pgTable('whatsapp_inbound', {
  wamid: text('wamid').primaryKey(),
  fromPhone: text('from_phone').notNull(),
  // The shop's message it answers (context.id), when it is a button reply.
  contextWamid: text('context_wamid'),
  // The button's payload, or the text.
  payload: text('payload').notNull(),
  // What the shop did: 'cod_confirmed', 'cod_cancelled', 'already_done', 'ignored'.
  outcome: text('outcome').notNull(),
  receivedAt: createdAt(),
});
