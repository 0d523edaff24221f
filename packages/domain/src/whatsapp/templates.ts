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
  'codPayNow',
  'deliveryFailed',
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
  /**
   * "Hi {{1}}, your cash-on-delivery order {{2}} can still be paid online before we pack it: pay
   * {{3}} by UPI or card and save {{4}}. Pay now: {{5}}" (marketing: an offer;
   * docs/decisions/pay-now-for-cod-orders.md)
   */
  codPayNow: { name: string; orderNumber: string; total: string; saving: string; link: string };
  /**
   * "Hi {{1}}, the courier could not deliver your order {{2}} ({{3}}). Tell us what to do: {{4}}"
   * (utility; docs/decisions/failed-deliveries.md).
   */
  deliveryFailed: { name: string; orderNumber: string; reason: string; link: string };
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
    // Settings saved before this template existed still read (the default name fills it in).
    codPayNow: templateName.default('cod_pay_now'),
    // A section stored before this template existed still parses (its names are kept).
    deliveryFailed: templateName.default('delivery_failed'),
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
    codPayNow: 'cod_pay_now',
    deliveryFailed: 'delivery_failed',
  },
};

/**
 * What the owner registers at Meta for each template (Settings → WhatsApp shows it): its category
 * in WhatsApp Manager, a body worded as the shop sends it, and its quick-reply buttons.
 */
export const whatsappTemplateGuides: Record<
  WhatsAppTemplateKey,
  {
    title: string;
    category: 'utility' | 'marketing' | 'authentication';
    body: string;
    buttons: string[];
  }
> = {
  orderUpdate: {
    title: 'Order update',
    category: 'utility',
    body: 'Hi {{1}}, your order {{2}}: {{3}} Track it: {{4}}',
    buttons: [],
  },
  codConfirmation: {
    title: 'Cash-on-delivery confirmation',
    category: 'utility',
    body: 'Hi {{1}}, please confirm your cash-on-delivery order {{2}} of {{3}}.',
    buttons: ['Confirm order', 'Cancel order'],
  },
  backInStock: {
    title: 'Back in stock',
    category: 'marketing',
    body: '{{1}} is back in stock at {{2}}: {{3}}',
    buttons: [],
  },
  checkoutReminder: {
    title: 'Checkout reminder',
    category: 'marketing',
    body: 'Hi {{1}}, you left {{2}} in your cart. Pick up where you left off: {{3}}',
    buttons: [],
  },
  signInCode: {
    title: 'Sign-in code',
    category: 'authentication',
    body: '{{1}} is your verification code.',
    buttons: ['Copy code'],
  },
  codPayNow: {
    title: 'Pay now for a cash-on-delivery order',
    // An offer (a saving for acting) is marketing at Meta, even about the customer's own order.
    category: 'marketing',
    body: 'Hi {{1}}, your cash-on-delivery order {{2}} can still be paid online before we pack it: pay {{3}} by UPI or card and save {{4}}. Pay now: {{5}}',
    buttons: [],
  },
  deliveryFailed: {
    title: 'Delivery attempt failed',
    category: 'utility',
    body: 'Hi {{1}}, the courier could not deliver your order {{2}} ({{3}}). Tell us what to do: {{4}}',
    buttons: [],
  },
};

/**
 * Each template's body parameters in words, {{1}} first: every parameter of
 * WhatsAppTemplateParams, in its order (the order sent).
 */
export const whatsappTemplateParamNames: {
  [K in WhatsAppTemplateKey]: { [P in keyof WhatsAppTemplateParams[K]]: string };
} = {
  orderUpdate: {
    name: "Customer's name",
    orderNumber: 'Order number',
    update: 'What happened (placed, shipped with its tracking, delivered…)',
    link: "Link to the order's page",
  },
  codConfirmation: {
    name: "Customer's name",
    orderNumber: 'Order number',
    total: 'Amount to pay (₹)',
  },
  backInStock: {
    product: 'Product name',
    shop: "Shop's name",
    link: "Link to the product's page",
  },
  checkoutReminder: {
    name: "Customer's name",
    items: 'What is in the cart',
    link: 'Link back to the checkout',
  },
  signInCode: { code: 'The one-time code' },
  codPayNow: {
    name: "Customer's name",
    orderNumber: 'Order number',
    total: 'Total when paid online now (₹)',
    saving: 'What paying now saves (₹: the COD fee and the prepaid saving)',
    link: "Link to the order's page",
  },
  deliveryFailed: {
    name: "Customer's name",
    orderNumber: 'Order number',
    reason: "The courier's reason",
    link: 'Link to choose: deliver again, correct the address or phone, or cancel',
  },
};
