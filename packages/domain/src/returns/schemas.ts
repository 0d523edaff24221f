/** Returns and replacements (docs/decisions/returns-and-replacements.md): API contracts. */
import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../platform/pagination.ts';
import {
  BANK_ACCOUNT_PATTERN,
  IFSC_PATTERN,
  MAX_RETURN_PHOTOS,
  TRANSFER_REFERENCE_PATTERN,
  UPI_ID_PATTERN,
  refundMethods,
  returnKinds,
  returnReasons,
  returnStatuses,
} from './rules.ts';

export * from './rules.ts';

/**
 * Where a refund of an order not paid online (cash on delivery) is paid out: a UPI ID or an Indian
 * bank account (docs/decisions/refund-destination-of-cod-returns.md).
 */
export const refundDestinationSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('upi'),
      upiId: z
        .string()
        .trim()
        .toLowerCase()
        .max(100)
        .regex(UPI_ID_PATTERN, 'Enter a UPI ID like name@okbank'),
    }),
    z.object({
      type: z.literal('bank'),
      accountHolder: z
        .string()
        .trim()
        .min(2, 'Enter the account holder’s name')
        .max(100, 'The name is too long'),
      accountNumber: z
        .string()
        .transform((v) => v.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(BANK_ACCOUNT_PATTERN, 'Enter the 9 to 18 digit account number')),
      ifsc: z
        .string()
        .trim()
        .toUpperCase()
        .regex(IFSC_PATTERN, 'Enter the 11-character IFSC, like SBIN0001234'),
    }),
  ],
  { error: 'Choose UPI or bank transfer for the refund' },
);
export type RefundDestination = z.infer<typeof refundDestinationSchema>;

/** GET /api/returns/admin/:id/refund-to: the whole destination, for the admin who pays it. */
export const refundDestinationDataSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('upi'), upiId: z.string() }),
  z.object({
    type: z.literal('bank'),
    accountHolder: z.string(),
    accountNumber: z.string(),
    ifsc: z.string(),
  }),
]);

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
  /** Required for a refund of an order not paid online (cash on delivery); else ignored. */
  refundTo: refundDestinationSchema.optional(),
});
export type CreateReturnBody = z.infer<typeof createReturnBodySchema>;
export type CreateReturnInput = z.input<typeof createReturnBodySchema>;

/** PUT /api/returns/admin/:id/status */
export const returnStatusBodySchema = z.object({
  status: z.enum(returnStatuses),
  message: z.string().trim().max(500).default(''),
  /**
   * A cash-on-delivery refund: how it was paid out (else the customer's chosen destination) and
   * the transfer's reference (UTR), required when it is marked refunded.
   */
  refundMethod: z.enum(['bank', 'upi']).optional(),
  refundReference: z
    .string()
    .trim()
    .max(35)
    .regex(
      TRANSFER_REFERENCE_PATTERN,
      'Enter the transfer reference (UTR): 6 to 35 letters or digits',
    )
    .or(z.literal(''))
    .optional(),
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
  /** Where a cash-on-delivery refund goes, masked (UPI as••••@okaxis, account ••••••1234). */
  refundTo: z.object({ type: z.enum(['upi', 'bank']), label: z.string() }).nullable(),
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
  /** True when a refund is paid by hand to an account the customer gives (cash on delivery). */
  refundByTransfer: z.boolean(),
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
