import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkStockBodySchema,
  inventoryItemSchema,
  inventoryListQuerySchema,
  inventoryListSchema,
  lowStockListSchema,
  lowStockQuerySchema,
  movementListSchema,
  setStockBodySchema,
  stockChangeSchema,
} from '@propwash/domain/inventory/admin-schemas';
import { pageQuerySchema } from '@propwash/domain/platform/pagination';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes, recordIdParams as params } from '../../platform/routes.ts';
import type { InventoryAdminService } from './inventory.admin.ts';

/** Inventory: stock levels, stock edits and their history, inside the admin scope. */
export function inventoryAdminRoutes(deps: {
  inventory: InventoryAdminService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { inventory, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'inventory']);
    route.get(
      '/inventory',
      {
        summary: 'Products with their stock (search by name or SKU; sort by stock)',
        querystring: inventoryListQuerySchema,
        data: inventoryListSchema,
      },
      (request) => inventory.list(request.query),
    );
    route.get(
      '/inventory/low-stock',
      {
        summary: 'Products at or below the threshold (default 10), fewest first',
        querystring: lowStockQuerySchema,
        data: lowStockListSchema,
      },
      (request) => inventory.lowStock(request.query),
    );
    route.put(
      '/inventory/:id/stock',
      {
        summary: "Set a product's stock, with a reason (default 'Admin Update')",
        params,
        body: setStockBodySchema,
        data: stockChangeSchema,
      },
      (request) => inventory.set(request.params.id, request.body, guards.userOf(request)),
    );
    route.post(
      '/inventory/bulk-update',
      {
        summary: 'Set the stock of many products at once: all apply, or none',
        body: bulkStockBodySchema,
        data: z.object({ updated: z.number().int(), items: z.array(inventoryItemSchema) }),
      },
      (request) => inventory.bulkSet(request.body, guards.userOf(request)),
    );
    route.get(
      '/inventory/:id/movements',
      {
        summary: "A product's stock history, newest first, with who changed it",
        params,
        querystring: pageQuerySchema,
        data: movementListSchema,
      },
      (request) => inventory.movements(request.params.id, request.query),
    );
  };
}
