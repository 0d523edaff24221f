import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../platform/pagination.ts';

/** Back in stock: "Notify me when it's back" (docs/decisions/back-in-stock.md). */

export const stockAlertChannels = ['email', 'whatsapp'] as const;
export type StockAlertChannel = (typeof stockAlertChannels)[number];

/**
 * POST /api/products/:id/notify-me. A signed-in customer sends nothing more (WhatsApp when they
 * ask for it, or by default, once their profile has a mobile number and the whatsapp_offers
 * consent; email otherwise); a guest gives an email and is told by email only.
 */
export const notifyMeBodySchema = z.object({
  /** The out-of-stock version of a product sold in versions; required for such a product. */
  variantId: z.string().trim().max(64).optional(),
  email: z
    .email('Please enter a valid email')
    .max(254, 'Email is too long')
    .transform((e) => e.toLowerCase())
    .optional(),
  channel: z.enum(stockAlertChannels, { error: 'channel must be email or whatsapp' }).optional(),
});
export type NotifyMeBody = z.infer<typeof notifyMeBodySchema>;

/** The waiting request: 201 when made now, 200 when the same person already waits for the item. */
export const stockAlertSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  channel: z.enum(stockAlertChannels),
  /** When the shopper first asked. */
  createdAt: z.string(),
  /** What the page says: "We'll email you when it's back". */
  message: z.string(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

/** The page's words after asking, by channel. */
export const stockAlertMessages: Record<StockAlertChannel, string> = {
  email: "We'll email you when it's back",
  whatsapp: "We'll tell you on WhatsApp when it's back",
};

/** GET /api/products/admin/waiting: a page, or the whole list as a CSV or Excel file. */
export const waitingQuerySchema = pageQuerySchema.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).optional(),
});
export type WaitingQuery = z.infer<typeof waitingQuerySchema>;

/** One product or version with shoppers waiting for it, most wanted first. */
export const waitingItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  sku: z.string(),
  variantId: z.string().nullable(),
  variantLabel: z.string().nullable(),
  /** Units in stock now (the version's for a version). */
  stock: z.number().int(),
  waiting: z.number().int(),
  /** When the longest-waiting shopper asked. */
  oldestAt: z.string(),
});
export type WaitingItem = z.infer<typeof waitingItemSchema>;

export const waitingListSchema = pageSchema('items', waitingItemSchema).extend({
  /** Shoppers waiting across every item. */
  shoppers: z.number().int(),
});
export type WaitingList = z.infer<typeof waitingListSchema>;
