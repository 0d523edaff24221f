import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardSummarySchema, latestOrderSchema } from '@propwash/domain/analytics/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { ok } from '../../platform/http.ts';
import type { AnalyticsService } from './analytics.service.ts';

export function analyticsAdminRoutes(deps: { analytics: AnalyticsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/analytics/overview',
      {
        schema: {
          tags: ['admin', 'analytics'],
          summary: 'Dashboard cards: products, orders, customers, revenue (₹, excluding cancelled)',
          response: { 200: successEnvelope(dashboardSummarySchema) },
        },
      },
      async () => ok(await deps.analytics.overview()),
    );
    app.get(
      '/analytics/latest-orders',
      {
        schema: {
          tags: ['admin', 'analytics'],
          summary: 'The newest orders for the dashboard',
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }),
          response: { 200: successEnvelope(z.array(latestOrderSchema)) },
        },
      },
      async (request) => ok(await deps.analytics.latestOrders(request.query.limit)),
    );
  };
}
