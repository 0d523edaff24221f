import { formatPaiseShort } from '@propwash/domain/money';
import {
  html,
  list,
  mailto,
  officerBlock,
  section,
  sellerBlock,
  table,
  tel,
  type Html,
  type NoticeFacts,
} from './legal.notice-html.ts';

/**
 * The terms of sale: what the Consumer Protection (E-Commerce) Rules 2020 (rules 4 and 5) ask a
 * seller to show before a purchase, written from the settings (docs/decisions/legal-notices.md).
 */

const businessDays = (n: number) => (n === 1 ? '1 business day' : `${n} business days`);
const dayCount = (n: number) => (n === 1 ? '1 day' : `${n} days`);

function delivery({ shipping: s }: NoticeFacts): Html {
  const threshold = formatPaiseShort(s.freeThresholdPaise);
  const charge = (paise: number) => (paise === 0 ? 'Free' : formatPaiseShort(paise));
  const rows = [
    ...s.zones.map((z) => [z.states.join(', '), charge(z.chargePaise), businessDays(z.days)]),
    [
      'Every other state and union territory',
      charge(s.restOfIndia.chargePaise),
      businessDays(s.restOfIndia.days),
    ],
  ];
  return html`<p>
      We deliver across India. Standard delivery is
      <strong>free on orders of ${threshold} or more</strong> (the subtotal before any coupon).
      Below that, the charge and the usual delivery time depend on where the order goes:
    </p>
    ${table(['Delivery to', `Charge below ${threshold}`, 'Usual delivery time'], rows)}
    <p>
      Express delivery takes ${s.expressMinDays}-${businessDays(s.expressMaxDays)} and costs
      ${formatPaiseShort(s.expressBelowThresholdPaise)} on orders below ${threshold},
      ${formatPaiseShort(s.expressAtOrAboveThresholdPaise)} at or above it. Goods that may not fly,
      such as LiPo batteries and fuel, travel by road and take up to ${dayCount(s.surfaceExtraDays)}
      longer; the product page and checkout say so. Delivery times are estimates; an order that has
      not been dispatched can be cancelled at any time, as below.
    </p>`;
}

function payment({ paymentMethods }: NoticeFacts): Html {
  return html`<p>
    ${
      paymentMethods.length > 0
        ? html`You can pay by: ${paymentMethods.join(', ')}.`
        : 'You can pay by the methods shown at checkout.'
    }
    Checkout shows which of them your order can use (cash on delivery may not be offered for every
    order or address). Online payments are handled by our payment provider on its own secure page:
    we never see your card number, CVV, UPI PIN or net banking password.
  </p>`;
}

/** The whole terms of sale. */
export function writeTermsOfSale(facts: NoticeFacts): Html {
  const { general, legal } = facts;
  const store = general.storeName;
  const returnsDays = dayCount(general.returnsDays);
  return html`<p class="lead">
      These terms apply to every order placed on ${store}. Please read them before you buy; placing
      an order means you accept them.
    </p>
    ${section(
      'seller',
      'The seller',
      html`<p>Everything on ${store} is sold by:</p>
        ${sellerBlock(general)}
        <p>
          Customer care answers ${general.supportHours} at ${mailto(general.supportEmail)} and
          ${tel(general.supportPhone)}.
        </p>`,
    )}${section(
      'prices',
      'Prices and charges',
      html`${list([
        'Every price is in Indian rupees and includes GST. Nothing is added at checkout.',
        'Before you pay, checkout shows the total and every charge in it, line by line: the products, shipping (standard or express) and any discount. What you see there is what you pay.',
        'Every order comes with a GST tax invoice, which you can download from your orders page.',
      ])}`,
    )}${section('payment', 'Payment', payment(facts))}${section(
      'delivery',
      'Delivery',
      delivery(facts),
    )}${section(
      'cancellation',
      'Cancellation',
      html`<p>
        You can cancel an order <strong>free of charge until it is dispatched</strong>, from your
        orders page or by writing to customer care. An online payment is refunded in full. Once the
        order has been dispatched, refuse the parcel or ask for a return as below. We may cancel an
        order we cannot fulfil (for example, an item out of stock); we then tell you why and refund
        you in full.
      </p>`,
    )}${section(
      'returns',
      'Returns',
      html`<p>
        You can ask to return a delivered item within <strong>${returnsDays} of delivery</strong>,
        for a refund or a replacement, from your order's page. Some items cannot be returned for
        safety reasons, such as LiPo batteries; the product page says so before you buy. Keep the
        item, its accessories and packaging as they came, and add photos if it arrived damaged or
        defective. We arrange the pickup.
      </p>`,
    )}${section(
      'refunds',
      'Refunds',
      html`${list([
        'Refunds go to the original payment method: card, UPI, net banking or wallet. Your bank usually credits them within 5-7 business days of our refund.',
        'Cash-on-delivery orders are refunded by bank transfer or UPI to the account you give us, and we send you the transfer reference.',
        'A return is refunded once the item reaches us and is checked. What is refunded is what you paid for the item; the shipping charge is not refunded.',
      ])}`,
    )}${section(
      'warranty',
      'Warranty',
      html`<p>
        Where the product page states a warranty, it is the manufacturer's warranty, with the period
        and what it covers as stated there. We help you claim it: write to customer care with your
        order number. The warranty is in addition to your rights under the Consumer Protection Act
        2019, which it does not limit.
      </p>`,
    )}${section(
      'product-information',
      'Product information',
      html`<p>
        Each product page shows the price, the seller, the country of origin, the warranty where
        there is one, and the return policy. We describe products as their makers do and do not
        invent claims; if an item you receive is not as described, you may return it as above.
        Product photos show the item; colours may look a little different on your screen.
      </p>`,
    )}${section(
      'your-account',
      'Your account and your data',
      html`<p>
        How we use your personal data is in our <a href="/privacy">privacy notice</a>. Keep your
        password to yourself; tell us at once if you think someone else has used your account.
      </p>`,
    )}${section(
      'grievances',
      'Complaints and grievance officer',
      html`<p>
          If customer care has not solved a problem, write to our grievance officer. Every complaint
          gets a ticket number, is acknowledged within 48 hours and resolved within one month. See
          <a href="/grievance">grievance redressal</a> for the form and the next steps.
        </p>
        ${officerBlock(legal, general)}`,
    )}${section(
      'law',
      'Governing law and courts',
      html`<p>
        These terms are governed by the laws of India. Disputes go to the courts of
        <strong>${legal.jurisdictionCity}</strong>. This does not take away your right to go to the
        consumer commission where you live or work, as the Consumer Protection Act 2019 allows.
      </p>`,
    )}`;
}
