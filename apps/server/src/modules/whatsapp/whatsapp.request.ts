import type { ConsentPurpose } from '@propwash/domain/privacy/consents';
import type { WhatsAppPurpose } from '@propwash/domain/whatsapp/messages';
import type {
  WhatsAppTemplateKey,
  WhatsAppTemplateParams,
} from '@propwash/domain/whatsapp/templates';
import type { Tx } from '../../platform/db.ts';
import type { Email } from '../../platform/mail.ts';

/**
 * What a module asks of the WhatsApp channel (docs/decisions/whatsapp.md): one template message
 * to one customer. The channel sends it on WhatsApp when it can, else the fallback email:
 * - WhatsApp is not configured (no WHATSAPP_* environment) or switched off in Settings;
 * - there is no mobile number, or `consent` names a purpose the customer has not granted;
 * - Meta refuses it for good, or every retry fails.
 * Sending is a stored job: it never blocks or fails the caller, and with `tx` it is queued only
 * if the caller's transaction commits.
 */
export type WhatsAppRequest<K extends WhatsAppTemplateKey = WhatsAppTemplateKey> = {
  template: K;
  params: WhatsAppTemplateParams[K];
  purpose: WhatsAppPurpose;
  /** Ten digits (phoneSchema's form); null: email only. */
  phone: string | null;
  userId?: string | null;
  orderId?: string | null;
  /**
   * The purpose the customer must have granted, found by account (or by email for a guest);
   * null when the customer asked for this very message (a sign-in code).
   */
  consent: { purpose: ConsentPurpose; userId?: string | null; email?: string | null } | null;
  /** Quick-reply buttons' payloads, in the template's order (COD confirmation). */
  buttonPayloads?: string[];
  fallbackEmail: Email | null;
  tx?: Tx;
};

/** How it went out: queued on WhatsApp, emailed instead, or neither (no fallback given). */
export type WhatsAppOutcome = 'whatsapp' | 'email' | 'none';

export type SendWhatsApp = <K extends WhatsAppTemplateKey>(
  request: WhatsAppRequest<K>,
) => Promise<WhatsAppOutcome>;
