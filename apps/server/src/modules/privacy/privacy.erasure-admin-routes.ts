import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEraseBodySchema, erasureResultSchema } from '@propwash/domain/privacy/my-data';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes, recordIdParams } from '../../platform/routes.ts';
import type { ErasureService } from './privacy.erasure.ts';

/** The admin's erasure of a customer's account, inside the admin scope (docs/decisions/data-export-and-erasure.md). */
export function erasureAdminRoutes(deps: {
  erasure: ErasureService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { erasure, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'users']);
    route.post(
      '/auth/users/:id/erase',
      {
        summary:
          "Erase a customer's personal data at their request (the reason names the request); refused for an admin, an erased account, or while an order or return is open",
        params: recordIdParams,
        body: adminEraseBodySchema,
        data: erasureResultSchema,
        errors: [404, 409],
      },
      (request) => erasure.eraseByAdmin(guards.userOf(request).id, request.params.id, request.body),
    );
  };
}
