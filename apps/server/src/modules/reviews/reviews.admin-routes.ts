import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  rejectReviewBodySchema,
} from '@propwash/domain/reviews/schemas';
import { ok } from '../../platform/http.ts';
import type { ReviewsService } from './reviews.service.ts';

// A malformed id is simply not found (same answer as a missing review).
const params = z.object({ id: z.string().max(64) });

/** Review moderation: list with counts, approve, reject with a reason, delete; admin scope. */
export function reviewsAdminRoutes(deps: { reviews: ReviewsService }): FastifyPluginAsyncZod {
  const { reviews } = deps;
  const tags = ['admin', 'reviews'];
  return async (app) => {
    // Older admin clients also call GET /reviews and DELETE /reviews/{id}: the same
    // handlers at both paths (this scope requires an admin; the public GET
    // /reviews/product/:productId and POST /reviews live outside it).
    for (const url of ['/reviews/admin/all', '/reviews']) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: 'Reviews of every status, newest first, with counts per status',
            querystring: adminReviewQuerySchema,
            response: { 200: successEnvelope(adminReviewListSchema) },
          },
        },
        async (request) => ok(await reviews.adminList(request.query)),
      );
    }
    app.put(
      '/reviews/admin/:id/approve',
      {
        schema: {
          tags,
          summary: 'Approve: shown on the product page and counted in its rating',
          params,
          response: { 200: successEnvelope(adminReviewSchema) },
        },
      },
      async (request) => ok(await reviews.approve(request.params.id)),
    );
    app.put(
      '/reviews/admin/:id/reject',
      {
        schema: {
          tags,
          summary: 'Reject with a reason: hidden, and no longer counted in the rating',
          params,
          body: rejectReviewBodySchema,
          response: { 200: successEnvelope(adminReviewSchema) },
        },
      },
      async (request) => ok(await reviews.reject(request.params.id, request.body.reason)),
    );
    for (const url of ['/reviews/admin/:id', '/reviews/:id']) {
      app.delete(
        url,
        {
          schema: {
            tags,
            summary: "Delete a review (the product's rating is recomputed)",
            params,
            response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
          },
        },
        async (request) => {
          await reviews.remove(request.params.id);
          return ok({ deleted: true as const });
        },
      );
    }
  };
}
