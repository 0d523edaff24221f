import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { indiaDay } from '@propwash/domain/india-time';
import { eraseBodySchema, erasureResultSchema } from '@propwash/domain/privacy/my-data';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { ErasureService } from './privacy.erasure.ts';
import type { MyDataService } from './privacy.my-data.ts';

/** The file name of a customer's data export on an India day. */
export const myDataFilename = (day = indiaDay()) => `propwash-my-data-${day}.json`;

/** The signed-in customer's own data: a copy of all of it, and its erasure (docs/decisions/data-export-and-erasure.md). */
export function myDataRoutes(deps: {
  myData: MyDataService;
  erasure: ErasureService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { myData, erasure, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['privacy']);

    route.raw.get(
      '/me/data',
      {
        summary:
          'Download everything the shop holds about you as one JSON file (5 downloads an hour)',
        description:
          'Sections: account (profile, addresses, sessions, sign-ins, password resets), consents (the history), orders (lines, timeline, invoice and credit note numbers), returns, reviews, questions, wishlist, hangar, cart, backInStockRequests, couponRedemptions, notifications, newsletter, contactMessages, grievances. Answered as an attachment named propwash-my-data-YYYY-MM-DD.json.',
        onRequest: guards.requireUser,
        produces: ['application/json'],
      },
      async (request, reply) => {
        const data = await myData.exportFor(guards.userOf(request).id);
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${myDataFilename()}"`)
          .header('cache-control', 'no-store')
          .send(JSON.stringify(data, null, 2));
      },
    );

    route.post(
      '/me/erase',
      {
        summary:
          'Erase your account: your password (or ERASE for a Google-only account); refused while an order or return is open',
        body: eraseBodySchema,
        onRequest: guards.requireUser,
        data: erasureResultSchema,
        errors: [400, 401, 409, 429],
      },
      (request) => erasure.eraseOwn(guards.userOf(request).id, request.body),
    );
  };
}
