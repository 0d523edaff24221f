import { desc, ilike, type SQL } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { OutboxEmail } from '@propwash/domain/accounts/schemas';
import type { Config } from '../../config.ts';
import type { Email } from '../../platform/mail.ts';
import type { Db } from '../../platform/db.ts';
import { pageInfo, selectPage } from '../../platform/paging.ts';
import { outboxEmails } from './notifications.tables.ts';
import { containsPattern } from '../../platform/like.ts';

/**
 * Email out: SMTP through nodemailer when SMTP_URL is set, otherwise kept in the outbox table,
 * which admins read, so password resets work on a machine with no mail server.
 */
export function createNotificationsService(deps: {
  db: Db;
  mail: Config['mail'];
  log: (msg: string, err?: unknown) => void;
}) {
  const { db, mail } = deps;
  // nodemailer loads only when SMTP is set (docs/architecture.md: heavy libraries on first use).
  const transport: Promise<Transporter> | null = mail.smtpUrl
    ? import('nodemailer').then((m) => m.default.createTransport(mail.smtpUrl))
    : null;

  const service = {
    /** Sends (or stores) one email; a delivery failure is recorded, never thrown at the caller. */
    async sendEmail(email: Email): Promise<void> {
      if (!transport) {
        await db.insert(outboxEmails).values({ ...email, status: 'stored' });
        return;
      }
      try {
        await (await transport).sendMail({ from: mail.from, ...email });
        await db
          .insert(outboxEmails)
          .values({ ...email, status: 'sent', attempts: 1, sentAt: new Date() });
      } catch (err) {
        deps.log(`email to ${email.to} failed`, err);
        await db.insert(outboxEmails).values({
          ...email,
          status: 'failed',
          attempts: 1,
          lastError: err instanceof Error ? err.message.slice(0, 500) : 'unknown error',
        });
      }
    },

    /**
     * An email about a change a transaction is about to commit. Without SMTP it is stored by that
     * transaction (`statement`, an insert the caller sends in it), so it commits with the change;
     * with SMTP it is sent after the commit (`afterCommit`), as sendEmail does.
     */
    emailFor(email: Email): { statement: SQL | null; afterCommit: () => Promise<void> } {
      if (!transport) {
        return {
          statement: db
            .insert(outboxEmails)
            .values({ ...email, status: 'stored' })
            .getSQL(),
          afterCommit: async () => {},
        };
      }
      return { statement: null, afterCommit: () => service.sendEmail(email) };
    },

    /** Newest first; `to` keeps the emails whose recipient contains it (any case). */
    async listOutbox(page: number, limit: number, to?: string) {
      const where = to ? ilike(outboxEmails.to, containsPattern(to)) : undefined;
      const { rows, total } = await selectPage(
        db,
        { page, limit },
        db
          .select()
          .from(outboxEmails)
          .where(where)
          .orderBy(desc(outboxEmails.createdAt))
          .$dynamic(),
        { table: outboxEmails, where },
      );
      const emails: OutboxEmail[] = rows.map((r) => ({
        id: r.id,
        to: r.to,
        subject: r.subject,
        text: r.text,
        html: r.html,
        template: r.template,
        status: r.status,
        createdAt: r.createdAt.toISOString(),
      }));
      return { emails, ...pageInfo({ page, limit }, total) };
    },
  };
  return service;
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
