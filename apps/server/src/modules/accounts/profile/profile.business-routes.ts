import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myBusinessSchema } from '@propwash/domain/orders/business-buyer';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import { declareRoutes } from '../../../platform/routes.ts';
import type { BusinessProfile } from './profile.business.ts';

/** The business the signed-in customer last bought for (docs/decisions/business-buyers.md). */
export function businessRoutes(deps: {
  business: BusinessProfile;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { business, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['auth']);
    app.addHook('onRequest', guards.requireUser);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    route.get(
      '/me/business',
      {
        summary: 'The business (GSTIN, legal name) I last bought for; checkout offers it again',
        data: myBusinessSchema,
      },
      (request) => business.get(me(request)),
    );
    route.delete(
      '/me/business',
      { summary: 'Forget the business I last bought for', data: myBusinessSchema },
      (request) => business.forget(me(request)),
    );
  };
}
