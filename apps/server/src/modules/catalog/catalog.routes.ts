import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categorySchema,
  productCardSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  storeProductSchema,
} from '@propwash/domain/catalog/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { AppError } from '../../platform/app-error.ts';
import { ok } from '../../platform/http.ts';
import type { CatalogService } from './catalog.service.ts';

export function catalogRoutes(deps: { catalog: CatalogService }): FastifyPluginAsyncZod {
  const { catalog } = deps;
  return async (app) => {
    app.get(
      '/products',
      {
        schema: {
          tags: ['catalog'],
          summary: 'List products: filter, search, sort and paginate (limit ≤ 100)',
          querystring: productListQuerySchema,
          response: { 200: successEnvelope(productListSchema) },
        },
      },
      async (request) => ok(await catalog.listProducts(request.query)),
    );

    app.get(
      '/products/featured',
      {
        schema: {
          tags: ['catalog'],
          summary: "Featured products for the home grid (Today's Deals, else rated 4+)",
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
          response: { 200: successEnvelope(z.array(productCardSchema)) },
        },
      },
      async (request) => ok(await catalog.featuredProducts(request.query.limit)),
    );

    app.get(
      '/products/:id',
      {
        schema: {
          tags: ['catalog'],
          summary: 'One product',
          params: productIdParamsSchema,
          response: { 200: successEnvelope(storeProductSchema) },
        },
      },
      async (request) => {
        const product = await catalog.getProduct(request.params.id);
        if (!product) throw new AppError('NOT_FOUND', 'Product not found');
        return ok(product);
      },
    );

    app.get(
      '/categories',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Enabled categories (flat list with parentId; the tree is built by the client)',
          response: { 200: successEnvelope(z.array(categorySchema)) },
        },
      },
      async () => ok(await catalog.listCategories()),
    );
  };
}
