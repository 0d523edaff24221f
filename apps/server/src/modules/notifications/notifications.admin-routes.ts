import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxEmailSchema } from '@propwash/domain/accounts/schemas';
import { pageInfoSchema, pageQuerySchema } from '@propwash/domain/platform/pagination';
import { declareRoutes } from '../../platform/routes.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The admin's view of the emails the shop sends (the outbox). */
export function notificationsAdminRoutes(deps: {
  notifications: NotificationsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'notifications']);
    route.get(
      '/outbox',
      {
        summary: 'Emails kept in the outbox (and sent ones), newest first',
        querystring: pageQuerySchema.extend({
          /** Part of the recipient's address. */
          to: z.string().trim().max(254).optional(),
        }),
        data: pageInfoSchema.extend({ emails: z.array(outboxEmailSchema) }),
      },
      (request) =>
        deps.notifications.listOutbox(
          request.query.page,
          request.query.limit,
          request.query.to || undefined,
        ),
    );
  };
}
