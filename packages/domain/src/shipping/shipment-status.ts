// Without zod, so storefront pages import it without the schemas (docs/architecture.md budget).

/** Where a shipment is, as the shop reads its courier's reports (docs/decisions/courier-tracking.md). */
export const shipmentStatuses = [
  'created',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'rto_initiated',
  'returned_to_origin',
] as const;
export type ShipmentStatus = (typeof shipmentStatuses)[number];

export const shipmentStatusLabels: Record<ShipmentStatus, string> = {
  created: 'Label created',
  in_transit: 'In transit',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  rto_initiated: 'Returning to the shop',
  returned_to_origin: 'Returned to origin',
};
