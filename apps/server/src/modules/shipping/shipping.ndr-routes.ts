import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rupeesToPaise } from '@propwash/domain/money';
import {
  ndrAdminActionBodySchema,
  ndrAdminPageSchema,
  ndrChoiceAnswerSchema,
  ndrChoiceBodySchema,
  ndrIdParamsSchema,
  ndrListQuerySchema,
  ndrPublicViewSchema,
  ndrStates,
  ndrTokenParamsSchema,
  shipmentFreightBodySchema,
} from '@propwash/domain/shipping/ndr';
import { shipmentParamsSchema } from '@propwash/domain/shipping/shipment-schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { NdrService } from './shipping.ndr.ts';
import type { ShipmentsService } from './shipping.service.ts';

/** The customer's link: a few looks and choices per address, like guest tracking. */
export const ndrLinkLimit = { limit: 30, windowSeconds: 15 * 60 };

/**
 * The customer's failed-delivery link (docs/decisions/failed-deliveries.md): the signed,
 * expiring token stands in for a sign-in, for that one failed delivery only.
 */
export function ndrRoutes(deps: { ndr: NdrService; limiter: RateLimiter }): FastifyPluginAsyncZod {
  return async (app) => {
    const route = declareRoutes(app, ['shipping']);
    route.get(
      '/deliveries/:token',
      {
        summary:
          "A failed delivery by its signed link: the order, the courier's reason and whether a choice may be made (404 for a bad or expired link)",
        params: ndrTokenParamsSchema,
        data: ndrPublicViewSchema,
      },
      async (request) => {
        await deps.limiter.hit(`ndr:ip:${request.ip}`, ndrLinkLimit);
        return deps.ndr.viewByToken(request.params.token);
      },
    );
    route.post(
      '/deliveries/:token',
      {
        summary:
          'The customer chooses: deliver again (optionally a day), corrected phone or address, or cancel; sent to the courier at once. 409 once chosen or settled',
        params: ndrTokenParamsSchema,
        body: ndrChoiceBodySchema,
        data: ndrChoiceAnswerSchema,
      },
      async (request) => {
        await deps.limiter.hit(`ndr:ip:${request.ip}`, ndrLinkLimit);
        return deps.ndr.chooseByToken(request.params.token, request.body);
      },
    );
  };
}

/** The admin's queue of failed deliveries, its actions, and a shipment's freight (admin scope). */
export function ndrAdminRoutes(deps: {
  ndr: NdrService;
  shipments: ShipmentsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'shipping']);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => deps.guards.userOf(request).id;

    route.get(
      '/shipping/admin/ndr',
      {
        summary:
          'Failed deliveries: open ones oldest attempt first (state=open), or all newest first; paged',
        querystring: ndrListQuerySchema,
        data: ndrAdminPageSchema,
      },
      (request) => deps.ndr.list(request.query),
    );

    route.post(
      '/shipping/admin/ndr/:id/action',
      {
        summary:
          "Send a re-attempt (with the customer's corrected details, if any) or a return to the courier; audited. 503 with the courier's message when it refuses",
        params: ndrIdParamsSchema,
        body: ndrAdminActionBodySchema,
        data: z.object({
          id: z.string(),
          state: z.enum(ndrStates),
          courierAnswer: z.string(),
        }),
      },
      (request) => deps.ndr.adminAction(request.params.id, request.body, me(request)),
    );

    route.patch(
      '/orders/admin/:id/shipments/:shipmentId',
      {
        summary: "Set a shipment's freight (one leg, rupees; null: unknown); audited",
        params: shipmentParamsSchema,
        body: shipmentFreightBodySchema,
        data: z.object({ id: z.string(), freight: z.number().nullable() }),
      },
      (request) =>
        deps.shipments.setFreight(
          request.params.id,
          request.params.shipmentId,
          request.body.freight === null ? null : rupeesToPaise(request.body.freight),
          me(request),
        ),
    );
  };
}
