import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { RealtimeMetrics } from '@propwash/domain/analytics/schemas';
import { paiseToRupees } from '@propwash/domain/money';
import type { Db } from '../../platform/db.ts';
import { isBot, visitorHash, type Visit } from '../catalog/catalog.views.ts';
import { orders } from '../orders/orders.tables.ts';
import { visitorActivity } from './analytics.tables.ts';
import { indiaRange, indiaToday } from './analytics.range.ts';
import { countsAsRevenue, placedIn, query, round1 } from './analytics.sql.ts';

/** A visitor is live while a storefront page was served to it within this window. */
export const LIVE_WINDOW_MS = 5 * 60_000;
/** At most one write per visitor per minute, whatever the number of pages it loads. */
const WRITE_EVERY_MS = 60_000;
/** Rows older than a day serve no one (live means five minutes): cleared now and then. */
const KEEP_MS = 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;

/** GET /api/realtime/metrics: live visitors, today's orders and revenue, pending orders, load. */
export async function realtimeMetrics(db: Db, now = Date.now()): Promise<RealtimeMetrics> {
  const today = indiaToday(now);
  const [[live], [orderRow]] = await Promise.all([
    query<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${visitorActivity}
           where ${visitorActivity.lastSeenAt} > ${new Date(now - LIVE_WINDOW_MS).toISOString()}::timestamptz`,
    ),
    query<{ today: number; revenue: string | number; pending: number }>(
      db,
      sql`select (select count(*)::int from ${orders}
                   where ${placedIn(indiaRange(today, today))} and ${countsAsRevenue}) as today,
                 (select coalesce(sum(${orders.totalPaise}), 0) from ${orders}
                   where ${placedIn(indiaRange(today, today))} and ${countsAsRevenue}) as revenue,
                 (select count(*)::int from ${orders} where ${orders.status} = 'pending') as pending`,
    ),
  ]);
  return {
    liveVisitors: Number(live?.n ?? 0),
    ordersToday: Number(orderRow?.today ?? 0),
    revenueToday: paiseToRupees(Number(orderRow?.revenue ?? 0)),
    pendingOrders: Number(orderRow?.pending ?? 0),
    server: {
      loadAverage: os.loadavg().map(round1),
      cpus: os.availableParallelism(),
      memoryRssMb: round1(process.memoryUsage.rss() / (1024 * 1024)),
      uptimeSeconds: Math.round(process.uptime()),
    },
    at: new Date(now).toISOString(),
  };
}

/**
 * Records that a storefront page was served to a visitor (the same anonymous, salted day + IP +
 * user agent hash product views use), for the live-visitors figure. Writes at most once per
 * visitor per minute from this process, skips bots, never waits and never throws: a page must
 * not cost the shopper anything for analytics.
 */
export function createVisitorTracker(deps: {
  db: Db;
  visitorSecret: string;
  onError: (err: unknown) => void;
  now?: () => number;
}) {
  const { db, visitorSecret, onError } = deps;
  const now = deps.now ?? Date.now;
  const lastWrite = new Map<string, number>();
  let lastPrune = 0;

  function forget(t: number) {
    for (const [hash, at] of lastWrite) if (t - at >= WRITE_EVERY_MS) lastWrite.delete(hash);
  }

  return {
    /** Resolves once the write (if any) is done; callers need not wait for it. */
    seen(visit: Visit): Promise<void> {
      if (!visit.userAgent || isBot(visit.userAgent)) return Promise.resolve();
      const t = now();
      const hash = visitorHash(visit, visitorSecret, t);
      const last = lastWrite.get(hash);
      if (last !== undefined && t - last < WRITE_EVERY_MS) return Promise.resolve();
      // Bounded: a crowd of one-page visitors leaves no more than a minute's worth behind.
      if (lastWrite.size >= 10_000) forget(t);
      lastWrite.set(hash, t);
      const at = new Date(t);
      const prune = t - lastPrune >= PRUNE_EVERY_MS;
      if (prune) lastPrune = t;
      return (async () => {
        await db
          .insert(visitorActivity)
          .values({ visitorHash: hash, lastSeenAt: at })
          .onConflictDoUpdate({
            target: visitorActivity.visitorHash,
            // Several servers may write one visitor: the latest sighting wins, in any order.
            set: {
              lastSeenAt: sql`greatest(${visitorActivity.lastSeenAt}, excluded.last_seen_at)`,
            },
          });
        if (prune) {
          await db
            .delete(visitorActivity)
            .where(
              sql`${visitorActivity.lastSeenAt} < ${new Date(t - KEEP_MS).toISOString()}::timestamptz`,
            );
        }
      })().catch((err: unknown) => {
        // Let the next page try again rather than trusting a write that failed.
        lastWrite.delete(hash);
        onError(err);
      });
    },
  };
}
export type VisitorTracker = ReturnType<typeof createVisitorTracker>;

type PageRequest = { method: string; url: string; ip: string; headers: { 'user-agent'?: string } };

/**
 * Wraps the server-rendered pages' load context factory so every storefront page (GET, not
 * /admin) served marks its visitor as seen, without waiting for the write.
 */
export function trackVisits<R extends PageRequest, A extends unknown[], T>(
  tracker: VisitorTracker,
  contextFor: (request: R, ...rest: A) => T,
): (request: R, ...rest: A) => T {
  return (request, ...rest) => {
    const path = request.url.split('?')[0]!;
    if (request.method === 'GET' && path !== '/admin' && !path.startsWith('/admin/')) {
      void tracker.seen({ ip: request.ip, userAgent: request.headers['user-agent'] });
    }
    return contextFor(request, ...rest);
  };
}
