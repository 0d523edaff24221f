import escapeHtml from 'escape-html';
import { formatPaise, rupeesToPaise } from '@propwash/domain/money';
import { returnStatusLabels, type OrderReturn } from '@propwash/domain/returns/schemas';
import type { Email } from '../../platform/mail.ts';

const headline: Record<OrderReturn['status'], (r: OrderReturn) => string> = {
  requested: (r) =>
    `We have your ${r.kind === 'refund' ? 'return' : 'replacement'} request for order ${r.orderNumber}. We will look at it within two working days.`,
  approved: (r) =>
    `Your return for order ${r.orderNumber} is approved. Our courier will collect it.`,
  rejected: (r) => `We cannot accept the return for order ${r.orderNumber}.`,
  picked_up: (r) => `The courier has collected your return for order ${r.orderNumber}.`,
  received: (r) => `Your return for order ${r.orderNumber} has reached us.`,
  refunded: (r) =>
    `We have refunded ${formatPaise(rupeesToPaise(r.refundAmount))} for your return on order ${r.orderNumber}` +
    (r.creditNoteNumber ? ` (credit note ${r.creditNoteNumber})` : '') +
    (r.refundTo && r.refund?.reference
      ? ` to your ${r.refundTo.label}; the transfer reference (UTR) is ${r.refund.reference}. Your bank shows it against the credit.`
      : '. It reaches you within 5-7 business days.'),
  replaced: (r) =>
    `Your replacement for order ${r.orderNumber} is on its way` +
    (r.replacementOrder ? ` as order ${r.replacementOrder.orderNumber}, at no charge.` : '.'),
};

/** The customer's email at each step of a return; the link opens the order page. */
export function returnEmail(r: OrderReturn, to: string, name: string, publicUrl: string): Email {
  const link = `${publicUrl.replace(/\/$/, '')}/order/${r.orderId}`;
  const last = r.events.at(-1);
  const said = last && last.status === r.status && last.message ? last.message : '';
  const lines = r.items.map((i) => `${i.quantity} × ${i.name}`);
  const text = [
    `Hello ${name},`,
    '',
    headline[r.status](r),
    ...(said ? [said] : []),
    '',
    ...lines,
    '',
    `See your order: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(headline[r.status](r))}</p>
${said ? `<p>${escapeHtml(said)}</p>` : ''}
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(link)}">See your order</a></p>`;
  return {
    to,
    subject: `Return for order ${r.orderNumber}: ${returnStatusLabels[r.status]}`,
    text,
    html,
    template: `return-${r.status}`,
  };
}
