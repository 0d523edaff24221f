import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../platform/pagination.ts';

/** Why the shop sent a message; a reply is free-form text inside the customer's 24-hour window. */
export const whatsappPurposes = [
  'order_update',
  'cod_confirmation',
  'back_in_stock',
  'checkout_reminder',
  'sign_in_code',
  'reply',
  // The offer to pay a cash-on-delivery order online (docs/decisions/pay-now-for-cod-orders.md).
  'cod_pay_now',
  'delivery_failed',
] as const;
export type WhatsAppPurpose = (typeof whatsappPurposes)[number];

/**
 * A message's state: queued here, then Meta's (sent, delivered, read, failed); `emailed` when
 * WhatsApp could not take it and the email went instead.
 */
export const whatsappStatuses = [
  'queued',
  'sent',
  'delivered',
  'read',
  'failed',
  'emailed',
] as const;
export type WhatsAppStatus = (typeof whatsappStatuses)[number];

/** Meta's number format: 91 and the ten digits, no plus. */
export function whatsappNumberOf(tenDigits: string): string {
  return `91${tenDigits.slice(-10)}`;
}

/** One message as the admin sees it (an order's messages). */
export const whatsappMessageSchema = z.object({
  id: z.string(),
  purpose: z.enum(whatsappPurposes),
  template: z.string().nullable(),
  /** +91 and the last four digits: the admin need not read the whole number. */
  to: z.string(),
  status: z.enum(whatsappStatuses),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type WhatsAppMessage = z.infer<typeof whatsappMessageSchema>;

/** GET /api/whatsapp/admin/messages: one order's messages, a page at a time. */
export const whatsappMessagesQuerySchema = pageQuerySchema.extend({
  orderId: z.uuid({ error: 'orderId must be an order id' }),
});
export type WhatsAppMessagesQuery = z.infer<typeof whatsappMessagesQuerySchema>;

export const whatsappMessagesPageSchema = pageSchema('messages', whatsappMessageSchema);
export type WhatsAppMessagesPage = z.infer<typeof whatsappMessagesPageSchema>;

/** What the webhook answers Meta (200 as soon as the signature holds). */
export const whatsappWebhookAckSchema = z.object({ received: z.literal(true) });

/** Meta's webhook verification request: GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=… */
export const whatsappHandshakeQuerySchema = z.object({
  'hub.mode': z.string().max(32).optional(),
  'hub.verify_token': z.string().max(256).optional(),
  'hub.challenge': z.string().max(256).optional(),
});
