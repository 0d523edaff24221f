import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { GrievanceStatus } from '@propwash/domain/legal/grievances';
import type { LegalPage } from '@propwash/domain/legal/notices';
import { users } from '../accounts/accounts.tables.ts';
import { createdAt, primaryId, timestamptz } from '../../platform/columns.ts';

/**
 * Each version of a notice as it was published, never changed (docs/decisions/legal-notices.md):
 * a new version is written when the text the settings produce differs from the newest one.
 */
export const noticeVersions = pgTable(
  'legal_notice_version',
  {
    id: primaryId(),
    page: text('page').$type<LegalPage>().notNull(),
    version: integer('version').notNull(),
    /** sha-256 of `html`, to tell whether the settings changed the text. */
    hash: text('hash').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('legal_notice_version_uq').on(t.page, t.version)],
);

/** A complaint to the grievance officer, with its ticket (docs/decisions/grievances.md). */
export const grievances = pgTable(
  'legal_grievance',
  {
    id: primaryId(),
    ticket: text('ticket').notNull(),
    /** The signed-in customer who filed it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    orderNumber: text('order_number'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').$type<GrievanceStatus>().notNull().default('open'),
    reply: text('reply'),
    acknowledgeBy: timestamptz('acknowledge_by').notNull(),
    resolveBy: timestamptz('resolve_by').notNull(),
    acknowledgedAt: timestamptz('acknowledged_at'),
    closedAt: timestamptz('closed_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('legal_grievance_ticket_uq').on(t.ticket),
    index('legal_grievance_created_idx').on(t.createdAt),
    index('legal_grievance_status_idx').on(t.status, t.createdAt),
    index('legal_grievance_email_idx').on(sql`lower(${t.email})`),
    check(
      'legal_grievance_status_ck',
      sql`${t.status} in ('open', 'acknowledged', 'resolved', 'rejected')`,
    ),
  ],
);
