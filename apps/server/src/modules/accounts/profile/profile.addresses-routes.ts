import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressBodySchema,
  addressSchema,
  idParamsSchema,
} from '@propwash/domain/accounts/schemas';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import type { AddressesService } from './profile.addresses.ts';
import { declareRoutes, deleted, deletedSchema } from '../../../platform/routes.ts';

export function addressesRoutes(deps: {
  addresses: AddressesService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { addresses, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['addresses']);
    app.addHook('onRequest', guards.requireUser);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    route.get(
      '/addresses',
      { summary: 'My saved addresses, default first', data: z.array(addressSchema) },
      (request) => addresses.list(me(request)),
    );
    route.post(
      '/addresses',
      {
        summary: 'Save an address (the first one becomes the default)',
        body: addressBodySchema,
        data: addressSchema,
        status: 201,
      },
      (request) => addresses.create(me(request), request.body),
    );
    route.put(
      '/addresses/:id',
      {
        summary: 'Edit one of my addresses',
        params: idParamsSchema,
        body: addressBodySchema,
        data: addressSchema,
      },
      (request) => addresses.update(me(request), request.params.id, request.body),
    );
    route.delete(
      '/addresses/:id',
      { summary: 'Delete one of my addresses', params: idParamsSchema, data: deletedSchema },
      async (request) => {
        await addresses.remove(me(request), request.params.id);
        return deleted;
      },
    );
  };
}
