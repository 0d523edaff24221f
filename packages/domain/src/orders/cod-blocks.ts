import { z } from 'zod';
import { pageQuerySchema, pageSchema, searchParam } from '../platform/pagination.ts';

/**
 * Cash on delivery switched off after parcels came back (docs/decisions/cod-blocks.md): one row
 * per customer account, delivery phone or delivery pincode, counting its parcels returned to
 * origin; blocked once the count reaches the setting (codBlocks), until an admin lifts it.
 */
export const codBlockKinds = ['customer', 'phone', 'pincode'] as const;
export type CodBlockKind = (typeof codBlockKinds)[number];

/**
 * What the shopper reads when cash on delivery is blocked: never which rule matched nor how many
 * parcels came back (docs/decisions/cod-blocks.md).
 */
export const COD_BLOCKED_MESSAGE =
  'Cash on delivery isn’t available for this delivery address because earlier parcels were returned. Please pay online — UPI, cards and net banking are all accepted.';

/** A phone number as the blocks count it: its last ten digits; null when it has fewer. */
export function codBlockPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** A pincode as the blocks count it: six digits, else null. */
export function codBlockPincode(pincode: string | null | undefined): string | null {
  const p = (pincode ?? '').trim();
  return /^[1-9]\d{5}$/.test(p) ? p : null;
}

const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/orders/admin/cod-blocks: blocked ones (default) or every counted one. */
export const codBlockListQuerySchema = pageQuerySchema.extend({
  state: z.preprocess(blankIsAbsent, z.enum(['blocked', 'all']).default('blocked')),
  kind: z.preprocess(blankIsAbsent, z.enum(codBlockKinds).optional()),
  /** A phone's digits, a pincode, or the customer's name or email. */
  q: z.preprocess(blankIsAbsent, searchParam(100)),
});
export type CodBlockListQuery = z.infer<typeof codBlockListQuerySchema>;

export const codBlockSchema = z.object({
  id: z.uuid(),
  kind: z.enum(codBlockKinds),
  /** The ten-digit phone, the pincode, or the customer's account id. */
  value: z.string(),
  /** Parcels returned to origin since the last lift. */
  returns: z.number().int(),
  blockedAt: z.string().nullable(),
  liftedAt: z.string().nullable(),
  /** The customer's name and email (kind customer; null once the account is gone). */
  customer: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The last order returned to origin that counted. */
  lastOrder: z.object({ id: z.uuid(), number: z.string() }).nullable(),
});
export type CodBlock = z.infer<typeof codBlockSchema>;

export const codBlockListSchema = pageSchema('blocks', codBlockSchema);
export type CodBlockList = z.infer<typeof codBlockListSchema>;

export const codBlockIdParamsSchema = z.object({ id: z.uuid('Must be an id') });
