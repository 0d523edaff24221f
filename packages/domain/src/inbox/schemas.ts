import { z } from 'zod';
import { requiredText } from '../platform/fields.ts';
import {
  searchParam,
  statusCountsSchema,
  statusPageQuerySchema,
  statusPageSchema,
} from '../platform/pagination.ts';

/*
 * The owner's inbox (docs/decisions/owners-inbox.md): contact-form messages the shop owner
 * reads, answers and closes, and the newsletter's subscribers.
 */

export const contactStatuses = ['new', 'replied', 'closed'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const adminContactQuerySchema = statusPageQuerySchema(contactStatuses).extend({
  /** Part of the sender's name or email, or of the subject (any case). */
  search: searchParam(120),
});
export type AdminContactQuery = z.infer<typeof adminContactQuerySchema>;

export const contactReplySchema = z.object({
  id: z.string(),
  message: z.string(),
  /** Who answered: the admin's name when replying (kept if the account goes). */
  repliedBy: z.string(),
  createdAt: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;

export const adminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(contactStatuses),
  /** Set when the sender was signed in. */
  userId: z.string().nullable(),
  createdAt: z.string(),
  /** Oldest first. */
  replies: z.array(contactReplySchema),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const contactCountsSchema = statusCountsSchema(contactStatuses);
export type ContactCounts = z.infer<typeof contactCountsSchema>;

export const adminContactListSchema = statusPageSchema(
  'messages',
  adminContactMessageSchema,
  contactStatuses,
);
export type AdminContactList = z.infer<typeof adminContactListSchema>;

export const contactStatusBodySchema = z.object({
  status: z.enum(contactStatuses, { error: 'Status must be new, replied or closed' }),
});
export type ContactStatusBody = z.infer<typeof contactStatusBodySchema>;

export const contactReplyBodySchema = z.object({
  message: requiredText('Please write a reply', 5000, 'Reply must be at most 5000 characters'),
});
export type ContactReplyBody = z.infer<typeof contactReplyBodySchema>;

// ---------- Newsletter ----------

export const subscriberStatuses = ['subscribed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const adminSubscriberQuerySchema = statusPageQuerySchema(subscriberStatuses).extend({
  /** Part of the email (any case). */
  search: searchParam(120),
});
export type AdminSubscriberQuery = z.infer<typeof adminSubscriberQuerySchema>;

export const subscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  source: z.string(),
  status: z.enum(subscriberStatuses),
  /** When they (last) subscribed. */
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const adminSubscriberListSchema = statusPageSchema(
  'subscribers',
  subscriberSchema,
  subscriberStatuses,
);
export type AdminSubscriberList = z.infer<typeof adminSubscriberListSchema>;

export const unsubscribeQuerySchema = z.object({
  token: z.string().min(1).max(1000),
});
