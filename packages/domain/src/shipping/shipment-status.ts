// Without zod, so storefront pages import it without the schemas (docs/architecture.md budget).
import { labelledValues } from '../platform/labels.ts';

/** Where a shipment is, as the shop reads its courier's reports (docs/decisions/courier-tracking.md). */
export const shipmentStatusLabels = {
  created: 'Label created',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  rto_initiated: 'Returning to the shop',
  returned_to_origin: 'Returned to origin',
} satisfies Record<string, string>;
export const shipmentStatuses = labelledValues(shipmentStatusLabels);
export type ShipmentStatus = (typeof shipmentStatuses)[number];
