import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressBodySchema,
  addressSchema,
  idParamsSchema,
} from '@propwash/domain/accounts/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { AddressesService } from './addresses.service.ts';

export function addressesRoutes(deps: {
  addresses: AddressesService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { addresses, guards } = deps;
  return async (app) => {
    app.addHook('onRequest', guards.requireUser);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    app.get(
      '/addresses',
      {
        schema: {
          tags: ['addresses'],
          summary: 'My saved addresses, default first',
          response: { 200: successEnvelope(z.array(addressSchema)) },
        },
      },
      async (request) => ok(await addresses.list(me(request))),
    );
    app.post(
      '/addresses',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Save an address (the first one becomes the default)',
          body: addressBodySchema,
          response: { 201: successEnvelope(addressSchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await addresses.create(me(request), request.body))),
    );
    app.put(
      '/addresses/:id',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Edit one of my addresses',
          params: idParamsSchema,
          body: addressBodySchema,
          response: { 200: successEnvelope(addressSchema) },
        },
      },
      async (request) => ok(await addresses.update(me(request), request.params.id, request.body)),
    );
    app.delete(
      '/addresses/:id',
      {
        schema: {
          tags: ['addresses'],
          summary: 'Delete one of my addresses',
          params: idParamsSchema,
          response: { 200: successEnvelope(z.object({ deleted: z.literal(true) })) },
        },
      },
      async (request) => {
        await addresses.remove(me(request), request.params.id);
        return ok({ deleted: true as const });
      },
    );
  };
}
