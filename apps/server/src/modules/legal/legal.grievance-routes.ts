import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminGrievanceListSchema,
  adminGrievanceQuerySchema,
  adminGrievanceSchema,
  grievanceBodySchema,
  grievanceCreatedSchema,
  grievanceLookupQuerySchema,
  grievancePublicSchema,
  grievanceUpdateBodySchema,
} from '@propwash/domain/legal/grievances';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes, recordIdParams as params } from '../../platform/routes.ts';
import type { GrievancesService } from './legal.grievances.ts';

/** Filing a grievance and looking it up (docs/decisions/grievances.md); both rate limited per IP. */
export function grievanceRoutes(deps: {
  grievances: GrievancesService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { grievances, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['legal']);
    route.post(
      '/grievances',
      {
        summary: 'File a complaint with the grievance officer; answers its ticket and due times',
        description:
          'Open to guests; a signed-in customer is linked to it. The customer is emailed a copy ' +
          'and the grievance officer a notice. 5 a hour per IP.',
        body: grievanceBodySchema,
        data: grievanceCreatedSchema,
        status: 201,
        errors: [400, 429],
      },
      async (request) => {
        const user = await guards.currentUser(request);
        return grievances.create(request.body, { ip: request.ip, userId: user?.id ?? null });
      },
    );
    route.get(
      '/grievances/lookup',
      {
        summary: 'A ticket by its number and the email it was filed with',
        description:
          'The same 404 whether the ticket does not exist or the email does not match. ' +
          '30 a hour per IP.',
        querystring: grievanceLookupQuerySchema,
        data: grievancePublicSchema,
        errors: [400, 404, 429],
      },
      (request) => grievances.lookup(request.query, { ip: request.ip }),
    );
  };
}

/** The grievance officer's screen, inside the admin scope. */
export function grievanceAdminRoutes(deps: {
  grievances: GrievancesService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { grievances, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'legal']);
    route.get(
      '/grievances/admin/all',
      {
        summary: 'Grievances, newest first (status, overdue, search), with counts',
        querystring: adminGrievanceQuerySchema,
        data: adminGrievanceListSchema,
      },
      (request) => grievances.list(request.query),
    );
    route.get(
      '/grievances/admin/:id',
      { summary: 'One grievance', params, data: adminGrievanceSchema, errors: [404] },
      (request) => grievances.find(request.params.id),
    );
    route.put(
      '/grievances/admin/:id',
      {
        summary: 'Acknowledge, resolve or reject a grievance; the reply is emailed to the customer',
        description:
          'open → acknowledged | resolved | rejected; acknowledged → resolved | rejected; ' +
          'resolved and rejected tickets are closed (409).',
        params,
        body: grievanceUpdateBodySchema,
        data: adminGrievanceSchema,
        errors: [400, 404, 409],
      },
      (request) => grievances.update(request.params.id, request.body, guards.userOf(request)),
    );
  };
}
