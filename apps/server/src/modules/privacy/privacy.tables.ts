import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ConsentChannel, ConsentPurpose } from '@propwash/domain/privacy/consents';
import { users } from '../accounts/accounts.tables.ts';
import { createdAt, primaryId, timestamptz } from '../../platform/columns.ts';

/**
 * Every grant and withdrawal of a consent, never updated (docs/decisions/privacy-and-consent.md):
 * a purpose's current state is its newest event. A guest's newsletter sign-up names only the
 * email. After an erasure the events stay, without the user or the email, to show consent was
 * asked the lawful way.
 */
export const consentEvents = pgTable(
  'privacy_consent_event',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased; set for email_offers (the newsletter list is by address). */
    email: text('email'),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    granted: boolean('granted').notNull(),
    /** The privacy notice's version the customer was shown. */
    noticeVersion: integer('notice_version'),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('privacy_consent_event_user_idx').on(t.userId, t.purpose, t.at),
    index('privacy_consent_event_email_idx').on(t.email, t.purpose, t.at),
  ],
);

/**
 * An account's erasure: who asked and how, and what was kept (counts only). `userId` has no
 * foreign key: the row is the proof, whatever becomes of the account row.
 */
export const erasures = pgTable(
  'privacy_erasure',
  {
    id: primaryId(),
    userId: uuid('user_id').notNull(),
    by: text('by', { enum: ['customer', 'admin'] }).notNull(),
    /** The admin's reference to the request ("email of 4 Dec 2026"); null for the customer. */
    reason: text('reason'),
    keptTaxDocuments: integer('kept_tax_documents').notNull(),
    /** Why what was kept was kept (CGST Act s.36). */
    keptBecause: text('kept_because').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_erasure_user_idx').on(t.userId)],
);
