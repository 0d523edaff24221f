import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuerySchema } from '@propwash/domain/platform/pagination';
import {
  createReviewBodySchema,
  productReviewsSchema,
  reviewSchema,
} from '@propwash/domain/reviews/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { ReviewsService } from './reviews.service.ts';

export function reviewsRoutes(deps: {
  reviews: ReviewsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { reviews, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['reviews']);
    route.get(
      '/reviews/product/:productId',
      {
        summary: "A product's approved reviews, newest first, with the rating summary",
        params: z.object({ productId: z.string() }),
        querystring: pageQuerySchema.extend({
          limit: z.coerce.number().int().min(1).max(50).default(10),
        }),
        data: productReviewsSchema,
      },
      ({ params, query }) => reviews.listForProduct(params.productId, query.page, query.limit),
    );
    route.post(
      '/reviews',
      {
        summary: 'Write a review (shown once approved)',
        onRequest: guards.requireUser,
        body: createReviewBodySchema,
        data: reviewSchema,
        status: 201,
      },
      (request) => reviews.create(guards.userOf(request).id, request.body, { ip: request.ip }),
    );
  };
}
