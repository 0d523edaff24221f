import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categorySchema,
  productCardSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  searchSuggestionSchema,
  storeProductPageSchema,
  suggestQuerySchema,
} from '@propwash/domain/catalog/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { CatalogService } from './catalog.service.ts';
import { countProductView } from './catalog.views.ts';
import { declareRoutes } from '../../platform/routes.ts';

/** The storefront's catalog under /api: listings, search suggestions, products, categories. */
export function catalogRoutes(deps: {
  catalog: CatalogService;
  /** Server secret mixed into visitor hashes so they cannot be reversed to an IP. */
  visitorSecret: string;
}): FastifyPluginAsyncZod {
  const { catalog, visitorSecret } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['catalog']);
    route.get(
      '/products',
      {
        summary:
          'List products: filter (fits=model ids: parts that fit them), search, sort and paginate (limit ≤ 100)',
        querystring: productListQuerySchema,
        data: productListSchema,
      },
      (request) => catalog.listProducts(request.query),
    );

    route.get(
      '/products/suggest',
      {
        summary: 'Header live search: up to 5 products matching what has been typed',
        querystring: suggestQuerySchema,
        data: z.array(searchSuggestionSchema),
      },
      (request) => catalog.suggest(request.query.q, request.query.limit),
    );

    route.get(
      '/products/featured',
      {
        summary: "Featured products for the home grid (Today's Deals, else rated 4+)",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
        data: z.array(productCardSchema),
      },
      (request) => catalog.featuredProducts(request.query.limit),
    );

    route.get(
      '/products/:id',
      {
        summary:
          'One product, the active models it fits (compatibleWith) and, for a model, the parts that fit it',
        params: productIdParamsSchema,
        data: storeProductPageSchema,
      },
      async (request) => {
        const product = await catalog.getProduct(request.params.id);
        if (!product) throw new AppError('NOT_FOUND', 'Product not found');
        await countProductView(
          { catalog, visitorSecret },
          product.id,
          { ip: request.ip, userAgent: request.headers['user-agent'] },
          (err) => request.log.warn({ err }, 'product view not recorded'),
        );
        return product;
      },
    );

    route.get(
      '/products/:id/similar',
      {
        summary: "'You May Also Like': same category first, then nearest price",
        params: productIdParamsSchema,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(24).default(8) }),
        data: z.array(productCardSchema),
      },
      (request) => catalog.similarProducts(request.params.id, request.query.limit),
    );

    route.get(
      '/categories',
      {
        summary: 'Enabled categories (flat list with parentId; the tree is built by the client)',
        data: z.array(categorySchema),
      },
      () => catalog.listCategories(),
    );
  };
}
