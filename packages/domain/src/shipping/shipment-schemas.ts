import { z } from 'zod';
import { orderStatuses } from '../orders/status.ts';
import { shipmentStatuses } from './shipment-status.ts';
import { isWebAddress } from './tracking-url.ts';

export { shipmentStatusLabels, shipmentStatuses, type ShipmentStatus } from './shipment-status.ts';

/** Who carries a parcel: a courier the shop books itself ('manual') or through Shiprocket. */
export const carriers = ['manual', 'shiprocket'] as const;
export type Carrier = z.infer<typeof carrierSchema>;
export const carrierSchema = z.enum(carriers);

const awbSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, 'AWB: 4 to 40 letters, digits or dashes');
const courierSchema = z.string().trim().min(1).max(80);
/** A courier's tracking page: http(s) only, like banner links (never javascript: or data:). */
export const trackingUrlSchema = z
  .string()
  .trim()
  .max(300, 'Tracking URL must be at most 300 characters')
  .refine(isWebAddress, 'Tracking URL must be an http:// or https:// address');

/**
 * POST /api/orders/admin/:id/shipments. A manual shipment names its courier (the AWB may follow
 * later); a Shiprocket one gets its courier and AWB from Shiprocket (`courier` may name a
 * Shiprocket courier id to ask for).
 */
export const createShipmentBodySchema = z
  .object({
    carrier: carrierSchema,
    courier: courierSchema.optional(),
    awb: awbSchema.optional(),
    trackingUrl: trackingUrlSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.carrier === 'manual' && !b.courier) {
      ctx.addIssue({ code: 'custom', path: ['courier'], message: 'Name the courier' });
    }
    if (b.carrier === 'shiprocket' && b.awb) {
      ctx.addIssue({
        code: 'custom',
        path: ['awb'],
        message: 'Shiprocket assigns the AWB itself',
      });
    }
  });
export type CreateShipmentBody = z.infer<typeof createShipmentBodySchema>;

/** POST /api/orders/admin/shipments/bulk: one shipment for each selected order (up to 100). */
export const bulkCreateShipmentsBodySchema = z
  .object({
    orderIds: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
    carrier: carrierSchema,
    courier: courierSchema.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.carrier === 'manual' && !b.courier) {
      ctx.addIssue({ code: 'custom', path: ['courier'], message: 'Name the courier' });
    }
  });
export type BulkCreateShipmentsBody = z.infer<typeof bulkCreateShipmentsBodySchema>;

export const bulkShipmentsResultSchema = z.object({
  created: z.array(z.object({ orderId: z.string(), shipmentId: z.string() })),
  failed: z.array(z.object({ orderId: z.string(), reason: z.string() })),
});
export type BulkShipmentsResult = z.infer<typeof bulkShipmentsResultSchema>;

/** One tracking report of a shipment, as the courier sent it. */
export const shipmentEventSchema = z.object({
  status: z.enum(shipmentStatuses),
  /** The courier's own words ("IN TRANSIT", "Out for delivery"). */
  description: z.string(),
  location: z.string().nullable(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** A shipment as the customer sees it on the order and tracking pages. */
export const customerShipmentSchema = z.object({
  courier: z.string(),
  awb: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  status: z.enum(shipmentStatuses),
  createdAt: z.string(),
  events: z.array(shipmentEventSchema),
});
export type CustomerShipment = z.infer<typeof customerShipmentSchema>;

/** A shipment as the admin sees it. */
export const shipmentSchema = customerShipmentSchema.extend({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  carrier: carrierSchema,
  /** Shiprocket's own ids (null for a manual shipment). */
  externalOrderId: z.string().nullable(),
  externalShipmentId: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

export const shipmentParamsSchema = z.object({
  id: z.string().trim().min(1).max(64),
  shipmentId: z.string().trim().min(1).max(64),
});

/** GET /api/orders/admin/shipments/pick-list?date=YYYY-MM-DD (an India day; today by default). */
export const pickListQuerySchema = z.object({
  date: z.iso.date().optional(),
});

/** The courier account settings the admin edits (docs/decisions/shipments-and-couriers.md). */
export const courierSettingsBodySchema = z.object({
  shiprocketEmail: z.union([z.email().max(254), z.literal('')]),
  /** Blank keeps the stored password. */
  shiprocketPassword: z.string().max(200).optional(),
  pickupLocation: z.string().trim().max(80),
  /** Blank keeps the stored token. */
  webhookToken: z.string().trim().max(200).optional(),
});
export type CourierSettingsBody = z.infer<typeof courierSettingsBodySchema>;

/** What the admin reads back: never the password or token in full. */
export const courierSettingsSchema = z.object({
  shiprocketEmail: z.string(),
  /** e.g. "set (ends in 4f)", or "not set". */
  shiprocketPassword: z.string(),
  pickupLocation: z.string(),
  webhookToken: z.string(),
  /** Which values the environment decides (SHIPROCKET_*), so the form shows them read-only. */
  fromEnvironment: z.array(z.enum(['email', 'password', 'webhookToken', 'baseUrl'])),
  baseUrl: z.string(),
  /** Whether Shiprocket shipments can be created (email and password known). */
  shiprocketReady: z.boolean(),
});
export type CourierSettings = z.infer<typeof courierSettingsSchema>;

/** What POST /api/shipping/webhook/shiprocket answers (Shiprocket reads only the status code). */
export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  applied: z.boolean(),
  orderStatus: z.enum(orderStatuses).nullable(),
});
