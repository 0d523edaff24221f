import { z } from 'zod';
import { pageQuerySchema, pageSchema, searchParam } from '../platform/pagination.ts';

/**
 * The sign-in log (docs/decisions/security-log-and-retention.md): every sign-in attempt, kept
 * for the retention table's `sign_in_log` days. GET /api/auth/admin/sign-ins reads it.
 */

/** `code`: a six-digit code on WhatsApp or by email (docs/decisions/sign-in-with-a-code.md). */
export const signInMethods = ['password', 'google', 'code'] as const;
export type SignInMethod = (typeof signInMethods)[number];

export const signInOutcomes = [
  'success',
  'wrong_password',
  'unknown_email',
  /** A sign-in code that was wrong, expired or tried too often. */
  'wrong_code',
  'blocked',
  'throttled',
] as const;
export type SignInOutcome = (typeof signInOutcomes)[number];

/** Failures from one IP or for one email within a day that the Security page highlights. */
export const MANY_FAILURES = 5;

const blankIsAbsent = (v: unknown) => (v === '' ? undefined : v);

export const signInQuerySchema = pageQuerySchema.extend({
  /** `failed`: every outcome but success. Absent: all. */
  outcome: z.preprocess(blankIsAbsent, z.enum(['failed', 'success']).optional()),
  /** Only sign-ins to admin accounts (true) or to other accounts (false). */
  admin: z.preprocess(
    blankIsAbsent,
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
  /** Part of the email typed, or the start of an IP address. */
  search: searchParam(100),
});
export type SignInQuery = z.infer<typeof signInQuerySchema>;

export const signInSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** The address typed (lower-cased). */
  email: z.string(),
  /** The account's name when the email named one. */
  name: z.string().nullable(),
  outcome: z.enum(signInOutcomes),
  method: z.enum(signInMethods),
  /** The account is an admin. */
  admin: z.boolean(),
  ip: z.string().nullable(),
  /** "Chrome on Android" (deviceLabel of the user agent). */
  device: z.string(),
});
export type SignIn = z.infer<typeof signInSchema>;

/** An IP address or an email with MANY_FAILURES or more failed sign-ins in the last 24 hours. */
export const signInSuspectSchema = z.object({
  kind: z.enum(['ip', 'email']),
  value: z.string(),
  failures: z.number().int(),
  lastAt: z.string(),
});
export type SignInSuspect = z.infer<typeof signInSuspectSchema>;

export const signInListSchema = pageSchema('signIns', signInSchema).extend({
  /** Over the last 24 hours, whatever the filters. */
  counts: z.object({
    last24hFailed: z.number().int(),
    last24hSuccess: z.number().int(),
  }),
  suspects: z.array(signInSuspectSchema),
});
export type SignInList = z.infer<typeof signInListSchema>;
