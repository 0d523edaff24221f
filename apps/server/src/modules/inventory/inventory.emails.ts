import escapeHtml from 'escape-html';
import { formatPaiseShort } from '@propwash/domain/money';
import type { Email } from '../../platform/mail.ts';

/**
 * "It's back": the one message a shopper who asked to be told gets (docs/decisions/back-in-stock.md),
 * with the product's name, today's price and a link to its page (the version chosen).
 */
export function backInStockEmail(p: {
  to: string;
  storeName: string;
  product: string;
  pricePaise: number;
  link: string;
}): Email {
  const price = formatPaiseShort(p.pricePaise);
  const text = [
    `Good news: ${p.product} is back in stock at ${p.storeName}.`,
    '',
    `Price: ${price}`,
    `Buy it here: ${p.link}`,
    '',
    'You asked us to tell you once, so this is the only message about it. Stock may run out again.',
  ].join('\n');
  const html = `<p>Good news: <strong>${escapeHtml(p.product)}</strong> is back in stock at ${escapeHtml(p.storeName)}.</p>
<p>Price: ${escapeHtml(price)}</p>
<p><a href="${escapeHtml(p.link)}">See ${escapeHtml(p.product)}</a></p>
<p style="color:#64748b">You asked us to tell you once, so this is the only message about it. Stock may run out again.</p>`;
  return {
    to: p.to,
    subject: `${p.product} is back in stock`.replace(/[\r\n]+/g, ' ').slice(0, 200),
    text,
    html,
    template: 'back-in-stock',
  };
}
