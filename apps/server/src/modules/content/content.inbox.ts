import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AdminContactList,
  AdminContactMessage,
  AdminContactQuery,
  ContactCounts,
  ContactStatus,
} from '@propwash/domain/inbox/schemas';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../platform/db.ts';
import { pageInfo, selectNewestFirst } from '../../platform/paging.ts';
import { containsPattern } from '../../platform/like.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { contactMessages, contactReplies } from './content.tables.ts';
import { contactReplyEmail } from './content.emails.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const messageNotFound = () => new AppError('NOT_FOUND', 'Message not found');

type MessageRow = typeof contactMessages.$inferSelect;

/**
 * The owner's inbox (docs/decisions/owners-inbox.md): contact messages to read, answer by
 * email and close.
 */
export function createInboxService(deps: {
  db: Db;
  accounts: Pick<AccountsService, 'contactsOf'>;
  notifications: Pick<NotificationsService, 'emailFor'>;
  settings: Pick<SettingsService, 'get'>;
}) {
  const { db, accounts, notifications, settings } = deps;

  async function withReplies(rows: MessageRow[]): Promise<AdminContactMessage[]> {
    const ids = rows.map((r) => r.id);
    const replies = ids.length
      ? await db
          .select()
          .from(contactReplies)
          .where(inArray(contactReplies.messageId, ids))
          .orderBy(asc(contactReplies.createdAt))
      : [];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      subject: r.subject,
      message: r.message,
      status: r.status,
      userId: r.userId,
      createdAt: r.createdAt.toISOString(),
      replies: replies
        .filter((reply) => reply.messageId === r.id)
        .map((reply) => ({
          id: reply.id,
          message: reply.message,
          repliedBy: reply.authorName,
          createdAt: reply.createdAt.toISOString(),
        })),
    }));
  }

  async function find(id: string): Promise<AdminContactMessage> {
    if (!UUID.test(id)) throw messageNotFound();
    const rows = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (rows.length === 0) throw messageNotFound();
    const [message] = await withReplies(rows);
    return message!;
  }

  /** Messages by status, whatever the filters (the sidebar's badge counts `new`). */
  async function counts(): Promise<ContactCounts> {
    const rows = await db
      .select({ status: contactMessages.status, n: count() })
      .from(contactMessages)
      .groupBy(contactMessages.status);
    const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    return { new: by.new ?? 0, replied: by.replied ?? 0, closed: by.closed ?? 0 };
  }

  return {
    counts,
    find,

    /** Newest first, filtered by status and by part of the name, email or subject. */
    async list(q: AdminContactQuery): Promise<AdminContactList> {
      const conditions: (SQL | undefined)[] = [
        q.status ? eq(contactMessages.status, q.status) : undefined,
        // The same expression as content_contact_message_search_trgm_idx, so the index serves it.
        q.search
          ? sql`(${contactMessages.name} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.subject}) ilike ${containsPattern(q.search)}`
          : undefined,
      ];
      const where = and(...conditions);
      const [{ rows, total }, byStatus] = await Promise.all([
        selectNewestFirst(db, q, contactMessages, contactMessages.createdAt, where),
        counts(),
      ]);
      return {
        messages: await withReplies(rows),
        ...pageInfo(q, total),
        counts: byStatus,
      };
    },

    /** Any status may follow any other: the owner reopens a closed message by setting it new. */
    async setStatus(id: string, status: ContactStatus): Promise<AdminContactMessage> {
      if (!UUID.test(id)) throw messageNotFound();
      const [row] = await db
        .update(contactMessages)
        .set({ status })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      if (!row) throw messageNotFound();
      return find(id);
    },

    /**
     * Emails the reply to the sender through the shop's mailer (SMTP or the outbox), keeps it with
     * the message (who, when, what) and marks the message replied, in one transaction.
     */
    async reply(adminId: string, id: string, text: string): Promise<AdminContactMessage> {
      const message = await find(id);
      const [general, authors] = await Promise.all([
        settings.get('general'),
        accounts.contactsOf([adminId]),
      ]);
      const mail = notifications.emailFor(
        contactReplyEmail({
          to: message.email,
          storeName: general.storeName,
          customerName: message.name,
          subject: message.subject,
          reply: text,
          original: message.message,
          receivedAt: new Date(message.createdAt),
        }),
      );
      await db.transaction(async (tx) => {
        await tx.insert(contactReplies).values({
          messageId: id,
          adminId,
          authorName: authors.get(adminId)?.name || general.storeName,
          message: text,
        });
        await tx
          .update(contactMessages)
          .set({ status: 'replied' })
          .where(eq(contactMessages.id, id));
        if (mail.statement) await tx.execute(mail.statement);
      });
      await mail.afterCommit();
      return find(id);
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
