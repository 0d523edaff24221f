import { count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './db.ts';

// Paged lists (the admin lists, a customer's orders): `page` counts from 1, `limit` rows a page,
// and the answer says how many rows the whole list has.

/** What a paged list is asked for. */
export type PageQuery = { page: number; limit: number };

/**
 * One page of an ordered select and the count of every row it would answer, asked together:
 * `rows` is the list's select made `.$dynamic()`, counted as `count(*)` of `table` under `where`
 * (the same filter, without joins that cannot change the count).
 */
export async function selectPage<S extends PgSelect>(
  db: Db | Tx,
  page: PageQuery,
  rows: S,
  counted: { table: PgTable; where: SQL | undefined },
): Promise<{ rows: Awaited<S>; total: number }> {
  const [found, [total]] = await Promise.all([
    onPage(rows, page),
    db.select({ n: count() }).from(counted.table).where(counted.where),
  ]);
  return { rows: found, total: total?.n ?? 0 };
}

/**
 * One page of a table's rows under `where`, newest first: by the `newest` timestamp, then by id so
 * rows written in the same instant keep one order; with the count of all of them.
 */
export function selectNewestFirst<T extends PgTable & { id: AnyPgColumn }>(
  db: Db | Tx,
  page: PageQuery,
  table: T,
  newest: AnyPgColumn,
  where: SQL | undefined,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const rows = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(newest), desc(table.id))
    .$dynamic();
  return selectPage(db, page, rows, { table, where }) as Promise<{
    rows: T['$inferSelect'][];
    total: number;
  }>;
}

/** The rows of one page of an ordered select (made `.$dynamic()`). */
export function onPage<S extends PgSelect>(rows: S, page: PageQuery): Promise<Awaited<S>> {
  return rows.limit(page.limit).offset((page.page - 1) * page.limit) as unknown as Promise<
    Awaited<S>
  >;
}

/** The paging fields of a list's answer. */
export function pageInfo(page: PageQuery, total: number) {
  return { page: page.page, limit: page.limit, total, totalPages: Math.ceil(total / page.limit) };
}
