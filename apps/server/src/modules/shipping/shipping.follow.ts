import { and, eq, ne } from 'drizzle-orm';
import type { OrderStatus } from '@propwash/domain/orders/status';
import {
  shipmentStatusLabels,
  type ShipmentStatus,
} from '@propwash/domain/shipping/shipment-status';
import type { Tx } from '../../platform/db.ts';
import { ndrs, shipmentEvents, shipments } from './shipping.tables.ts';

/**
 * The parcel status an order moved by hand stands for; other statuses leave the parcels as they
 * are (docs/decisions/shipment-follows-order-moved-by-hand.md).
 */
const parcelStatusFor: Partial<Record<OrderStatus, ShipmentStatus>> = {
  shipped: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  returned_to_origin: 'returned_to_origin',
};

/**
 * An admin moved an order by hand: each of its parcels takes the matching status, with one
 * report "Marked … by the shop" in its history, in the caller's transaction (the orders module
 * calls it through its ShipmentsFollowPort, orders/orders.ports.ts).
 */
export async function followOrderMovedByHand(
  tx: Tx,
  orderId: string,
  to: OrderStatus,
  at: Date,
): Promise<void> {
  const status = parcelStatusFor[to];
  if (!status) return;
  const moved = await tx
    .update(shipments)
    .set({ status, updatedAt: at })
    .where(and(eq(shipments.orderId, orderId), ne(shipments.status, status)))
    .returning({ id: shipments.id });
  if (moved.length === 0) return;
  if (status === 'delivered' || status === 'returned_to_origin') {
    // Delivered or back at the shop: no failed delivery stays open (docs/decisions/failed-deliveries.md).
    await tx
      .update(ndrs)
      .set({ state: 'closed', updatedAt: at })
      .where(and(eq(ndrs.orderId, orderId), ne(ndrs.state, 'closed')));
  }
  await tx.insert(shipmentEvents).values(
    moved.map((s) => ({
      shipmentId: s.id,
      dedupeKey: `shop:${status}:${at.toISOString()}`,
      status,
      description: `Marked ${shipmentStatusLabels[status].toLowerCase()} by the shop`,
      location: null,
      occurredAt: at,
    })),
  );
}
