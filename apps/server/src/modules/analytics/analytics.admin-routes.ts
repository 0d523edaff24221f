import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  abandonedCheckoutsSchema,
  analyticsDashboardSchema,
  analyticsRangeQuerySchema,
  dashboardSummarySchema,
  dashboardTodaySchema,
  databaseStatsSchema,
  latestOrderSchema,
  orderAnalyticsSchema,
  realtimeMetricsSchema,
  reportTypes,
  rtoQuerySchema,
  rtoReportSchema,
  storageStatsSchema,
  userAnalyticsSchema,
} from '@propwash/domain/analytics/schemas';
import { declareRoutes } from '../../platform/routes.ts';
import { abandonedCheckoutsCsv } from './analytics.checkouts.ts';
import { rtoCsv, rtoFileName, rtoXlsx } from './analytics.rto.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['admin', 'analytics'];
const reportParamsSchema = z.object({
  type: z.enum(reportTypes, {
    error: `Unknown report type: choose one of ${reportTypes.join(', ')}`,
  }),
});

/** The admin's dashboard, analytics, reports and their Excel exports (admin scope). */
export function analyticsAdminRoutes(deps: { analytics: AnalyticsService }): FastifyPluginAsyncZod {
  const { analytics } = deps;
  return async (app) => {
    const route = declareRoutes(app, tags);
    route.get(
      '/analytics/overview',
      {
        summary: 'Dashboard cards: products, orders, customers, revenue (₹, excluding cancelled)',
        data: dashboardSummarySchema,
      },
      () => analytics.overview(),
    );
    route.get(
      '/analytics/today',
      {
        summary:
          "Dashboard: today's and yesterday's orders and sales (India days, paise, excluding cancelled) and the work waiting now: orders to confirm, pack and ship, COD orders awaiting confirmation, low stock, open returns, new messages",
        data: dashboardTodaySchema,
      },
      () => analytics.today(),
    );
    route.get(
      '/analytics/latest-orders',
      {
        summary: 'The newest orders for the dashboard',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
        data: z.array(latestOrderSchema),
      },
      (request) => analytics.latestOrders(request.query.limit),
    );

    // A static path: find-my-way matches it before the orders module's /orders/admin/:id.
    route.get(
      '/orders/admin/analytics',
      {
        tags: [...tags, 'orders'],
        summary:
          'Analytics dashboard: orders, revenue, average order value, conversion, each against the previous period; breakdowns and insights (India dates, default last 30 days)',
        querystring: analyticsRangeQuerySchema,
        data: orderAnalyticsSchema,
      },
      (request) => analytics.orderAnalytics(request.query),
    );

    route.get(
      '/analytics/dashboard',
      {
        summary:
          'Analytics & Reports: summary, revenue by month, top products, orders by status (default last 12 months)',
        querystring: analyticsRangeQuerySchema,
        data: analyticsDashboardSchema,
      },
      (request) => analytics.dashboard(request.query),
    );

    route.get(
      '/analytics/database',
      {
        summary: "Database name, size and each table's rows and size (PostgreSQL's catalogue)",
        data: databaseStatsSchema,
      },
      () => analytics.database(),
    );

    route.get(
      '/analytics/storage',
      {
        summary:
          'Product images in storage (local disk or S3): count, size, estimated cost in rupees',
        data: storageStatsSchema,
      },
      () => analytics.storage(),
    );

    route.get(
      '/analytics/users',
      {
        summary: 'Customers, active customers (with orders) and registrations by month',
        querystring: analyticsRangeQuerySchema,
        data: userAnalyticsSchema,
      },
      (request) => analytics.users(request.query),
    );

    route.get(
      '/analytics/checkouts',
      {
        summary:
          'Abandoned checkouts: started, reminded (first, second), recovered by an order after a reminder and its revenue (₹), per India day (default last 30 days)',
        querystring: analyticsRangeQuerySchema,
        data: abandonedCheckoutsSchema,
      },
      (request) => analytics.checkouts(request.query),
    );

    route.raw.get(
      '/analytics/checkouts.csv',
      {
        summary: 'Abandoned checkouts as CSV: one row per India day and a total row',
        querystring: analyticsRangeQuerySchema,
      },
      async (request, reply) => {
        const report = await analytics.checkouts(request.query);
        const { startDate, endDate } = report.range;
        return reply
          .header(
            'content-disposition',
            `attachment; filename="abandoned_checkouts_${startDate}_to_${endDate}.csv"`,
          )
          .header('cache-control', 'private, no-store')
          .header('content-type', 'text/csv; charset=utf-8')
          .send(abandonedCheckoutsCsv(report));
      },
    );

    route.get(
      '/analytics/rto',
      {
        summary:
          'RTO report: orders shipped in the period (by shipped date, India days; default last 30 days) and of them returned to origin, by payment (cod / online, with each method), delivery state, pincode (25 a page, most returns first) or courier of the last shipment: rate (%) and shipping money lost (₹, forward and return legs: 2 × freight when known, else estimated from the state zone’s standard charge)',
        querystring: rtoQuerySchema,
        data: rtoReportSchema,
      },
      (request) => analytics.rto(request.query),
    );

    for (const ext of ['csv', 'xlsx'] as const) {
      route.raw.get(
        `/analytics/rto.${ext}`,
        {
          summary: `The RTO report as ${ext === 'csv' ? 'CSV' : 'an Excel file'}: every group's rows (payment, payment method, state, pincode, courier) and a total row, money in rupees`,
          querystring: rtoQuerySchema,
        },
        async (request, reply) => {
          const tallies = await analytics.rtoTallies(request.query);
          reply
            .header(
              'content-disposition',
              `attachment; filename="${rtoFileName(tallies.range, ext)}"`,
            )
            .header('cache-control', 'private, no-store');
          return ext === 'csv'
            ? reply.header('content-type', 'text/csv; charset=utf-8').send(rtoCsv(tallies))
            : reply
                .header(
                  'content-type',
                  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                )
                .send(rtoXlsx(tallies));
        },
      );
    }

    route.raw.get(
      '/analytics/export/:type',
      {
        summary:
          'A report as an Excel file: orders, revenue (per day), inventory or customers, for India dates',
        params: reportParamsSchema,
        querystring: analyticsRangeQuerySchema,
      },
      async (request, reply) => {
        const { fileName, body } = analytics.exportReport(request.params.type, request.query);
        return reply
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .send(body);
      },
    );

    route.get(
      '/realtime/metrics',
      {
        tags: [...tags, 'realtime'],
        summary:
          'Live visitors (last 5 minutes), orders and revenue today (IST), pending orders, server load',
        data: realtimeMetricsSchema,
      },
      () => analytics.realtime(),
    );
  };
}
