import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkUpdateProductsBodySchema,
  bulkUpdateResultSchema,
  createProductBodySchema,
  featuredCountSchema,
  updateProductBodySchema,
} from '@propwash/domain/catalog/admin-schemas';
import {
  adminCategorySchema,
  createCategoryBodySchema,
  updateCategoryBodySchema,
} from '@propwash/domain/catalog/admin-category-schemas';
import {
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductSchema,
} from '@propwash/domain/catalog/admin-read-schemas';
import { productIdParamsSchema } from '@propwash/domain/catalog/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { crudRoutes } from '../../platform/crud-routes.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { CategoriesAdminService } from './categories/categories.admin.ts';
import type { ProductsAdminService } from './admin/admin.service.ts';
import { productTransferRoutes } from './transfer/transfer.admin-routes.ts';
import type { SpecsAdminService } from './specs/specs.admin.ts';
import { specsAdminRoutes } from './specs/specs.admin-routes.ts';

/**
 * Admin catalog: products, bulk edits, the featured count, the category tree and specification
 * attributes.
 */
export function catalogAdminRoutes(deps: {
  products: ProductsAdminService;
  categories: CategoriesAdminService;
  specs: SpecsAdminService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { products, categories, specs, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'catalog']);
    // CSV/Excel import and export, in their own scope (they take multipart uploads).
    await app.register(productTransferRoutes({ products, guards }));
    await app.register(specsAdminRoutes({ specs, guards }));
    route.get(
      '/products/admin/all',
      {
        summary: 'Admin product list: search, category, stock and flag filters, sort, pages',
        querystring: adminProductListQuerySchema,
        data: adminProductListSchema,
      },
      (request) => products.listProducts(request.query),
    );
    route.get(
      '/products/admin/featured-count',
      {
        summary: 'How many featured products the home page shows (4-12, default 8)',
        data: featuredCountSchema,
      },
      async () => ({ count: await products.getFeaturedCount() }),
    );
    route.put(
      '/products/admin/featured-count',
      {
        summary: 'Set how many featured products the home page shows (4-12)',
        body: featuredCountSchema,
        data: featuredCountSchema,
      },
      async (request) => ({
        count: await products.setFeaturedCount(request.body.count, guards.userOf(request)),
      }),
    );
    route.get(
      '/products/admin/:id',
      {
        summary: 'One product with every field (hidden products too)',
        params: productIdParamsSchema,
        data: adminProductSchema,
      },
      (request) => products.getProduct(request.params.id),
    );
    route.post(
      '/products/bulk-update',
      {
        summary: 'Update price, stock, status or flags of up to 100 products, all or nothing',
        body: bulkUpdateProductsBodySchema,
        data: bulkUpdateResultSchema,
      },
      (request) => products.bulkUpdate(request.body, guards.userOf(request)),
    );
    crudRoutes(route, {
      url: '/products',
      item: adminProductSchema,
      params: productIdParamsSchema,
      create: {
        summary: 'Create a product (money in rupees; blank fields take the shop defaults)',
        body: createProductBodySchema,
        run: (body, request) => products.createProduct(body, guards.userOf(request)),
      },
      update: {
        summary: 'Update a product: all fields or any subset (e.g. { featured: true })',
        body: updateProductBodySchema,
        run: (id, body, request) => products.updateProduct(id, body, guards.userOf(request)),
      },
      remove: {
        summary: 'Delete a product (it leaves the shop; orders keep their copy)',
        run: (id, request) => products.deleteProduct(id, guards.userOf(request)),
        message: 'Product deleted successfully!',
      },
    });

    // Writes answer the category as the list shows it, with its counts.
    const one = async (id: string) => {
      const found = (await categories.listAll()).find((c) => c.id === id);
      if (!found) throw new AppError('NOT_FOUND', 'Category not found');
      return found;
    };
    crudRoutes(route, {
      url: '/categories',
      item: adminCategorySchema,
      params: productIdParamsSchema,
      list: {
        url: '/categories/all',
        summary: 'Every category (disabled too) with product and subcategory counts',
        run: categories.listAll,
      },
      create: {
        summary: 'Create a category (top level, or under a top-level parent)',
        body: createCategoryBodySchema,
        run: async (body, request) => one(await categories.create(body, guards.userOf(request))),
      },
      update: {
        summary: 'Update a category',
        body: updateCategoryBodySchema,
        run: async (id, body, request) => {
          await categories.update(id, body, guards.userOf(request));
          return one(id);
        },
      },
      remove: {
        summary: 'Delete a category no product or subcategory uses',
        run: (id, request) => categories.remove(id, guards.userOf(request)),
        message: 'Category deleted!',
      },
    });
  };
}
