import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { isWebAddress } from '@propwash/domain/shipping/tracking-url';
import { DAY_MS, indiaDay, indiaMidnight } from '@propwash/domain/india-time';
import type {
  BulkCreateShipmentsBody,
  BulkShipmentsResult,
  Carrier,
  CreateShipmentBody,
  Shipment,
  ShipmentStatus,
} from '@propwash/domain/shipping/shipment-schemas';
import type { OrderStatus } from '@propwash/domain/orders/status';
import { AppError } from '../../platform/app-error.ts';
import type { AuditTrail } from '../../platform/audit.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { CarrierAdapter, TrackingReport } from './carriers/carriers.ports.ts';
import type { OrdersPort } from './shipping.ports.ts';
import { shipmentEvents, shipments } from './shipping.tables.ts';

type ShipmentRow = typeof shipments.$inferSelect;
type EventRow = typeof shipmentEvents.$inferSelect;

/** A shipment's status no report changes again. */
const finalShipment: readonly ShipmentStatus[] = ['delivered', 'returned_to_origin'];

/** The order status a courier's report moves the order to, if any. */
const orderMoveFor: Partial<
  Record<ShipmentStatus, 'out_for_delivery' | 'delivered' | 'returned_to_origin'>
> = {
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
  returned_to_origin: 'returned_to_origin',
};

/** A report that ends the parcel's journey (and any failed delivery still open). */
const finalFor = (status: ShipmentStatus | null) =>
  status !== null && finalShipment.includes(status);

const shipmentNotFound = () => new AppError('NOT_FOUND', 'Shipment not found');

/**
 * Shipments (docs/decisions/shipments-and-couriers.md): book a parcel with a carrier, keep
 * its tracking reports, and move the order through the orders port as they arrive.
 */
export function createShipmentsService(deps: {
  db: Db;
  orders: OrdersPort;
  carriers: Record<Carrier, CarrierAdapter>;
  /** An admin's shipment is recorded in the audit log (platform/audit.ts). */
  audit: AuditTrail;
  log: (msg: string, err?: unknown) => void;
  /**
   * Failed deliveries (shipping.ndr.ts; docs/decisions/failed-deliveries.md): a new failed
   * attempt is recorded in the report's transaction (what it answers runs after commit), and
   * delivery or return to origin closes the open one.
   */
  ndr?: {
    recordFailedAttempt(tx: Tx, shipment: ShipmentRow, report: TrackingReport): Promise<() => void>;
    closeFor(tx: Tx, shipmentId: string): Promise<void>;
  };
}) {
  const { db, orders } = deps;

  async function views(rows: ShipmentRow[]): Promise<Shipment[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [events, parcels] = await Promise.all([
      db
        .select()
        .from(shipmentEvents)
        .where(inArray(shipmentEvents.shipmentId, ids))
        .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.createdAt)),
      orders.parcels(db, [...new Set(rows.map((r) => r.orderId))]),
    ]);
    const numberOf = new Map(parcels.map((p) => [p.orderId, p.orderNumber]));
    return rows.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      orderNumber: numberOf.get(r.orderId) ?? '',
      carrier: r.carrier,
      courier: r.courier,
      awb: r.awb,
      // A link only when it is http(s), whatever an older row holds.
      trackingUrl: isWebAddress(r.trackingUrl) ? r.trackingUrl : null,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      externalOrderId: r.externalOrderId,
      externalShipmentId: r.externalShipmentId,
      events: events.filter((e) => e.shipmentId === r.id).map(eventView),
    }));
  }

  const eventView = (e: EventRow) => ({
    status: e.status,
    description: e.description,
    location: e.location,
    at: e.occurredAt.toISOString(),
  });

  async function parcelOf(orderIdOrNumber: string) {
    const [parcel] = await orders.parcels(db, [orderIdOrNumber]);
    if (!parcel) throw new AppError('NOT_FOUND', 'Order not found');
    return parcel;
  }

  async function forOrder(orderId: string): Promise<Shipment[]> {
    const rows = await db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, orderId))
      .orderBy(asc(shipments.createdAt));
    return views(rows);
  }

  async function one(orderIdOrNumber: string, shipmentId: string): Promise<Shipment> {
    const parcel = await parcelOf(orderIdOrNumber);
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (!UUID.test(shipmentId)) throw shipmentNotFound();
    const rows = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.id, shipmentId), eq(shipments.orderId, parcel.orderId)));
    if (!rows[0]) throw shipmentNotFound();
    return (await views(rows))[0]!;
  }

  /**
   * Books the parcel with the carrier (outside any transaction: it is a call over the network),
   * then records the shipment and moves the order to shipped in one transaction.
   */
  async function create(
    orderIdOrNumber: string,
    body: CreateShipmentBody,
    actorUserId: string | null,
  ): Promise<Shipment> {
    const parcel = await parcelOf(orderIdOrNumber);
    const shippable: readonly OrderStatus[] = ['confirmed', 'processing'];
    if (!shippable.includes(parcel.status)) {
      throw new AppError(
        'ILLEGAL_STATUS_CHANGE',
        `A shipment is created for a confirmed or processing order; this one is ${parcel.status}.`,
      );
    }
    if (parcel.awaitingCod) {
      // Checked again under the order's lock when it is marked shipped (orders/orders.for-shipping.ts).
      throw new AppError(
        'ILLEGAL_STATUS_CHANGE',
        'This cash-on-delivery order is awaiting the customer’s confirmation. Confirm it by hand (after a call) or wait for the customer before shipping it.',
      );
    }
    // Drone serials and the e-way bill, before the carrier books anything; checked again under
    // the order's lock when it is marked shipped (docs/decisions/e-way-bills.md).
    const block = await orders.shippingBlock(parcel.orderId);
    if (block) throw new AppError('CONFLICT', block);
    if (body.awb) {
      const [taken] = await db
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.awb, body.awb));
      if (taken) throw new AppError('CONFLICT', `AWB ${body.awb} is already on another shipment`);
    }
    const booked = await deps.carriers[body.carrier].book(parcel, body);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(shipments)
        .values({
          orderId: parcel.orderId,
          carrier: body.carrier,
          courier: booked.courier,
          awb: booked.awb,
          trackingUrl: booked.trackingUrl,
          externalOrderId: booked.externalOrderId,
          externalShipmentId: booked.externalShipmentId,
          createdBy: actorUserId,
        })
        .returning({ id: shipments.id });
      await tx.insert(shipmentEvents).values({
        shipmentId: row!.id,
        dedupeKey: 'created',
        status: 'created',
        description: `Booked with ${booked.courier}${booked.awb ? `, AWB ${booked.awb}` : ''}`,
        location: null,
        occurredAt: new Date(),
      });
      if (actorUserId) {
        await deps.audit.record(tx, {
          actor: { id: actorUserId },
          kind: 'shipment',
          recordId: row!.id,
          recordLabel: `Shipment of ${parcel.orderNumber}`,
          action: 'create',
          changes: {
            carrier: [null, body.carrier],
            courier: [null, booked.courier],
            awb: [null, booked.awb],
          },
        });
      }
      const shipped = await orders.markShipped(tx, parcel.orderId, {
        courier: booked.courier,
        awb: booked.awb,
        actorUserId,
      });
      return { id: row!.id, shipped };
    });
    orders.afterMove(parcel.orderId, [], created.shipped);
    return one(parcel.orderId, created.id);
  }

  /**
   * One tracking report: recorded once (a replay finds its key taken and changes nothing), the
   * shipment's status follows it, and the order moves when the report says so.
   */
  async function applyReport(
    report: TrackingReport,
  ): Promise<{ applied: boolean; orderStatus: OrderStatus | null }> {
    const outcome = await db.transaction(async (tx) => {
      const [shipment] = await tx
        .select()
        .from(shipments)
        .where(eq(shipments.awb, report.awb))
        .for('update');
      if (!shipment) return null;
      const [inserted] = await tx
        .insert(shipmentEvents)
        .values({
          shipmentId: shipment.id,
          dedupeKey: report.dedupeKey,
          status: report.status ?? 'in_transit',
          description: report.description,
          location: report.location,
          occurredAt: report.at,
          externalStatusId: report.externalStatusId,
        })
        .onConflictDoNothing()
        .returning({ id: shipmentEvents.id });
      if (inserted && report.failedAttempt && deps.ndr) {
        const after = await deps.ndr.recordFailedAttempt(tx, shipment, report);
        return { shipment, moved: false, released: [], after };
      }
      if (inserted && deps.ndr && finalFor(report.status)) {
        await deps.ndr.closeFor(tx, shipment.id);
      }
      if (!inserted || !report.status) return { shipment, moved: false, released: [] };
      if (!finalShipment.includes(shipment.status)) {
        await tx
          .update(shipments)
          .set({ status: report.status, updatedAt: new Date() })
          .where(eq(shipments.id, shipment.id));
      }
      const to = orderMoveFor[report.status];
      if (!to) return { shipment, moved: false, released: [] };
      const where = report.location ? ` (${report.location})` : '';
      const move = await orders.applyCourierStatus(
        tx,
        shipment.orderId,
        to,
        `${shipment.courier}: ${report.description}${where}`,
      );
      return { shipment, moved: move.moved, released: move.releasedProducts, order: move.order };
    });
    if (!outcome) return { applied: false, orderStatus: null };
    if ('after' in outcome && outcome.after) outcome.after();
    if (outcome.moved) orders.afterMove(outcome.shipment.orderId, outcome.released, outcome.order);
    const [parcel] = await orders.parcels(db, [outcome.shipment.orderId]);
    return { applied: outcome.moved, orderStatus: parcel?.status ?? null };
  }

  return {
    parcelOf,
    forOrder,
    one,
    create,
    applyReport,

    /** One shipment per selected order; each order succeeds or fails on its own. */
    async bulkCreate(
      body: BulkCreateShipmentsBody,
      actorUserId: string,
    ): Promise<BulkShipmentsResult> {
      const result: BulkShipmentsResult = { created: [], failed: [] };
      for (const orderId of new Set(body.orderIds)) {
        try {
          const s = await create(
            orderId,
            { carrier: body.carrier, courier: body.courier },
            actorUserId,
          );
          result.created.push({ orderId, shipmentId: s.id });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          result.failed.push({ orderId, reason: error.message });
        }
      }
      return result;
    },

    /** The courier's label, or null when the shop prints its own (shipping.pdfs.ts). */
    async courierLabel(shipment: Shipment): Promise<Buffer | null> {
      return deps.carriers[shipment.carrier].label({
        externalShipmentId: shipment.externalShipmentId,
        awb: shipment.awb,
      });
    },

    /** Asks the carrier for its reports so far and applies the new ones. */
    async refresh(orderIdOrNumber: string, shipmentId: string): Promise<Shipment> {
      const shipment = await one(orderIdOrNumber, shipmentId);
      if (shipment.awb) {
        for (const report of await deps.carriers[shipment.carrier].track(shipment.awb)) {
          await applyReport(report);
        }
      }
      return one(shipment.orderId, shipment.id);
    },

    /**
     * The freight of one leg, set by the admin (null: unknown), audited. Shiprocket's booking
     * answer documents no freight figure, so this is the only source (docs/decisions/failed-deliveries.md).
     */
    async setFreight(
      orderIdOrNumber: string,
      shipmentId: string,
      freightPaise: number | null,
      actorUserId: string,
    ): Promise<{ id: string; freight: number | null }> {
      const shipment = await one(orderIdOrNumber, shipmentId);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ freightPaise: shipments.freightPaise })
          .from(shipments)
          .where(eq(shipments.id, shipment.id))
          .for('update');
        await tx
          .update(shipments)
          .set({ freightPaise, updatedAt: new Date() })
          .where(eq(shipments.id, shipment.id));
        await deps.audit.record(tx, {
          actor: { id: actorUserId },
          kind: 'shipment',
          recordId: shipment.id,
          recordLabel: `Shipment of ${shipment.orderNumber}`,
          action: 'update',
          changes: { freightPaise: [before?.freightPaise ?? null, freightPaise] },
        });
      });
      return { id: shipment.id, freight: freightPaise === null ? null : freightPaise / 100 };
    },

    /** The shipments created on one India day (today by default), for the pick list. */
    async ofDay(day: string = indiaDay()) {
      const from = indiaMidnight(day);
      const rows = await db
        .select()
        .from(shipments)
        .where(
          and(
            gte(shipments.createdAt, from),
            lt(shipments.createdAt, new Date(from.getTime() + DAY_MS)),
          ),
        )
        .orderBy(asc(shipments.createdAt))
        .limit(500);
      const parcels = await orders.parcels(db, [...new Set(rows.map((r) => r.orderId))]);
      const byId = new Map(parcels.map((p) => [p.orderId, p]));
      return {
        day,
        shipments: rows.map((r) => ({ shipment: r, parcel: byId.get(r.orderId)! })),
      };
    },
  };
}
export type ShipmentsService = ReturnType<typeof createShipmentsService>;
