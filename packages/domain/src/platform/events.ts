import { z } from 'zod';
import { orderStatuses, paymentStatuses } from '../orders/status.ts';

/**
 * What the shop tells its live listeners (admin toasts and dashboard, a customer's order page,
 * web push). Published once per change by the instance that made it and delivered to every
 * instance through PostgreSQL LISTEN/NOTIFY. Money in rupees.
 */
const orderFields = {
  orderId: z.string(),
  orderNumber: z.string(),
  /** The order's owner; null for imported or guest orders. Never sent to other customers. */
  userId: z.string().nullable(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  total: z.number(),
  customerName: z.string(),
  at: z.string(),
};

export const domainEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order.placed'), ...orderFields }),
  /** Status or payment changed (admin change, payment settled, cancelled). */
  z.object({
    type: z.literal('order.updated'),
    ...orderFields,
    /** Why: 'paid', 'cancelled' or 'status'. */
    reason: z.enum(['paid', 'cancelled', 'status']),
  }),
  /** A courier could not deliver a parcel (docs/decisions/failed-deliveries.md): the admin's queue. */
  z.object({
    type: z.literal('delivery.failed'),
    ...orderFields,
    reason: z.string(),
    attempts: z.number().int(),
  }),
  z.object({
    type: z.literal('stock.low'),
    productId: z.string(),
    name: z.string(),
    stock: z.number().int(),
    threshold: z.number().int(),
    at: z.string(),
  }),
]);
export type DomainEvent = z.infer<typeof domainEventSchema>;
export type DomainEventType = DomainEvent['type'];
