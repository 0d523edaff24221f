import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ConsentPurpose } from '@propwash/domain/privacy/consents';
import {
  whatsappNumberOf,
  type WhatsAppMessagesPage,
  type WhatsAppMessagesQuery,
  type WhatsAppPurpose,
} from '@propwash/domain/whatsapp/messages';
import { templateParams, type WhatsAppSettings } from '@propwash/domain/whatsapp/templates';
import type { Db, Tx } from '../../platform/db.ts';
import type { JobQueue, QueuePolicy } from '../../platform/jobs.ts';
import type { Email } from '../../platform/mail.ts';
import { pageInfo, selectNewestFirst } from '../../platform/paging.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { CloudApiError, createCloudApi, type CloudApiConfig } from './whatsapp.cloud-api.ts';
import type { SendWhatsApp, WhatsAppRequest } from './whatsapp.request.ts';
import { whatsappInbound, whatsappMessages } from './whatsapp.tables.ts';

/*
 * The WhatsApp channel (docs/decisions/whatsapp.md): `send` decides WhatsApp or email, stores the
 * message and queues the stored job `whatsapp.send`; the job posts it to Meta, retried on a
 * passing failure; a refusal for good, the last retry or a failed status on the webhook sends
 * the fallback email, once. Inbound button replies go to the handler other modules registered
 * for their payload's prefix.
 */

export const WHATSAPP_SEND_JOB = 'whatsapp.send';
export type WhatsAppSendJob = { messageId: string };

/** Five retries from 30 s, doubling: the last about 16 minutes after the first try. */
export const whatsappSendPolicy: QueuePolicy = { retries: 5, delaySeconds: 30 };

type MessageRow = typeof whatsappMessages.$inferSelect;
type Status = MessageRow['status'];

/** A template message as stored: what the job sends. */
type TemplateContent = {
  kind: 'template';
  params: Record<string, string>;
  body: string[];
  buttons: string[];
  copyCode?: string;
};
type TextContent = { kind: 'text'; text: string };

/** What a button's handler did, and an optional free-form answer to the customer. */
export type ButtonOutcome = {
  outcome: string;
  reply?: { text: string; orderId?: string | null; userId?: string | null };
};
/** A customer's button reply: `arg` is the payload after `prefix:`, `from` 91XXXXXXXXXX. */
export type ButtonHandler = (reply: {
  arg: string;
  from: string;
  wamid: string;
}) => Promise<ButtonOutcome>;

/** Statuses Meta reports, in the order a message moves through them. */
const rank: Partial<Record<Status, number>> = { queued: 0, sent: 1, delivered: 2, read: 3 };

/** The admin sees the number as +91 and its last four digits. */
export const maskedNumber = (to: string) => `+91 ••••• •${to.slice(-4)}`;

/** What a sign-in code's stored content shows in place of the code. */
export const MASKED_CODE = '••••••';

/**
 * A message's content as kept once it is sent or has failed: a sign-in code is a credential, so
 * its parameters, body and copy-code button are masked (docs/decisions/whatsapp.md).
 */
export function keptContent<T>(purpose: WhatsAppPurpose, content: T): T {
  const c = content as TemplateContent | TextContent | null;
  if (purpose !== 'sign_in_code' || c?.kind !== 'template') return content;
  return {
    ...c,
    params: Object.fromEntries(Object.keys(c.params).map((k) => [k, MASKED_CODE])),
    body: c.body.map(() => MASKED_CODE),
    ...(c.copyCode !== undefined && { copyCode: MASKED_CODE }),
  } satisfies TemplateContent as T;
}

export function createWhatsAppService(deps: {
  db: Db;
  jobs: Pick<JobQueue, 'send'>;
  /** Configured from the environment (config.whatsapp); null: email only. */
  cloud: (CloudApiConfig & { appSecret: string }) | null;
  settings: () => Promise<WhatsAppSettings>;
  /** Whether the customer (by account, else by email for a guest) granted the purpose. */
  isConsentGranted: (c: {
    purpose: ConsentPurpose;
    userId?: string | null;
    email?: string | null;
  }) => Promise<boolean>;
  sendEmail: (email: Email) => Promise<void>;
  emailFor: NotificationsService['emailFor'];
  log: (msg: string, err?: unknown) => void;
  timeoutMs?: number;
}) {
  const { db } = deps;
  const api = deps.cloud ? createCloudApi(deps.cloud, { timeoutMs: deps.timeoutMs }) : null;
  const buttons = new Map<string, ButtonHandler>();

  async function emailInstead(r: Pick<WhatsAppRequest, 'fallbackEmail'>) {
    if (!r.fallbackEmail) return 'none' as const;
    await deps.sendEmail(r.fallbackEmail).catch((err: unknown) => {
      deps.log(`fallback email (${r.fallbackEmail!.template}) failed`, err);
    });
    return 'email' as const;
  }

  /** WhatsApp when configured, switched on, with a number and the consent it needs. */
  async function goesOnWhatsApp(r: WhatsAppRequest): Promise<WhatsAppSettings | null> {
    if (!api || !r.phone || !/^\d{10}$/.test(r.phone.slice(-10))) return null;
    const settings = await deps.settings();
    if (!settings.enabled) return null;
    if (r.consent && !(await deps.isConsentGranted(r.consent))) return null;
    return settings;
  }

  /** Stores a message and queues its job (in `tx` when given). */
  async function queue(
    q: Db | Tx,
    row: Omit<typeof whatsappMessages.$inferInsert, 'status'>,
    tx?: Tx,
  ): Promise<string> {
    const [saved] = await q
      .insert(whatsappMessages)
      .values({ ...row, status: 'queued' })
      .returning({ id: whatsappMessages.id });
    await deps.jobs.send(WHATSAPP_SEND_JOB, { messageId: saved!.id } satisfies WhatsAppSendJob, {
      ...(tx && { tx }),
    });
    return saved!.id;
  }

  const send: SendWhatsApp = async (r) => {
    let settings: WhatsAppSettings | null;
    try {
      settings = await goesOnWhatsApp(r);
    } catch (err) {
      deps.log(`WhatsApp channel check (${r.template}) failed; email instead`, err);
      settings = null;
    }
    if (!settings) return emailInstead(r);
    const body = templateParams(r.params);
    const content: TemplateContent = {
      kind: 'template',
      params: r.params as Record<string, string>,
      body,
      buttons: r.buttonPayloads ?? [],
      // Meta's authentication template carries the code on its copy-code button too.
      ...(r.template === 'signInCode' && { copyCode: body[0] }),
    };
    try {
      await queue(
        r.tx ?? db,
        {
          userId: r.userId ?? null,
          orderId: r.orderId ?? null,
          toPhone: whatsappNumberOf(r.phone!),
          purpose: r.purpose,
          template: settings.templates[r.template],
          language: settings.language,
          content,
          fallbackEmail: r.fallbackEmail,
        },
        r.tx,
      );
      return 'whatsapp';
    } catch (err) {
      // Inside the caller's transaction a failed insert aborts it: that error is the caller's.
      if (r.tx) throw err;
      deps.log(`WhatsApp message (${r.template}) not queued; email instead`, err);
      return emailInstead(r);
    }
  };

  /**
   * Marks the message failed and sends its fallback email in the same transaction (outbox) or
   * right after it (SMTP); only while it is not delivered, so the email goes at most once.
   */
  async function failAndFallBack(
    where: { id: string } | { wamid: string },
    error: string,
    at: Date = new Date(),
  ): Promise<boolean> {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          id: whatsappMessages.id,
          status: whatsappMessages.status,
          purpose: whatsappMessages.purpose,
          content: whatsappMessages.content,
          fallback: whatsappMessages.fallbackEmail,
        })
        .from(whatsappMessages)
        .where(
          'id' in where
            ? eq(whatsappMessages.id, where.id)
            : eq(whatsappMessages.wamid, where.wamid),
        )
        .for('update');
      if (!row || (row.status !== 'queued' && row.status !== 'sent')) return null;
      const mail = row.fallback ? deps.emailFor(row.fallback) : null;
      await tx
        .update(whatsappMessages)
        .set({
          status: row.fallback ? 'emailed' : 'failed',
          error,
          failedAt: at,
          fallbackEmail: null,
          content: keptContent(row.purpose, row.content),
        })
        .where(eq(whatsappMessages.id, row.id));
      if (mail?.statement) await tx.execute(mail.statement);
      return { afterCommit: mail?.afterCommit ?? null };
    });
    await done?.afterCommit?.().catch((err: unknown) => {
      deps.log('WhatsApp fallback email failed', err);
    });
    return done !== null;
  }

  /** The stored job: one message to Meta. Throws to be retried on a passing failure. */
  async function runSend(data: WhatsAppSendJob, job: { retryCount: number }): Promise<void> {
    const [row] = await db
      .select()
      .from(whatsappMessages)
      .where(eq(whatsappMessages.id, data.messageId));
    // Gone (an erasure, a restore), already sent (a job run twice) or already emailed.
    if (!row || row.wamid || row.status !== 'queued') return;
    if (!api) {
      await failAndFallBack({ id: row.id }, 'WhatsApp is not configured on this server');
      return;
    }
    const content = row.content as TemplateContent | TextContent;
    try {
      const wamid =
        content.kind === 'text'
          ? await api.sendText(row.toPhone, content.text)
          : await api.sendTemplate({
              to: row.toPhone,
              name: row.template!,
              language: row.language ?? 'en',
              body: content.body,
              quickReplies: content.buttons,
              ...(content.copyCode !== undefined && { copyCode: content.copyCode }),
            });
      await db
        .update(whatsappMessages)
        .set({
          wamid,
          status: 'sent',
          sentAt: new Date(),
          error: null,
          attempts: sql`${whatsappMessages.attempts} + 1`,
          content: keptContent(row.purpose, content),
        })
        .where(and(eq(whatsappMessages.id, row.id), isNull(whatsappMessages.wamid)));
    } catch (err) {
      const e =
        err instanceof CloudApiError
          ? err
          : new CloudApiError((err as Error).message, false, null, null);
      await db
        .update(whatsappMessages)
        .set({ error: e.message.slice(0, 500), attempts: sql`${whatsappMessages.attempts} + 1` })
        .where(eq(whatsappMessages.id, row.id));
      // A sign-in code lasts 10 minutes and the retries run for about 16: a code WhatsApp could
      // not take at once goes by email at once (docs/decisions/sign-in-with-a-code.md).
      const noRetry = e.permanent || row.purpose === 'sign_in_code';
      if (noRetry || job.retryCount >= whatsappSendPolicy.retries) {
        await failAndFallBack({ id: row.id }, e.message.slice(0, 500));
        return;
      }
      throw e;
    }
  }

  /** A status Meta reported: moves the message forward only; a failure sends the email once. */
  async function applyStatus(s: {
    id: string;
    status: string;
    timestamp?: string;
    errors?: { code?: number; title?: string; message?: string }[];
  }): Promise<void> {
    const at =
      s.timestamp && /^\d+$/.test(s.timestamp) ? new Date(Number(s.timestamp) * 1000) : new Date();
    if (s.status === 'failed') {
      const e = s.errors?.[0];
      const error = e ? `${e.code ?? ''}: ${e.title ?? e.message ?? 'failed'}` : 'failed';
      await failAndFallBack({ wamid: s.id }, error.slice(0, 500), at);
      return;
    }
    if (s.status !== 'sent' && s.status !== 'delivered' && s.status !== 'read') return;
    const to = s.status as 'sent' | 'delivered' | 'read';
    const below = (Object.keys(rank) as Status[]).filter((k) => rank[k]! < rank[to]!);
    await db
      .update(whatsappMessages)
      .set({
        status: to,
        ...(to === 'sent' && { sentAt: sql`coalesce(${whatsappMessages.sentAt}, ${at})` }),
        ...(to !== 'sent' && {
          deliveredAt: sql`coalesce(${whatsappMessages.deliveredAt}, ${at})`,
        }),
        ...(to === 'read' && { readAt: at }),
        // Delivered: the fallback can no longer go (failAndFallBack), so it is not kept.
        ...(to !== 'sent' && { fallbackEmail: null }),
      })
      .where(and(eq(whatsappMessages.wamid, s.id), inArray(whatsappMessages.status, below)));
  }

  /**
   * A customer's reply: recorded once by its wamid (a webhook delivered twice is a no-op), then
   * handed to the handler of its payload's prefix; a reply text the handler asks for is sent.
   */
  async function applyInbound(m: {
    id: string;
    from: string;
    payload: string | null;
    contextId: string | null;
  }): Promise<void> {
    const payload = m.payload ?? '';
    const [fresh] = await db
      .insert(whatsappInbound)
      .values({
        wamid: m.id,
        fromPhone: m.from,
        contextWamid: m.contextId,
        payload,
        outcome: 'received',
      })
      .onConflictDoNothing()
      .returning({ wamid: whatsappInbound.wamid });
    if (!fresh) return;
    const colon = payload.indexOf(':');
    const handler = colon > 0 ? buttons.get(payload.slice(0, colon)) : undefined;
    let done: ButtonOutcome = { outcome: 'ignored' };
    if (handler) {
      try {
        done = await handler({ arg: payload.slice(colon + 1), from: m.from, wamid: m.id });
      } catch (err) {
        deps.log(`WhatsApp button ${payload.slice(0, colon)} failed`, err);
        done = { outcome: 'error' };
      }
    }
    await db
      .update(whatsappInbound)
      .set({ outcome: done.outcome })
      .where(eq(whatsappInbound.wamid, m.id));
    if (done.reply) await reply(m.from, done.reply);
  }

  /** A free-form text to a customer who just wrote (inside Meta's 24-hour window). */
  async function reply(
    to: string,
    r: { text: string; orderId?: string | null; userId?: string | null },
  ): Promise<void> {
    if (!api) return;
    await queue(db, {
      userId: r.userId ?? null,
      orderId: r.orderId ?? null,
      toPhone: to,
      purpose: 'reply' satisfies WhatsAppPurpose,
      template: null,
      language: null,
      content: { kind: 'text', text: r.text } satisfies TextContent,
      fallbackEmail: null,
    });
  }

  return {
    send,
    runSend,
    applyStatus,
    applyInbound,

    /** Whether the environment configures WhatsApp (the three WHATSAPP_* values). */
    isConfigured: () => api !== null,

    /** Registers the handler of button payloads `prefix:…` (at composition, before serving). */
    onButton(prefix: string, handler: ButtonHandler): void {
      if (buttons.has(prefix)) throw new Error(`WhatsApp button prefix ${prefix} taken`);
      buttons.set(prefix, handler);
    },

    /** GET /api/whatsapp/admin/messages?orderId=: the order's messages, newest first. */
    async messagesOfOrder(q: WhatsAppMessagesQuery): Promise<WhatsAppMessagesPage> {
      const { rows, total } = await selectNewestFirst(
        db,
        q,
        whatsappMessages,
        whatsappMessages.createdAt,
        eq(whatsappMessages.orderId, q.orderId),
      );
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      return {
        messages: rows.map((r) => ({
          id: r.id,
          purpose: r.purpose,
          template: r.template,
          to: maskedNumber(r.toPhone),
          status: r.status,
          error: r.error,
          createdAt: r.createdAt.toISOString(),
          sentAt: iso(r.sentAt),
          deliveredAt: iso(r.deliveredAt),
          readAt: iso(r.readAt),
          failedAt: iso(r.failedAt),
        })),
        ...pageInfo(q, total),
      };
    },
  };
}
export type WhatsAppService = ReturnType<typeof createWhatsAppService>;
