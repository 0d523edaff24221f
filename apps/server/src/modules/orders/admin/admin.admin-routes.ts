import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderPatchSchema,
  adminOrderSchema,
  bulkOrderResultSchema,
  bulkOrderStatusBodySchema,
  confirmCodByShopBodySchema,
  exportQuerySchema,
  importResultSchema,
  orderStatusBodySchema,
  productSuggestionsQuerySchema,
  type BulkOrderResult,
} from '@propwash/domain/orders/admin-schemas';
import { orderIdParamsSchema } from '@propwash/domain/orders/schemas';
import { AppError } from '../../../platform/app-error.ts';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import { declareRoutes } from '../../../platform/routes.ts';
import type { OrdersAdmin } from './admin.service.ts';
import type { OrdersService } from '../orders.service.ts';
import { indiaDay } from '@propwash/domain/india-time';

/** Order management: list, status, bulk update, export and import, inside the admin scope. */
export function ordersAdminRoutes(deps: {
  orders: OrdersService;
  ordersAdmin: OrdersAdmin;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { orders, ordersAdmin, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'orders']);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    route.get(
      '/orders/admin/all',
      {
        summary:
          'Orders newest first: status, search (order number, email, name), India dates, product',
        querystring: adminOrderListQuerySchema,
        data: adminOrderListSchema,
      },
      (request) => ordersAdmin.list(request.query),
    );

    route.get(
      '/orders/admin/product-suggestions',
      {
        summary: 'Up to 8 product names from order lines (the product filter)',
        querystring: productSuggestionsQuerySchema,
        data: z.array(z.string()),
      },
      (request) => ordersAdmin.productSuggestions(request.query.q),
    );

    route.raw.get(
      '/orders/admin/export',
      {
        summary:
          'The filtered orders as an Excel workbook or CSV, one row per invoice line with its GST, or a JSON array (streamed)',
        querystring: exportQuerySchema,
      },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const name = `orders_${indiaDay()}.${format}`;
        reply
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store');
        if (format === 'json') {
          return reply
            .header('content-type', 'application/json; charset=utf-8')
            .send(ordersAdmin.exportJson(filters));
        }
        if (format === 'csv') {
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .send(ordersAdmin.exportCsv(filters));
        }
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .send(ordersAdmin.exportXlsx(filters));
      },
    );

    route.post(
      '/orders/admin/import',
      {
        summary:
          'Import history orders (a JSON array in the export shape): no stock or payment change; existing numbers skipped',
        body: z.unknown(),
        data: importResultSchema,
        // A few thousand orders in the export's JSON shape.
        bodyLimit: 20 * 1024 * 1024,
      },
      (request) => ordersAdmin.importOrders(request.body, me(request)),
    );

    route.post(
      '/orders/admin/bulk-update',
      {
        summary: 'One status for up to 100 orders; each order changes fully or not at all',
        body: bulkOrderStatusBodySchema,
        data: bulkOrderResultSchema,
      },
      async (request) => {
        const { orderIds, status, message } = request.body;
        const result: BulkOrderResult = { updated: 0, failed: [] };
        for (const orderId of new Set(orderIds)) {
          try {
            await orders.changeStatusByAdmin(orderId, { status, message }, me(request));
            result.updated += 1;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            result.failed.push({ orderId, reason: error.message });
          }
        }
        return result;
      },
    );

    const params = orderIdParamsSchema;
    /** Acts on the order the path names (by id or number; 404 if none), answering it afterwards. */
    const actOnOrder = async (idOrNumber: string, act: (orderId: string) => Promise<unknown>) => {
      const order = await ordersAdmin.detail(idOrNumber);
      await act(order.id);
      return ordersAdmin.detail(order.id);
    };
    route.get(
      '/orders/admin/:id',
      {
        summary: 'One order with everything about it (by id or order number)',
        params,
        data: adminOrderSchema,
      },
      (request) => ordersAdmin.detail(request.params.id),
    );

    route.put(
      '/orders/admin/:id/status',
      {
        summary:
          'Move an order (the state machine; backwards only with a message); emails the customer',
        params,
        body: orderStatusBodySchema,
        data: adminOrderSchema,
      },
      (request) =>
        actOnOrder(request.params.id, (id) =>
          orders.changeStatusByAdmin(id, request.body, me(request)),
        ),
    );

    route.put(
      '/orders/admin/:id',
      {
        summary: 'Tracking number, priority or warehouse (a timeline entry for each change)',
        params,
        body: adminOrderPatchSchema,
        data: adminOrderSchema,
      },
      (request) =>
        actOnOrder(request.params.id, (id) => orders.updateByAdmin(id, request.body, me(request))),
    );

    route.post(
      '/orders/admin/:id/confirm-cod',
      {
        summary:
          "Confirm a cash-on-delivery order that awaits the customer's confirmation (after a call, say); 409 when it does not",
        params,
        body: confirmCodByShopBodySchema,
        data: adminOrderSchema,
      },
      (request) =>
        actOnOrder(request.params.id, (id) =>
          orders.confirmCodByShop(id, me(request), request.body.message),
        ),
    );
  };
}
