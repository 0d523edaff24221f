import { z } from 'zod';

/**
 * Web Push contracts (docs/decisions/web-push.md). The body of POST /notifications/subscribe is the
 * browser's PushSubscription as `subscription.toJSON()` gives it. Whether an endpoint may be
 * called at all (https on a public host) is the server's rule, since it depends on its settings.
 */
const base64Url = /^[A-Za-z0-9_-]+={0,2}$/;

export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: 'must be an https URL' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes: 87 base64url characters). */
    p256dh: z
      .string()
      .regex(base64Url, 'must be base64url')
      .regex(/^B[A-Za-z0-9_-]{86}=?$/, 'must be an uncompressed P-256 public key'),
    /** The 16-byte authentication secret (22 base64url characters). */
    auth: z
      .string()
      .regex(base64Url, 'must be base64url')
      .regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'must be a 16-byte secret'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({
  endpoint: z.string().min(1).max(2048),
});
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

export const vapidPublicKeySchema = z.object({
  /** The application server key for pushManager.subscribe (base64url, 65 bytes). */
  publicKey: z.string(),
});

/**
 * What a push message carries (encrypted for the browser): the service worker shows it as a
 * notification and hands it to open pages, which show the top-right push card.
 */
export const pushMessageSchema = z.object({
  title: z.string().max(120),
  body: z.string().max(300),
  /** Opened on click: a path of this shop. */
  url: z.string().startsWith('/'),
  /** Same tag replaces the older notification (one per order and audience). */
  tag: z.string().max(64),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
