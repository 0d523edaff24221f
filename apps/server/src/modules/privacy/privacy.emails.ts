import escapeHtml from 'escape-html';
import type { Email } from '../../platform/mail.ts';

/** Why tax documents outlive an erasure, as the erasure's record and its email say it. */
export const KEPT_BECAUSE = 'CGST Act 2017 s.36: tax invoices and credit notes are kept 72 months';

/**
 * The confirmation of an erasure, to the address the account had (docs/decisions/data-export-and-erasure.md):
 * what went, what stayed and why. It names no order: the customer kept their invoices' copies.
 */
export function erasureEmail(p: { to: string; name: string; keptTaxDocuments: number }): Email {
  const kept =
    p.keptTaxDocuments > 0
      ? `We kept ${p.keptTaxDocuments} tax document${p.keptTaxDocuments === 1 ? '' : 's'} (tax invoices and credit notes) exactly as issued, with the name, address, email and phone printed on them: GST law (CGST Act 2017, section 36) requires us to keep them for 72 months. The orders behind them keep only what those documents show.`
      : 'You had no tax invoices or credit notes, so no document with your details was kept.';
  const erased = [
    'your profile (name, email, phone, picture, password and Google sign-in)',
    'your saved addresses, and every signed-in session',
    'your wishlist, hangar and cart',
    'your reviews; and your questions that were not answered (answered ones stay on the product page without your name)',
    'your newsletter subscription, browser notifications and contact messages',
    'your name, email and notes on your orders and returns, apart from what a tax document prints',
  ];
  const text = [
    `Hello ${p.name},`,
    '',
    'As you asked, your Propwash account has been erased. We erased:',
    ...erased.map((line) => `- ${line}`),
    '',
    kept,
    '',
    'Your consents were withdrawn; the record that they were asked and withdrawn stays, without your name or email. Sign-in records stay for 13 months without your email, as the Digital Personal Data Protection Rules 2025 ask us to keep such logs for at least a year.',
    '',
    'You can no longer sign in to this account. You are welcome to open a new one with the same email at any time.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(p.name)},</p>
<p>As you asked, your Propwash account has been erased. We erased:</p>
<ul>${erased.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>${escapeHtml(kept)}</p>
<p>Your consents were withdrawn; the record that they were asked and withdrawn stays, without your name or email. Sign-in records stay for 13 months without your email, as the Digital Personal Data Protection Rules 2025 ask us to keep such logs for at least a year.</p>
<p>You can no longer sign in to this account. You are welcome to open a new one with the same email at any time.</p>`;
  return {
    to: p.to,
    subject: 'Your Propwash account has been erased',
    text,
    html,
    template: 'account-erased',
  };
}
