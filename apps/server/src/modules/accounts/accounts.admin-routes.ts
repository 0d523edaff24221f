import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, roles, sessionUserSchema } from '@propwash/domain/accounts/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { AccountsService } from './accounts.service.ts';

export function accountsAdminRoutes(deps: {
  accounts: AccountsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { accounts, guards } = deps;
  return async (app) => {
    app.put(
      '/auth/users/:id/role',
      {
        schema: {
          tags: ['admin', 'auth'],
          summary: "Change a user's role; their sessions end so it applies at once",
          params: idParamsSchema,
          body: z.object({ role: z.enum(roles) }),
          response: { 200: successEnvelope(sessionUserSchema) },
        },
      },
      async (request) =>
        ok(
          await accounts.changeRole(
            guards.userOf(request).id,
            request.params.id,
            request.body.role,
          ),
        ),
    );
  };
}
