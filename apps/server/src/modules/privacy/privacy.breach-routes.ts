import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { breachNoticeBodySchema, breachNoticeResultSchema } from '@propwash/domain/privacy/breach';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { BreachNotices } from './privacy.breach.ts';

/** The breach notice (docs/breach-runbook.md), inside the admin scope. */
export function privacyBreachRoutes(deps: {
  breach: BreachNotices;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { breach, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'privacy']);
    route.post(
      '/privacy/admin/breach-notice',
      {
        summary:
          'Email a personal data breach notice to customers (all, those who signed in between two dates, or a list); dryRun only counts them',
        body: breachNoticeBodySchema,
        data: breachNoticeResultSchema,
      },
      (request) => breach.notify(request.body, guards.userOf(request)),
    );
  };
}
