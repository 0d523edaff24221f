import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hangarBodySchema,
  hangarParamsSchema,
  hangarSchema,
} from '@propwash/domain/hangar/schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { HangarService } from './hangar.service.ts';

/** My hangar: the signed-in shopper's models; every answer is the whole hangar, newest first. */
export function hangarRoutes(deps: {
  hangar: HangarService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { hangar, guards } = deps;
  return async (app) => {
    app.addHook('onRequest', guards.requireUser);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    const route = declareRoutes(app, ['hangar']);
    route.get(
      '/hangar',
      { summary: 'My hangar: the models I own, with how many parts fit each', data: hangarSchema },
      (request) => hangar.list(me(request)),
    );
    route.post(
      '/hangar',
      {
        summary: 'Add a model I own (an active product; at most 20; adding twice changes nothing)',
        body: hangarBodySchema,
        data: hangarSchema,
      },
      (request) => hangar.add(me(request), request.body.productId),
    );
    route.delete(
      '/hangar/:productId',
      { summary: 'Remove a model from my hangar', params: hangarParamsSchema, data: hangarSchema },
      (request) => hangar.remove(me(request), request.params.productId),
    );
  };
}
