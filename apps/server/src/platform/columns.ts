import { timestamp, uuid, type AnyPgColumn, type UpdateDeleteAction } from 'drizzle-orm/pg-core';

// Column shapes every module's tables share (docs/architecture.md, Server modules). Each helper
// returns a fresh builder, so a table gets its own column; the SQL is what the migrations say.

/** `timestamp with time zone`, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The primary key of a record table: a random uuid. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row was written and last changed. */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A uuid that must name a row of another table (`target`, a thunk so tables may point at each
 * other); `onDelete` says what deleting that row does to this one.
 */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction,
) => uuid(name).notNull().references(target, { onDelete });
