import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyticsDashboardSchema,
  analyticsRangeQuerySchema,
  dashboardSummarySchema,
  databaseStatsSchema,
  latestOrderSchema,
  orderAnalyticsSchema,
  realtimeMetricsSchema,
  reportTypes,
  storageStatsSchema,
  userAnalyticsSchema,
} from '@propwash/domain/analytics/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { ok } from '../../platform/http.ts';
import type { AnalyticsService } from './analytics.service.ts';

const tags = ['admin', 'analytics'];
const reportParamsSchema = z.object({
  type: z.enum(reportTypes, {
    error: `Unknown report type: choose one of ${reportTypes.join(', ')}`,
  }),
});

export function analyticsAdminRoutes(deps: { analytics: AnalyticsService }): FastifyPluginAsyncZod {
  const { analytics } = deps;
  return async (app) => {
    app.get(
      '/analytics/overview',
      {
        schema: {
          tags,
          summary: 'Dashboard cards: products, orders, customers, revenue (₹, excluding cancelled)',
          response: { 200: successEnvelope(dashboardSummarySchema) },
        },
      },
      async () => ok(await analytics.overview()),
    );
    app.get(
      '/analytics/latest-orders',
      {
        schema: {
          tags,
          summary: 'The newest orders for the dashboard',
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
          response: { 200: successEnvelope(z.array(latestOrderSchema)) },
        },
      },
      async (request) => ok(await analytics.latestOrders(request.query.limit)),
    );

    // A static path: find-my-way matches it before the orders module's /orders/admin/:id.
    app.get(
      '/orders/admin/analytics',
      {
        schema: {
          tags: [...tags, 'orders'],
          summary:
            'Analytics dashboard: orders, revenue, average order value, conversion, each against the previous period; breakdowns and insights (India dates, default last 30 days)',
          querystring: analyticsRangeQuerySchema,
          response: { 200: successEnvelope(orderAnalyticsSchema) },
        },
      },
      async (request) => ok(await analytics.orderAnalytics(request.query)),
    );

    app.get(
      '/analytics/dashboard',
      {
        schema: {
          tags,
          summary:
            'Analytics & Reports: summary, revenue by month, top products, orders by status (default last 12 months)',
          querystring: analyticsRangeQuerySchema,
          response: { 200: successEnvelope(analyticsDashboardSchema) },
        },
      },
      async (request) => ok(await analytics.dashboard(request.query)),
    );

    app.get(
      '/analytics/database',
      {
        schema: {
          tags,
          summary: "Database name, size and each table's rows and size (PostgreSQL's catalogue)",
          response: { 200: successEnvelope(databaseStatsSchema) },
        },
      },
      async () => ok(await analytics.database()),
    );

    app.get(
      '/analytics/storage',
      {
        schema: {
          tags,
          summary:
            'Product images in storage (local disk or S3): count, size, estimated cost in rupees',
          response: { 200: successEnvelope(storageStatsSchema) },
        },
      },
      async () => ok(await analytics.storage()),
    );

    app.get(
      '/analytics/users',
      {
        schema: {
          tags,
          summary: 'Customers, active customers (with orders) and registrations by month',
          querystring: analyticsRangeQuerySchema,
          response: { 200: successEnvelope(userAnalyticsSchema) },
        },
      },
      async (request) => ok(await analytics.users(request.query)),
    );

    app.get(
      '/analytics/export/:type',
      {
        schema: {
          tags,
          summary:
            'A report as an Excel file: orders, revenue (per day), inventory or customers, for India dates',
          params: reportParamsSchema,
          querystring: analyticsRangeQuerySchema,
        },
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

    app.get(
      '/realtime/metrics',
      {
        schema: {
          tags: [...tags, 'realtime'],
          summary:
            'Live visitors (last 5 minutes), orders and revenue today (IST), pending orders, server load',
          response: { 200: successEnvelope(realtimeMetricsSchema) },
        },
      },
      async () => ok(await analytics.realtime()),
    );
  };
}
