import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import {
  adminQuestionListSchema,
  adminQuestionQuerySchema,
  adminQuestionSchema,
  answerQuestionBodySchema,
} from '@propwash/domain/qna/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { QnaService } from './qna.service.ts';

const params = z.object({ id: z.string().max(64) });

/** Answering customers' questions, inside the admin scope. */
export function qnaAdminRoutes(deps: {
  qna: QnaService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { qna, guards } = deps;
  const tags = ['admin', 'qna'];
  return async (app) => {
    app.get(
      '/qna',
      {
        schema: {
          tags,
          summary: 'Questions, newest first (filter pending or answered), with counts',
          querystring: adminQuestionQuerySchema,
          response: { 200: successEnvelope(adminQuestionListSchema) },
        },
      },
      async (request) => ok(await qna.adminList(request.query)),
    );
    app.put(
      '/qna/:id/answer',
      {
        schema: {
          tags,
          summary: 'Answer a question; the product page shows the answer',
          params,
          body: answerQuestionBodySchema,
          response: { 200: successEnvelope(adminQuestionSchema) },
        },
      },
      async (request) =>
        ok(await qna.answer(guards.userOf(request).id, request.params.id, request.body.answer)),
    );
    app.delete(
      '/qna/:id',
      {
        schema: {
          tags,
          summary: 'Delete a question',
          params,
          response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await qna.remove(request.params.id);
        return ok({ deleted: true as const });
      },
    );
  };
}
