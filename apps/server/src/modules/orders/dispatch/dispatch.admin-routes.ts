import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderSchema } from '@propwash/domain/orders/admin-schemas';
import { droneRegisterQuerySchema } from '@propwash/domain/orders/dispatch';
import { droneUnitsBodySchema } from '@propwash/domain/orders/drone-units';
import { ewayBillBodySchema } from '@propwash/domain/orders/eway-bill';
import { orderIdParamsSchema } from '@propwash/domain/orders/schemas';
import type { AuthGuards } from '../../../platform/auth-guard.ts';
import { declareRoutes } from '../../../platform/routes.ts';
import type { OrdersAdmin } from '../admin/admin.service.ts';
import type { OrdersService } from '../orders.service.ts';

/**
 * Packing and dispatch, inside the admin scope: the e-way bill (docs/decisions/e-way-bills.md),
 * drone serial numbers and the drone sales register (docs/decisions/drones.md).
 */
export function dispatchAdminRoutes(deps: {
  orders: Pick<OrdersService, 'setEwayBill' | 'setDroneUnits'>;
  ordersAdmin: Pick<OrdersAdmin, 'detail' | 'droneRegister'>;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { orders, ordersAdmin, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'orders']);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;
    /** Acts on the order the path names (by id or number; 404 if none), answering it afterwards. */
    const actOnOrder = async (idOrNumber: string, act: (orderId: string) => Promise<unknown>) => {
      const order = await ordersAdmin.detail(idOrNumber);
      await act(order.id);
      return ordersAdmin.detail(order.id);
    };

    route.put(
      '/orders/admin/:id/eway-bill',
      {
        summary:
          'Record or correct the e-way bill (12 digits, dated no earlier than the invoice) until the goods ship; 409 before the invoice',
        params: orderIdParamsSchema,
        body: ewayBillBodySchema,
        data: adminOrderSchema,
      },
      (request) =>
        actOnOrder(request.params.id, (id) => orders.setEwayBill(id, request.body, me(request))),
    );

    route.put(
      '/orders/admin/:id/drone-units',
      {
        summary:
          "Every drone unit's aircraft, flight controller and remote serial numbers (the whole list); 409 once invoiced",
        params: orderIdParamsSchema,
        body: droneUnitsBodySchema,
        data: adminOrderSchema,
      },
      (request) =>
        actOnOrder(request.params.id, (id) => orders.setDroneUnits(id, request.body, me(request))),
    );

    route.raw.get(
      '/orders/admin/drone-register',
      {
        summary:
          'Drones sold in a period (by invoice date, shipped orders), one row per unit with buyer and serials, as CSV or Excel',
        querystring: droneRegisterQuerySchema,
      },
      async (request, reply) => {
        const query = request.query;
        const name = `drone-register_${query.from}_${query.to}.${query.format}`;
        reply
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store');
        if (query.format === 'csv') {
          return reply
            .header('content-type', 'text/csv; charset=utf-8')
            .send(ordersAdmin.droneRegister.csv(query));
        }
        return reply
          .header(
            'content-type',
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .send(ordersAdmin.droneRegister.xlsx(query));
      },
    );
  };
}
