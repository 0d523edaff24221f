import { z } from 'zod';

/**
 * A notice to customers of a personal data breach (Digital Personal Data Protection Rules 2025,
 * rule 7: affected Data Principals are told without delay). POST /api/privacy/admin/breach-notice
 * sends one email per customer; docs/breach-runbook.md says when and what else to do.
 */

export const BREACH_SUBJECT_MAX = 200;
export const BREACH_MESSAGE_MAX = 20_000;
/** The most addresses one `emails` audience may list. */
export const BREACH_EMAILS_MAX = 5_000;

const email = z
  .email('Please enter a valid email')
  .max(254, 'Email is too long')
  .transform((e) => e.toLowerCase());

/** An instant or a day (2026-11-26); a bare day means India's midnight at its start. */
const instant = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, 'Must be a date (YYYY-MM-DD) or a time')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'Must be a date (YYYY-MM-DD) or a time');

export const breachAudienceSchema = z.discriminatedUnion('kind', [
  /** Every customer account that is neither banned nor erased. */
  z.object({ kind: z.literal('all_customers') }),
  /** Accounts with a successful sign-in in [from, to] (the sign-in log). */
  z
    .object({ kind: z.literal('signed_in_between'), from: instant, to: instant })
    .refine((a) => Date.parse(a.from) <= Date.parse(a.to), {
      message: 'from must not be after to',
      path: ['to'],
    }),
  /** These addresses (banned or erased accounts' addresses are skipped). */
  z.object({
    kind: z.literal('emails'),
    emails: z
      .array(email)
      .min(1, 'List at least one email')
      .max(BREACH_EMAILS_MAX, `At most ${BREACH_EMAILS_MAX} emails`),
  }),
]);
export type BreachAudience = z.infer<typeof breachAudienceSchema>;
export type BreachAudienceKind = BreachAudience['kind'];

export const breachNoticeBodySchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(BREACH_SUBJECT_MAX, `Subject must be at most ${BREACH_SUBJECT_MAX} characters`),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(20, 'Message must be at least 20 characters')
    .max(BREACH_MESSAGE_MAX, `Message must be at most ${BREACH_MESSAGE_MAX} characters`),
  audience: breachAudienceSchema,
  /** Count the recipients without sending anything. */
  dryRun: z.boolean().optional(),
});
export type BreachNoticeBody = z.infer<typeof breachNoticeBodySchema>;

export const breachNoticeResultSchema = z.object({
  recipients: z.number().int(),
  /** False for a dry run. */
  sent: z.boolean(),
});
export type BreachNoticeResult = z.infer<typeof breachNoticeResultSchema>;

/** The message the Security page starts from: every part rule 7 asks the notice to say. */
export function breachMessageTemplate(shop: { storeName: string; contactEmail: string }): string {
  return [
    'Dear customer,',
    '',
    `We are writing to tell you about a security incident at ${shop.storeName} that affects your personal data.`,
    '',
    'What happened: [when and how it happened, and when we found out]',
    '',
    'What data was involved: [for example your name, email, phone number, delivery addresses, order history; say what was NOT involved, e.g. card details, which we never store]',
    '',
    'What we have done: [how we stopped it, what we changed, that we have informed the Data Protection Board of India]',
    '',
    'What you should do: [for example change your password, watch for emails or calls pretending to be us; we will never ask for your password or OTP]',
    '',
    `Contact: write to ${shop.contactEmail} and we will answer your questions.`,
    '',
    `We are sorry. ${shop.storeName}`,
  ].join('\n');
}
