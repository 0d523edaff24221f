import { z } from 'zod';
import { pageQuerySchema } from '../platform/pagination.ts';
import { orderPageSchema, orderSchema, shippingMethods, timelineEntrySchema } from './schemas.ts';
import { orderDispatchSchema } from './dispatch.ts';
import {
  codConfirmationStates,
  orderPriorities,
  orderStatuses,
  paymentStatuses,
} from './status.ts';

/**
 * Admin order management contracts (docs/decisions/admin-orders.md). Dates in filters are India dates (YYYY-MM-DD, IST days).
 */

const indiaDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD')
  .optional()
  .or(z.literal('').transform(() => undefined));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The list's filters; the export takes the same ones. */
export const adminOrderFiltersSchema = z.object({
  status: z.enum(['all', ...orderStatuses]).default('all'),
  /** Order number (exact), email (exact) or part of the customer's name. */
  search: optionalText(120),
  from: indiaDate,
  to: indiaDate,
  /** Part of a product name on one of the order's lines. */
  product: optionalText(120),
  /** Cash-on-delivery confirmation: orders still awaiting it, or confirmed by the customer or shop. */
  cod: z.enum(['awaiting', 'confirmed']).optional(),
});
export type AdminOrderFilters = z.infer<typeof adminOrderFiltersSchema>;

export const adminOrderListQuerySchema = pageQuerySchema.extend(adminOrderFiltersSchema.shape);
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  customer: z.object({ name: z.string(), email: z.string() }),
  /** At most two lines; `moreItems` counts the rest. */
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  moreItems: z.number().int(),
  createdAt: z.string(),
  total: z.number(),
  status: z.enum(orderStatuses),
  payment: z.object({ method: z.string(), status: z.enum(paymentStatuses) }),
  priority: z.enum(orderPriorities),
  warehouse: z.string(),
  trackingNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  source: z.enum(['web', 'import', 'replacement']),
  /** Cash on delivery awaiting the customer's confirmation, confirmed, or never asked (null). */
  codConfirmation: z.enum(codConfirmationStates).nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = orderPageSchema(adminOrderRowSchema);
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const productSuggestionsQuerySchema = z.object({
  q: z.string().trim().max(120).default(''),
});

/** One order as the admin sees it: the customer's view plus who did what and where it came from. */
export const adminOrderSchema = orderSchema.extend({
  priority: z.enum(orderPriorities),
  fulfillment: z.object({
    trackingNumber: z.string().nullable(),
    warehouse: z.string(),
  }),
  source: z.enum(['web', 'import', 'replacement']),
  userId: z.string().nullable(),
  updatedAt: z.string(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  timeline: z.array(timelineEntrySchema.extend({ actor: z.string().nullable() })),
  /** The e-way bill, the drone serials and what blocks packing or shipping (dispatch.ts). */
  ...orderDispatchSchema.shape,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const adminMessage = z
  .string()
  .trim()
  .max(500, 'The message must be at most 500 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

const trackingNumber = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{4,40}$/, 'A tracking number is 4-40 letters, digits or dashes');

/** POST /api/orders/admin/:id/confirm-cod: an optional note for the timeline ("Called, confirmed"). */
export const confirmCodByShopBodySchema = z.object({ message: adminMessage });

export const orderStatusBodySchema = z.object({
  status: z.enum(orderStatuses, { error: 'Please choose a status' }),
  message: adminMessage,
  /** Only with shipped: the carrier's number (one is made up when none is known). */
  trackingNumber: trackingNumber.optional(),
});
export type OrderStatusBody = z.infer<typeof orderStatusBodySchema>;

export const bulkOrderStatusBodySchema = z.object({
  orderIds: z
    .array(z.string().uuid('Unknown order id'), { error: 'Please select orders and action' })
    .min(1, 'Please select orders and action')
    .max(100, 'At most 100 orders at a time'),
  status: z.enum(orderStatuses, { error: 'Please select orders and action' }),
  message: adminMessage,
});
export type BulkOrderStatusBody = z.infer<typeof bulkOrderStatusBodySchema>;

export const bulkOrderResultSchema = z.object({
  updated: z.number().int(),
  failed: z.array(z.object({ orderId: z.string(), reason: z.string() })),
});
export type BulkOrderResult = z.infer<typeof bulkOrderResultSchema>;

export const adminOrderPatchSchema = z
  .object({
    /** '' or null clears it. */
    trackingNumber: trackingNumber
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    priority: z.enum(orderPriorities).optional(),
    warehouse: z.string().trim().min(1, 'Please enter a warehouse').max(60).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change');
export type AdminOrderPatch = z.infer<typeof adminOrderPatchSchema>;

/**
 * xlsx and csv: one row per invoice line, for the accountant
 * (docs/decisions/orders-export-per-invoice-line.md); json: the import's shape.
 */
export const exportQuerySchema = adminOrderFiltersSchema.extend({
  format: z.enum(['xlsx', 'csv', 'json']).default('xlsx'),
});

/** The export's JSON shape, which the import reads back (money in rupees). */
export const exportedOrderSchema = z.object({
  orderId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/, 'orderId: 3-40 letters, digits or dashes'),
  customer: z.string().trim().min(1, 'customer is required').max(80),
  email: z.email('email is not valid').max(254),
  date: z.iso.datetime({ offset: true, error: 'date must be an ISO date-time' }),
  total: z.number().min(0).max(100_000_000),
  status: z.enum(orderStatuses),
  paymentMethod: z.string().trim().min(1).max(20).default('cod'),
  paymentStatus: z.enum(paymentStatuses).default('pending'),
  priority: z.enum(orderPriorities).default('normal'),
  warehouse: z.string().trim().min(1).max(60).default('Imported'),
  shippingMethod: z.enum(shippingMethods).default('standard'),
  trackingNumber: z.string().trim().max(40).nullable().default(null),
  items: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        quantity: z.number().int().min(1).max(10_000),
        price: z.number().min(0).max(10_000_000),
      }),
    )
    .min(1, 'items: at least one line')
    .max(200),
  shipping: z
    .object({
      name: z.string().trim().max(80).default(''),
      phone: z.string().trim().max(20).default(''),
      address: z.string().trim().max(300).default(''),
      city: z.string().trim().max(80).default(''),
      state: z.string().trim().max(80).default(''),
      pincode: z.string().trim().max(10).default(''),
    })
    .optional(),
});
export type ExportedOrder = z.infer<typeof exportedOrderSchema>;
export type ExportedOrderInput = z.input<typeof exportedOrderSchema>;

export const MAX_IMPORT_ORDERS = 5000;

export const importResultSchema = z.object({
  imported: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
  /** The first few rows that failed, with why (row index in the file). */
  errors: z.array(z.object({ index: z.number().int(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;
