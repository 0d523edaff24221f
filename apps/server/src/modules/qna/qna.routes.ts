import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { createQuestionBodySchema, questionSchema } from '@propwash/domain/qna/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { QnaService } from './qna.service.ts';

export function qnaRoutes(deps: { qna: QnaService; guards: AuthGuards }): FastifyPluginAsyncZod {
  const { qna, guards } = deps;
  return async (app) => {
    app.get(
      '/qna/product/:productId',
      {
        schema: {
          tags: ['qna'],
          summary: "A product's questions and answers, newest first",
          params: z.object({ productId: z.string() }),
          response: { 200: successEnvelope(z.array(questionSchema)) },
        },
      },
      async (request) => ok(await qna.listForProduct(request.params.productId)),
    );
    app.post(
      '/qna',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['qna'],
          summary: 'Ask a question about a product',
          body: createQuestionBodySchema,
          response: { 201: successEnvelope(questionSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await qna.ask(guards.userOf(request).id, request.body, { ip: request.ip }))),
    );
  };
}
