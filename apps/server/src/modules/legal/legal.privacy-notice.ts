import { dataProcessorServiceLabels } from '@propwash/domain/legal/notices';
import { consentPurposeLabels, consentPurposes } from '@propwash/domain/privacy/consents';
import { retentionRules } from '@propwash/domain/privacy/retention';
import {
  html,
  list,
  mailto,
  officerBlock,
  section,
  sellerBlock,
  table,
  type Html,
  type NoticeFacts,
} from './legal.notice-html.ts';

/**
 * The privacy notice, itemised as the Digital Personal Data Protection Rules 2025 (rule 3) ask:
 * each kind of data with its purpose, the optional purposes asked separately, who receives data,
 * how long it is kept, the rights and how to use them (docs/decisions/legal-notices.md).
 */

const ORDER_USE = 'Legitimate use: you gave it to us for this (section 7(a) of the Act)';
const CONSENT = 'Your consent, asked separately';
const DUTY = 'Our duty to keep your data safe (section 8(5) of the Act)';

const PRIVACY_PAGE = html`<a href="/privacy-and-data">Privacy &amp; data</a>`;

/** What we collect, why, and on what basis: one row per kind of data. */
function dataRows(storeName: string): Html[][] {
  return [
    [
      html`<strong>Your account</strong>: name, email address, mobile number, and your password
        (stored only as a one-way hash that nobody can read back). If you sign in with Google, the
        name, email address and profile picture Google shares with us.`,
      html`To create and run your account, sign you in, and show your orders, wishlist and saved
      models (My hangar).`,
      html`${ORDER_USE}`,
    ],
    [
      html`<strong>Addresses</strong>: the name, address, landmark, pincode and phone number you
        give for delivery.`,
      html`To deliver your orders, work out shipping and GST, and print the tax invoice.`,
      html`${ORDER_USE}`,
    ],
    [
      html`<strong>Orders</strong>: what you bought, prices, coupons, your order note, delivery
        status, returns and their photos, and cancellations.`,
      html`To fulfil the order you asked for, handle returns, refunds and warranty claims, and keep
      the accounts the tax law requires.`,
      html`${ORDER_USE}; tax records are kept as the law requires (section 8(7) of the Act)`,
    ],
    [
      html`<strong>Payments</strong>: the payment method, amount, status and the payment provider's
        reference. Your card number, CVV, UPI PIN and net banking password never reach ${storeName}:
        you type them on the payment provider's page, and the provider handles them. For a refund of
        a cash-on-delivery order, the UPI ID or bank account you give us.`,
      html`To take payment, match it to your order, and refund you.`,
      html`${ORDER_USE}`,
    ],
    [
      html`<strong>Reviews and questions</strong>: your rating, text and photos, published with your
        first name.`,
      html`To show other customers what you wrote about a product.`,
      html`${ORDER_USE}`,
    ],
    [
      html`<strong>Messages</strong>: what you write through the contact form or the grievance form,
        with your name, email address, phone number and order number.`,
      html`To answer you and resolve complaints.`,
      html`${ORDER_USE}`,
    ],
    [
      html`<strong>Sign-in log</strong>: the time, IP address and browser of each sign-in and failed
        sign-in, and your signed-in devices.`,
      html`To protect your account, show you where you are signed in, and detect misuse.`,
      html`${DUTY}`,
    ],
    [
      html`<strong>Product views</strong>: a code made from the day, your IP address and your
        browser, which changes every day and cannot be traced back to you.`,
      html`To count how many people looked at a product.`,
      html`No personal data is kept`,
    ],
    [
      html`<strong>Marketing and notifications</strong>: your choices for each optional purpose
        below, and for browser notifications, the address your browser gives us to send them to.`,
      html`To send only what you agreed to, and to show when and under which notice you agreed.`,
      html`${CONSENT}`,
    ],
  ];
}

function cookies(storeName: string): Html {
  return html`<p>
      ${storeName} uses no advertising or tracking cookies, and no third-party analytics. The site
      keeps only what it needs to work:
    </p>
    ${list([
      html`<strong>Cookies</strong>: a signed "known device" cookie set when you sign in, so that
        wrong passwords typed elsewhere cannot lock you out; and, while you sign in with Google, a
        short-lived cookie that protects the sign-in from forgery.`,
      html`<strong>Your browser's local storage</strong>: your sign-in, so you stay signed in; the
        cart, wishlist and compare list of a visitor who has not signed in; the page to return to
        after signing in; and whether you have already answered the notifications prompt. It stays
        in your browser; clearing your browser's site data removes it.`,
    ])}`;
}

function optionalPurposes(): Html {
  return html`<p>
      Beyond your orders, we ask your consent separately for each of these purposes. Nothing is
      ticked in advance, saying no never stops you from buying, and the order's own emails
      (confirmation, shipping, delivery, invoice) need no consent.
    </p>
    ${list(
      consentPurposes.map((p) => {
        const label = consentPurposeLabels[p];
        return html`<strong>${label.title}</strong>: ${label.detail}`;
      }),
    )}
    <p>
      You can withdraw any consent at any time, as easily as you gave it: switch it off on your
      account's ${PRIVACY_PAGE} page, or use the link at the foot of each marketing email.
      Withdrawing does not affect what was done before it.
    </p>`;
}

function recipients({ legal }: NoticeFacts): Html {
  const processors = legal.dataProcessors;
  return html`<p>
      We do not sell your personal data or share it for advertising. These services process data for
      us, only for the purpose named and under contract with us:
    </p>
    ${
      processors.length > 0
        ? table(
            ['Service', 'What for', 'Data it receives', 'Where it keeps the data'],
            processors.map((p) => [
              p.name,
              dataProcessorServiceLabels[p.service],
              p.data,
              p.location,
            ]),
          )
        : html`<p>None at present.</p>`
    }
    <p>
      We also disclose data when the law requires it, for example to the tax authorities or on a
      lawful order of a court or the police. Where a service keeps data outside India, the transfer
      is allowed by section 16 of the Act.
    </p>`;
}

function retention(): Html {
  return html`<p>
      We keep data only as long as its purpose lasts or the law requires, and then delete it or
      remove what identifies you.
    </p>
    ${table(
      ['What', 'How long', 'Why'],
      retentionRules.map((r) => [r.what, r.kept, r.why]),
    )}`;
}

function rights({ legal }: NoticeFacts): Html {
  return html`<p>Under the Digital Personal Data Protection Act 2023 you have the right:</p>
    ${list([
      html`<strong>to access</strong> a summary of your personal data we hold, what we do with it,
        and who we have shared it with (section 11);`,
      html`<strong>to correct, complete or update</strong> it (section 12);`,
      html`<strong>to erase</strong> it, except what the law makes us keep, such as tax invoices
        (section 12);`,
      html`<strong>to withdraw consent</strong> to any optional purpose at any time (section 6(4));`,
      html`<strong>to grievance redressal</strong>: a complaint answered by our grievance officer
        (section 13);`,
      html`<strong>to nominate</strong> someone to use these rights for you if you die or become
        unable to (section 14).`,
    ])}
    <p>
      <strong>How to use them.</strong> Signed in, open ${PRIVACY_PAGE}: download your data, switch
      consents on or off, or erase your account. Correct your details on your profile and addresses
      pages. For anything else, including naming a nominee, write to the grievance officer at
      ${mailto(legal.grievanceOfficer.email)}. We may ask you to confirm who you are, and we answer
      within one month.
    </p>`;
}

/** The whole privacy notice. */
export function writePrivacyNotice(facts: NoticeFacts): Html {
  const { general, legal } = facts;
  const store = general.storeName;
  return html`<p class="lead">
      This notice tells you, item by item, what personal data ${store} collects, why, who receives
      it, how long we keep it, and how you can use your rights. It follows the Digital Personal Data
      Protection Act 2023 (the Act) and the Digital Personal Data Protection Rules 2025.
    </p>
    ${section(
      'who-we-are',
      'Who we are',
      html`<p>
          ${store} is run by the company below, which decides how your personal data is used (the
          "Data Fiduciary" in the Act):
        </p>
        ${sellerBlock(general)}`,
    )}${section(
      'what-we-collect',
      'What we collect and why',
      html`<p>We collect only what we need for each purpose below.</p>
        ${table(['Data', 'Why we use it', 'Legal basis'], dataRows(store))}
        <p>
          Fulfilling an order you asked for is a "legitimate use" under section 7(a) of the Act: you
          gave us the data for that purpose, so we do not ask for a separate consent. Everything
          else is optional and asked separately, as below.
        </p>`,
    )}${section('cookies', 'Cookies and local storage', cookies(store))}${section(
      'optional-purposes',
      'Optional purposes and your consent',
      optionalPurposes(),
    )}${section('who-receives', 'Who receives your data', recipients(facts))}${section(
      'how-long',
      'How long we keep it',
      retention(),
    )}${section('your-rights', 'Your rights and how to use them', rights(facts))}${section(
      'grievance-officer',
      'Grievance officer',
      html`<p>
          Questions and complaints about your personal data go to our grievance officer, who also
          acts as our contact for data protection:
        </p>
        ${officerBlock(legal, general)}
        <p>
          You can also use the <a href="/grievance">complaint form</a>: every complaint gets a
          ticket number, is acknowledged within 48 hours and resolved within one month.
        </p>`,
    )}${section(
      'board',
      'Complaints to the Data Protection Board',
      html`<p>
        If you are not satisfied with our answer, or we do not answer in time, you may complain to
        the <strong>Data Protection Board of India</strong>. The Act asks you to use our grievance
        redressal first (section 13(3)).
      </p>`,
    )}${section(
      'children',
      'Children',
      html`<p>
        Our products are for adults. We do not knowingly sell to, or create accounts for, anyone
        under 18 without the verifiable consent of a parent or lawful guardian, and we never track
        children or target advertising at them. If you believe a child has given us data without
        that consent, write to the grievance officer and we will erase it.
      </p>`,
    )}${section(
      'security',
      'Security and breaches',
      html`<p>
        We protect your data with encrypted connections, passwords stored only as one-way hashes,
        access limited to the staff who need it, logs of access kept for at least a year, and
        backups. If a breach affects your personal data, we tell you and the Data Protection Board
        without delay: what happened, what it means for you, what we are doing about it, and what
        you can do. We send the Board a full report within 72 hours, as the Rules require.
      </p>`,
    )}${section(
      'changes',
      'Changes to this notice',
      html`<p>
        When our settings, services or practices change, this notice is updated and gets a new
        version number. Earlier versions stay readable, and every consent you give records the
        version you saw.
      </p>`,
    )}`;
}
