import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pincodeFormatMessage,
  pincodeNotFoundMessage,
  pincodePlaceSchema,
  pincodeSchema,
} from '@propwash/domain/shipping/pincode-schemas';
import { AppError } from '../../platform/app-error.ts';
import { declareRoutes } from '../../platform/routes.ts';
import { createPincodeService, type PincodeService } from './shipping.pincodes.ts';

/** Public pincode lookups; the directory loads on the first request (shipping.pincodes.ts). */
export function pincodesRoutes(
  deps: { pincodes: PincodeService } = { pincodes: createPincodeService() },
): FastifyPluginAsyncZod {
  return async (app) => {
    const route = declareRoutes(app, ['shipping']);
    route.get(
      '/shipping/pincodes/:pincode',
      {
        summary: 'The city (district) and state of a pincode, to fill the address form',
        // Checked in the handler so the shopper reads the one plain message, not "pincode: ...".
        params: z.object({ pincode: z.string().describe('6 digits, not starting with 0') }),
        data: pincodePlaceSchema,
        errors: [400, 404],
      },
      async (request, reply) => {
        const parsed = pincodeSchema.safeParse(request.params.pincode);
        if (!parsed.success) throw new AppError('VALIDATION_FAILED', pincodeFormatMessage);
        const place = await deps.pincodes.lookup(parsed.data);
        if (!place) throw new AppError('NOT_FOUND', pincodeNotFoundMessage(parsed.data));
        // The directory changes a few times a year: browsers and CDNs may keep an answer a day.
        reply.header('cache-control', 'public, max-age=86400');
        return place;
      },
    );
  };
}
