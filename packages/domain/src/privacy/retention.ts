/**
 * How long the shop keeps each kind of record, in one place: the privacy notice prints this
 * table and the daily clean-up deletes by it (docs/decisions/privacy-and-consent.md).
 * `days: null` means "kept for as long as the purpose lasts", explained in `kept`.
 */
export interface RetentionRule {
  key: RetentionKey;
  what: string;
  kept: string;
  /** Deleted this many days after `from`; null when nothing is deleted on a schedule. */
  days: number | null;
  why: string;
}

export const retentionKeys = [
  'tax_documents',
  'orders',
  'account',
  'sign_in_log',
  'admin_changes',
  'sessions',
  'password_resets',
  'sign_in_codes',
  'guest_carts',
  'abandoned_checkouts',
  'push_subscriptions',
  'grievances',
  'stock_alerts',
  'whatsapp_messages',
  'consents',
  'search_log',
] as const;
export type RetentionKey = (typeof retentionKeys)[number];

const DAY = 1;
const YEAR = 365 * DAY;

export const retentionRules: readonly RetentionRule[] = [
  {
    key: 'tax_documents',
    what: 'Tax invoices and credit notes (with the name, address and GSTIN printed on them)',
    kept: '72 months from the end of the financial year',
    days: null,
    why: 'CGST Act 2017, section 36 (accounts kept 72 months); kept even after an erasure',
  },
  {
    key: 'orders',
    what: 'Orders, their lines, payments and shipments',
    kept: 'As long as the account exists; anonymised when it is erased, except what an invoice shows',
    days: null,
    why: 'To deliver, support returns and warranty claims, and answer the tax authorities',
  },
  {
    key: 'account',
    what: 'Your profile, addresses, wishlist, hangar, reviews and questions',
    kept: 'Until you erase your account',
    days: null,
    why: 'To run your account',
  },
  {
    key: 'sign_in_log',
    what: 'Sign-ins and failed sign-ins (time, IP address, browser)',
    kept: '13 months',
    days: 395 * DAY,
    why: 'Digital Personal Data Protection Rules 2025: logs kept at least one year',
  },
  {
    key: 'admin_changes',
    what: 'The log of changes made by the shop staff',
    kept: '3 years',
    days: 3 * YEAR,
    why: "Digital Personal Data Protection Rules 2025 (logs kept at least one year), and the shop's own history of prices and orders",
  },
  {
    key: 'sessions',
    what: 'Signed-in sessions',
    kept: '30 days after they expire or are signed out',
    days: 30 * DAY,
    why: 'To show your devices and detect misuse',
  },
  {
    key: 'password_resets',
    what: 'Password reset links',
    kept: '7 days after they are used or expire',
    days: 7 * DAY,
    why: 'Only to check a link',
  },
  {
    key: 'sign_in_codes',
    what: 'Sign-in codes (only a fingerprint of the code, the mobile number or email it was asked for, and the IP address)',
    kept: '1 day after they were asked for (a code itself works for 10 minutes)',
    days: 1 * DAY,
    why: 'Only to check a code and to limit guessing',
  },
  {
    key: 'guest_carts',
    what: 'Carts of visitors who did not sign in',
    kept: 'Only in your own browser: the shop never stores them',
    days: null,
    why: 'To keep your cart between visits',
  },
  {
    key: 'abandoned_checkouts',
    what: 'Checkouts you left without ordering: the cart as it stood and the reminders sent',
    kept: '90 days after your last visit to checkout',
    days: 90 * DAY,
    why: 'To remind you of a cart you left (only with your consent) and to restore it',
  },
  {
    key: 'push_subscriptions',
    what: 'Browser notification subscriptions',
    kept: '90 days after the browser last accepted one',
    days: 90 * DAY,
    why: 'To send the notifications you asked for',
  },
  {
    key: 'grievances',
    what: 'Grievances and complaints, with the replies',
    kept: '3 years after they are closed',
    days: 3 * YEAR,
    why: 'Consumer Protection Act 2019: a complaint may be filed within two years',
  },
  {
    key: 'stock_alerts',
    what: 'Requests to be told when a product is back in stock (your email or mobile number and the product)',
    kept: 'One year after you asked, whether or not it came back',
    days: YEAR,
    why: 'To tell you once when the product is back; a model not back within a year rarely returns',
  },
  {
    key: 'whatsapp_messages',
    what: 'WhatsApp messages the shop sent you (order updates, confirmations) and your button replies',
    kept: '13 months',
    days: 395 * DAY,
    why: 'To show what you were told about an order, and answer a question about it',
  },
  {
    key: 'consents',
    what: 'Records of the consents you gave and withdrew',
    kept: 'As long as the account exists, and then without your name',
    days: null,
    why: 'Digital Personal Data Protection Act 2023: the shop must be able to show consent',
  },
  {
    key: 'search_log',
    what: 'Searches typed in the shop (the words only, not who typed them)',
    kept: '13 months',
    days: 395 * DAY,
    why: 'To improve search; it holds no personal data',
  },
];

export function retentionRule(key: RetentionKey): RetentionRule {
  const rule = retentionRules.find((r) => r.key === key);
  if (!rule) throw new Error(`no retention rule ${key}`);
  return rule;
}
