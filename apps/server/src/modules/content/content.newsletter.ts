import { and, asc, count, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  AdminSubscriberList,
  AdminSubscriberQuery,
  Subscriber,
} from '@propwash/domain/inbox/schemas';
import { spreadsheetText } from '@propwash/domain/platform/csv';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { pageInfo, selectNewestFirst } from '../../platform/paging.ts';
import { containsPattern } from '../../platform/like.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { contactLimits, contactReplies } from './content.contact.ts';
import { newsletterSubscribers } from './content.tables.ts';
import { newsletterWelcomeEmail } from './content.emails.ts';
import { emailOfUnsubscribeToken, unsubscribeToken } from './content.newsletter-token.ts';

type Row = typeof newsletterSubscribers.$inferSelect;

const toSubscriber = (r: Row): Subscriber => ({
  id: r.id,
  email: r.email,
  source: r.source,
  status: r.unsubscribedAt ? 'unsubscribed' : 'subscribed',
  subscribedAt: r.subscribedAt.toISOString(),
  unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
});

/** A spreadsheet cell: quoted, and never read as a formula (`spreadsheetText`). */
function csvCell(value: string): string {
  return `"${spreadsheetText(value).replace(/"/g, '""')}"`;
}

export const unsubscribeInvalid = 'This unsubscribe link is not valid.';

/**
 * The newsletter's list (docs/decisions/owners-inbox.md): sign-ups, the owner's view and
 * export, and the signed unsubscribe links every newsletter email carries.
 */
export function createNewsletterService(deps: {
  db: Db;
  limiter: RateLimiter;
  mailer: Mailer;
  settings: Pick<SettingsService, 'get'>;
  publicUrl: string;
  unsubscribeSecret: string;
}) {
  const { db, limiter, mailer, settings, publicUrl, unsubscribeSecret } = deps;

  const unsubscribeUrl = (email: string) =>
    `${publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken(unsubscribeSecret, email)}`;

  const searchWhere = (q: Pick<AdminSubscriberQuery, 'search'>): SQL | undefined =>
    q.search ? ilike(newsletterSubscribers.email, containsPattern(q.search)) : undefined;

  return {
    unsubscribeUrl,

    /**
     * Adds the email once (any letter case) and welcomes it; an unsubscribed address signing up
     * again is subscribed again. A repeat while subscribed is answered kindly, not refused.
     */
    async subscribe(
      email: string,
      from: { ip: string },
    ): Promise<{ isNew: boolean; message: string }> {
      await limiter.hit(`newsletter:ip:${from.ip}`, contactLimits.newsletterPerIp);
      const address = email.toLowerCase();
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email: address })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      const returned =
        inserted.length > 0
          ? inserted
          : await db
              .update(newsletterSubscribers)
              .set({ subscribedAt: new Date(), unsubscribedAt: null })
              .where(
                and(
                  eq(sql`lower(${newsletterSubscribers.email})`, address),
                  isNotNull(newsletterSubscribers.unsubscribedAt),
                ),
              )
              .returning({ id: newsletterSubscribers.id });
      if (returned.length === 0) return { isNew: false, message: contactReplies.alreadySubscribed };
      const general = await settings.get('general');
      await mailer.sendEmail(
        newsletterWelcomeEmail({
          to: address,
          storeName: general.storeName,
          shopUrl: `${publicUrl}/`,
          unsubscribeUrl: unsubscribeUrl(address),
        }),
      );
      return { isNew: true, message: contactReplies.subscribed };
    },

    /** Marks the token's address unsubscribed (kept, not deleted); a second click changes nothing. */
    async unsubscribe(token: string): Promise<{ email: string }> {
      const email = emailOfUnsubscribeToken(unsubscribeSecret, token);
      if (!email) throw new AppError('VALIDATION_FAILED', unsubscribeInvalid);
      await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: new Date() })
        .where(
          and(
            eq(sql`lower(${newsletterSubscribers.email})`, email),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        );
      return { email };
    },

    /** Addresses a newsletter may go to: subscribed ones only. */
    async recipients(): Promise<string[]> {
      const rows = await db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers)
        .where(isNull(newsletterSubscribers.unsubscribedAt))
        .orderBy(asc(newsletterSubscribers.createdAt));
      return rows.map((r) => r.email);
    },

    /** Newest sign-ups first; `counts` cover the whole list whatever the search. */
    async adminList(q: AdminSubscriberQuery): Promise<AdminSubscriberList> {
      const byStatus =
        q.status === 'subscribed'
          ? isNull(newsletterSubscribers.unsubscribedAt)
          : q.status === 'unsubscribed'
            ? isNotNull(newsletterSubscribers.unsubscribedAt)
            : undefined;
      const where = and(searchWhere(q), byStatus);
      const [{ rows, total }, [counts]] = await Promise.all([
        selectNewestFirst(db, q, newsletterSubscribers, newsletterSubscribers.subscribedAt, where),
        db
          .select({
            all: count(),
            unsubscribed: count(newsletterSubscribers.unsubscribedAt),
          })
          .from(newsletterSubscribers),
      ]);
      return {
        subscribers: rows.map(toSubscriber),
        ...pageInfo(q, total),
        counts: {
          subscribed: (counts?.all ?? 0) - (counts?.unsubscribed ?? 0),
          unsubscribed: counts?.unsubscribed ?? 0,
        },
      };
    },

    /** Every address as CSV (oldest sign-up first), unsubscribed ones marked so. */
    async exportCsv(): Promise<string> {
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.id));
      const lines = [
        'email,status,subscribed_at,unsubscribed_at,source',
        ...rows
          .map(toSubscriber)
          .map((s) =>
            [s.email, s.status, s.subscribedAt, s.unsubscribedAt ?? '', s.source]
              .map(csvCell)
              .join(','),
          ),
      ];
      return `${lines.join('\r\n')}\r\n`;
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
