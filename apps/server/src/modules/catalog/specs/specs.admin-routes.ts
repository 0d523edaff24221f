import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attributeListSchema,
  categoryAttributesBodySchema,
  categoryAttributesSchema,
  deleteAttributeQuerySchema,
} from '@propwash/domain/catalog/admin-attribute-schemas';
import { attributeInputSchema, attributeSchema } from '@propwash/domain/catalog/specs';
import { errorBodySchema } from '@propwash/domain/platform/envelope';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import { declareRoutes, recordIdParams } from '../../../platform/routes.ts';
import type { SpecsAdminService } from './specs.admin.ts';

/**
 * Specification attributes (docs/decisions/specifications.md): the shop's list, each attribute's
 * create, change and delete, and which attributes a category has, in order. Inside the admin scope.
 */
export function specsAdminRoutes(deps: {
  specs: SpecsAdminService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { specs, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'catalog']);
    route.get(
      '/admin/attributes',
      {
        summary: 'Every specification attribute, sorted by name, its categories as slug paths',
        data: attributeListSchema,
      },
      () => specs.list(),
    );
    route.post(
      '/admin/attributes',
      {
        summary: 'Define a specification attribute (key, name, type, unit, choices, categories)',
        description:
          'The key is unique (409 when taken); an unknown category slug is a 400 naming it. The attribute joins the end of each category’s list.',
        body: attributeInputSchema,
        data: attributeSchema,
        status: 201,
        errors: [400, 409],
      },
      (request) => specs.create(request.body, guards.userOf(request)),
    );
    route.put(
      '/admin/attributes/:id',
      {
        summary: 'Change a specification attribute (the whole attribute)',
        description:
          'While products carry its values, the key and the type cannot change and a choice in use cannot be removed (400, naming how many products use it). Categories left out of the list lose the attribute; values products carry stay.',
        params: recordIdParams,
        body: attributeInputSchema,
        data: attributeSchema,
        errors: [400, 404, 409],
      },
      (request) => specs.update(request.params.id, request.body, guards.userOf(request)),
    );
    route.raw.delete(
      '/admin/attributes/:id',
      {
        summary: 'Delete a specification attribute (204)',
        description:
          'Refused (409) while products carry its values, unless force=true, which removes those values from every product and version in the same transaction.',
        params: recordIdParams,
        querystring: deleteAttributeQuerySchema,
        response: {
          204: z.null().describe('Deleted'),
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
      async (request, reply) => {
        await specs.remove(request.params.id, request.query, guards.userOf(request));
        return reply.code(204).send();
      },
    );
    route.get(
      '/admin/categories/:id/attributes',
      {
        summary: "A category's own attributes in order, and those it has from its parent",
        params: recordIdParams,
        data: categoryAttributesSchema,
        errors: [404],
      },
      (request) => specs.categoryAttributes(request.params.id),
    );
    route.put(
      '/admin/categories/:id/attributes',
      {
        summary: 'Set which attributes a category has of its own, in this order',
        description:
          'attributeIds in the order the product page and the filters show them; attributes not listed leave the category (values products carry stay). Answers the category’s attributes.',
        params: recordIdParams,
        body: categoryAttributesBodySchema,
        data: categoryAttributesSchema,
        errors: [400, 404],
      },
      (request) =>
        specs.setCategoryAttributes(
          request.params.id,
          request.body.attributeIds,
          guards.userOf(request),
        ),
    );
  };
}
