import type {
  BulkCreateShipmentsBody,
  BulkShipmentsResult,
  CourierSettings,
  CourierSettingsBody,
  CreateShipmentBody,
  Shipment,
} from '@propwash/domain/shipping/shipment-schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminGet } from '#app/admin/ui/admin-query.ts';

export const shipmentsKeys = {
  all: ['admin-shipments'] as const,
  ofOrder: (orderId: string) => [...shipmentsKeys.all, 'order', orderId] as const,
  courierSettings: () => [...shipmentsKeys.all, 'courier-settings'] as const,
};

const orderPath = (orderId: string) => `/orders/admin/${encodeURIComponent(orderId)}/shipments`;

export function orderShipmentsQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: shipmentsKeys.ofOrder(orderId),
    queryFn: adminGet<Shipment[]>(orderPath(orderId), 'Failed to fetch shipments'),
  });
}

export const courierSettingsQueryOptions = () =>
  queryOptions({
    queryKey: shipmentsKeys.courierSettings(),
    queryFn: ({ signal }) =>
      apiRequest<CourierSettings>('/shipping/admin/courier-settings', { auth: true, signal }),
  });

export const createShipment = (orderId: string, body: CreateShipmentBody) =>
  apiRequest<Shipment>(orderPath(orderId), {
    auth: true,
    method: 'POST',
    body,
    fallbackMessage: 'Failed to create the shipment',
  });

export const createShipments = (body: BulkCreateShipmentsBody) =>
  apiRequest<BulkShipmentsResult>('/orders/admin/shipments/bulk', {
    auth: true,
    method: 'POST',
    body,
    fallbackMessage: 'Failed to create the shipments',
  });

export const refreshShipment = (orderId: string, shipmentId: string) =>
  apiRequest<Shipment>(`${orderPath(orderId)}/${shipmentId}/refresh`, {
    auth: true,
    method: 'POST',
    fallbackMessage: 'Failed to fetch tracking',
  });

export const saveCourierSettings = (body: CourierSettingsBody) =>
  apiRequest<CourierSettings>('/shipping/admin/courier-settings', {
    auth: true,
    method: 'PUT',
    body,
    fallbackMessage: 'Failed to save the courier settings',
  });

export const labelPath = (orderId: string, shipmentId: string) =>
  `${orderPath(orderId)}/${shipmentId}/label`;

/** The pick list of one India day (YYYY-MM-DD); today's without one. */
export const pickListPath = (day?: string) =>
  `/orders/admin/shipments/pick-list${day ? `?date=${day}` : ''}`;
