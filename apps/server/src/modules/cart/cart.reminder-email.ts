import escapeHtml from 'escape-html';
import { formatPaise } from '@propwash/domain/money';
import type { Email } from '../../platform/mail.ts';

/**
 * An abandoned checkout's reminder email (docs/decisions/abandoned-checkout.md): what was left
 * and its total, the link that puts it back in the cart, and, being marketing under the
 * email_offers consent, the newsletter's one-click unsubscribe, which also ends the reminders.
 */
export function checkoutReminderEmail(p: {
  to: string;
  name: string;
  storeName: string;
  items: string[];
  totalPaise: number;
  restoreUrl: string;
  unsubscribeUrl: string;
}): Email {
  const total = formatPaise(p.totalPaise);
  const list = p.items.map((i) => `- ${i}`).join('\n');
  return {
    to: p.to,
    subject:
      `You left ${p.items.length === 1 ? p.items[0] : `${p.items.length} items`} in your cart`
        .replace(/[\r\n]+/g, ' ')
        .slice(0, 200),
    text: `Hi ${p.name},\n\nYou left these in your cart at ${p.storeName}:\n${list}\n\nTotal: ${total}\n\nPick up where you left off: ${p.restoreUrl}\n\n--\nUnsubscribe (no more offers or reminders): ${p.unsubscribeUrl}`,
    html: `<p>Hi ${escapeHtml(p.name)},</p>
<p>You left these in your cart at ${escapeHtml(p.storeName)}:</p>
<ul>${p.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>
<p><strong>Total: ${escapeHtml(total)}</strong></p>
<p><a href="${escapeHtml(p.restoreUrl)}">Return to your cart</a></p>
<hr><p style="font-size:12px;color:#64748b">Don't want offers or reminders? <a href="${escapeHtml(p.unsubscribeUrl)}">Unsubscribe</a>.</p>`,
    template: 'checkout-reminder',
    headers: {
      'List-Unsubscribe': `<${p.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** "DJI Mini 4 Pro and 2 more": the WhatsApp template's items. */
export function itemsSummary(names: string[]): string {
  const [first = '', ...rest] = names;
  return rest.length === 0 ? first : `${first} and ${rest.length} more`;
}
