import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminQuestionListSchema,
  adminQuestionQuerySchema,
  adminQuestionSchema,
  answerQuestionBodySchema,
} from '@propwash/domain/qna/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import {
  deleted,
  deletedSchema,
  declareRoutes,
  recordIdParams as params,
} from '../../platform/routes.ts';
import type { QnaService } from './qna.service.ts';

/** Answering customers' questions, inside the admin scope. */
export function qnaAdminRoutes(deps: {
  qna: QnaService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { qna, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'qna']);
    route.get(
      '/qna',
      {
        summary: 'Questions, newest first (filter pending or answered), with counts',
        querystring: adminQuestionQuerySchema,
        data: adminQuestionListSchema,
      },
      (request) => qna.adminList(request.query),
    );
    route.put(
      '/qna/:id/answer',
      {
        summary: 'Answer a question; the product page shows the answer',
        params,
        body: answerQuestionBodySchema,
        data: adminQuestionSchema,
      },
      (request) => qna.answer(guards.userOf(request).id, request.params.id, request.body.answer),
    );
    route.delete(
      '/qna/:id',
      { summary: 'Delete a question', params, data: deletedSchema },
      async (request) => {
        await qna.remove(request.params.id);
        return deleted;
      },
    );
  };
}
