import {
  GRIEVANCE_ACKNOWLEDGE_HOURS,
  GRIEVANCE_RESOLVE_DAYS,
} from '@propwash/domain/legal/grievance-times';
import type { LegalPage } from '@propwash/domain/legal/notices';
import {
  html,
  list,
  mailto,
  officerBlock,
  section,
  sellerBlock,
  tel,
  type Html,
  type NoticeFacts,
} from './legal.notice-html.ts';
import { writePrivacyNotice } from './legal.privacy-notice.ts';
import { writeTermsOfSale } from './legal.terms-notice.ts';

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

/** The grievance notice: who handles complaints, how fast, and what comes after. */
export function writeGrievanceNotice({ general, legal }: NoticeFacts): Html {
  const o = legal.grievanceOfficer;
  return html`${section(
    'officer',
    'Our grievance officer',
    html`<p>
        If something has gone wrong with an order, a payment, a return, a refund, your account or
        the way we handle your personal data, and our customer care has not put it right, write to
        our grievance officer. The officer is appointed under the Consumer Protection (E-Commerce)
        Rules 2020 and also answers complaints about personal data under the Digital Personal Data
        Protection Act 2023.
      </p>
      ${officerBlock(legal, general)}`,
  )}${section(
    'how-to-complain',
    'How to complain',
    html`${list([
        html`Fill in the <a href="/grievance">complaint form</a>. It works without an account.`,
        html`Or email ${mailto(o.email)}, or call ${tel(o.phone)}.`,
      ])}
      <p>
        Tell us your name, how to reach you, the order number if the complaint is about an order,
        and what happened. Photos or screenshots help.
      </p>`,
  )}${section(
    'what-happens',
    'What happens next',
    html`${list([
      html`Every complaint gets a ticket number (it looks like GRV-7KQ2MX9P). You see it at once on
        the form, and we email it to you. Quote it whenever you write to us about the complaint;
        with it and your email address you can check its status on the
        <a href="/grievance">grievance page</a>.`,
      html`We acknowledge your complaint within
        <strong>${hours(GRIEVANCE_ACKNOWLEDGE_HOURS)}</strong> of receiving it.`,
      html`We resolve it within <strong>one month</strong> (${GRIEVANCE_RESOLVE_DAYS} days) of
        receiving it, and write to you with what we decided and why.`,
    ])}`,
  )}${section(
    'next-steps',
    'If you are not satisfied',
    html`<p>You may take the matter further at any time; you do not need our permission.</p>
      ${list([
        html`The <strong>National Consumer Helpline</strong> of the Government of India: call 1915
          (toll free) or register a complaint at
          <a href="https://consumerhelpline.gov.in" rel="noopener">consumerhelpline.gov.in</a>. It
          can take your complaint up with us.`,
        html`The <strong>consumer commissions</strong> (district, state and national) under the
          Consumer Protection Act 2019. You can file a complaint online through
          <a href="https://edaakhil.nic.in" rel="noopener">e-Daakhil</a>.`,
        html`For a complaint about your personal data, the
          <strong>Data Protection Board of India</strong>, once you have used our grievance
          redressal first (see our <a href="/privacy">privacy notice</a>).`,
      ])}`,
  )}${section(
    'seller',
    'The seller',
    html`<p>This shop is run by:</p>
      ${sellerBlock(general)}`,
  )}`;
}

/** A page's notice as HTML (a fragment: sections with h2 headings, no page title). */
export function writeNotice(page: LegalPage, facts: NoticeFacts): string {
  switch (page) {
    case 'privacy':
      return writePrivacyNotice(facts).text;
    case 'terms':
      return writeTermsOfSale(facts).text;
    case 'grievance':
      return writeGrievanceNotice(facts).text;
  }
}
