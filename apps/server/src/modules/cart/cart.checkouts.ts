import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RestoredCart } from '@propwash/domain/cart/schemas';
import type { ConsentPurpose } from '@propwash/domain/privacy/consents';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { Email } from '../../platform/mail.ts';
import type { Signer } from '../../platform/signed-token.ts';
import type { SendWhatsApp } from '../whatsapp/whatsapp.request.ts';
import { checkoutReminderEmail, itemsSummary } from './cart.reminder-email.ts';
import { checkouts, type CheckoutLine } from './cart.tables.ts';

/*
 * Abandoned checkouts (docs/decisions/abandoned-checkout.md): a signed-in shopper's visit to
 * checkout opens or refreshes their one open `cart_checkout` row; two stored jobs at most remind
 * them, counted from their last visit; an order, an emptied cart or a withdrawn offers consent
 * closes the row, and a reminder of a closed row sends nothing. The emails need no grant, only
 * no withdrawal; WhatsApp needs the whatsapp_offers grant.
 */

export const reminderJob = 'cart.checkout-reminder';
export type ReminderJobData = { checkoutId: string; step: 1 | 2 };

type CloseReason = 'emptied' | 'consent_withdrawn' | 'expired';

/** Closes the customer's open checkout, if any (its waiting reminders then send nothing). */
export async function closeOpenCheckout(db: Db, userId: string, reason: CloseReason) {
  await db
    .update(checkouts)
    .set({ closedAt: new Date(), closeReason: reason })
    .where(and(eq(checkouts.userId, userId), isNull(checkouts.closedAt)));
}

/** Withdrawing either offers consent ends the reminders of the open checkout. */
const endsReminders: ConsentPurpose[] = ['email_offers', 'whatsapp_offers'];

export type CheckoutRemindersDeps = {
  db: Db;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  /** The cart's restore (cart.service.ts): writes a customer's cart, or prices a guest's. */
  restoreLines: (userId: string | null, lines: CheckoutLine[]) => Promise<RestoredCart>;
  sendEmail: (email: Email) => Promise<void>;
  sendWhatsApp: SendWhatsApp;
  /** The customer's current grant for a purpose (privacy consents). */
  isGranted: (userId: string, purpose: ConsentPurpose) => Promise<boolean>;
  /** Whether the customer withdrew a purpose (never asked is not withdrawn). */
  isWithdrawn: (userId: string, purpose: ConsentPurpose) => Promise<boolean>;
  /** Name, email and ten-digit mobile of an account; null when it is gone. */
  customerOf: (
    userId: string,
  ) => Promise<{ name: string; email: string; phone: string | null } | null>;
  /**
   * Records the customer's withdrawal of email_offers (the newsletter's unsubscribe, or the event
   * alone when the address was never on the list); the consent log then closes the checkout.
   */
  withdrawEmailOffers: (userId: string, email: string) => Promise<void>;
  storeName: () => Promise<string>;
  publicUrl: string;
  /** Signs restore links (platform/signed-token.ts, a key of their own). */
  signer: Signer;
  delays: { firstAfterSeconds: number; secondAfterSeconds: number };
};

export function createCheckoutReminders(deps: CheckoutRemindersDeps) {
  const { db, jobs, signer, delays } = deps;

  const tokenOf = (checkoutId: string) => `${checkoutId}.${signer.sign(checkoutId)}`;
  const restoreUrl = (checkoutId: string) =>
    `${deps.publicUrl}/cart?restore=${encodeURIComponent(tokenOf(checkoutId))}`;
  // The stop link names the account, signed apart from restore links (a `stop:` prefix).
  const stopUrl = (userId: string) =>
    `${deps.publicUrl}/api/cart/reminders/stop?token=${encodeURIComponent(`${userId}.${signer.sign(`stop:${userId}`)}`)}`;
  const dueAt = (seenAt: Date, step: 1 | 2) =>
    new Date(
      seenAt.getTime() + (step === 1 ? delays.firstAfterSeconds : delays.secondAfterSeconds) * 1000,
    );

  async function remind({ checkoutId, step }: ReminderJobData): Promise<void> {
    const [row] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    if (!row || row.closedAt) return;
    // Seen again since the job was set: remind that long after the last visit instead.
    const due = dueAt(row.seenAt, step);
    if (due.getTime() > Date.now() + 1000) {
      await jobs.send(reminderJob, { checkoutId, step }, { startAfter: due });
      return;
    }
    if (step === 1) {
      if (!row.firstReminderAt) await firstReminder(row);
      await jobs.send(reminderJob, { checkoutId, step: 2 }, { startAfter: dueAt(row.seenAt, 2) });
    } else if (!row.secondReminderAt) {
      await secondReminder(row);
    }
  }

  type Row = typeof checkouts.$inferSelect;

  /** What the reminder is about: the customer and the lines still for sale; null: nothing to say. */
  async function contentOf(row: Row) {
    const customer = await deps.customerOf(row.userId);
    if (!customer) return null;
    const { cart } = await deps.restoreLines(null, row.lines);
    const names = cart.items.filter((i) => i.inStock).map((i) => i.name);
    if (names.length === 0) return null;
    return { customer, names };
  }

  /** Stamps the step's time unless stamped or closed since; false: someone else has it. */
  async function claim(row: Row, step: 1 | 2): Promise<boolean> {
    const column = step === 1 ? checkouts.firstReminderAt : checkouts.secondReminderAt;
    const claimed = await db
      .update(checkouts)
      .set(step === 1 ? { firstReminderAt: new Date() } : { secondReminderAt: new Date() })
      .where(and(eq(checkouts.id, row.id), isNull(column), isNull(checkouts.closedAt)))
      .returning({ id: checkouts.id });
    return claimed.length > 0;
  }

  async function emailOf(row: Row, content: NonNullable<Awaited<ReturnType<typeof contentOf>>>) {
    return checkoutReminderEmail({
      to: content.customer.email,
      name: content.customer.name,
      storeName: await deps.storeName(),
      items: content.names,
      totalPaise: row.valuePaise,
      restoreUrl: restoreUrl(row.id),
      unsubscribeUrl: stopUrl(row.userId),
    });
  }

  /**
   * The email after about an hour: a service message about the customer's own unfinished
   * checkout, not the newsletter, so it goes unless they withdrew email_offers (unsubscribed or
   * used a reminder's stop link): docs/decisions/abandoned-checkout.md.
   */
  async function firstReminder(row: Row) {
    if (await deps.isWithdrawn(row.userId, 'email_offers')) return;
    const content = await contentOf(row);
    if (!content || !(await claim(row, 1))) return;
    await deps.sendEmail(await emailOf(row, content));
  }

  /**
   * After about a day: WhatsApp only with the whatsapp_offers grant (marketing for Meta and the
   * consent record), else the email under the first reminder's rule.
   */
  async function secondReminder(row: Row) {
    const [emailWithdrawn, whatsappOk] = await Promise.all([
      deps.isWithdrawn(row.userId, 'email_offers'),
      deps.isGranted(row.userId, 'whatsapp_offers'),
    ]);
    const emailOk = !emailWithdrawn;
    if (!emailOk && !whatsappOk) return;
    const content = await contentOf(row);
    if (!content || !(await claim(row, 2))) return;
    const outcome = await deps.sendWhatsApp({
      template: 'checkoutReminder',
      params: {
        name: content.customer.name,
        items: itemsSummary(content.names),
        link: restoreUrl(row.id),
      },
      purpose: 'checkout_reminder',
      phone: whatsappOk ? content.customer.phone : null,
      userId: row.userId,
      consent: { purpose: 'whatsapp_offers', userId: row.userId },
      fallbackEmail: emailOk ? await emailOf(row, content) : null,
    });
    await db
      .update(checkouts)
      .set(outcome === 'none' ? { secondReminderAt: null } : { secondReminderChannel: outcome })
      .where(eq(checkouts.id, row.id));
  }

  jobs.define<ReminderJobData>(reminderJob, { retries: 3, delaySeconds: 60 }, remind);

  return {
    /**
     * The shopper is at checkout with these lines (the quote): opens their checkout, or refreshes
     * the open one (lines, value, seen now). Opening sets the first reminder, in the same
     * transaction. An empty cart records nothing.
     */
    async seen(userId: string, lines: CheckoutLine[], valuePaise: number): Promise<void> {
      if (lines.length === 0) return;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(checkouts)
          .values({ userId, lines, valuePaise })
          .onConflictDoUpdate({
            target: checkouts.userId,
            targetWhere: isNull(checkouts.closedAt),
            set: { seenAt: sql`now()`, lines, valuePaise },
          })
          .returning({ id: checkouts.id, opened: sql<boolean>`xmax = 0` });
        if (row?.opened) {
          await jobs.send(
            reminderJob,
            { checkoutId: row.id, step: 1 },
            { startAfter: dueAt(new Date(), 1), tx },
          );
        }
      });
    },

    /** An order was placed: its open checkout is closed as ordered (recovered if reminded). */
    async ordered(userId: string, orderId: string): Promise<void> {
      await db
        .update(checkouts)
        .set({ closedAt: new Date(), closeReason: 'ordered', orderId })
        .where(and(eq(checkouts.userId, userId), isNull(checkouts.closedAt)));
    },

    /** A consent was withdrawn: an offers purpose ends the open checkout's reminders. */
    async consentWithdrawn(userId: string, purpose: ConsentPurpose): Promise<void> {
      if (endsReminders.includes(purpose)) await closeOpenCheckout(db, userId, 'consent_withdrawn');
    },

    restoreUrl,
    stopUrl,

    /**
     * The reminder email's stop link (and its one-click List-Unsubscribe-Post): withdraws
     * email_offers, which ends this checkout's reminders and every later one's. The newsletter's
     * own unsubscribe records nothing for an address never on its list, so the reminder has this
     * link of its own. Answers false for a bad token or an account gone.
     */
    async stop(token: string): Promise<boolean> {
      const [userId = '', signature = '', extra] = token.split('.');
      if (extra !== undefined || !signer.verify(`stop:${userId}`, signature)) return false;
      const customer = await deps.customerOf(userId);
      if (!customer) return false;
      await deps.withdrawEmailOffers(userId, customer.email);
      return true;
    },

    /**
     * POST /cart/restore: the signed link's checkout put back in the cart. A bad signature
     * answers 400; a signed-in customer may restore only a checkout of their own (403), so a
     * link can never change another customer's cart; a guest gets the lines to fill the
     * browser's cart.
     */
    async restore(token: string, userId: string | null): Promise<RestoredCart> {
      const [checkoutId = '', signature = '', extra] = token.split('.');
      if (extra !== undefined || !signer.verify(checkoutId, signature)) {
        throw new AppError('VALIDATION_FAILED', 'This link is not valid.');
      }
      const [row] = await db
        .select({ userId: checkouts.userId, lines: checkouts.lines })
        .from(checkouts)
        .where(eq(checkouts.id, checkoutId));
      if (!row) throw new AppError('NOT_FOUND', 'This link has expired.');
      if (userId !== null && row.userId !== userId) {
        throw new AppError('FORBIDDEN', 'This link belongs to another account.');
      }
      return deps.restoreLines(userId, row.lines);
    },
  };
}
export type CheckoutReminders = ReturnType<typeof createCheckoutReminders>;
