import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifyMeBodySchema, stockAlertSchema } from '@propwash/domain/inventory/stock-alerts';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes, recordIdParams as params } from '../../platform/routes.ts';
import type { StockAlertsService } from './inventory.stock-alerts.ts';

/** The storefront's back-in-stock request (docs/decisions/back-in-stock.md). */
export function inventoryRoutes(deps: {
  stockAlerts: StockAlertsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { stockAlerts, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['inventory']);
    route.post(
      '/products/:id/notify-me',
      {
        summary: 'Ask to be told once when an out-of-stock product or version is back',
        description:
          'Signed in: by the account (WhatsApp when the profile has a mobile number and the whatsapp_offers consent, else email). A guest gives an email and is told by email. 201 for a new request, 200 when the same person already waits for the item (the same answer). 409 when it is in stock now; 400 without a version of a product sold in versions, or with a version of another product.',
        params,
        body: notifyMeBodySchema,
        data: stockAlertSchema,
        status: [201, 200],
        errors: [400, 404, 409, 429],
      },
      async (request, reply) => {
        const user = await guards.currentUser(request);
        const { alert, created } = await stockAlerts.ask(request.params.id, request.body, {
          userId: user?.id ?? null,
          ip: request.ip,
        });
        if (!created) reply.code(200);
        return alert;
      },
    );
  };
}
