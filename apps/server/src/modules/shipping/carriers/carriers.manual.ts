import { AppError } from '../../../platform/app-error.ts';
import type { CarrierAdapter } from './carriers.ports.ts';

/**
 * A courier booked outside the shop: the admin types the courier and AWB; tracking reports come
 * in through the webhook (or not at all), and the shop prints its own label.
 */
export function createManualCarrier(deps: { trackPageUrl: (orderNumber: string) => string }) {
  const carrier: CarrierAdapter = {
    name: 'manual',
    async book(order, opts) {
      return {
        courier: opts.courier ?? 'Courier',
        awb: opts.awb ?? null,
        // Without the courier's own link, the customer follows the shop's tracking page.
        trackingUrl: opts.trackingUrl ?? deps.trackPageUrl(order.orderNumber),
        externalOrderId: null,
        externalShipmentId: null,
      };
    },
    async label() {
      return null;
    },
    async track() {
      return [];
    },
    async ndrAction() {
      // No courier API behind a manual shipment (docs/decisions/failed-deliveries.md).
      throw new AppError(
        'CONFLICT',
        'This parcel was booked by hand: ring the courier to re-attempt or return it, then note it here.',
      );
    },
  };
  return carrier;
}
