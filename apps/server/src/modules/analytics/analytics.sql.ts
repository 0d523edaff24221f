import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { IST_OFFSET_MS } from '@propwash/domain/india-time';
import type { Db } from '../../platform/db.ts';
import { orders } from '../orders/orders.tables.ts';
import type { IndiaRange } from './analytics.range.ts';

/** Rows of a raw query, whichever engine ran it (PGlite and node-postgres both answer `rows`). */
export async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

/** Orders placed in the range (the created_at index's range scan). */
export const placedIn = (r: IndiaRange) =>
  sql`${orders.createdAt} >= ${r.from.toISOString()}::timestamptz and ${orders.createdAt} < ${r.to.toISOString()}::timestamptz`;

/**
 * The orders the figures count: not cancelled (docs/decisions/analytics.md). Order counts, revenue and average
 * order value all use this one rule, so average order value = revenue ÷ orders.
 */
export const countsAsRevenue = sql`${orders.status} <> 'cancelled'`;

// India's offset from UTC as an SQL interval, from the one constant in packages/domain.
const istOffset = sql.raw(`interval '${IST_OFFSET_MS / 60_000} minutes'`);

/** The India month ('2031-03') of a timestamptz column, whatever the session's time zone. */
export const indiaMonth = (column: SQLWrapper) =>
  sql<string>`to_char((${column} at time zone 'UTC') + ${istOffset}, 'YYYY-MM')`;

/** The India date ('2031-03-09') of a timestamptz column. */
export const indiaDate = (column: SQLWrapper) =>
  sql<string>`to_char((${column} at time zone 'UTC') + ${istOffset}, 'YYYY-MM-DD')`;

/** One decimal, the way every percentage leaves the server. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Percent change against the previous value, one decimal; null when there is nothing to compare. */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return round1(((current - previous) / previous) * 100);
}

/** Mean order value in paise (whole paise), 0 without orders. */
export const meanPaise = (totalPaise: number, n: number) =>
  n > 0 ? Math.round(totalPaise / n) : 0;
