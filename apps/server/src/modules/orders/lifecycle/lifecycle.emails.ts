import { formatPaise, formatPaiseShort, rupeesToPaise } from '@propwash/domain/money';
import type { Order } from '@propwash/domain/orders/schemas';
import { orderStatusLabels } from '@propwash/domain/orders/status';
import type { Email } from '../../../platform/mail.ts';
import escapeHtml from 'escape-html';

/** "out for delivery", "shipped": the status as a sentence says it. */
const said = (o: Order) => orderStatusLabels[o.status].toLowerCase();

export type OrderEmailKind = 'placed' | 'paid' | 'cancelled' | 'status';

const rupees = (r: number) => formatPaiseShort(rupeesToPaise(r));

/** A part-paid COD order's advance (docs/decisions/part-paid-cod.md), when it has one. */
const advanceOf = (o: Order) => (o.payment.method === 'cod' ? o.advance : null);

const headline: Record<OrderEmailKind, (o: Order) => string> = {
  placed: (o) =>
    o.status === 'pending' && advanceOf(o)
      ? `We have your order ${o.orderNumber}. Pay the advance of ${rupees(advanceOf(o)!.amount)} online to confirm it; the rest, ${rupees(advanceOf(o)!.dueOnDelivery)}, is collected on delivery.`
      : o.status === 'pending'
        ? `We have your order ${o.orderNumber}. It is confirmed as soon as the payment arrives.`
        : o.codConfirmation === 'awaiting'
          ? `Thank you! We have your order ${o.orderNumber} (cash on delivery).`
          : `Thank you! Your order ${o.orderNumber} is confirmed.`,
  paid: (o) =>
    o.payment.status === 'part_paid' && advanceOf(o)
      ? `Advance of ${rupees(advanceOf(o)!.amount)} received: your order ${o.orderNumber} is confirmed. ${rupees(advanceOf(o)!.dueOnDelivery)} is collected on delivery.`
      : `Payment received: your order ${o.orderNumber} is confirmed.`,
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
  paid: (o) =>
    o.payment.status === 'part_paid'
      ? `Advance received for order ${o.orderNumber}`
      : `Payment received for order ${o.orderNumber}`,
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
  // Every charge and saving that made the total (docs/decisions/cod-fee-and-prepaid-saving.md).
  const charges = [
    ...(o.summary.codFee > 0
      ? [`Cash-on-delivery fee: ${rupees(o.summary.codFee)} (GST included)`]
      : []),
    ...(o.summary.prepaidSaving > 0
      ? [`Saving for paying online: −${rupees(o.summary.prepaidSaving)}`]
      : []),
  ];
  const advance = advanceOf(o);
  const advanceLines =
    advance && advance.paid
      ? [
          `Advance paid online: ${rupees(advance.amount)}`,
          `To pay on delivery: ${rupees(advance.dueOnDelivery)}`,
        ]
      : [];
  // Placed: a COD order that may still be paid online, and saves by it, is offered to
  // (docs/decisions/pay-now-for-cod-orders.md); an advance order is told what to pay.
  const savesPaise = o.payNow ? rupeesToPaise(o.summary.total) - rupeesToPaise(o.payNow.total) : 0;
  const offer =
    kind === 'placed' && o.can.payNow && o.payNow && savesPaise > 0
      ? {
          text: `Pay now by UPI or card and save ${formatPaiseShort(savesPaise)}: pay ${rupees(o.payNow.total)} online instead of ${rupees(o.summary.total)} on delivery${o.payNow.codFeeDropped > 0 ? ` (no cash-on-delivery fee of ${rupees(o.payNow.codFeeDropped)}${o.payNow.saving > 0 ? `, and ${rupees(o.payNow.saving)} off` : ''})` : ''}, any time before we pack your order.`,
          button: `Pay ${rupees(o.payNow.total)} now`,
        }
      : kind === 'placed' && o.status === 'pending' && advance && !advance.paid && o.can.pay
        ? // The headline says what it is for; the link is the way to pay it.
          { text: null, button: `Pay the advance of ${rupees(advance.amount)}` }
        : null;
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
    ...(offer ? [...(offer.text ? [offer.text] : []), `${offer.button}: ${link}`, ''] : []),
    ...lines,
    ...charges,
    `Total: ${total}`,
    ...advanceLines,
    ...(tracking ? [tracking] : []),
    '',
    `See your order: ${link}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(o.shipping.name)},</p>
<p>${escapeHtml(headline[kind](o))}</p>
${confirm ? `<p>${escapeHtml(confirmText)}</p>\n<p><a href="${escapeHtml(confirm)}"><strong>Confirm my order</strong></a></p>` : ''}
${receipt ? `<p>${escapeHtml(receipt)}</p>` : ''}
${offer ? `${offer.text ? `<p>${escapeHtml(offer.text)}</p>\n` : ''}<p><a href="${escapeHtml(link)}"><strong>${escapeHtml(offer.button)}</strong></a></p>` : ''}
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
${charges.map((c) => `<p>${escapeHtml(c)}</p>`).join('\n')}
<p>Total: <strong>${escapeHtml(total)}</strong></p>
${advanceLines.map((c) => `<p>${escapeHtml(c)}</p>`).join('\n')}
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
