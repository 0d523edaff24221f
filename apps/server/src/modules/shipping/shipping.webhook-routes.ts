import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookAnswerSchema } from '@propwash/domain/shipping/shipment-schemas';
import { AppError } from '../../platform/app-error.ts';
import { declareRoutes } from '../../platform/routes.ts';
import {
  reportFromWebhook,
  shiprocketWebhookSchema,
} from './carriers/carriers.shiprocket-status.ts';
import type { CourierAccount } from './shipping.courier-account.ts';
import type { ShipmentsService } from './shipping.service.ts';

/**
 * Shiprocket's tracking webhook. Shiprocket sends the token set in its webhook settings in the
 * `x-api-key` header; a call without the right token is refused (401). Its dashboard refuses
 * URLs containing "shiprocket", so /shipping/webhook/courier-updates answers the same
 * (docs/decisions/shipments-and-couriers.md).
 */
export function shipmentsWebhookRoutes(deps: {
  shipments: ShipmentsService;
  courierAccount: CourierAccount;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const route = declareRoutes(app, ['shipping']);
    for (const url of ['/shipping/webhook/shiprocket', '/shipping/webhook/courier-updates']) {
      route.post(
        url,
        {
          summary: 'Shiprocket tracking update (token in x-api-key); a replay changes nothing',
          body: shiprocketWebhookSchema,
          data: webhookAnswerSchema,
        },
        async (request) => {
          const token = request.headers['x-api-key'];
          if (
            !(await deps.courierAccount.acceptsToken(typeof token === 'string' ? token : undefined))
          ) {
            throw new AppError('UNAUTHENTICATED', 'Invalid webhook token');
          }
          const outcome = await deps.shipments.applyReport(
            reportFromWebhook(request.body, new Date()),
          );
          return { received: true as const, ...outcome };
        },
      );
    }
  };
}
