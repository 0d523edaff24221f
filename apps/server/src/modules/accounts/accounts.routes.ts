import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResultSchema,
  loginBodySchema,
  sessionUserSchema,
} from '@propwash/domain/accounts/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { AccountsService } from './accounts.service.ts';

export function accountsRoutes(deps: {
  accounts: AccountsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { accounts, guards } = deps;
  return async (app) => {
    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with email and password',
          body: loginBodySchema,
          response: { 200: successEnvelope(authResultSchema) },
        },
      },
      async (request) =>
        ok(
          await accounts.login(request.body, {
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          }),
        ),
    );

    app.get(
      '/auth/me',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          response: { 200: successEnvelope(sessionUserSchema) },
        },
      },
      async (request) => ok(await accounts.getUser(guards.userOf(request).id)),
    );

    app.post(
      '/auth/logout',
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['auth'],
          summary: 'End this session',
          response: { 200: successEnvelope(z.object({ loggedOut: z.literal(true) })) },
        },
      },
      async (request) => {
        await accounts.logout(guards.userOf(request).sessionId);
        return ok({ loggedOut: true as const });
      },
    );
  };
}
