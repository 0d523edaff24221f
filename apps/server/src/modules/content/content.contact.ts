import type { ContactBody } from '@propwash/domain/content/schemas';
import type { Db } from '../../platform/db.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { contactMessages } from './content.tables.ts';
import { contactMessageEmail } from './content.emails.ts';

export const contactLimits = {
  contactPerIp: { limit: 5, windowSeconds: 60 * 60 },
  newsletterPerIp: { limit: 10, windowSeconds: 60 * 60 },
};

export const contactReplies = {
  received: 'Thank you! We will get back to you within one business day.',
  subscribed: 'Subscribed! Watch your inbox for deals.',
  alreadySubscribed: "You're already subscribed. Thanks!",
} as const;

/** What visitors send the shop through the contact form (newsletter sign-ups: content.newsletter.ts). */
export function createContactService(deps: {
  db: Db;
  limiter: RateLimiter;
  notifications: Pick<NotificationsService, 'sendEmail'>;
  settings: Pick<SettingsService, 'get'>;
}) {
  const { db, limiter, notifications, settings } = deps;

  return {
    /** Stores the message and emails it to the shop's support address. */
    async sendMessage(
      body: ContactBody,
      from: { ip: string; userId: string | null },
    ): Promise<{ message: string }> {
      await limiter.hit(`contact:ip:${from.ip}`, contactLimits.contactPerIp);
      const [row] = await db
        .insert(contactMessages)
        .values({
          userId: from.userId,
          name: body.name,
          email: body.email,
          phone: body.phone || null,
          subject: body.subject ?? '',
          message: body.message,
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      const general = await settings.get('general');
      await notifications.sendEmail(
        contactMessageEmail({
          to: general.supportEmail,
          storeName: general.storeName,
          ...body,
          receivedAt: row!.createdAt,
        }),
      );
      return { message: contactReplies.received };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
