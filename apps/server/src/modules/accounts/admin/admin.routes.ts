import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUserListSchema,
  adminUserQuerySchema,
  adminUserSchema,
  createUserBodySchema,
  idParamsSchema,
  roles,
  sessionUserSchema,
  updateUserBodySchema,
  userStatusBodySchema,
} from '@propwash/domain/accounts/schemas';
import { signInListSchema, signInQuerySchema } from '@propwash/domain/accounts/sign-ins';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import { crudRoutes } from '../../../platform/crud-routes.ts';
import { declareRoutes, recordIdParams } from '../../../platform/routes.ts';
import type { AccountsService } from '../accounts.service.ts';
import type { UserAdminService } from './admin.users.ts';

/** User management under /api/auth/users (list, edit, role, ban, delete), inside the admin scope. */
export function accountsAdminRoutes(deps: {
  accounts: AccountsService;
  users: UserAdminService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { accounts, users, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'users']);
    route.get(
      '/auth/users',
      {
        summary: 'Users, newest first; search by name, email or phone; filter by role and status',
        querystring: adminUserQuerySchema,
        data: adminUserListSchema,
      },
      (request) => users.list(request.query),
    );
    route.get(
      '/auth/admin/sign-ins',
      {
        summary:
          'The sign-in log, newest first: filter failed or successful, admin accounts, email or IP; with the last 24 hours counts and the IPs and emails failing most',
        querystring: signInQuerySchema,
        data: signInListSchema,
      },
      (request) => accounts.signIns(request.query),
    );
    route.get(
      '/auth/users/:id',
      { summary: 'One user', params: recordIdParams, data: adminUserSchema },
      (request) => users.get(request.params.id),
    );
    crudRoutes(route, {
      url: '/auth/users',
      item: adminUserSchema,
      create: {
        summary: 'Open an account for someone (customer or admin)',
        body: createUserBodySchema,
        run: (body, request) => users.create(body, guards.userOf(request)),
      },
      update: {
        summary: "Edit a user's name, email and phone",
        body: updateUserBodySchema,
        run: (id, body, request) => users.update(id, body, guards.userOf(request)),
      },
      remove: {
        summary: 'Delete a user and their personal data; their orders are kept for tax records',
        run: (id, request) => users.remove(guards.userOf(request).id, id),
      },
    });
    route.put(
      '/auth/users/:id/status',
      {
        summary: 'Ban a user (their sessions end at once, sign-in is refused) or lift the ban',
        params: recordIdParams,
        body: userStatusBodySchema,
        data: adminUserSchema,
      },
      (request) =>
        users.setStatus(guards.userOf(request).id, request.params.id, request.body.status),
    );
    route.put(
      '/auth/users/:id/role',
      {
        summary: "Change a user's role; their sessions end so it applies at once",
        params: idParamsSchema,
        body: z.object({ role: z.enum(roles) }),
        data: sessionUserSchema,
      },
      (request) =>
        accounts.changeRole(guards.userOf(request).id, request.params.id, request.body.role),
    );
  };
}
