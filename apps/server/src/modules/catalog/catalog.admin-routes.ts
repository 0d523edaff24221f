import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCategorySchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
  bulkUpdateProductsBodySchema,
  bulkUpdateResultSchema,
  createCategoryBodySchema,
  createProductBodySchema,
  featuredCountSchema,
  updateCategoryBodySchema,
  updateProductBodySchema,
} from '@propwash/domain/catalog/admin-schemas';
import { productIdParamsSchema } from '@propwash/domain/catalog/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { AppError } from '../../platform/app-error.ts';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { CategoriesAdminService } from './categories.admin.ts';
import type { ProductsAdminService } from './products.admin.ts';

const messageSchema = z.object({ message: z.string() });

/** Admin catalog: products, bulk edits, the featured count and the category tree. */
export function catalogAdminRoutes(deps: {
  products: ProductsAdminService;
  categories: CategoriesAdminService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { products, categories, guards } = deps;
  return async (app) => {
    app.get(
      '/products/admin/all',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'Admin product list: search, category, stock and flag filters, sort, pages',
          querystring: adminProductListQuerySchema,
          response: { 200: successEnvelope(adminProductListSchema) },
        },
      },
      async (request) => ok(await products.listProducts(request.query)),
    );

    app.get(
      '/products/admin/featured-count',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'How many featured products the home page shows (4-12, default 8)',
          response: { 200: successEnvelope(featuredCountSchema) },
        },
      },
      async () => ok({ count: await products.getFeaturedCount() }),
    );

    app.put(
      '/products/admin/featured-count',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'Set how many featured products the home page shows (4-12)',
          body: featuredCountSchema,
          response: { 200: successEnvelope(featuredCountSchema) },
        },
      },
      async (request) =>
        ok({
          count: await products.setFeaturedCount(request.body.count, guards.userOf(request)),
        }),
    );

    app.get(
      '/products/admin/:id',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'One product with every field (hidden products too)',
          params: productIdParamsSchema,
          response: { 200: successEnvelope(adminProductSchema) },
        },
      },
      async (request) => ok(await products.getProduct(request.params.id)),
    );

    app.post(
      '/products',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'Create a product (money in rupees; blank fields take the shop defaults)',
          body: createProductBodySchema,
          response: { 201: successEnvelope(adminProductSchema) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(ok(await products.createProduct(request.body, guards.userOf(request)))),
    );

    app.post(
      '/products/bulk-update',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'Update price, stock, status or flags of up to 100 products, all or nothing',
          body: bulkUpdateProductsBodySchema,
          response: { 200: successEnvelope(bulkUpdateResultSchema) },
        },
      },
      async (request) => ok(await products.bulkUpdate(request.body, guards.userOf(request))),
    );

    app.put(
      '/products/:id',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'Update a product: all fields or any subset (e.g. { featured: true })',
          params: productIdParamsSchema,
          body: updateProductBodySchema,
          response: { 200: successEnvelope(adminProductSchema) },
        },
      },
      async (request) =>
        ok(await products.updateProduct(request.params.id, request.body, guards.userOf(request))),
    );

    app.delete(
      '/products/:id',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'Delete a product (it leaves the shop; orders keep their copy)',
          params: productIdParamsSchema,
          response: { 200: successEnvelope(messageSchema) },
        },
      },
      async (request) => {
        await products.deleteProduct(request.params.id);
        return ok({ message: 'Product deleted successfully!' });
      },
    );

    app.get(
      '/categories/all',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'Every category (disabled too) with product and subcategory counts',
          response: { 200: successEnvelope(z.array(adminCategorySchema)) },
        },
      },
      async () => ok(await categories.listAll()),
    );

    const one = async (id: string) => {
      const found = (await categories.listAll()).find((c) => c.id === id);
      if (!found) throw new AppError('NOT_FOUND', 'Category not found');
      return found;
    };

    app.post(
      '/categories',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'Create a category (top level, or under a top-level parent)',
          body: createCategoryBodySchema,
          response: { 201: successEnvelope(adminCategorySchema) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await one(await categories.create(request.body)))),
    );

    app.put(
      '/categories/:id',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'Update a category',
          params: productIdParamsSchema,
          body: updateCategoryBodySchema,
          response: { 200: successEnvelope(adminCategorySchema) },
        },
      },
      async (request) => {
        await categories.update(request.params.id, request.body);
        return ok(await one(request.params.id));
      },
    );

    app.delete(
      '/categories/:id',
      {
        schema: {
          tags: ['admin', 'catalog'],
          summary: 'Delete a category no product or subcategory uses',
          params: productIdParamsSchema,
          response: { 200: successEnvelope(messageSchema) },
        },
      },
      async (request) => {
        await categories.remove(request.params.id);
        return ok({ message: 'Category deleted!' });
      },
    );
  };
}
