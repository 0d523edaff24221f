import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSummarySchema } from '@propwash/domain/analytics/schemas';
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
  };
}
