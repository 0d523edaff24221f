import { z } from 'zod';

/*
 * The shop's WhatsApp templates (docs/decisions/whatsapp.md). Meta sends a business-initiated
 * message only as a template the owner had approved in WhatsApp Manager; Settings → WhatsApp
 * names each one and its language. The body parameters below are {{1}}, {{2}}… in this order:
 * the owner registers each template with exactly these.
 */

export const whatsappTemplateKeys = [
  'orderUpdate',
  'codConfirmation',
  'backInStock',
  'checkoutReminder',
  'signInCode',
] as const;
export type WhatsAppTemplateKey = (typeof whatsappTemplateKeys)[number];

/** What each template's body says, {{1}} first; the order of the keys is the order sent. */
export type WhatsAppTemplateParams = {
  /** "Hi {{1}}, your order {{2}}: {{3}} Track it: {{4}}" (utility) */
  orderUpdate: { name: string; orderNumber: string; update: string; link: string };
  /**
   * "Hi {{1}}, please confirm your cash-on-delivery order {{2}} of {{3}}." with quick-reply
   * buttons "Confirm order" and "Cancel order" (utility).
   */
  codConfirmation: { name: string; orderNumber: string; total: string };
  /** "{{1}} is back in stock at {{2}}: {{3}}" (marketing) */
  backInStock: { product: string; shop: string; link: string };
  /** "Hi {{1}}, you left {{2}} in your cart. Pick up where you left off: {{3}}" (marketing) */
  checkoutReminder: { name: string; items: string; link: string };
  /** Meta's authentication template: "{{1}} is your verification code." with a copy-code button. */
  signInCode: { code: string };
};

/** The parameters in the template's order. */
export function templateParams<K extends WhatsAppTemplateKey>(
  params: WhatsAppTemplateParams[K],
): string[] {
  return Object.values(params);
}

/** Meta's template names: lower-case letters, digits and underscores. */
const templateName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, 'use lower-case letters, digits and underscores, as Meta names it');

export const whatsappSettingsSchema = z.object({
  /** Off: nothing goes on WhatsApp (email instead) even when the server is configured for it. */
  enabled: z.boolean(),
  /** The templates' language code at Meta (en, en_US, hi). */
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'enter a language code such as en, en_US or hi'),
  templates: z.object({
    orderUpdate: templateName,
    codConfirmation: templateName,
    backInStock: templateName,
    checkoutReminder: templateName,
    signInCode: templateName,
  }),
});
export type WhatsAppSettings = z.infer<typeof whatsappSettingsSchema>;

export const defaultWhatsAppSettings: WhatsAppSettings = {
  enabled: true,
  language: 'en',
  templates: {
    orderUpdate: 'order_update',
    codConfirmation: 'cod_confirmation',
    backInStock: 'back_in_stock',
    checkoutReminder: 'checkout_reminder',
    signInCode: 'sign_in_code',
  },
};
