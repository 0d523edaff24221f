import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuerySchema, auditListSchema } from '@propwash/domain/audit/schemas';
import { declareRoutes } from '../../platform/routes.ts';
import type { AuditService } from './audit.service.ts';

/** The audit log, inside the admin scope. */
export function auditAdminRoutes(deps: { audit: AuditService }): FastifyPluginAsyncZod {
  const { audit } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'audit']);
    route.get(
      '/audit',
      {
        summary:
          'Every admin change, newest first: who, when, what, each field before → after (filter by admin, kind, record, dates)',
        querystring: auditListQuerySchema,
        data: auditListSchema,
      },
      (request) => audit.list(request.query),
    );
  };
}
