import { z } from 'zod';
import { phoneSchema } from './schemas.ts';

/*
 * Sign in with a six-digit code on WhatsApp or by email (docs/decisions/sign-in-with-a-code.md):
 * the customer names their mobile number or their email, asks for a code, then sends it back.
 */

/** How long a code lasts, how often it may be tried, and how soon another may be asked for. */
export const signInCodeRules = {
  lastsSeconds: 10 * 60,
  tries: 5,
  resendAfterSeconds: 30,
} as const;

const blankIsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A mobile number (kept as ten digits) or an email (kept lower-cased). */
const contactShape = {
  phone: z.preprocess(blankIsAbsent, phoneSchema.optional()),
  email: z.preprocess(
    blankIsAbsent,
    z
      .email('Please enter a valid email')
      .max(254, 'Email is too long')
      .transform((e) => e.toLowerCase())
      .optional(),
  ),
};
/** Exactly one of the two. */
const oneContact = {
  check: (b: { phone?: string | undefined; email?: string | undefined }) =>
    (b.phone === undefined) !== (b.email === undefined),
  message: 'Enter your mobile number or your email',
};

export const signInCodeRequestBodySchema = z
  .object(contactShape)
  .refine(oneContact.check, { message: oneContact.message });
export type SignInCodeRequestBody = z.infer<typeof signInCodeRequestBodySchema>;

export const signInCodeVerifyBodySchema = z
  .object({
    ...contactShape,
    code: z
      .string({ error: 'Enter the six-digit code' })
      .transform((c) => c.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, 'Enter the six-digit code')),
    rememberMe: z.boolean().optional(),
  })
  .refine(oneContact.check, { message: oneContact.message });
export type SignInCodeVerifyBody = z.infer<typeof signInCodeVerifyBodySchema>;

/** The same answer whether or not an account has that number or email. */
export const signInCodeSentSchema = z.object({
  message: z.string(),
  /** The code stops working this many seconds after it was sent. */
  expiresInSeconds: z.number().int(),
  /** Another code may be asked for after this many seconds. */
  resendAfterSeconds: z.number().int(),
});
export type SignInCodeSent = z.infer<typeof signInCodeSentSchema>;
