import { z } from 'zod';

// Failed delivery attempts (NDR, non-delivery reports) and what is done about them
// (docs/decisions/failed-deliveries.md).

/** Why the courier could not deliver, in the shop's words (from the courier's report). */
export const ndrReasonLabels = {
  customer_unavailable: 'Customer not available',
  refused: 'Customer refused the parcel',
  address_issue: 'Address incomplete or wrong',
  phone_unreachable: 'Phone not reachable',
  cod_not_ready: 'Cash not ready',
  rescheduled: 'Customer asked for another day',
  other: 'Other reason',
} as const;
export type NdrReason = keyof typeof ndrReasonLabels;
export const ndrReasons = Object.keys(ndrReasonLabels) as [NdrReason, ...NdrReason[]];

/**
 * Where a failed delivery stands: `open` waits for the customer or the admin; `reattempt` and
 * `return` were sent to the courier (re-deliver, or bring it back to the shop); `closed` ended
 * by delivery or return to origin.
 */
export const ndrStates = ['open', 'reattempt', 'return', 'closed'] as const;
export type NdrState = (typeof ndrStates)[number];

/** What the customer chose on the link they were sent: re-attempt, corrected details, or cancel. */
export const ndrCustomerChoices = ['reattempt', 'update_details', 'cancel'] as const;
export type NdrCustomerChoice = (typeof ndrCustomerChoices)[number];

/**
 * The shop's reason for a courier's words (the webhook's status text or the scan's activity):
 * Shiprocket documents no reason code on its tracking webhook, so the words are read for the
 * usual NDR remarks ("Consignee not available", "Refused", "Address incomplete"…); anything else
 * is `other` with the courier's words kept beside it.
 */
export function ndrReasonFor(remark: string): NdrReason {
  const t = remark.toLowerCase();
  if (/refus|reject|not (interested|want)|cancel/.test(t)) return 'refused';
  if (/\bcod\b|cash|amount|money|payment/.test(t)) return 'cod_not_ready';
  if (/(not|un)\s*reachable|not (answer|respond|contactable)|switch(ed)? off|phone|call/.test(t))
    return 'phone_unreachable';
  // Before the address words: "Consignee not available at address" is the customer's absence.
  if (
    /not (available|at home|present)|unavailable|door (locked|closed)|premises closed|out of station|no one/.test(
      t,
    )
  )
    return 'customer_unavailable';
  if (/address|landmark|locat|pincode|untraceable|wrong area|incomplete/.test(t))
    return 'address_issue';
  if (/future|resched|another day|later|next day|deferred|preferred date/.test(t))
    return 'rescheduled';
  return 'other';
}

/** How many days ahead a customer may ask for the next attempt (tomorrow up to this). */
export const NDR_MAX_DEFER_DAYS = 3;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date');

/**
 * POST /api/deliveries/:token: what the customer chose on the link. A re-attempt may name a day
 * (tomorrow to NDR_MAX_DEFER_DAYS ahead, checked on the server against India's today); corrected
 * details need a 10-digit Indian mobile number or an address line (a landmark alone is fine too).
 */
export const ndrChoiceBodySchema = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('reattempt'), date: isoDay.optional() }),
  z
    .object({
      choice: z.literal('update_details'),
      phone: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z
          .string()
          .trim()
          .transform((p) => p.replace(/[\s-]/g, ''))
          .pipe(
            z
              .string()
              .regex(/^(\+91|0)?[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number'),
          )
          .transform((p) => p.slice(-10))
          .optional(),
      ),
      address: z.string().trim().max(200, 'At most 200 characters').optional(),
      landmark: z.string().trim().max(80, 'At most 80 characters').optional(),
      date: isoDay.optional(),
    })
    .refine((b) => Boolean(b.phone || b.address || b.landmark), {
      message: 'Give a new phone number, address or landmark',
      path: ['phone'],
    }),
  z.object({ choice: z.literal('cancel'), confirm: z.literal(true) }),
]);
export type NdrChoiceBody = z.infer<typeof ndrChoiceBodySchema>;

export const ndrTokenParamsSchema = z.object({ token: z.string().trim().min(10).max(300) });

/** What the link's page shows: the order, the courier's reason, and whether a choice may be made. */
export const ndrPublicViewSchema = z.object({
  orderNumber: z.string(),
  courier: z.string(),
  awb: z.string().nullable(),
  reason: z.enum(ndrReasons),
  reasonLabel: z.string(),
  courierRemark: z.string(),
  attempts: z.number().int(),
  lastAttemptAt: z.string(),
  paymentMethod: z.string(),
  /** Rupees: what the customer pays at the door (cash on delivery) or 0. */
  payOnDelivery: z.number(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  /** The address the parcel goes to, as the customer gave it (they hold the link from their email). */
  address: z.object({ name: z.string(), line: z.string(), city: z.string(), pincode: z.string() }),
  state: z.enum(ndrStates),
  /** False once closed (delivered or returned) or once a choice was made. */
  canChoose: z.boolean(),
  choice: z.enum(ndrCustomerChoices).nullable(),
  /** The earliest and latest day a re-attempt may be asked for (YYYY-MM-DD, India). */
  dates: z.object({ from: z.string(), to: z.string() }),
});
export type NdrPublicView = z.infer<typeof ndrPublicViewSchema>;

export const ndrChoiceAnswerSchema = z.object({
  /** `sent`: the courier took it; `noted`: kept for the team, the courier call failed. */
  outcome: z.enum(['sent', 'noted']),
  message: z.string(),
  view: ndrPublicViewSchema,
});

/** GET /api/shipping/admin/ndr */
export const ndrListQuerySchema = z.object({
  state: z.enum(['open', 'all']).default('open'),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const ndrAdminRowSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  customer: z.string(),
  phone: z.string(),
  courier: z.string(),
  awb: z.string().nullable(),
  reason: z.enum(ndrReasons),
  reasonLabel: z.string(),
  courierRemark: z.string(),
  attempts: z.number().int(),
  lastAttemptAt: z.string(),
  state: z.enum(ndrStates),
  customerChoice: z.enum(ndrCustomerChoices).nullable(),
  customerDetails: z
    .object({
      phone: z.string().optional(),
      address: z.string().optional(),
      landmark: z.string().optional(),
    })
    .nullable(),
  customerChoseAt: z.string().nullable(),
  actionSentAt: z.string().nullable(),
  courierAnswer: z.string().nullable(),
});
export type NdrAdminRow = z.infer<typeof ndrAdminRowSchema>;

export const ndrAdminPageSchema = z.object({
  rows: z.array(ndrAdminRowSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** Open failed deliveries, for the navigation badge. */
  open: z.number().int(),
});
export type NdrAdminPage = z.infer<typeof ndrAdminPageSchema>;

/** POST /api/shipping/admin/ndr/:id/action */
export const ndrAdminActionBodySchema = z.object({
  action: z.enum(['reattempt', 'return']),
  comment: z.string().trim().max(200).optional(),
});
export type NdrAdminActionBody = z.infer<typeof ndrAdminActionBodySchema>;

export const ndrIdParamsSchema = z.object({ id: z.uuid() });

/** PATCH /api/orders/admin/:id/shipments/:shipmentId: the freight of one leg, in rupees (null: unknown). */
export const shipmentFreightBodySchema = z.object({
  freight: z.number().min(0).max(100_000).multipleOf(0.01).nullable(),
});
