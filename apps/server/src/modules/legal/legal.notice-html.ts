import type {
  GeneralSettings,
  LegalSettings,
  ShippingSettings,
} from '@propwash/domain/settings/defaults';

/**
 * The seller's notices written from the settings (docs/decisions/legal-notices.md). Every value
 * that comes from a setting goes through `html`, which escapes it, so an admin's text can never
 * become markup on the public pages.
 */

/** What the notices are written from: the settings, and the payment methods offered. */
export type NoticeFacts = {
  general: GeneralSettings;
  legal: LegalSettings;
  shipping: ShippingSettings;
  /** The names of the payment methods checkout offers, in their order (may be empty). */
  paymentMethods: string[];
};

/** Markup that is already safe: written here, or escaped on its way in. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

export type Part = Html | string | number | null | undefined | false | readonly Part[];

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c]!);
}

function partToString(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return (part as readonly Part[]).map(partToString).join('');
  return escapeHtml(String(part as string | number));
}

/** The template's own text with each run of white space (source line breaks) as one space. */
const collapse = (text: string) => text.replace(/\s+/g, ' ');

/** A template of markup: the literal text is kept, every interpolated value is escaped. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = collapse(strings[0]!);
  parts.forEach((part, i) => {
    out += partToString(part) + collapse(strings[i + 1]!);
  });
  return new Html(out);
}

/** A section with its heading (h2), given an id so a link can point at it. */
export function section(id: string, title: string, body: Html): Html {
  return html`<section id="${id}">
    <h2>${title}</h2>
    ${body}
  </section>`;
}

/** A table with a header row; each cell is escaped text or markup. */
export function table(head: string[], rows: Part[][]): Html {
  return html`<div class="table-scroll">
    <table>
      <thead>
        <tr>
          ${head.map((h) => html`<th scope="col">${h}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              ${row.map((cell) => html`<td>${cell}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export const list = (items: Part[]) =>
  html`<ul>
    ${items.map((i) => html`<li>${i}</li>`)}
  </ul>`;

export const mailto = (email: string) => html`<a href="mailto:${email}">${email}</a>`;

export const tel = (phone: string) =>
  html`<a href="tel:${phone.replace(/[^\d+]/g, '')}">${phone}</a>`;

/** "Ananya Rao, Grievance Officer" with the email and phone, as every notice prints it. */
export function officerBlock(legal: LegalSettings, general: GeneralSettings): Html {
  const o = legal.grievanceOfficer;
  return html`<p class="contact-card">
    <strong>${o.name}</strong>, ${o.designation}<br />${general.legalName}<br />${general.address},
    ${general.city}, ${general.state} ${general.pincode}<br />Email: ${mailto(o.email)}<br />Phone:
    ${tel(o.phone)}
  </p>`;
}

/** The seller's identity: Consumer Protection (E-Commerce) Rules 2020, rule 4(2). */
export function sellerBlock(general: GeneralSettings): Html {
  return html`<p class="contact-card">
    <strong>${general.legalName}</strong> (trading as ${general.storeName})<br />${general.address},
    ${general.city}, ${general.state} ${general.pincode}, India<br />GSTIN: ${general.gstin}<br />Email:
    ${mailto(general.supportEmail)}<br />Phone: ${tel(general.supportPhone)}
    (${general.supportHours})
  </p>`;
}
