import escapeHtml from 'escape-html';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminSettings,
  SettingsChangeList,
  SettingsChangesQuery,
  SettingsEnvironment,
  TestEmailResult,
} from '@propwash/domain/settings/admin-schemas';
import { diffSettings } from '@propwash/domain/settings/changes';
import {
  settingsSchemas,
  settingsSections,
  settingsWithDefaults,
  type SettingsSection,
  type ShopSettings,
} from '@propwash/domain/settings/defaults';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/app-error.ts';
import { pageInfo, selectNewestFirst } from '../../platform/paging.ts';
import type { AuditTrail } from '../../platform/audit.ts';
import type { Db } from '../../platform/db.ts';
import type { Email } from '../../platform/mail.ts';
import type { SettingsService } from './settings.service.ts';
import { settingsChanges, settings as settingsTable } from './settings.tables.ts';

/** host[:port] of an SMTP URL, without the user name and password it may carry. */
function smtpHost(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

const setOrNot = (value: string | null): 'set' | 'not set' => (value ? 'set' : 'not set');

/** What Settings → WhatsApp shows of the environment: never a secret, only whether it is set. */
function whatsappFacts(
  env: Config['whatsapp'],
  publicUrl: string,
): SettingsEnvironment['whatsapp'] {
  // The three values count only together (config.ts): a partial set is shown as not set.
  return {
    configured: env.cloud !== null,
    phoneNumberId: env.cloud?.phoneNumberId ?? null,
    apiUrl: env.apiUrl,
    accessToken: setOrNot(env.cloud?.accessToken ?? null),
    appSecret: setOrNot(env.cloud?.appSecret ?? null),
    verifyToken: setOrNot(env.verifyToken),
    webhookUrl: `${publicUrl}/api/whatsapp/webhook`,
  };
}

/** The settings screen: read every section, save one, send a test email. */
export function createSettingsAdminService(deps: {
  db: Db;
  settings: SettingsService;
  sendEmail: (email: Email) => Promise<void>;
  /** Full names by user id (the accounts service's contactsOf). */
  namesOf: (ids: string[]) => Promise<Map<string, { name: string }>>;
  payments: Config['payments'];
  mail: Config['mail'];
  whatsapp: Config['whatsapp'];
  publicUrl: string;
  audit: AuditTrail;
}) {
  const { db } = deps;

  const environment: SettingsEnvironment = {
    payments: {
      razorpayKeyId: deps.payments.razorpay?.keyId ?? null,
      razorpayKeySecret: deps.payments.razorpay ? 'set' : 'not set',
      razorpayWebhookSecret: deps.payments.webhookSecret ? 'set' : 'not set',
    },
    mail: {
      delivery: deps.mail.smtpUrl ? 'smtp' : 'outbox',
      smtpHost: smtpHost(deps.mail.smtpUrl),
      from: deps.mail.from,
    },
    whatsapp: whatsappFacts(deps.whatsapp, deps.publicUrl),
  };

  /** Every section read over its defaults, straight from the table (never the cache). */
  async function read(): Promise<AdminSettings> {
    const rows = await db
      .select()
      .from(settingsTable)
      .where(inArray(settingsTable.section, settingsSections));
    const names = await deps.namesOf(rows.flatMap((r) => (r.updatedBy ? [r.updatedBy] : [])));
    const bySection = new Map(rows.map((r) => [r.section, r]));
    const out = { settings: {}, meta: {}, environment } as AdminSettings;
    for (const section of settingsSections) {
      const row = bySection.get(section);
      (out.settings as Record<string, unknown>)[section] = settingsWithDefaults(
        section,
        row?.value,
      );
      out.meta[section] = {
        updatedAt: row ? row.updatedAt.toISOString() : null,
        updatedBy: row?.updatedBy ? (names.get(row.updatedBy)?.name ?? null) : null,
      };
    }
    return out;
  }

  return {
    environment,
    read,

    /**
     * Replaces one section with the whole of its new value and logs what changed (a save that
     * changes nothing logs nothing); the caches drop at once.
     */
    async save(section: SettingsSection, body: unknown, userId: string): Promise<AdminSettings> {
      const parsed = (settingsSchemas[section] as z.ZodType).safeParse(body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({
          field: i.path.join('.') || section,
          message: i.message,
        }));
        const first = issues[0]!;
        throw new AppError('VALIDATION_FAILED', `${first.field}: ${first.message}`, {
          details: { issues },
        });
      }
      const value = parsed.data as ShopSettings[typeof section];
      if (section === 'payment') {
        const payment = value as ShopSettings['payment'];
        if (payment.provider === 'razorpay' && !deps.payments.razorpay) {
          throw new AppError(
            'VALIDATION_FAILED',
            'provider: Razorpay keys are not set (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET)',
          );
        }
      }
      await db.transaction(async (tx) => {
        // Two admins saving one section at once: the second diffs against the first's value.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`settings:${section}`}))`);
        const [current] = await tx
          .select({ value: settingsTable.value })
          .from(settingsTable)
          .where(eq(settingsTable.section, section));
        const changes = diffSettings(settingsWithDefaults(section, current?.value), value);
        const updatedAt = new Date();
        await tx
          .insert(settingsTable)
          .values({ section, value, updatedBy: userId, updatedAt })
          .onConflictDoUpdate({
            target: settingsTable.section,
            set: { value, updatedBy: userId, updatedAt },
          });
        if (changes.length > 0) {
          await tx
            .insert(settingsChanges)
            .values({ section, changedBy: userId, changedAt: updatedAt, changes });
          // The same field paths in the audit log; diffSettings already hides secret values.
          await deps.audit.record(tx, {
            actor: { id: userId },
            kind: 'settings',
            recordId: section,
            recordLabel: `Settings: ${section}`,
            action: 'update',
            changes: Object.fromEntries(changes.map((c) => [c.field, [c.from, c.to]])),
          });
        }
      });
      deps.settings.invalidate();
      return read();
    },

    /** The change log, newest first, with each saver's name. */
    async changes(q: SettingsChangesQuery): Promise<SettingsChangeList> {
      const filter = q.section ? eq(settingsChanges.section, q.section) : undefined;
      const changed = settingsChanges.changedAt;
      const { rows, total } = await selectNewestFirst(db, q, settingsChanges, changed, filter);
      const names = await deps.namesOf(rows.flatMap((r) => (r.changedBy ? [r.changedBy] : [])));
      return {
        changes: rows.map((r) => ({
          id: r.id,
          section: r.section as SettingsSection,
          changedAt: r.changedAt.toISOString(),
          changedBy: r.changedBy ? (names.get(r.changedBy)?.name ?? null) : null,
          changes: r.changes,
        })),
        ...pageInfo(q, total),
      };
    },

    /** One test message to `to` (default: the owner's notification address). */
    async sendTestEmail(to: string | undefined): Promise<TestEmailResult> {
      const [email, general] = await Promise.all([
        deps.settings.get('email'),
        deps.settings.get('general'),
      ]);
      const recipient = to ?? email.notifyOwnerEmail;
      const sentAt = new Date().toISOString();
      const text = [
        `This is a test email from ${general.storeName}'s admin settings.`,
        `Sender name: ${email.fromName}`,
        `Sent: ${sentAt}`,
        '',
        'If you can read this, shop emails reach this address.',
      ].join('\n');
      const html = `<p>This is a test email from ${escapeHtml(general.storeName)}'s admin settings.</p>
<p>Sender name: ${escapeHtml(email.fromName)}<br>Sent: ${sentAt}</p>
<p>If you can read this, shop emails reach this address.</p>`;
      await deps.sendEmail({
        to: recipient,
        subject: `${general.storeName}: test email`,
        text,
        html,
        template: 'settings-test',
      });
      const delivery = environment.mail.delivery;
      return {
        to: recipient,
        delivery,
        message:
          delivery === 'smtp'
            ? `Test email sent to ${recipient} through SMTP (a failure is recorded in the outbox).`
            : `SMTP is not configured: the test email to ${recipient} is in the outbox.`,
      };
    },
  };
}
export type SettingsAdminService = ReturnType<typeof createSettingsAdminService>;
