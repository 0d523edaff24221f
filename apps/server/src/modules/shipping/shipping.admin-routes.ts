import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { indiaDay } from '@propwash/domain/india-time';
import { orderIdParamsSchema } from '@propwash/domain/orders/schemas';
import {
  bulkCreateShipmentsBodySchema,
  bulkShipmentsResultSchema,
  courierSettingsBodySchema,
  courierSettingsSchema,
  createShipmentBodySchema,
  pickListQuerySchema,
  shipmentParamsSchema,
  shipmentSchema,
} from '@propwash/domain/shipping/shipment-schemas';
import type { AuthGuards } from '../../platform/auth-guard.ts';
import { declareRoutes } from '../../platform/routes.ts';
import type { CourierAccount } from './shipping.courier-account.ts';
import type { ShopAddress } from './shipping.ports.ts';
import { renderLabelPdf, renderPickListPdf } from './shipping.pdfs.ts';
import type { ShipmentsService } from './shipping.service.ts';

/** A PDF the admin saves (a label, the pick list): private, never cached. */
function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Shipments of orders, their labels, the day's pick list and the courier account (admin scope). */
export function shipmentsAdminRoutes(deps: {
  shipments: ShipmentsService;
  courierAccount: CourierAccount;
  shopAddress: () => Promise<ShopAddress>;
  guards: AuthGuards;
}): FastifyPluginAsyncZod {
  const { shipments, courierAccount, guards } = deps;
  return async (app) => {
    const route = declareRoutes(app, ['admin', 'shipping']);
    const me = (request: Parameters<AuthGuards['userOf']>[0]) => guards.userOf(request).id;

    route.post(
      '/orders/admin/shipments/bulk',
      {
        summary: 'One shipment for each selected order (up to 100); each succeeds or fails alone',
        body: bulkCreateShipmentsBodySchema,
        data: bulkShipmentsResultSchema,
      },
      (request) => shipments.bulkCreate(request.body, me(request)),
    );

    route.raw.get(
      '/orders/admin/shipments/pick-list',
      {
        summary: "The pick list (PDF) of one India day's shipments: SKUs and quantities",
        querystring: pickListQuerySchema,
      },
      async (request, reply) => {
        const day = request.query.date ?? indiaDay();
        const { shipments: list } = await shipments.ofDay(day);
        const pdf = await renderPickListPdf({
          day,
          entries: list.map(({ shipment, parcel }) => ({
            orderNumber: parcel.orderNumber,
            courier: shipment.courier,
            awb: shipment.awb,
            items: parcel.items,
          })),
        });
        return sendPdf(reply, `pick-list-${day}.pdf`, pdf);
      },
    );

    route.post(
      '/orders/admin/:id/shipments',
      {
        summary:
          'Create a shipment (manual courier or Shiprocket) for a confirmed or processing order; the order is shipped',
        params: orderIdParamsSchema,
        body: createShipmentBodySchema,
        data: shipmentSchema,
        status: 201,
      },
      (request) => shipments.create(request.params.id, request.body, me(request)),
    );

    route.get(
      '/orders/admin/:id/shipments',
      {
        summary: "An order's shipments with their tracking events",
        params: orderIdParamsSchema,
        data: z.array(shipmentSchema),
      },
      async (request) => shipments.forOrder((await shipments.parcelOf(request.params.id)).orderId),
    );

    route.post(
      '/orders/admin/:id/shipments/:shipmentId/refresh',
      {
        summary: "Fetch the carrier's tracking now and apply what is new",
        params: shipmentParamsSchema,
        data: shipmentSchema,
      },
      (request) => shipments.refresh(request.params.id, request.params.shipmentId),
    );

    route.raw.get(
      '/orders/admin/:id/shipments/:shipmentId/label',
      {
        summary: "The shipment's label (PDF): the courier's own for Shiprocket, else the shop's",
        params: shipmentParamsSchema,
      },
      async (request, reply) => {
        const shipment = await shipments.one(request.params.id, request.params.shipmentId);
        const pdf =
          (await shipments.courierLabel(shipment)) ??
          (await renderLabelPdf({
            from: await deps.shopAddress(),
            parcel: await shipments.parcelOf(shipment.orderId),
            courier: shipment.courier,
            awb: shipment.awb,
            createdAt: new Date(shipment.createdAt),
          }));
        return sendPdf(reply, `label-${shipment.orderNumber}.pdf`, pdf);
      },
    );

    route.get(
      '/shipping/admin/courier-settings',
      {
        summary:
          'The courier account: Shiprocket API user, pickup location, webhook token (masked)',
        data: courierSettingsSchema,
      },
      () => courierAccount.view(),
    );

    route.put(
      '/shipping/admin/courier-settings',
      {
        summary: 'Save the courier account; a blank password or token keeps the stored one',
        body: courierSettingsBodySchema,
        data: courierSettingsSchema,
      },
      (request) => courierAccount.save(request.body, me(request)),
    );
  };
}
