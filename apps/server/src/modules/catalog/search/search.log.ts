import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { normalizeSearchText, type SearchInsights } from '@propwash/domain/catalog/search';
import { DAY_MS, indiaDay, indiaMidnight } from '@propwash/domain/india-time';
import { AppError } from '../../../platform/app-error.ts';
import type { Db } from '../../../platform/db.ts';
import { startPeriodic } from '../../../platform/periodic.ts';
import { searchLog } from '../catalog.tables.ts';

/**
 * The log of shopper searches behind the admin's search insights
 * (docs/decisions/search-insights.md): what was searched (normalised, no shopper recorded) and
 * how many products it found. A search never waits for its row: rows gather in memory and go to
 * the database in one insert every FLUSH_MS or MAX_BUFFERED rows, whichever comes first.
 */

/** A buffered search is written within this long… */
const FLUSH_MS = 2_000;
/** …or as soon as this many are waiting. */
const MAX_BUFFERED = 200;
/** Longer queries are cut to this many characters. */
const MAX_QUERY_CHARS = 100;
/** Rows are kept this long (a year, and the same month of the year before, to compare). */
const KEEP_MONTHS = 13;
const PRUNE_EVERY_MS = DAY_MS;
/** The insights' default period: the last 30 India days through today. */
const DEFAULT_DAYS = 30;

type Row = typeof searchLog.$inferInsert;

const dayPlus = (day: string, days: number) =>
  indiaDay(indiaMidnight(day).getTime() + days * DAY_MS);

/** The asked India days (both ends included) and the instants that bound them. */
export function insightsPeriod(q: { from?: string; to?: string }, now = Date.now()) {
  const today = indiaDay(now);
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  const from = q.from ?? dayPlus(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw new AppError('VALIDATION_FAILED', 'from must not be after to');
  return { from, to, start: indiaMidnight(from), end: indiaMidnight(dayPlus(to, 1)) };
}

export function createSearchLog(deps: {
  db: Db;
  /** Where a failed write is reported (a warning: searches go on without their log). */
  log?: (msg: string, err?: unknown) => void;
  /** How long a buffered search may wait for its write (FLUSH_MS; tests change it). */
  flushMs?: number;
}) {
  const { db, flushMs = FLUSH_MS } = deps;
  const warn = deps.log ?? ((msg: string, err?: unknown) => console.warn(msg, err));
  let buffer: Row[] = [];
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const writing = new Set<Promise<void>>();

  /** Writes what is buffered in one insert; resolves once every write started so far is done. */
  async function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const rows = buffer;
    buffer = [];
    if (rows.length > 0) {
      const write = db
        .insert(searchLog)
        .values(rows)
        .then(
          () => undefined,
          (err: unknown) => warn(`search log: ${rows.length} searches not recorded`, err),
        )
        .finally(() => writing.delete(write));
      writing.add(write);
    }
    await Promise.all(writing);
  }

  async function prune(): Promise<number> {
    const gone = await db
      .delete(searchLog)
      .where(sql`${searchLog.createdAt} < now() - make_interval(months => ${KEEP_MONTHS})`)
      .returning({ id: searchLog.id });
    return gone.length;
  }

  return {
    /**
     * Notes a shopper's search and how many products it found; never waits and never throws.
     * Blank queries are not recorded.
     */
    record(query: string, results: number): void {
      try {
        if (closed) return;
        const text = normalizeSearchText(query).slice(0, MAX_QUERY_CHARS).trim();
        if (!text) return;
        const found = Number.isFinite(results) ? Math.max(0, Math.trunc(results)) : 0;
        buffer.push({ query: text, results: found, createdAt: new Date() });
        if (buffer.length >= MAX_BUFFERED) void flush();
        else if (!timer) {
          timer = setTimeout(() => void flush(), flushMs);
          timer.unref();
        }
      } catch (err) {
        warn('search log: a search was not recorded', err);
      }
    },

    flush,

    /** Writes what is buffered and records nothing more (the server is closing). */
    async close(): Promise<void> {
      closed = true;
      await flush();
    },

    /** Deletes rows older than KEEP_MONTHS; answers how many. */
    prune,

    /** The daily clean-up of old rows, as a background job (platform/periodic.ts); returns stop. */
    startPruning(): () => Promise<void> {
      return startPeriodic(prune, PRUNE_EVERY_MS, (err) =>
        warn('search log: deleting old searches failed', err),
      );
    },

    /** GET /api/admin/search/insights: searches of a period, top and no-result queries. */
    async insights(
      q: { from?: string; to?: string; limit: number },
      now = Date.now(),
    ): Promise<SearchInsights> {
      const period = insightsPeriod(q, now);
      const inPeriod = and(
        gte(searchLog.createdAt, period.start),
        lt(searchLog.createdAt, period.end),
      );
      const searches = count();
      const lastAt = sql`max(${searchLog.createdAt})`.mapWith(searchLog.createdAt);
      const [[totals], top, none] = await Promise.all([
        db
          .select({
            searches: count(),
            none: sql<number>`count(*) filter (where ${searchLog.results} = 0)`.mapWith(Number),
          })
          .from(searchLog)
          .where(inPeriod),
        db
          .select({
            query: searchLog.query,
            searches,
            // What the query found the last time it was searched in the period.
            results:
              sql<number>`(array_agg(${searchLog.results} order by ${searchLog.createdAt} desc))[1]`.mapWith(
                Number,
              ),
          })
          .from(searchLog)
          .where(inPeriod)
          .groupBy(searchLog.query)
          .orderBy(desc(searches), asc(searchLog.query))
          .limit(q.limit),
        db
          .select({ query: searchLog.query, searches, lastAt })
          .from(searchLog)
          .where(and(inPeriod, eq(searchLog.results, 0)))
          .groupBy(searchLog.query)
          .orderBy(desc(searches), desc(lastAt), asc(searchLog.query))
          .limit(q.limit),
      ]);
      const total = totals?.searches ?? 0;
      const noResult = totals?.none ?? 0;
      return {
        from: period.from,
        to: period.to,
        searches: total,
        noResultRate: total === 0 ? 0 : Math.round((noResult / total) * 1000) / 10,
        top,
        noResults: none.map((r) => ({
          query: r.query,
          searches: r.searches,
          lastAt: (r.lastAt as Date).toISOString(),
        })),
      };
    },
  };
}
export type SearchLog = ReturnType<typeof createSearchLog>;
