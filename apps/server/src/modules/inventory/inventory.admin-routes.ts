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
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { pageQuerySchema } from '@propwash/domain/platform/pagination';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { InventoryAdminService } from './inventory.admin.ts';

const params = z.object({ id: z.string().max(64) });

/** Inventory: stock levels, stock edits and their history, inside the admin scope. */
export function inventoryAdminRoutes(deps: {
  inventory: InventoryAdminService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { inventory, guards } = deps;
  const tags = ['admin', 'inventory'];
  return async (app) => {
    app.get(
      '/inventory',
      {
        schema: {
          tags,
          summary: 'Products with their stock (search by name or SKU; sort by stock)',
          querystring: inventoryListQuerySchema,
          response: { 200: successEnvelope(inventoryListSchema) },
        },
      },
      async (request) => ok(await inventory.list(request.query)),
    );
    app.get(
      '/inventory/low-stock',
      {
        schema: {
          tags,
          summary: 'Products at or below the threshold (default 10), fewest first',
          querystring: lowStockQuerySchema,
          response: { 200: successEnvelope(lowStockListSchema) },
        },
      },
      async (request) => ok(await inventory.lowStock(request.query)),
    );
    app.put(
      '/inventory/:id/stock',
      {
        schema: {
          tags,
          summary: "Set a product's stock, with a reason (default 'Admin Update')",
          params,
          body: setStockBodySchema,
          response: { 200: successEnvelope(stockChangeSchema) },
        },
      },
      async (request) =>
        ok(await inventory.set(request.params.id, request.body, guards.userOf(request))),
    );
    app.post(
      '/inventory/bulk-update',
      {
        schema: {
          tags,
          summary: 'Set the stock of many products at once: all apply, or none',
          body: bulkStockBodySchema,
          response: {
            200: successEnvelope(
              z.object({ updated: z.number().int(), items: z.array(inventoryItemSchema) }),
            ),
          },
        },
      },
      async (request) => ok(await inventory.bulkSet(request.body, guards.userOf(request))),
    );
    app.get(
      '/inventory/:id/movements',
      {
        schema: {
          tags,
          summary: "A product's stock history, newest first, with who changed it",
          params,
          querystring: pageQuerySchema,
          response: { 200: successEnvelope(movementListSchema) },
        },
      },
      async (request) => ok(await inventory.movements(request.params.id, request.query)),
    );
  };
}
