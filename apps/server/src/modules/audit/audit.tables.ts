import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditChanges, AuditKind } from '@propwash/domain/audit/schemas';
import { users } from '../accounts/accounts.tables.ts';
import { primaryId, timestamptz } from '../../platform/columns.ts';

/**
 * Every admin change: who (the admin's id, and their name and email as they were, so the entry
 * reads the same after the account changes or goes), when, what, and each changed field's value
 * before and after (docs/decisions/audit-log.md).
 */
export const auditEntries = pgTable(
  'audit_entry',
  {
    id: primaryId(),
    at: timestamptz('at').notNull().defaultNow(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    kind: text('kind').$type<AuditKind>().notNull(),
    recordId: text('record_id').notNull(),
    recordLabel: text('record_label').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
  },
  (t) => [
    // The newest-first list, unfiltered or from/to.
    index('audit_entry_at_idx').on(t.at, t.id),
    // A record's history (the "History" links).
    index('audit_entry_record_idx').on(t.kind, t.recordId, t.at),
    index('audit_entry_kind_idx').on(t.kind, t.at),
    index('audit_entry_actor_idx').on(t.actorUserId, t.at),
  ],
);
