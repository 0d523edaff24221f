import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminOrderPatchSchema,
  adminOrderSchema,
  bulkOrderResultSchema,
  bulkOrderStatusBodySchema,
  exportQuerySchema,
  importResultSchema,
  orderStatusBodySchema,
  productSuggestionsQuerySchema,
  type BulkOrderResult,
} from '@propwash/domain/orders/admin-schemas';
import { orderIdParamsSchema } from '@propwash/domain/orders/schemas';
import { successEnvelope } from '@propwash/domain/platform/envelope';
import { AppError } from '../../platform/app-error.ts';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { ok } from '../../platform/http.ts';
import type { OrdersAdmin } from './orders.admin.ts';
import type { OrdersService } from './orders.service.ts';
import { indiaDay } from '@propwash/domain/india-time';

const orderReply = { 200: successEnvelope(adminOrderSchema) };

/** Order management: list, status, bulk update, export and import, inside the admin scope. */
export function ordersAdminRoutes(deps: {
  orders: OrdersService;
  ordersAdmin: OrdersAdmin;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { orders, ordersAdmin, guards } = deps;
  const tags = ['admin', 'orders'];
  return async (app) => {
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    app.get(
      '/orders/admin/all',
      {
        schema: {
          tags,
          summary:
            'Orders newest first: status, search (order number, email, name), India dates, product',
          querystring: adminOrderListQuerySchema,
          response: { 200: successEnvelope(adminOrderListSchema) },
        },
      },
      async (request) => ok(await ordersAdmin.list(request.query)),
    );

    app.get(
      '/orders/admin/product-suggestions',
      {
        schema: {
          tags,
          summary: 'Up to 8 product names from order lines (the product filter)',
          querystring: productSuggestionsQuerySchema,
          response: { 200: successEnvelope(z.array(z.string())) },
        },
      },
      async (request) => ok(await ordersAdmin.productSuggestions(request.query.q)),
    );

    app.get(
      '/orders/admin/export',
      {
        schema: {
          tags,
          summary: 'The filtered orders as an Excel workbook or a JSON array (streamed)',
          querystring: exportQuerySchema,
        },
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
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .send(ordersAdmin.exportXlsx(filters));
      },
    );

    app.post(
      '/orders/admin/import',
      {
        // A few thousand orders in the export's JSON shape.
        bodyLimit: 20 * 1024 * 1024,
        schema: {
          tags,
          summary:
            'Import history orders (a JSON array in the export shape): no stock or payment change; existing numbers skipped',
          body: z.unknown(),
          response: { 200: successEnvelope(importResultSchema) },
        },
      },
      async (request) => ok(await ordersAdmin.importOrders(request.body, me(request))),
    );

    app.post(
      '/orders/admin/bulk-update',
      {
        schema: {
          tags,
          summary: 'One status for up to 100 orders; each order changes fully or not at all',
          body: bulkOrderStatusBodySchema,
          response: { 200: successEnvelope(bulkOrderResultSchema) },
        },
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
        return ok(result);
      },
    );

    app.get(
      '/orders/admin/:id',
      {
        schema: {
          tags,
          summary: 'One order with everything about it (by id or order number)',
          params: orderIdParamsSchema,
          response: orderReply,
        },
      },
      async (request) => ok(await ordersAdmin.detail(request.params.id)),
    );

    app.put(
      '/orders/admin/:id/status',
      {
        schema: {
          tags,
          summary:
            'Move an order (the state machine; backwards only with a message); emails the customer',
          params: orderIdParamsSchema,
          body: orderStatusBodySchema,
          response: orderReply,
        },
      },
      async (request) => {
        const order = await ordersAdmin.detail(request.params.id);
        await orders.changeStatusByAdmin(order.id, request.body, me(request));
        return ok(await ordersAdmin.detail(order.id));
      },
    );

    app.put(
      '/orders/admin/:id',
      {
        schema: {
          tags,
          summary: 'Tracking number, priority or warehouse (a timeline entry for each change)',
          params: orderIdParamsSchema,
          body: adminOrderPatchSchema,
          response: orderReply,
        },
      },
      async (request) => {
        const order = await ordersAdmin.detail(request.params.id);
        await orders.updateByAdmin(order.id, request.body, me(request));
        return ok(await ordersAdmin.detail(order.id));
      },
    );
  };
}
