import { sql } from 'drizzle-orm';
import {
  integer,
  pgTable,
  text,
  type PgDatabase,
  type PgQueryResultHKT,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

// Gap-free document series, one per financial year: GST invoices (orders) and credit notes
// (returns), docs/decisions/prices-include-gst.md and docs/decisions/credit-notes.md. Each module owns its
// document and counter tables; these are the columns and the counting they share.
// The tables files import this one, so it must not import db.ts: Db is typed by every table
// (src/schema.ts), and naming it here would close an import cycle through all of them.

/** Any drizzle handle that can insert (a Db or a transaction), whatever schema it was opened with. */
type Inserter = Pick<PgDatabase<PgQueryResultHKT>, 'insert'>;

/** A numbered document's place in its series: the financial year, the sequence, the date. */
export const seriesColumns = () => ({
  financialYear: text('financial_year').notNull(),
  sequence: integer('sequence').notNull(),
  issuedAt: timestamptz('issued_at').notNull().defaultNow(),
});

/** A series' counter table: the last sequence taken in each financial year. */
export const seriesCounterTable = <Name extends string>(name: Name) =>
  pgTable(name, {
    financialYear: text('financial_year').primaryKey(),
    lastSequence: integer('last_sequence').notNull().default(0),
  });
export type SeriesCounterTable = ReturnType<typeof seriesCounterTable>;

/**
 * Takes the next `count` sequences of the financial year's series with one atomic upsert of its
 * counter, so concurrent callers never share or skip a number (a rollback gives them back).
 * Answers the first one taken.
 */
export async function takeSequences(
  db: Inserter,
  counter: SeriesCounterTable,
  financialYear: string,
  count = 1,
): Promise<number> {
  const [row] = await db
    .insert(counter)
    .values({ financialYear, lastSequence: count })
    .onConflictDoUpdate({
      target: counter.financialYear,
      set: { lastSequence: sql`${counter.lastSequence} + ${count}` },
    })
    .returning({ last: counter.lastSequence });
  return (row?.last ?? count) - count + 1;
}
