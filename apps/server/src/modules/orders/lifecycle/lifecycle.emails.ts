import { formatPaise, rupeesToPaise } from '@propwash/domain/money';
import type { Order } from '@propwash/domain/orders/schemas';
import { orderStatusLabels } from '@propwash/domain/orders/status';
import type { Email } from '../../../platform/mail.ts';
import escapeHtml from 'escape-html';

/** "out for delivery", "shipped": the status as a sentence says it. */
const said = (o: Order) => orderStatusLabels[o.status].toLowerCase();

export type OrderEmailKind = 'placed' | 'paid' | 'cancelled' | 'status';

const headline: Record<OrderEmailKind, (o: Order) => string> = {
  placed: (o) =>
    o.status === 'pending'
      ? `We have your order ${o.orderNumber}. It is confirmed as soon as the payment arrives.`
      : o.codConfirmation === 'awaiting'
        ? `Thank you! We have your order ${o.orderNumber} (cash on delivery).`
        : `Thank you! Your order ${o.orderNumber} is confirmed.`,
  paid: (o) => `Payment received: your order ${o.orderNumber} is confirmed.`,
  cancelled: (o) =>
    `Your order ${o.orderNumber} has been cancelled${o.cancelReason ? ` (${o.cancelReason})` : ''}.` +
    (o.payment.status === 'refund_pending' || o.payment.status === 'refunded'
      ? ' Your refund has been started and reaches you within 5-7 business days.'
      : ''),
  status: (o) => {
    // The shop's note with the change (the last timeline entry, written by an admin).
    const last = o.timeline.at(-1);
    const note = last && !last.automated && last.status === o.status ? last.message : '';
    return `Your order ${o.orderNumber} is now ${said(o)}.${note ? ` ${note}` : ''}`;
  },
};

const subject: Record<OrderEmailKind, (o: Order) => string> = {
  placed: (o) => `Order ${o.orderNumber} received`,
  paid: (o) => `Payment received for order ${o.orderNumber}`,
  cancelled: (o) => `Order ${o.orderNumber} cancelled`,
  status: (o) => `Order ${o.orderNumber} is ${said(o)}`,
};

/**
 * The customer's email about their order; the link opens the order page at PUBLIC_URL. A
 * cash-on-delivery order that waits for the customer's confirmation carries the signed link that
 * confirms it (`codConfirmUrl`, docs/decisions/cod-confirmation.md).
 */
export function orderEmail(
  kind: OrderEmailKind,
  o: Order,
  publicUrl: string,
  extra: { codConfirmUrl?: string | undefined } = {},
): Email {
  const link = `${publicUrl.replace(/\/$/, '')}/order/${o.id}`;
  const confirm = extra.codConfirmUrl;
  const confirmText =
    'Please confirm your cash-on-delivery order so we can pack it. Orders not confirmed in time are cancelled.';
  // Prices include GST (docs/decisions/prices-include-gst.md); older orders had it added.
  // The total is rounded to the rupee; its round off is named (docs/decisions/round-off-to-the-rupee.md).
  const roundOff = rupeesToPaise(o.summary.roundOff);
  const notes = [
    ...(o.summary.taxIncluded
      ? [`inclusive of all taxes; GST ${formatPaise(rupeesToPaise(o.summary.tax))}`]
      : []),
    ...(roundOff !== 0
      ? [`round off ${roundOff < 0 ? '−' : '+'}${formatPaise(Math.abs(roundOff))}`]
      : []),
  ];
  const total =
    formatPaise(rupeesToPaise(o.summary.total)) + (notes.length ? ` (${notes.join('; ')})` : '');
  const lines = o.items.map((i) => `${i.quantity} × ${i.name}`);
  // The payment's receipt voucher (docs/decisions/invoice-timing.md); the invoice comes at packing.
  const receipt =
    kind === 'paid' && o.receiptNumber
      ? `Your payment receipt is ${o.receiptNumber}; you can print it from your order page. The tax invoice follows when your order is packed.`
      : null;
  const tracking = o.fulfillment.trackingNumber
    ? `Tracking number: ${o.fulfillment.trackingNumber}`
    : null;
  const text = [
    `Hello ${o.shipping.name},`,
    '',
    headline[kind](o),
    '',
    ...(confirm ? [confirmText, `Confirm my order: ${confirm}`, ''] : []),
    ...(receipt ? [receipt, ''] : []),
    ...lines,
    `Total: ${total}`,
    ...(tracking ? [tracking] : []),
    '',
    `See your order: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(o.shipping.name)},</p>
<p>${escapeHtml(headline[kind](o))}</p>
${confirm ? `<p>${escapeHtml(confirmText)}</p>\n<p><a href="${escapeHtml(confirm)}"><strong>Confirm my order</strong></a></p>` : ''}
${receipt ? `<p>${escapeHtml(receipt)}</p>` : ''}
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p>Total: <strong>${escapeHtml(total)}</strong></p>
${tracking ? `<p>${escapeHtml(tracking)}</p>` : ''}
<p><a href="${escapeHtml(link)}">See your order</a></p>`;
  return {
    to: o.shipping.email,
    subject: subject[kind](o),
    text,
    html,
    template: `order-${kind}`,
  };
}
