import { z } from 'zod';

/**
 * A newsletter the owner writes and sends to every current subscriber (the email_offers grant,
 * docs/decisions/privacy-and-consent.md); each email carries its one-click unsubscribe.
 */
export const newsletterSendBodySchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(150, 'Subject must be at most 150 characters')
    .refine((s) => !/[\r\n]/.test(s), 'Subject must be one line'),
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(20_000, 'Message must be at most 20,000 characters'),
});
export type NewsletterSendBody = z.infer<typeof newsletterSendBodySchema>;

/** How many emails were queued (one per subscribed address). */
export const newsletterSendResultSchema = z.object({ sent: z.number().int().nonnegative() });
export type NewsletterSendResult = z.infer<typeof newsletterSendResultSchema>;
