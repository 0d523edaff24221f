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
import { waitingListSchema, waitingQuerySchema } from '@propwash/domain/inventory/stock-alerts';
import { indiaDay } from '@propwash/domain/india-time';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { pageQuerySchema } from '@propwash/domain/platform/pagination';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes, recordIdParams as params } from '../../platform/routes.ts';
import { ok } from '../../platform/http.ts';
import type { InventoryAdminService } from './inventory.admin.ts';
import type { WaitingListService } from './inventory.waiting.ts';

/** Inventory: stock levels, stock edits and their history, inside the admin scope. */
export function inventoryAdminRoutes(deps: {
  inventory: InventoryAdminService;
  waiting: WaitingListService;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { inventory, waiting, guards } = deps;
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
    // Demand for what is sold out (docs/decisions/back-in-stock.md): JSON by page, or a file.
    route.raw.get(
      '/products/admin/waiting',
      {
        tags: ['admin', 'inventory'],
        summary:
          'Shoppers waiting per product and version, most waiting first; ?format=csv|xlsx: the whole list as a file',
        querystring: waitingQuerySchema,
        response: {
          200: {
            content: {
              'application/json': { schema: successEnvelope(waitingListSchema) },
              'text/csv': { schema: z.string() },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: z.string(),
              },
            },
          },
        },
      },
      async (request, reply) => {
        const { format, ...page } = request.query;
        if (!format) return ok(await waiting.list(page));
        reply
          .header(
            'content-disposition',
            `attachment; filename="waiting-for-stock_${indiaDay()}.${format}"`,
          )
          .header('cache-control', 'private, no-store');
        if (format === 'csv') {
          return reply.header('content-type', 'text/csv; charset=utf-8').send(waiting.csv());
        }
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .send(waiting.xlsx());
      },
    );
  };
}
