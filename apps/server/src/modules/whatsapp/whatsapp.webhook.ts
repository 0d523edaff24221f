import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/app-error.ts';
import type { WhatsAppService } from './whatsapp.service.ts';

/*
 * Meta's webhook (docs/decisions/whatsapp.md): a GET handshake when the owner saves the callback
 * URL, then POSTs signed with X-Hub-Signature-256 (`sha256=` and the HMAC-SHA256 of the raw body
 * with the app secret) carrying `entry[].changes[].value` with `statuses[]` and `messages[]`.
 */

/** `sha256=<hex>` of the raw body with the app secret. */
export function whatsappSignature(appSecret: string, raw: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`;
}

/** Compared in constant time; a missing or malformed header is simply not valid. */
export function isValidWhatsAppSignature(
  appSecret: string,
  raw: Buffer,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(whatsappSignature(appSecret, raw));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type WebhookStatus = {
  id?: string;
  status?: string;
  timestamp?: string;
  recipient_id?: string;
  errors?: { code?: number; title?: string; message?: string }[];
};
type WebhookMessage = {
  from?: string;
  id?: string;
  type?: string;
  context?: { id?: string };
  button?: { payload?: string; text?: string };
  interactive?: { type?: string; button_reply?: { id?: string; title?: string } };
  text?: { body?: string };
};
type WebhookBody = {
  object?: string;
  entry?: {
    changes?: {
      field?: string;
      value?: { statuses?: WebhookStatus[]; messages?: WebhookMessage[] };
    }[];
  }[];
};

/** A button reply's payload (template quick reply or interactive), else the text, else null. */
function payloadOf(m: WebhookMessage): string | null {
  if (m.type === 'button') return m.button?.payload ?? null;
  if (m.type === 'interactive') return m.interactive?.button_reply?.id ?? null;
  if (m.type === 'text') return m.text?.body?.slice(0, 1000) ?? null;
  return null;
}

export function createWhatsAppWebhook(deps: {
  whatsapp: Pick<WhatsAppService, 'applyStatus' | 'applyInbound'>;
  appSecret: string | null;
  verifyToken: string | null;
  log: (msg: string, err?: unknown) => void;
}) {
  return {
    /** GET: Meta's subscription check; answers the challenge to echo, or throws 403. */
    handshake(q: { mode?: string; token?: string; challenge?: string }): string {
      const ok =
        deps.verifyToken !== null &&
        q.mode === 'subscribe' &&
        typeof q.token === 'string' &&
        q.token.length === deps.verifyToken.length &&
        timingSafeEqual(Buffer.from(q.token), Buffer.from(deps.verifyToken));
      if (!ok) throw new AppError('FORBIDDEN', 'Webhook verification failed');
      return q.challenge ?? '';
    },

    /** POST: the signature first (401 without one, 403 when wrong), then each change. */
    async receive(raw: Buffer, signature: string | undefined): Promise<{ received: true }> {
      if (!deps.appSecret) throw new AppError('SERVICE_UNAVAILABLE', 'WhatsApp is not configured');
      if (!signature) throw new AppError('UNAUTHENTICATED', 'Missing X-Hub-Signature-256');
      if (!isValidWhatsAppSignature(deps.appSecret, raw, signature)) {
        throw new AppError('FORBIDDEN', 'Invalid webhook signature');
      }
      let body: WebhookBody;
      try {
        body = JSON.parse(raw.toString('utf8')) as WebhookBody;
      } catch {
        throw new AppError('VALIDATION_FAILED', 'The webhook body is not JSON');
      }
      for (const entry of body.entry ?? []) {
        for (const change of entry.changes ?? []) {
          const value = change.value ?? {};
          for (const s of value.statuses ?? []) {
            if (!s.id || !s.status) continue;
            await deps.whatsapp
              .applyStatus({ id: s.id, status: s.status, timestamp: s.timestamp, errors: s.errors })
              .catch((err: unknown) => deps.log(`WhatsApp status ${s.status} not applied`, err));
          }
          for (const m of value.messages ?? []) {
            if (!m.id || !m.from) continue;
            await deps.whatsapp
              .applyInbound({
                id: m.id,
                from: m.from,
                payload: payloadOf(m),
                contextId: m.context?.id ?? null,
              })
              .catch((err: unknown) => deps.log('WhatsApp inbound message not applied', err));
          }
        }
      }
      return { received: true };
    },
  };
}
export type WhatsAppWebhook = ReturnType<typeof createWhatsAppWebhook>;
