import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { primaryId, timestamptz } from '../../platform/columns.ts';

/** Shop settings: one row per section (general, payment, shipping, email), each typed JSON. */
export const settings = pgTable('settings_section', {
  section: text('section').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/** Every saved settings change: who, when, and each field's old and new value. */
export const settingsChanges = pgTable(
  'settings_change',
  {
    id: primaryId(),
    section: text('section').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
    /** [{ field: 'freeShippingThreshold', from: 999, to: 1499 }, ...] (secrets never appear). */
    changes: jsonb('changes').$type<{ field: string; from: unknown; to: unknown }[]>().notNull(),
  },
  (t) => [index('settings_change_changed_idx').on(t.changedAt)],
);
