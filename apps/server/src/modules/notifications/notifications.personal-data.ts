// The notifications' share of a customer's data export and erasure (docs/decisions/data-export-and-erasure.md).
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { outboxEmails, pushSubscriptions } from './notifications.tables.ts';

const toAddress = (email: string) => sql`lower(${outboxEmails.to}) = ${email.toLowerCase()}`;

/**
 * The browsers subscribed to the customer's notifications, and the emails the shop wrote to their
 * address: subject, kind and delivery only (bodies can hold live links, a password reset's).
 */
export async function exportNotifications(db: Db, userId: string, email: string) {
  const [subscriptions, emails] = await Promise.all([
    db
      .select({
        endpoint: pushSubscriptions.endpoint,
        createdAt: pushSubscriptions.createdAt,
        lastOkAt: pushSubscriptions.lastOkAt,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt)),
    db
      .select({
        to: outboxEmails.to,
        subject: outboxEmails.subject,
        kind: outboxEmails.template,
        status: outboxEmails.status,
        createdAt: outboxEmails.createdAt,
        sentAt: outboxEmails.sentAt,
      })
      .from(outboxEmails)
      .where(toAddress(email))
      .orderBy(desc(outboxEmails.createdAt)),
  ]);
  return { pushSubscriptions: subscriptions, emails };
}

/** The customer's push subscriptions, and every stored email to their address. */
export async function eraseNotifications(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(outboxEmails).where(toAddress(email));
}
