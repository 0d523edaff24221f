import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createQuestionBodySchema, questionSchema } from '@propwash/domain/qna/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import type { QnaService } from './qna.service.ts';
import { declareRoutes } from '../../platform/routes.ts';

export function qnaRoutes(deps: { qna: QnaService; guards: AuthGuards }): FastifyPluginAsyncZod {
  const { qna, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['qna']);
    route.get(
      '/qna/product/:productId',
      {
        summary: "A product's questions and answers, newest first",
        params: z.object({ productId: z.string() }),
        data: z.array(questionSchema),
      },
      (request) => qna.listForProduct(request.params.productId),
    );
    route.post(
      '/qna',
      {
        summary: 'Ask a question about a product',
        body: createQuestionBodySchema,
        onRequest: guards.requireUser,
        data: questionSchema,
        status: 201,
      },
      (request) => qna.ask(guards.userOf(request).id, request.body, { ip: request.ip }),
    );
  };
}
