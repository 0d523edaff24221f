import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { carriers, shipmentStatuses } from '@propwash/domain/shipping/shipment-schemas';
import { ndrCustomerChoices, ndrReasons, ndrStates } from '@propwash/domain/shipping/ndr';
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
    /**
     * What the courier charges the shop for one leg (the booking's freight, or the admin's
     * figure); null: not known. The RTO report counts a returned parcel's two legs with it.
     */
    freightPaise: integer('freight_paise'),
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

/**
 * A failed delivery attempt reported by the courier (NDR) and what was done about it
 * (docs/decisions/failed-deliveries.md): one row per shipment while it is open; a later failed
 * attempt on the same shipment counts in `attempts`. The customer's choice (by the signed link
 * they were sent) and the admin's action are sent to the courier; `courierAnswer` keeps what it
 * said (or why it failed).
 */
export const ndrs = pgTable(
  'shipping_ndr',
  {
    id: primaryId(),
    shipmentId: requiredRef('shipment_id', () => shipments.id, 'cascade'),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    reason: text('reason', { enum: ndrReasons }).notNull(),
    /** The courier's own words for the failure. */
    courierRemark: text('courier_remark').notNull().default(''),
    attempts: integer('attempts').notNull().default(1),
    lastAttemptAt: timestamptz('last_attempt_at').notNull(),
    state: text('state', { enum: ndrStates }).notNull().default('open'),
    customerChoice: text('customer_choice', { enum: ndrCustomerChoices }),
    /** Corrected phone or address the customer gave with 'update_details'. */
    customerDetails: jsonb('customer_details').$type<{
      phone?: string;
      address?: string;
      landmark?: string;
    }>(),
    customerChoseAt: timestamptz('customer_chose_at'),
    /** Who sent the last action to the courier: the customer's choice or an admin. */
    actedBy: uuid('acted_by').references(() => users.id, { onDelete: 'set null' }),
    actionSentAt: timestamptz('action_sent_at'),
    courierAnswer: text('courier_answer'),
    ...timestamps(),
  },
  (t) => [
    // One open failed delivery per shipment: a new failed attempt updates it.
    uniqueIndex('shipping_ndr_open_uq')
      .on(t.shipmentId)
      .where(sql`${t.state} = 'open'`),
    index('shipping_ndr_order_idx').on(t.orderId),
    // The admin's queue: the open ones, oldest attempt first.
    index('shipping_ndr_state_idx').on(t.state, t.lastAttemptAt),
    check('shipping_ndr_reason_ck', sql`${t.reason} in (${list(ndrReasons)})`),
    check('shipping_ndr_state_ck', sql`${t.state} in (${list(ndrStates)})`),
    check(
      'shipping_ndr_choice_ck',
      sql`${t.customerChoice} is null or ${t.customerChoice} in (${list(ndrCustomerChoices)})`,
    ),
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
