import { formatIndiaTime } from '@propwash/domain/india-time';
import type {
  WhatsAppMessage,
  WhatsAppPurpose,
  WhatsAppStatus,
} from '@propwash/domain/whatsapp/messages';

/** Why the shop sent a message, in the admin's words. */
export const whatsappPurposeLabel: Record<WhatsAppPurpose, string> = {
  order_update: 'Order update',
  cod_confirmation: 'Cash-on-delivery confirmation',
  back_in_stock: 'Back-in-stock alert',
  checkout_reminder: 'Checkout reminder',
  sign_in_code: 'Sign-in code',
  reply: 'Reply',
  cod_pay_now: 'Pay-now offer',
  delivery_failed: 'Delivery attempt failed',
};

type Tone = 'neutral' | 'soft' | 'success' | 'warning' | 'danger';

const statusLook: Record<WhatsAppStatus, { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'soft' },
  delivered: { label: 'Delivered', tone: 'success' },
  read: { label: 'Read', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  emailed: { label: 'Emailed instead', tone: 'warning' },
};

/** One message as the order page lists it. */
export type WhatsAppMessageView = {
  id: string;
  purpose: string;
  /** The approved template's name; null for a free-form reply. */
  template: string | null;
  to: string;
  status: { label: string; tone: Tone };
  /**
   * "Queued 6 Dec 2026, 3:45 pm", then each later step reached, in order; a step on the same
   * India day as the one before shows only its time ("Sent 3:45 pm").
   */
  steps: string[];
  error: string | null;
};

/**
 * An order's messages newest first, each with its status and the time of every step it reached
 * (queued, sent, delivered, read, or failed with Meta's error).
 */
export function whatsappMessagesView(messages: readonly WhatsAppMessage[]): WhatsAppMessageView[] {
  return [...messages]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((m) => {
      const steps: [string, string | null][] = [
        ['Queued', m.createdAt],
        ['Sent', m.sentAt],
        ['Delivered', m.deliveredAt],
        ['Read', m.readAt],
        ['Failed', m.failedAt],
      ];
      return {
        id: m.id,
        purpose: whatsappPurposeLabel[m.purpose],
        template: m.template,
        to: m.to,
        status: statusLook[m.status],
        steps: stepTexts(steps),
        error: m.error,
      };
    });
}

function stepTexts(steps: [string, string | null][]): string[] {
  let day = '';
  return steps.flatMap(([label, at]) => {
    if (!at) return [];
    const sameDay = formatIndiaTime(at, 'date') === day;
    day = formatIndiaTime(at, 'date');
    return [`${label} ${formatIndiaTime(at, sameDay ? 'time' : 'dateTime')}`];
  });
}
