import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxEmailSchema } from '@propwash/domain/accounts/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { pageInfoSchema, pageQuerySchema } from '@propwash/domain/platform/pagination';
import { ok } from '../../platform/http.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsAdminRoutes(deps: {
  notifications: NotificationsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/outbox',
      {
        schema: {
          tags: ['admin', 'notifications'],
          summary: 'Emails kept in the outbox (and sent ones), newest first',
          querystring: pageQuerySchema.extend({
            /** Part of the recipient's address. */
            to: z.string().trim().max(254).optional(),
          }),
          response: {
            200: successEnvelope(pageInfoSchema.extend({ emails: z.array(outboxEmailSchema) })),
          },
        },
      },
      async (request) =>
        ok(
          await deps.notifications.listOutbox(
            request.query.page,
            request.query.limit,
            request.query.to || undefined,
          ),
        ),
    );
  };
}
