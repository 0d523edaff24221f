import type { Readable } from 'node:stream';
import { count, desc, eq, inArray, isNull, sum } from 'drizzle-orm';
import type {
  AnalyticsRangeQuery,
  DashboardSummary,
  DatabaseStats,
  LatestOrder,
  ReportType,
  RtoQuery,
} from '@propwash/domain/analytics/schemas';
import { paiseToRupees } from '@propwash/domain/money';
import { indiaDay } from '@propwash/domain/india-time';
import type { ShippingSettings } from '@propwash/domain/settings/defaults';
import type { Db } from '../../platform/db.ts';
import type { Storage } from '../../platform/storage.ts';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { isBot, visitorHash, type Visit } from '../catalog/catalog.views.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';
import { abandonedCheckouts } from './analytics.checkouts.ts';
import { exportReport, reportFileName } from './analytics.exports.ts';
import { orderAnalytics } from './analytics.orders.ts';
import { resolveRange } from './analytics.range.ts';
import { realtimeMetrics } from './analytics.realtime.ts';
import { rtoReport, rtoTallies } from './analytics.rto.ts';
import { dashboard, databaseStats, userAnalytics } from './analytics.reports.ts';
import { countsAsRevenue } from './analytics.sql.ts';
import { storageStats } from './analytics.storage.ts';
import { orderVisitors } from './analytics.tables.ts';
import { dashboardToday } from './analytics.today.ts';

/** The read model: the one module allowed to read across other modules' tables. */
export function createAnalyticsService(deps: {
  db: Db;
  engine: DatabaseStats['engine'];
  storage: Storage;
  /** Rupees per GB-month (STORAGE_PRICE_PER_GB_MONTH), for the storage cost estimate. */
  storagePricePerGbMonth: number;
  /** The salt of the anonymous visitor hash (catalog.views.ts), to tie an order to its visitor. */
  visitorSecret: string;
  /** The current shipping settings: the RTO report estimates an unknown freight from its zones. */
  shippingSettings: () => Promise<ShippingSettings>;
}) {
  const { db } = deps;
  /** Every group of the RTO report for the asked period (default the last 30 days). */
  const rto = async (q: RtoQuery) =>
    rtoTallies(
      db,
      resolveRange({ startDate: q.startDate ?? q.from, endDate: q.endDate ?? q.to }, 'days30'),
      await deps.shippingSettings(),
    );
  return {
    /** The analytics dashboard (default: the last 30 days through today, IST). */
    orderAnalytics: (q: AnalyticsRangeQuery) => orderAnalytics(db, resolveRange(q, 'days30')),

    /** Analytics & Reports, Dashboard tab (default: the last twelve months, for its month chart). */
    dashboard: (q: AnalyticsRangeQuery) => dashboard(db, resolveRange(q, 'months12')),

    /** Analytics & Reports, Users tab (default: the last twelve months). */
    users: (q: AnalyticsRangeQuery) => userAnalytics(db, resolveRange(q, 'months12')),
    /** Abandoned checkouts and the reminders' recoveries (default the last 30 days). */
    checkouts: (q: AnalyticsRangeQuery) => abandonedCheckouts(db, resolveRange(q, 'days30')),

    /** The RTO report, one grouping's page (docs/decisions/analytics.md, "RTO report"). */
    rto: async (q: RtoQuery) => rtoReport(await rto(q), q.groupBy, q.page),

    /** Every group of the RTO report, for the CSV and Excel exports. */
    rtoTallies: rto,

    database: () => databaseStats(db, deps.engine),

    storage: () => storageStats(db, deps.storage, deps.storagePricePerGbMonth),

    realtime: () => realtimeMetrics(db),

    /**
     * Notes which anonymous visitor placed a new order, for the conversion rate
     * (docs/decisions/conversion-rate.md); bots and requests without a user agent are skipped.
     */
    async recordOrderVisit(orderId: string, visit: Visit, now = Date.now()): Promise<void> {
      if (!visit.userAgent || isBot(visit.userAgent)) return;
      await db
        .insert(orderVisitors)
        .values({
          orderId,
          visitorHash: visitorHash(visit, deps.visitorSecret, now),
          day: indiaDay(now),
        })
        .onConflictDoNothing();
    },

    /** The dashboard's day: today's and yesterday's sales, and the work waiting now. */
    today: () => dashboardToday(db),

    /** A report as an .xlsx stream and the file name to give it (default: the last 30 days). */
    exportReport(type: ReportType, q: AnalyticsRangeQuery): { fileName: string; body: Readable } {
      const range = resolveRange(q, 'days30');
      return { fileName: reportFileName(type, range), body: exportReport(db, type, range) };
    },

    /**
     * Dashboard cards: products not deleted; orders and revenue over the same orders, those not
     * cancelled (the analytics' rule, so the cards agree with Analytics for the same orders).
     */
    async overview(): Promise<DashboardSummary> {
      const [[p], [o], [u]] = await Promise.all([
        db.select({ n: count() }).from(products).where(isNull(products.deletedAt)),
        db
          .select({ n: count(), total: sum(orders.totalPaise) })
          .from(orders)
          .where(countsAsRevenue),
        db.select({ n: count() }).from(users).where(eq(users.role, 'user')),
      ]);
      return {
        totalProducts: p?.n ?? 0,
        totalOrders: o?.n ?? 0,
        totalUsers: u?.n ?? 0,
        revenue: paiseToRupees(Number(o?.total ?? 0)),
      };
    },

    /** The newest orders with their item counts (two indexed queries, whatever the limit). */
    async latestOrders(limit: number): Promise<LatestOrder[]> {
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          customerName: orders.customerName,
          totalPaise: orders.totalPaise,
          status: orders.status,
          paymentMethod: orders.paymentMethod,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      const counts =
        rows.length === 0
          ? []
          : await db
              .select({ orderId: orderItems.orderId, n: sum(orderItems.quantity) })
              .from(orderItems)
              .where(
                inArray(
                  orderItems.orderId,
                  rows.map((r) => r.id),
                ),
              )
              .groupBy(orderItems.orderId);
      const items = new Map(counts.map((c) => [c.orderId, Number(c.n ?? 0)]));
      return rows.map((r) => ({
        id: r.id,
        orderNumber: r.orderNumber,
        customerName: r.customerName,
        itemCount: items.get(r.id) ?? 0,
        total: paiseToRupees(r.totalPaise),
        status: r.status,
        paymentMethod: r.paymentMethod,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
