import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consentPurposeSchema,
  consentPutBodySchema,
  consentSchema,
  consentsSchema,
} from '@propwash/domain/privacy/consents';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { ConsentsService } from './privacy.consents.ts';

/** The signed-in customer's consents, one switch per purpose (docs/decisions/privacy-and-consent.md). */
export function consentRoutes(deps: {
  consents: ConsentsService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { consents, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['privacy']);
    route.get(
      '/me/consents',
      {
        summary: 'My consents, one per purpose (never asked: not granted, no time)',
        onRequest: guards.requireUser,
        data: consentsSchema,
      },
      async (request) => ({ consents: await consents.list(guards.userOf(request).id) }),
    );
    route.put(
      '/me/consents/:purpose',
      {
        summary:
          'Grant or withdraw one purpose (a repeat changes nothing; WhatsApp needs my mobile number: 409)',
        params: z.object({ purpose: consentPurposeSchema }),
        body: consentPutBodySchema,
        onRequest: guards.requireUser,
        data: consentSchema,
        errors: [400, 409],
      },
      (request) =>
        consents.set(
          guards.userOf(request).id,
          request.params.purpose,
          request.body.granted,
          'account',
        ),
    );
  };
}
