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
import { successEnvelope } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { AccountsService } from './accounts.service.ts';
import type { UserAdminService } from './user-admin.service.ts';

// A malformed id is simply not found, the same answer as an unknown one.
const userParams = z.object({ id: z.string().max(64) });

/** User management under /api/auth/users (list, edit, role, ban, delete), inside the admin scope. */
export function accountsAdminRoutes(deps: {
  accounts: AccountsService;
  users: UserAdminService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { accounts, users, guards } = deps;
  const tags = ['admin', 'users'];
  return async (app) => {
    app.get(
      '/auth/users',
      {
        schema: {
          tags,
          summary: 'Users, newest first; search by name, email or phone; filter by role and status',
          querystring: adminUserQuerySchema,
          response: { 200: successEnvelope(adminUserListSchema) },
        },
      },
      async (request) => ok(await users.list(request.query)),
    );
    app.get(
      '/auth/users/:id',
      {
        schema: {
          tags,
          summary: 'One user',
          params: userParams,
          response: { 200: successEnvelope(adminUserSchema) },
        },
      },
      async (request) => ok(await users.get(request.params.id)),
    );
    app.post(
      '/auth/users',
      {
        schema: {
          tags,
          summary: 'Open an account for someone (customer or admin)',
          body: createUserBodySchema,
          response: { 201: successEnvelope(adminUserSchema) },
        },
      },
      async (request, reply) => reply.code(201).send(ok(await users.create(request.body))),
    );
    app.put(
      '/auth/users/:id',
      {
        schema: {
          tags,
          summary: "Edit a user's name, email and phone",
          params: userParams,
          body: updateUserBodySchema,
          response: { 200: successEnvelope(adminUserSchema) },
        },
      },
      async (request) => ok(await users.update(request.params.id, request.body)),
    );
    app.put(
      '/auth/users/:id/status',
      {
        schema: {
          tags,
          summary: 'Ban a user (their sessions end at once, sign-in is refused) or lift the ban',
          params: userParams,
          body: userStatusBodySchema,
          response: { 200: successEnvelope(adminUserSchema) },
        },
      },
      async (request) =>
        ok(
          await users.setStatus(guards.userOf(request).id, request.params.id, request.body.status),
        ),
    );
    app.put(
      '/auth/users/:id/role',
      {
        schema: {
          tags,
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
    app.delete(
      '/auth/users/:id',
      {
        schema: {
          tags,
          summary: 'Delete a user and their personal data; their orders are kept for tax records',
          params: userParams,
          response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await users.remove(guards.userOf(request).id, request.params.id);
        return ok({ deleted: true as const });
      },
    );
  };
}
