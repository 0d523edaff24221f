import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  AdminSubscriberList,
  AdminSubscriberQuery,
  Subscriber,
} from '@propwash/domain/inbox/schemas';
import type { NewsletterSendBody } from '@propwash/domain/content/newsletter';
import { spreadsheetText } from '@propwash/domain/platform/csv';
import type { ConsentChannel } from '@propwash/domain/privacy/consents';
import { AppError } from '../../platform/app-error.ts';
import type { AuditActor, AuditTrail } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import { pageInfo, selectNewestFirst } from '../../platform/paging.ts';
import { containsPattern } from '../../platform/like.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { contactLimits, contactReplies } from './content.contact.ts';
import { newsletterSubscribers } from './content.tables.ts';
import { newsletterEmail, newsletterWelcomeEmail } from './content.emails.ts';
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
 * How the newsletter records each sign-up and unsubscribe as an email_offers consent event (the
 * privacy module's log, passed in by app-services.ts; docs/decisions/privacy-and-consent.md).
 * `userId` omitted: the log finds the account the address belongs to, if any.
 */
export type RecordNewsletterConsent = (event: {
  email: string;
  userId?: string;
  granted: boolean;
  channel: ConsentChannel;
}) => Promise<void>;

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
  recordConsent: RecordNewsletterConsent;
  audit: AuditTrail;
}) {
  const { db, limiter, mailer, settings, publicUrl, unsubscribeSecret, recordConsent } = deps;

  const unsubscribeUrl = (email: string) =>
    `${publicUrl}/api/newsletter/unsubscribe?token=${unsubscribeToken(unsubscribeSecret, email)}`;

  const searchWhere = (q: Pick<AdminSubscriberQuery, 'search'>): SQL | undefined =>
    q.search ? ilike(newsletterSubscribers.email, containsPattern(q.search)) : undefined;

  const service = {
    unsubscribeUrl,

    /**
     * Adds the email once (any letter case) and welcomes it; an unsubscribed address signing up
     * again is subscribed again. A repeat while subscribed changes nothing (no event, no email).
     * Each real sign-up is an email_offers grant made through `channel`.
     */
    async add(
      email: string,
      channel: ConsentChannel,
      userId?: string,
    ): Promise<{ isNew: boolean }> {
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
      if (returned.length === 0) return { isNew: false };
      await recordConsent({ email: address, userId, granted: true, channel });
      const general = await settings.get('general');
      await mailer.sendEmail(
        newsletterWelcomeEmail({
          to: address,
          storeName: general.storeName,
          shopUrl: `${publicUrl}/`,
          unsubscribeUrl: unsubscribeUrl(address),
        }),
      );
      return { isNew: true };
    },

    /** Marks the address unsubscribed (kept, not deleted) and records the withdrawal; a repeat changes nothing. */
    async remove(email: string, channel: ConsentChannel, userId?: string): Promise<void> {
      const address = email.toLowerCase();
      const changed = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: new Date() })
        .where(
          and(
            eq(sql`lower(${newsletterSubscribers.email})`, address),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      if (changed.length > 0)
        await recordConsent({ email: address, userId, granted: false, channel });
    },

    /** The footer form: rate limited per IP; a repeat while subscribed is answered kindly. */
    async subscribe(
      email: string,
      from: { ip: string },
    ): Promise<{ isNew: boolean; message: string }> {
      await limiter.hit(`newsletter:ip:${from.ip}`, contactLimits.newsletterPerIp);
      const { isNew } = await service.add(email, 'newsletter_form');
      return {
        isNew,
        message: isNew ? contactReplies.subscribed : contactReplies.alreadySubscribed,
      };
    },

    /** The link in every newsletter email (and its one-click POST): a withdrawal by email_link. */
    async unsubscribe(token: string): Promise<{ email: string }> {
      const email = emailOfUnsubscribeToken(unsubscribeSecret, token);
      if (!email) throw new AppError('VALIDATION_FAILED', unsubscribeInvalid);
      await service.remove(email, 'email_link');
      return { email };
    },

    /** The list's row for an address: subscribed or not, since when; null when never on it. */
    async stateOf(email: string): Promise<{ subscribed: boolean; at: Date } | null> {
      const [row] = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()));
      if (!row) return null;
      return { subscribed: !row.unsubscribedAt, at: row.unsubscribedAt ?? row.subscribedAt };
    },

    /** Of these addresses (lower-cased), the subscribed ones. */
    async subscribedAmong(emails: string[]): Promise<Set<string>> {
      const unique = [...new Set(emails.map((e) => e.toLowerCase()))];
      if (unique.length === 0) return new Set();
      const rows = await db
        .select({ email: sql<string>`lower(${newsletterSubscribers.email})` })
        .from(newsletterSubscribers)
        .where(
          and(
            inArray(sql`lower(${newsletterSubscribers.email})`, unique),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        );
      return new Set(rows.map((r) => r.email));
    },

    /**
     * The owner's newsletter: one email per subscribed address through the mailer (SMTP or the
     * outbox), each with its own one-click unsubscribe link and headers; audited.
     */
    async send(actor: AuditActor, body: NewsletterSendBody): Promise<{ sent: number }> {
      const to = await service.recipients();
      const general = await settings.get('general');
      for (const address of to) {
        await mailer.sendEmail(
          newsletterEmail({
            to: address,
            storeName: general.storeName,
            subject: body.subject,
            body: body.body,
            shopUrl: `${publicUrl}/`,
            unsubscribeUrl: unsubscribeUrl(address),
          }),
        );
      }
      await db.transaction((tx) =>
        deps.audit.record(tx, {
          actor,
          kind: 'newsletter',
          recordId: randomUUID(),
          recordLabel: body.subject,
          action: 'create',
          changes: { subject: [null, body.subject], recipients: [null, to.length] },
        }),
      );
      return { sent: to.length };
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
  return service;
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
