import type { Email } from '../../platform/mail.ts';

/*
 * The customer's email about a failed delivery attempt (docs/decisions/failed-deliveries.md):
 * the courier's reason and the signed link to choose what happens next.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function deliveryFailedEmail(p: {
  to: string;
  storeName: string;
  name: string;
  orderNumber: string;
  courier: string;
  reason: string;
  attempt: number;
  link: string;
  cod: boolean;
}): Email {
  const lines = [
    `Hi ${p.name},`,
    '',
    `${p.courier} could not deliver your order ${p.orderNumber} today (attempt ${p.attempt}): ${p.reason}.`,
    '',
    'Tell us what to do, it takes a few seconds:',
    '- deliver it again (tomorrow or a day you pick),',
    '- correct your address or phone number, or',
    '- cancel the order.',
    '',
    p.link,
    '',
    p.cod
      ? 'Nothing is charged for a cancelled cash-on-delivery order.'
      : 'If you cancel, your payment is refunded once the parcel is back with us.',
    '',
    `${p.storeName}`,
  ];
  const html = `<p>Hi ${escape(p.name)},</p>
<p>${escape(p.courier)} could not deliver your order <strong>${escape(p.orderNumber)}</strong> (attempt ${p.attempt}): ${escape(p.reason)}.</p>
<p>Tell us what to do: deliver it again, correct your address or phone number, or cancel the order.</p>
<p><a href="${escape(p.link)}">Choose what happens to your parcel</a></p>
<p>${p.cod ? 'Nothing is charged for a cancelled cash-on-delivery order.' : 'If you cancel, your payment is refunded once the parcel is back with us.'}</p>
<p>${escape(p.storeName)}</p>`;
  return {
    to: p.to,
    subject: `Delivery of order ${p.orderNumber} failed: tell us what to do`,
    text: lines.join('\n'),
    html,
    template: 'delivery-failed',
  };
}
