import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { pageQuerySchema } from '@propwash/domain/platform/pagination';
import {
  createReviewBodySchema,
  productReviewsSchema,
  reviewSchema,
} from '@propwash/domain/reviews/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { ReviewsService } from './reviews.service.ts';

export function reviewsRoutes(deps: {
  reviews: ReviewsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { reviews, guards } = deps;
  return async (app) => {
    app.get(
      '/reviews/product/:productId',
      {
        schema: {
          tags: ['reviews'],
          summary: "A product's approved reviews, newest first, with the rating summary",
          params: z.object({ productId: z.string() }),
          querystring: pageQuerySchema.extend({
            limit: z.coerce.number().int().min(1).max(50).default(10),
          }),
          response: { 200: successEnvelope(productReviewsSchema) },
        },
      },
      async (request) =>
        ok(
          await reviews.listForProduct(
            request.params.productId,
            request.query.page,
            request.query.limit,
          ),
        ),
    );
    app.post(
      '/reviews',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['reviews'],
          summary: 'Write a review (shown once approved)',
          body: createReviewBodySchema,
          response: { 201: successEnvelope(reviewSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            ok(await reviews.create(guards.userOf(request).id, request.body, { ip: request.ip })),
          ),
    );
  };
}
