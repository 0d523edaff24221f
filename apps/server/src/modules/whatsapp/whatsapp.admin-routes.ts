import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  whatsappMessagesPageSchema,
  whatsappMessagesQuerySchema,
} from '@propwash/domain/whatsapp/messages';
import { declareRoutes } from '../../platform/routes.ts';
import type { WhatsAppService } from './whatsapp.service.ts';

/** An order's WhatsApp messages, inside the admin scope. */
export function whatsappAdminRoutes(deps: { whatsapp: WhatsAppService }): FastifyPluginAsyncZod {
  return async (app) => {
    declareRoutes(app, ['admin', 'whatsapp']).get(
      '/whatsapp/admin/messages',
      {
        summary: "An order's WhatsApp messages, newest first (the number masked)",
        querystring: whatsappMessagesQuerySchema,
        data: whatsappMessagesPageSchema,
      },
      (request) => deps.whatsapp.messagesOfOrder(request.query),
    );
  };
}
