/** Returns and replacements (docs/decisions.md, "Returns and replacements"): API contracts. */
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../platform/pagination.ts';
import {
  MAX_RETURN_PHOTOS,
  refundMethods,
  returnKinds,
  returnReasons,
  returnStatuses,
} from './rules.ts';

export * from './rules.ts';

/** POST /api/orders/:id/returns */
export const createReturnBodySchema = z.object({
  items: z
    .array(
      z.object({
        orderItemId: z.uuid(),
        quantity: z.number().int().min(1).max(999),
      }),
    )
    .min(1, 'Choose at least one item')
    .max(50)
    .refine(
      (items) => new Set(items.map((i) => i.orderItemId)).size === items.length,
      'Each item once',
    ),
  reason: z.enum(returnReasons, { error: 'Choose a reason' }),
  note: z.string().trim().max(1000).default(''),
  kind: z.enum(returnKinds),
  /** Images uploaded first through POST /api/upload/single (their URLs). */
  photos: z.array(z.string().max(500)).max(MAX_RETURN_PHOTOS).default([]),
});
export type CreateReturnBody = z.infer<typeof createReturnBodySchema>;
export type CreateReturnInput = z.input<typeof createReturnBodySchema>;

/** PUT /api/returns/admin/:id/status */
export const returnStatusBodySchema = z.object({
  status: z.enum(returnStatuses),
  message: z.string().trim().max(500).default(''),
  /** A cash-on-delivery refund: how it was paid out, and its bank or UPI reference. */
  refundMethod: z.enum(['bank', 'upi']).optional(),
  refundReference: z.string().trim().max(80).optional(),
});
export type ReturnStatusBody = z.infer<typeof returnStatusBodySchema>;

export const returnItemSchema = z.object({
  orderItemId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Rupees: what this line gives back (its share of what was paid, GST included). */
  refundAmount: z.number(),
});

export const returnEventSchema = z.object({
  status: z.string(),
  message: z.string(),
  at: z.string(),
});

export const returnSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(returnStatuses),
  kind: z.enum(returnKinds),
  reason: z.enum(returnReasons),
  note: z.string(),
  photos: z.array(z.string()),
  items: z.array(returnItemSchema),
  /** Rupees, GST included: the value of the returned lines. */
  refundAmount: z.number(),
  refund: z
    .object({
      method: z.enum(refundMethods),
      reference: z.string().nullable(),
      status: z.enum(['pending', 'done']),
    })
    .nullable(),
  creditNoteNumber: z.string().nullable(),
  replacementOrder: z.object({ id: z.string(), orderNumber: z.string() }).nullable(),
  events: z.array(returnEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderReturn = z.infer<typeof returnSchema>;

/** GET /api/orders/:id/returns/options: what the customer may return now, and why not. */
export const returnOptionsSchema = z.object({
  /** True while the order may be returned (delivered, inside the window). */
  isOpen: z.boolean(),
  /** Why not, when it may not (for the customer). */
  closedReason: z.string().nullable(),
  windowDays: z.number().int(),
  closesAt: z.string().nullable(),
  lines: z.array(
    z.object({
      orderItemId: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      bought: z.number().int(),
      /** Units in returns that were not rejected. */
      returned: z.number().int(),
      isReturnable: z.boolean(),
    }),
  ),
});
export type ReturnOptions = z.infer<typeof returnOptionsSchema>;

/** An admin's row: the return and who asked. */
export const adminReturnSchema = returnSchema.extend({
  customerName: z.string(),
  customerEmail: z.string(),
  paymentMethod: z.string(),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnListQuerySchema = pageQuerySchema.extend({
  status: z.enum(returnStatuses).optional(),
  kind: z.enum(returnKinds).optional(),
  /** An order number (PW-…) or a customer's email. */
  q: z.string().trim().max(100).optional(),
  orderId: z.uuid().optional(),
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuerySchema>;

export const adminReturnListSchema = pageSchema('returns', adminReturnSchema);
export type AdminReturnList = z.infer<typeof adminReturnListSchema>;
