import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  rejectReviewBodySchema,
} from '@propwash/domain/reviews/schemas';
import {
  deleted,
  deletedSchema,
  declareRoutes,
  recordIdParams as params,
} from '../../platform/routes.ts';
import type { ReviewsService } from './reviews.service.ts';

/** Review moderation: list with counts, approve, reject with a reason, delete; admin scope. */
export function reviewsAdminRoutes(deps: { reviews: ReviewsService }): FastifyPluginAsyncZod {
  const { reviews } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'reviews']);
    // Older admin clients also call GET /reviews and DELETE /reviews/{id}: the same
    // handlers at both paths (this scope requires an admin; the public GET
    // /reviews/product/:productId and POST /reviews live outside it).
    for (const url of ['/reviews/admin/all', '/reviews']) {
      route.get(
        url,
        {
          summary: 'Reviews of every status, newest first, with counts per status',
          querystring: adminReviewQuerySchema,
          data: adminReviewListSchema,
        },
        (request) => reviews.adminList(request.query),
      );
    }
    route.put(
      '/reviews/admin/:id/approve',
      {
        summary: 'Approve: shown on the product page and counted in its rating',
        params,
        data: adminReviewSchema,
      },
      (request) => reviews.approve(request.params.id),
    );
    route.put(
      '/reviews/admin/:id/reject',
      {
        summary: 'Reject with a reason: hidden, and no longer counted in the rating',
        params,
        body: rejectReviewBodySchema,
        data: adminReviewSchema,
      },
      (request) => reviews.reject(request.params.id, request.body.reason),
    );
    for (const url of ['/reviews/admin/:id', '/reviews/:id']) {
      route.delete(
        url,
        {
          summary: "Delete a review (the product's rating is recomputed)",
          params,
          data: deletedSchema,
        },
        async (request) => {
          await reviews.remove(request.params.id);
          return deleted;
        },
      );
    }
  };
}
