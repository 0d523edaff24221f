import { randomUUID } from 'node:crypto';
import escapeHtml from 'escape-html';
import type { BreachNoticeBody, BreachNoticeResult } from '@propwash/domain/privacy/breach';
import type { AuditActor, AuditTrail } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import type { Email } from '../../platform/mail.ts';

/** Someone a notice goes to (accounts/admin/admin.breach-audience.ts finds them). */
export type BreachRecipient = { email: string; name: string | null };

/** The notice as each customer receives it: the admin's words, nothing added but the layout. */
export function breachNoticeEmail(to: string, subject: string, message: string): Email {
  const html = message
    .split(/\n{2,}/)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return { to, subject, text: message, html, template: 'breach-notice' };
}

/**
 * Telling customers of a personal data breach (Digital Personal Data Protection Rules 2025,
 * rule 7; docs/breach-runbook.md): one email per recipient through the outbox, and one audit
 * entry saying who sent what to how many. A dry run only counts.
 */
export function createBreachNotices(deps: {
  db: Db;
  recipients: (audience: BreachNoticeBody['audience']) => Promise<BreachRecipient[]>;
  sendEmail: (email: Email) => Promise<void>;
  audit: AuditTrail;
}) {
  const { db, audit } = deps;
  return {
    async notify(body: BreachNoticeBody, actor: AuditActor): Promise<BreachNoticeResult> {
      const recipients = await deps.recipients(body.audience);
      if (body.dryRun) return { recipients: recipients.length, sent: false };
      const id = randomUUID();
      await db.transaction((tx) =>
        audit.record(tx, {
          actor,
          kind: 'breach_notice',
          recordId: id,
          recordLabel: body.subject,
          action: 'create',
          changes: {
            audience: [null, body.audience],
            recipients: [null, recipients.length],
            message: [null, body.message],
          },
        }),
      );
      // One at a time: the outbox keeps each, and a failed delivery is recorded there, not thrown.
      for (const r of recipients) {
        await deps.sendEmail(breachNoticeEmail(r.email, body.subject, body.message));
      }
      return { recipients: recipients.length, sent: true };
    },
  };
}
export type BreachNotices = ReturnType<typeof createBreachNotices>;
