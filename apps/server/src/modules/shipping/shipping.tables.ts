import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { carriers, shipmentStatuses } from '@propwash/domain/shipping/shipment-schemas';
import { users } from '../accounts/accounts.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import {
  createdAt,
  primaryId,
  timestamps,
  timestamptz,
  requiredRef,
} from '../../platform/columns.ts';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A parcel of an order, handed to a courier (docs/decisions/shipments-and-couriers.md). */
export const shipments = pgTable(
  'shipping_shipment',
  {
    id: primaryId(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    carrier: text('carrier', { enum: carriers }).notNull(),
    courier: text('courier').notNull(),
    awb: text('awb'),
    trackingUrl: text('tracking_url'),
    status: text('status', { enum: shipmentStatuses }).notNull().default('created'),
    /** Shiprocket's order and shipment ids (null for a manual shipment). */
    externalOrderId: text('external_order_id'),
    externalShipmentId: text('external_shipment_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('shipping_shipment_order_idx').on(t.orderId),
    // The webhook finds a shipment by its AWB; one AWB belongs to one parcel.
    uniqueIndex('shipping_shipment_awb_uq').on(t.awb),
    // The pick list reads the day's shipments.
    index('shipping_shipment_created_idx').on(t.createdAt),
    check('shipping_shipment_carrier_ck', sql`${t.carrier} in (${list(carriers)})`),
    check('shipping_shipment_status_ck', sql`${t.status} in (${list(shipmentStatuses)})`),
  ],
);

/**
 * Each tracking report once: `dedupeKey` (the courier's status and its time) is unique per
 * shipment, so a replayed webhook inserts nothing and changes nothing.
 */
export const shipmentEvents = pgTable(
  'shipping_shipment_event',
  {
    id: primaryId(),
    shipmentId: requiredRef('shipment_id', () => shipments.id, 'cascade'),
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status', { enum: shipmentStatuses }).notNull(),
    description: text('description').notNull(),
    location: text('location'),
    /** When the courier says it happened. */
    occurredAt: timestamptz('occurred_at').notNull(),
    /** The courier's status code, for reading the raw report later. */
    externalStatusId: integer('external_status_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipping_shipment_event_dedupe_uq').on(t.shipmentId, t.dedupeKey),
    index('shipping_shipment_event_shipment_idx').on(t.shipmentId, t.occurredAt),
    check('shipping_shipment_event_status_ck', sql`${t.status} in (${list(shipmentStatuses)})`),
  ],
);

/** The courier account (one row, id 'courier'); SHIPROCKET_* in the environment override it. */
export const courierAccount = pgTable('shipping_courier_account', {
  id: text('id').primaryKey(),
  shiprocketEmail: text('shiprocket_email').notNull().default(''),
  shiprocketPassword: text('shiprocket_password').notNull().default(''),
  pickupLocation: text('pickup_location').notNull().default('Primary'),
  webhookToken: text('webhook_token').notNull().default(''),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
