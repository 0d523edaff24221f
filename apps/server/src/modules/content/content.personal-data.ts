// The content module's share of a customer's data export and erasure
// (docs/decisions/data-export-and-erasure.md): the newsletter list and the contact messages.
import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { contactMessages, contactReplies, newsletterSubscribers } from './content.tables.ts';

const newsletterRow = (email: string) =>
  sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`;
/** Messages sent while signed in, or from the account's address. */
const messagesOf = (userId: string, email: string) =>
  or(
    eq(contactMessages.userId, userId),
    sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`,
  );

export async function exportContent(db: Db, userId: string, email: string) {
  const [[newsletter], messages, replies] = await Promise.all([
    db
      .select({
        email: newsletterSubscribers.email,
        source: newsletterSubscribers.source,
        subscribedAt: newsletterSubscribers.subscribedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(newsletterRow(email)),
    db
      .select()
      .from(contactMessages)
      .where(messagesOf(userId, email))
      .orderBy(desc(contactMessages.createdAt)),
    db
      .select({
        messageId: contactReplies.messageId,
        message: contactReplies.message,
        at: contactReplies.createdAt,
      })
      .from(contactReplies)
      .where(
        inArray(
          contactReplies.messageId,
          db
            .select({ id: contactMessages.id })
            .from(contactMessages)
            .where(messagesOf(userId, email)),
        ),
      )
      .orderBy(asc(contactReplies.createdAt)),
  ]);
  return {
    newsletter: newsletter ?? null,
    contactMessages: messages.map(({ userId: _u, ...m }) => ({
      ...m,
      replies: replies.filter((r) => r.messageId === m.id).map(({ messageId: _m, ...r }) => r),
    })),
  };
}

/** The address's newsletter row and the customer's contact messages (their replies go with them). */
export async function eraseContent(tx: Tx, userId: string, email: string): Promise<void> {
  await tx.delete(newsletterSubscribers).where(newsletterRow(email));
  await tx.delete(contactMessages).where(messagesOf(userId, email));
}
