import { z } from 'zod';

/**
 * The purposes a customer agrees to beyond the order itself (docs/decisions/privacy-and-consent.md).
 * Each is asked on its own and never ticked in advance; the order's own emails need none.
 */
export const consentPurposes = [
  'email_offers',
  'whatsapp_updates',
  'whatsapp_offers',
  'browser_push',
] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];
export const consentPurposeSchema = z.enum(consentPurposes, {
  error: `purpose must be one of ${consentPurposes.join(', ')}`,
});

/** What each purpose is for, in the words the customer reads beside its switch. */
export const consentPurposeLabels: Record<ConsentPurpose, { title: string; detail: string }> = {
  email_offers: {
    title: 'Offers by email',
    detail: 'Our newsletter: new arrivals, offers and restocks, at most a few times a month.',
  },
  whatsapp_updates: {
    title: 'Order updates on WhatsApp',
    detail: 'Placed, shipped, out for delivery and delivered, sent to your mobile number.',
  },
  whatsapp_offers: {
    title: 'Offers and reminders on WhatsApp',
    detail: 'Offers, back-in-stock alerts and reminders of a checkout you did not finish.',
  },
  browser_push: {
    title: 'Browser notifications',
    detail: 'Order updates as notifications in this browser.',
  },
};

/** Where a grant or withdrawal was made: the record keeps it (the Act asks us to show consent). */
export const consentChannels = [
  'account', // the Privacy & data page, or its API
  'checkout',
  'register',
  'newsletter_form',
  'email_link', // the one-click withdrawal in a marketing email
  'browser', // the browser's notification prompt
  'erasure', // withdrawn because the account was erased
] as const;
export type ConsentChannel = (typeof consentChannels)[number];

/** One purpose's current state; `noticeVersion` and `at` are null when never asked. */
export const consentSchema = z.object({
  purpose: consentPurposeSchema,
  granted: z.boolean(),
  noticeVersion: z.number().int().nullable(),
  at: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentsSchema = z.object({ consents: z.array(consentSchema) });
export type Consents = z.infer<typeof consentsSchema>;

export const consentPutBodySchema = z.object({
  granted: z.boolean({ error: 'granted must be true or false' }),
});
export type ConsentPutBody = z.infer<typeof consentPutBodySchema>;
