import { z } from 'zod';

/**
 * POST /api/me/erase: the password of an account that has one, or the word ERASE typed by the
 * owner of a Google-only account (docs/decisions/privacy-and-consent.md).
 */
export const eraseBodySchema = z.union([
  z.object({ password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password') }),
  z.object({
    confirm: z.literal('ERASE', { error: 'Type ERASE to confirm' }),
  }),
]);
export type EraseBody = z.infer<typeof eraseBodySchema>;

/** The admin's erasure for a customer who asked by post or email: the request's reference. */
export const adminEraseBodySchema = z.object({
  reason: z
    .string({ error: 'Say how the customer asked (e.g. "email of 4 Dec 2026")' })
    .trim()
    .min(3, 'Say how the customer asked (e.g. "email of 4 Dec 2026")')
    .max(200, 'At most 200 characters'),
});
export type AdminEraseBody = z.infer<typeof adminEraseBodySchema>;

/** What an erasure did: counts only, never the erased data. */
export const erasureResultSchema = z.object({
  erased: z.literal(true),
  /** Tax invoices and credit notes kept as issued (CGST Act s.36: 72 months). */
  keptTaxDocuments: z.number().int(),
  at: z.string(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;
