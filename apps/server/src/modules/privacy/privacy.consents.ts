import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  consentPurposes,
  type Consent,
  type ConsentChannel,
  type ConsentPurpose,
} from '@propwash/domain/privacy/consents';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { consentEvents } from './privacy.tables.ts';

/*
 * Consent per purpose (docs/decisions/privacy-and-consent.md): every grant and withdrawal is an
 * event, never updated, and a purpose's state is its newest event. email_offers is the
 * newsletter's list itself: its state is the list's row for the account's email, and the
 * newsletter records each sign-up and unsubscribe here through `ConsentLog.record`.
 */

type EventRow = typeof consentEvents.$inferSelect;

/** One grant or withdrawal as a module reports it; `email` is set for email_offers. */
export type ConsentEventInput = {
  /** Omitted: found from `email` when the address belongs to an account. */
  userId?: string | null;
  email?: string | null;
  purpose: ConsentPurpose;
  granted: boolean;
  channel: ConsentChannel;
};

export const whatsappNeedsPhone = 'Add your mobile number on your profile first';

/** The purposes whose state is the events log itself (email_offers' is the newsletter list). */
type LoggedPurpose = Exclude<ConsentPurpose, 'email_offers'>;

/**
 * The events log: writes each event with the privacy notice's version of the moment, and reads
 * the newest one. Other modules get its functions through app-services.ts (ports), never its table.
 */
export function createConsentLog(deps: {
  db: Db;
  /** The privacy notice's current version; null when none is published. */
  noticeVersion: () => Promise<number | null>;
  userIdOfEmail: (email: string) => Promise<string | null>;
  /** Told of each withdrawal of an account's consent, after it is recorded (a checkout's reminders end). */
  onWithdrawn?: (userId: string, purpose: ConsentPurpose) => Promise<void>;
}) {
  const { db } = deps;

  async function newestOf(userId: string, purpose: ConsentPurpose): Promise<EventRow | null> {
    const [row] = await db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.userId, userId), eq(consentEvents.purpose, purpose)))
      .orderBy(desc(consentEvents.at))
      .limit(1);
    return row ?? null;
  }

  const log = {
    /** Appends one event. */
    async record(e: ConsentEventInput): Promise<void> {
      const email = e.email ? e.email.toLowerCase() : null;
      const userId =
        e.userId !== undefined ? e.userId : email ? await deps.userIdOfEmail(email) : null;
      await db.insert(consentEvents).values({
        userId,
        email,
        purpose: e.purpose,
        granted: e.granted,
        channel: e.channel,
        noticeVersion: await deps.noticeVersion(),
      });
      if (!e.granted && userId) await deps.onWithdrawn?.(userId, e.purpose);
    },

    newestOf,

    /** The newest email_offers event of an address. */
    async newestOfEmail(email: string): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(consentEvents)
        .where(
          and(
            eq(consentEvents.email, email.toLowerCase()),
            eq(consentEvents.purpose, 'email_offers'),
          ),
        )
        .orderBy(desc(consentEvents.at))
        .limit(1);
      return row ?? null;
    },

    /**
     * A grant as a statement another module's transaction carries (an order placed with "Send
     * order updates on WhatsApp" ticked: orders/placement/placement.place.ts): it writes the
     * event only when the user's newest one for the purpose is not a grant, so a repeat writes
     * nothing, and only if that transaction commits.
     */
    async grantSql(userId: string, purpose: LoggedPurpose, channel: ConsentChannel): Promise<SQL> {
      const noticeVersion = await deps.noticeVersion();
      return sql`insert into ${consentEvents} (user_id, purpose, granted, channel, notice_version)
        select ${userId}::uuid, ${purpose}, true, ${channel}, ${noticeVersion}::integer
        where not coalesce((select e.granted from ${consentEvents} e
          where e.user_id = ${userId}::uuid and e.purpose = ${purpose}
          order by e.at desc limit 1), false)`;
    },

    /** Whether the user's newest event for a logged purpose is a grant. */
    async isGranted(userId: string, purpose: LoggedPurpose): Promise<boolean> {
      return (await newestOf(userId, purpose))?.granted ?? false;
    },

    /**
     * Whether the newest event an address (a guest's, no account) recorded for a logged purpose
     * is a grant: WhatsApp asks it of a guest's order (docs/decisions/whatsapp.md).
     */
    async isGrantedToEmail(email: string, purpose: LoggedPurpose): Promise<boolean> {
      const [row] = await db
        .select({ granted: consentEvents.granted })
        .from(consentEvents)
        .where(
          and(eq(consentEvents.email, email.toLowerCase()), eq(consentEvents.purpose, purpose)),
        )
        .orderBy(desc(consentEvents.at))
        .limit(1);
      return row?.granted ?? false;
    },

    /** Records a grant or withdrawal only when it changes the state; true when it did. */
    async change(
      userId: string,
      purpose: LoggedPurpose,
      granted: boolean,
      channel: ConsentChannel,
    ): Promise<boolean> {
      if (((await newestOf(userId, purpose))?.granted ?? false) === granted) return false;
      await log.record({ userId, purpose, granted, channel });
      return true;
    },

    /** Of these users, those whose newest event for a logged purpose is a grant. */
    async grantedUserIds(purpose: LoggedPurpose, userIds: string[]): Promise<string[]> {
      const unique = [...new Set(userIds)];
      if (unique.length === 0) return [];
      const rows = await db
        .selectDistinctOn([consentEvents.userId], {
          userId: consentEvents.userId,
          granted: consentEvents.granted,
        })
        .from(consentEvents)
        .where(and(eq(consentEvents.purpose, purpose), inArray(consentEvents.userId, unique)))
        .orderBy(consentEvents.userId, desc(consentEvents.at));
      return rows.filter((r) => r.granted && r.userId).map((r) => r.userId!);
    },
  };
  return log;
}
export type ConsentLog = ReturnType<typeof createConsentLog>;

/** What the consents need of the newsletter's list (content module), passed in by app-services.ts. */
export type NewsletterConsentPort = {
  /** The list's row for an address: subscribed or not, and since when; null when never on it. */
  stateOf(email: string): Promise<{ subscribed: boolean; at: Date } | null>;
  /** Subscribes the address (welcomed when it was not subscribed); records the event. */
  add(email: string, channel: ConsentChannel, userId?: string): Promise<unknown>;
  /** Unsubscribes the address when subscribed; records the event. */
  remove(email: string, channel: ConsentChannel, userId?: string): Promise<unknown>;
  /** Of these addresses, the subscribed ones. */
  subscribedAmong(emails: string[]): Promise<Set<string>>;
};

/**
 * A customer's consents: read all four, change one, and the checks other modules make before
 * a message that needs one (isGranted, grantedUserIds).
 */
export function createConsentsService(deps: {
  log: ConsentLog;
  /** The account's email and phone (accounts/profile/profile.contact-points.ts). */
  contactOf: (userId: string) => Promise<{ email: string; phone: string | null } | null>;
  emailsOf: (userIds: string[]) => Promise<Map<string, string>>;
  newsletter: NewsletterConsentPort;
  /** Deletes every push subscription of the user (notifications module). */
  removePushSubscriptions: (userId: string) => Promise<unknown>;
}) {
  const { log, newsletter } = deps;

  async function contactOf(userId: string) {
    const contact = await deps.contactOf(userId);
    if (!contact) throw new AppError('NOT_FOUND', 'No such account');
    return contact;
  }

  const fromEvent = (purpose: ConsentPurpose, row: EventRow | null): Consent => ({
    purpose,
    granted: row?.granted ?? false,
    noticeVersion: row?.noticeVersion ?? null,
    at: row?.at.toISOString() ?? null,
  });

  /** email_offers: the list's row decides; the newest event says when and under which notice. */
  async function emailOffers(email: string): Promise<Consent> {
    const [state, event] = await Promise.all([newsletter.stateOf(email), log.newestOfEmail(email)]);
    if (!state) return fromEvent('email_offers', null);
    const sameAsEvent = event && event.granted === state.subscribed;
    return {
      purpose: 'email_offers',
      granted: state.subscribed,
      noticeVersion: sameAsEvent ? event.noticeVersion : null,
      at: (sameAsEvent ? event.at : state.at).toISOString(),
    };
  }

  async function one(
    userId: string,
    purpose: ConsentPurpose,
    contact: { email: string },
  ): Promise<Consent> {
    if (purpose === 'email_offers') return emailOffers(contact.email);
    return fromEvent(purpose, await log.newestOf(userId, purpose));
  }

  return {
    /** The four purposes in their fixed order; never asked: not granted, no version, no time. */
    async list(userId: string): Promise<Consent[]> {
      const contact = await contactOf(userId);
      return Promise.all(consentPurposes.map((p) => one(userId, p, contact)));
    },

    /**
     * Grants or withdraws one purpose. A repeat changes nothing and answers the same state. A
     * WhatsApp grant needs the profile's mobile number (409 without); email_offers subscribes or
     * unsubscribes the account's email; withdrawing browser_push deletes the user's browsers.
     */
    async set(
      userId: string,
      purpose: ConsentPurpose,
      granted: boolean,
      channel: ConsentChannel,
    ): Promise<Consent> {
      const contact = await contactOf(userId);
      // A browser subscribed before its grant was recorded goes too: withdrawal is never a no-op.
      if (!granted && purpose === 'browser_push') await deps.removePushSubscriptions(userId);
      const current = await one(userId, purpose, contact);
      if (current.granted === granted) return current;
      if (purpose === 'email_offers') {
        if (granted) await newsletter.add(contact.email, channel, userId);
        else await newsletter.remove(contact.email, channel, userId);
      } else {
        if (granted && purpose.startsWith('whatsapp_') && !contact.phone) {
          throw new AppError('CONFLICT', whatsappNeedsPhone);
        }
        await log.record({ userId, purpose, granted, channel });
      }
      return one(userId, purpose, contact);
    },

    /** Whether the user's current state for the purpose is a grant. */
    async isGranted(userId: string, purpose: ConsentPurpose): Promise<boolean> {
      if (purpose !== 'email_offers') return log.isGranted(userId, purpose);
      const contact = await deps.contactOf(userId);
      if (!contact) return false;
      return (await newsletter.stateOf(contact.email))?.subscribed ?? false;
    },

    /**
     * Whether the user withdrew the purpose, as opposed to never being asked: email_offers' list
     * row is unsubscribed, or (no row) the newest event is a withdrawal; another purpose's newest
     * event is a withdrawal. Service messages that stop only on withdrawal ask this
     * (docs/decisions/abandoned-checkout.md).
     */
    async isWithdrawn(userId: string, purpose: ConsentPurpose): Promise<boolean> {
      if (purpose !== 'email_offers')
        return (await log.newestOf(userId, purpose))?.granted === false;
      const contact = await deps.contactOf(userId);
      if (!contact) return false;
      const state = await newsletter.stateOf(contact.email);
      if (state) return !state.subscribed;
      const [byEmail, byUser] = await Promise.all([
        log.newestOfEmail(contact.email),
        log.newestOf(userId, 'email_offers'),
      ]);
      const newest = [byEmail, byUser]
        .filter((e) => e !== null)
        .sort((a, b) => b.at.getTime() - a.at.getTime())[0];
      return newest?.granted === false;
    },

    /** Of these users, those with a current grant for the purpose (one read per batch). */
    async grantedUserIds(purpose: ConsentPurpose, userIds: string[]): Promise<string[]> {
      if (purpose !== 'email_offers') return log.grantedUserIds(purpose, userIds);
      const emails = await deps.emailsOf(userIds);
      const subscribed = await newsletter.subscribedAmong([...emails.values()]);
      return [...emails].filter(([, email]) => subscribed.has(email)).map(([id]) => id);
    },
  };
}
export type ConsentsService = ReturnType<typeof createConsentsService>;
