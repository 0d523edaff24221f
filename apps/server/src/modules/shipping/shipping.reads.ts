import { asc, eq, inArray } from 'drizzle-orm';
import { isWebAddress } from '@propwash/domain/shipping/tracking-url';
import type { CustomerShipment } from '@propwash/domain/shipping/shipment-schemas';
import type { Db } from '../../platform/db.ts';
import { shipmentEvents, shipments } from './shipping.tables.ts';

/**
 * One order's parcels as its customer sees them (courier, AWB, tracking link, the courier's
 * reports), read from the shipping module's own tables. The orders module reads them through its
 * ShipmentsReadPort (orders/orders.ports.ts); made before the orders service, so neither side waits for
 * the other to exist (docs/architecture.md, "Server modules").
 */
export function createShipmentReads(db: Db) {
  return {
    async forOrder(orderId: string): Promise<CustomerShipment[]> {
      const rows = await db
        .select()
        .from(shipments)
        .where(eq(shipments.orderId, orderId))
        .orderBy(asc(shipments.createdAt));
      if (rows.length === 0) return [];
      const events = await db
        .select()
        .from(shipmentEvents)
        .where(
          inArray(
            shipmentEvents.shipmentId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.createdAt));
      return rows.map((r) => ({
        courier: r.courier,
        awb: r.awb,
        // A link only when it is http(s), whatever an older row holds.
        trackingUrl: isWebAddress(r.trackingUrl) ? r.trackingUrl : null,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
        events: events
          .filter((e) => e.shipmentId === r.id)
          .map((e) => ({
            status: e.status,
            description: e.description,
            location: e.location,
            at: e.occurredAt.toISOString(),
          })),
      }));
    },
  };
}
