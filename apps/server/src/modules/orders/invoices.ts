import { createHash } from 'node:crypto';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { formatPaise, type Paise } from '@propwash/domain/money';
import { amountInWords } from '@propwash/domain/money-words';
import { financialYear, formatInvoiceNumber } from '@propwash/domain/orders/invoice-number';
import { findState } from '@propwash/domain/shipping/shipping';
import { AppError } from '../../platform/app-error.ts';
import type { Db, Tx } from '../../platform/db.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { invoiceCounters, invoices, orderItems, orders } from './orders.tables.ts';

const IST_OFFSET_MS = 330 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// SAC for goods transport services, printed on the shipping line.
const SHIPPING_SAC = '996812';

/**
 * Gives the order its GST invoice number (once): the next sequence of the financial year's series,
 * taken with one atomic upsert so concurrent callers never share or skip a number. Call it inside
 * the transaction that confirms the order; a rollback also returns the sequence.
 */
export async function issueInvoice(tx: Tx, orderId: string, at = new Date()): Promise<string> {
  // Locking the order row serialises two callers for the same order, so the second one sees the
  // first one's invoice instead of taking a sequence it could not use.
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw new AppError('NOT_FOUND', 'Order not found');
  const [existing] = await tx
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(eq(invoices.orderId, orderId));
  if (existing) return existing.invoiceNumber;

  const fy = financialYear(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: fy, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  const sequence = counter!.sequence;
  const invoiceNumber = formatInvoiceNumber(fy, sequence);
  await tx
    .insert(invoices)
    .values({ orderId, invoiceNumber, financialYear: fy, sequence, issuedAt: at });
  return invoiceNumber;
}

/**
 * issueInvoice for an order created in this same transaction (no one else can see it yet, so it
 * has no invoice and needs no row lock): the counter and the invoice in one statement, the last
 * before commit, so the financial year's counter row (which every confirming order locks) is held
 * for as short a time as possible. Same series, same rollback rule as issueInvoice.
 * `alongside`: a statement of the caller's sent with it (given the invoice number as SQL), so
 * nothing but the commit follows the counter.
 */
export async function issueInvoiceForNewOrder(
  tx: Tx,
  orderId: string,
  at = new Date(),
  alongside?: (invoiceNumber: SQL) => SQL,
): Promise<string> {
  const fy = financialYear(at);
  // The series prefix comes from the one formatter; SQL only pads the sequence (checked below).
  const prefix = formatInvoiceNumber(fy, 1).slice(0, -6);
  const result = await tx.execute(sql`
    with counter as (
      insert into ${invoiceCounters} (financial_year, last_sequence) values (${fy}::text, 1)
      on conflict (financial_year) do update
        set last_sequence = ${invoiceCounters}.last_sequence + 1
      returning last_sequence
    ), invoice as (
      insert into ${invoices} (order_id, invoice_number, financial_year, sequence, issued_at)
      select ${orderId}::uuid,
             ${prefix}::text || lpad(last_sequence::text, greatest(6, length(last_sequence::text)), '0'),
             ${fy}::text, last_sequence, ${at.toISOString()}::timestamptz
        from counter
      returning invoice_number, sequence
    )${alongside ? sql`, alongside as (${alongside(sql`(select invoice_number from invoice)`)})` : sql``}
    select invoice_number, sequence from invoice`);
  const row = (result as unknown as { rows: { invoice_number: string; sequence: number }[] })
    .rows[0]!;
  const invoiceNumber = formatInvoiceNumber(fy, Number(row.sequence));
  if (row.invoice_number !== invoiceNumber) {
    throw new Error(`Invoice number ${row.invoice_number} does not match ${invoiceNumber}`);
  }
  return invoiceNumber;
}

export type InvoiceParty = {
  name: string;
  address: string;
  city: string;
  state: string;
  /** GST state code ('29' for Karnataka); empty when the state is not recognised. */
  stateCode: string;
  pincode: string;
};

export type InvoiceSeller = InvoiceParty & {
  legalName: string;
  gstin: string;
  email: string;
  phone: string;
};

export type InvoiceBuyer = InvoiceParty & { email: string; phone: string };

export type InvoiceLine = {
  position: number;
  description: string;
  sku: string;
  hsnCode: string;
  quantity: number;
  unitPricePaise: Paise;
  /** unit × quantity */
  grossPaise: Paise;
  /** This line's share of the order discount. */
  discountPaise: Paise;
  /** gross − discount: GST is charged on this. */
  taxablePaise: Paise;
  gstRateBp: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  /** taxable + tax */
  totalPaise: Paise;
};

export type InvoiceDocument = {
  invoiceNumber: string;
  /** YYYY-MM-DD, India time. */
  invoiceDate: string;
  orderId: string;
  orderNumber: string;
  /** YYYY-MM-DD, India time. */
  orderDate: string;
  paymentMethod: string;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  /** Delivery address (the order's shipping address). */
  shipTo: InvoiceParty;
  placeOfSupply: { state: string; stateCode: string };
  /** CGST + SGST when true, IGST when false. */
  isIntraState: boolean;
  reverseCharge: false;
  lines: InvoiceLine[];
  /** Shipping as charged by the pricing rule (GST is taken on the goods only). */
  shipping: { description: string; sacCode: string; amountPaise: Paise };
  totals: {
    subtotalPaise: Paise;
    discountPaise: Paise;
    taxablePaise: Paise;
    cgstPaise: Paise;
    sgstPaise: Paise;
    igstPaise: Paise;
    taxPaise: Paise;
    shippingPaise: Paise;
    totalPaise: Paise;
  };
  amountInWords: string;
};

/** The order as the invoice routes need it for the access check. */
export type OrderOwner = { orderId: string; orderNumber: string; userId: string | null };

/** GST state codes (the first two digits of a GSTIN), by state name. */
const gstStateCodes: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

function stateOf(name: string): { state: string; stateCode: string } {
  const state = findState(name)?.name ?? name.trim();
  return { state, stateCode: gstStateCodes[state] ?? '' };
}

/** YYYY-MM-DD in India time. */
function istDate(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * Splits each line's GST into CGST + SGST. A line with an odd paisa gives it to CGST, then SGST,
 * alternately, so the columns add up to the order's CGST (which took the order's odd paisa,
 * as in pricing/quote.ts) and SGST.
 */
function splitIntraState(taxes: Paise[]): Array<{ cgst: Paise; sgst: Paise }> {
  let oddSeen = 0;
  return taxes.map((tax) => {
    const half = Math.floor(tax / 2);
    if (tax % 2 === 0) return { cgst: half, sgst: half };
    oddSeen += 1;
    return oddSeen % 2 === 1 ? { cgst: half + 1, sgst: half } : { cgst: half, sgst: half + 1 };
  });
}

export function createInvoicesService(deps: { db: Db; settings: SettingsService }) {
  const { db, settings } = deps;

  return {
    /** The order's id, number and owner, by uuid or order number; null when there is none. */
    async findOrderOwner(idOrNumber: string): Promise<OrderOwner | null> {
      const [row] = await db
        .select({ orderId: orders.id, orderNumber: orders.orderNumber, userId: orders.userId })
        .from(orders)
        .where(
          UUID.test(idOrNumber)
            ? eq(orders.id, idOrNumber)
            : eq(orders.orderNumber, idOrNumber.trim().toUpperCase()),
        )
        .limit(1);
      return row ?? null;
    },

    /** The GST tax invoice of an order as data; null when the order has no invoice (yet). */
    async document(orderId: string): Promise<InvoiceDocument | null> {
      const [row] = await db
        .select({ order: orders, invoice: invoices })
        .from(orders)
        .innerJoin(invoices, eq(invoices.orderId, orders.id))
        .where(eq(orders.id, orderId));
      if (!row) return null;
      const { order, invoice } = row;
      const [items, general] = await Promise.all([
        db
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.name), asc(orderItems.id)),
        settings.get('general'),
      ]);

      const address = order.shippingAddress;
      const delivery = stateOf(address.state);
      const shop = stateOf(general.state);
      const isIntraState =
        order.igstPaise > 0
          ? false
          : order.cgstPaise + order.sgstPaise > 0
            ? true
            : delivery.state.toLowerCase() === shop.state.toLowerCase();

      const split = splitIntraState(items.map((i) => i.taxPaise));
      const lines = items.map((item, index): InvoiceLine => {
        const grossPaise = item.unitPricePaise * item.quantity;
        const taxablePaise = grossPaise - item.discountPaise;
        return {
          position: index + 1,
          description: item.name,
          sku: item.sku,
          hsnCode: item.hsnCode,
          quantity: item.quantity,
          unitPricePaise: item.unitPricePaise,
          grossPaise,
          discountPaise: item.discountPaise,
          taxablePaise,
          gstRateBp: item.gstRateBp,
          cgstPaise: isIntraState ? split[index]!.cgst : 0,
          sgstPaise: isIntraState ? split[index]!.sgst : 0,
          igstPaise: isIntraState ? 0 : item.taxPaise,
          totalPaise: taxablePaise + item.taxPaise,
        };
      });

      const party = {
        address: address.address,
        city: address.city,
        ...delivery,
        pincode: address.pincode,
      };
      return {
        invoiceNumber: invoice.invoiceNumber,
        invoiceDate: istDate(invoice.issuedAt),
        orderId: order.id,
        orderNumber: order.orderNumber,
        orderDate: istDate(order.createdAt),
        paymentMethod: order.paymentMethod,
        seller: {
          name: general.storeName,
          legalName: general.legalName,
          address: general.address,
          city: general.city,
          ...shop,
          pincode: general.pincode,
          gstin: general.gstin,
          email: general.supportEmail,
          phone: general.supportPhone,
        },
        buyer: { name: address.name, email: address.email, phone: address.phone, ...party },
        shipTo: { name: address.name, ...party },
        placeOfSupply: delivery,
        isIntraState,
        reverseCharge: false,
        lines,
        shipping: {
          description: `Shipping (${order.shippingMethod})`,
          sacCode: SHIPPING_SAC,
          amountPaise: order.shippingPaise,
        },
        totals: {
          subtotalPaise: order.subtotalPaise,
          discountPaise: order.discountPaise,
          taxablePaise: order.subtotalPaise - order.discountPaise,
          cgstPaise: order.cgstPaise,
          sgstPaise: order.sgstPaise,
          igstPaise: order.igstPaise,
          taxPaise: order.taxPaise,
          shippingPaise: order.shippingPaise,
          totalPaise: order.totalPaise,
        },
        amountInWords: amountInWords(order.totalPaise),
      };
    },

    /** A self-contained, printable HTML page (inline CSS; see invoiceContentSecurityPolicy). */
    html: renderInvoiceHtml,

    /** An A4 PDF of the invoice (Helvetica, so amounts are written 'Rs.'). */
    pdf: renderInvoicePdf,
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;

// ---------------------------------------------------------------- HTML

// The button stays hidden unless this script may run: a copy opened as a blob: URL inherits the
// opener's CSP, which blocks it, and a dead button would be worse than none (Ctrl+P still works).
const PRINT_SCRIPT =
  "var b=document.getElementById('print');b.hidden=false;b.addEventListener('click',function(){window.print()});";

/**
 * The invoice page allows nothing but its inline styles, data: images and its one print script
 * (by hash), so even a name that slipped past escaping could not run or load anything.
 */
export const invoiceContentSecurityPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  `script-src 'sha256-${createHash('sha256').update(PRINT_SCRIPT).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attributes. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

/** 1800 → '18%', 250 → '2.5%'. */
const rate = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;
const money = (paise: Paise) => escapeHtml(formatPaise(paise));

/** 2026-04-15 → 15-04-2026, as Indian invoices print dates. */
function displayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}-${m}-${y}`;
}

function partyHtml(title: string, p: InvoiceParty, extra: string[]): string {
  const state = p.stateCode ? `${p.state} (code ${p.stateCode})` : p.state;
  return `<section class="party"><h2>${escapeHtml(title)}</h2>
<p><strong>${escapeHtml(p.name)}</strong><br>${escapeHtml(p.address)}<br>${escapeHtml(p.city)} ${escapeHtml(p.pincode)}<br>${escapeHtml(state)}${extra.map((e) => `<br>${e}`).join('')}</p></section>`;
}

function renderInvoiceHtml(doc: InvoiceDocument): string {
  const intra = doc.isIntraState;
  const taxHead = intra
    ? '<th class="num">CGST</th><th class="num">SGST</th>'
    : '<th class="num">IGST</th>';
  const taxCells = (l: InvoiceLine) =>
    intra
      ? `<td class="num">${money(l.cgstPaise)}<small>${rate(l.gstRateBp / 2)}</small></td><td class="num">${money(l.sgstPaise)}<small>${rate(l.gstRateBp / 2)}</small></td>`
      : `<td class="num">${money(l.igstPaise)}<small>${rate(l.gstRateBp)}</small></td>`;
  const rows = doc.lines
    .map(
      (l) =>
        `<tr><td>${l.position}</td><td>${escapeHtml(l.description)}${l.sku ? `<small>SKU ${escapeHtml(l.sku)}</small>` : ''}</td><td>${escapeHtml(l.hsnCode)}</td><td class="num">${l.quantity}</td><td class="num">${money(l.unitPricePaise)}</td><td class="num">${money(l.discountPaise)}</td><td class="num">${money(l.taxablePaise)}</td><td class="num">${rate(l.gstRateBp)}</td>${taxCells(l)}<td class="num">${money(l.totalPaise)}</td></tr>`,
    )
    .join('\n');
  // Columns: #, item, HSN, qty, rate, discount, taxable, GST, CGST + SGST or IGST, amount.
  const columnCount = intra ? 11 : 10;
  const shippingRow = `<tr class="shipping"><td></td><td>${escapeHtml(doc.shipping.description)}</td><td>${escapeHtml(doc.shipping.sacCode)}</td><td colspan="${columnCount - 4}"></td><td class="num">${money(doc.shipping.amountPaise)}</td></tr>`;
  const t = doc.totals;
  const totalRows = [
    ['Subtotal', money(t.subtotalPaise)],
    ...(t.discountPaise > 0 ? [['Discount', `−${money(t.discountPaise)}`]] : []),
    ['Taxable value', money(t.taxablePaise)],
    ...(intra
      ? [
          ['CGST', money(t.cgstPaise)],
          ['SGST', money(t.sgstPaise)],
        ]
      : [['IGST', money(t.igstPaise)]]),
    ['Shipping', money(t.shippingPaise)],
  ]
    .map(([label, value]) => `<tr><th>${label}</th><td class="num">${value}</td></tr>`)
    .join('');
  const s = doc.seller;

  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tax Invoice ${escapeHtml(doc.invoiceNumber)}</title>
<style>
*{box-sizing:border-box}
body{margin:0;padding:24px;background:#f3f4f6;color:#111827;font:13px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:900px;margin:0 auto;background:#fff;padding:32px;border:1px solid #e5e7eb}
header{display:flex;justify-content:space-between;gap:24px;border-bottom:2px solid #111827;padding-bottom:16px}
h1{margin:0 0 4px;font-size:22px;letter-spacing:.04em}
h2{margin:0 0 6px;font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#4b5563}
p{margin:0}
.meta{text-align:right}
.meta dt{color:#4b5563;display:inline}
.meta dd{display:inline;margin:0 0 0 4px;font-weight:600}
.meta div{margin-bottom:2px}
.parties{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;margin:20px 0}
table{width:100%;border-collapse:collapse}
.lines th,.lines td{border:1px solid #d1d5db;padding:6px;vertical-align:top}
.lines th{background:#f3f4f6;font-size:11px;text-align:left}
.num,.lines .num{text-align:right;white-space:nowrap}
small{display:block;color:#6b7280;font-size:10px}
.summary{display:flex;justify-content:space-between;gap:24px;margin-top:16px}
.totals{width:auto;min-width:280px}
.totals th{text-align:left;font-weight:400;padding:3px 12px 3px 0;color:#374151}
.totals td{padding:3px 0}
.totals .grand th,.totals .grand td{border-top:2px solid #111827;font-weight:700;font-size:15px;padding-top:6px}
.words{max-width:420px}
footer{margin-top:28px;display:flex;justify-content:space-between;align-items:flex-end;color:#4b5563;font-size:11px}
.sign{text-align:right}
.sign p{margin-top:36px;border-top:1px solid #9ca3af;padding-top:4px}
.actions{max-width:900px;margin:0 auto 12px;text-align:right}
button[hidden]{display:none}
button{font:inherit;padding:8px 16px;border:1px solid #111827;background:#111827;color:#fff;border-radius:6px;cursor:pointer}
@page{size:A4;margin:12mm}
@media print{body{background:#fff;padding:0}main{border:0;padding:0;max-width:none}.actions{display:none}.lines th{background:#eee;-webkit-print-color-adjust:exact;print-color-adjust:exact}tr{break-inside:avoid}}
@media (max-width:640px){.parties{grid-template-columns:1fr}header,.summary{flex-direction:column}.meta{text-align:left}}
</style>
</head>
<body>
<div class="actions"><button type="button" id="print" hidden>Print</button></div>
<main>
<header>
<div>
<h1>TAX INVOICE</h1>
<p><strong>${escapeHtml(s.legalName)}</strong> (${escapeHtml(s.name)})<br>${escapeHtml(s.address)}, ${escapeHtml(s.city)} ${escapeHtml(s.pincode)}, ${escapeHtml(s.state)}<br>GSTIN: <strong>${escapeHtml(s.gstin)}</strong><br>${escapeHtml(s.email)} · ${escapeHtml(s.phone)}</p>
</div>
<dl class="meta">
<div><dt>Invoice No.</dt><dd>${escapeHtml(doc.invoiceNumber)}</dd></div>
<div><dt>Invoice date</dt><dd>${escapeHtml(displayDate(doc.invoiceDate))}</dd></div>
<div><dt>Order No.</dt><dd>${escapeHtml(doc.orderNumber)}</dd></div>
<div><dt>Order date</dt><dd>${escapeHtml(displayDate(doc.orderDate))}</dd></div>
<div><dt>Place of supply</dt><dd>${escapeHtml(doc.placeOfSupply.state)}${doc.placeOfSupply.stateCode ? ` (${escapeHtml(doc.placeOfSupply.stateCode)})` : ''}</dd></div>
<div><dt>Reverse charge</dt><dd>No</dd></div>
</dl>
</header>
<div class="parties">
${partyHtml('Sold by', { ...s, name: s.legalName }, [`GSTIN: ${escapeHtml(s.gstin)}`])}
${partyHtml('Bill to', doc.buyer, [escapeHtml(doc.buyer.email), escapeHtml(doc.buyer.phone)])}
${partyHtml('Ship to', doc.shipTo, [])}
</div>
<table class="lines">
<thead><tr><th>#</th><th>Item</th><th>HSN/SAC</th><th class="num">Qty</th><th class="num">Rate</th><th class="num">Discount</th><th class="num">Taxable value</th><th class="num">GST</th>${taxHead}<th class="num">Amount</th></tr></thead>
<tbody>
${rows}
${shippingRow}
</tbody>
</table>
<div class="summary">
<div class="words"><h2>Amount in words</h2><p>${escapeHtml(doc.amountInWords)}</p><p><small>Payment: ${escapeHtml(doc.paymentMethod.toUpperCase())}</small></p></div>
<table class="totals"><tbody>${totalRows}<tr class="grand"><th>Total</th><td class="num">${money(t.totalPaise)}</td></tr></tbody></table>
</div>
<footer>
<p>This is a computer-generated invoice.</p>
<div class="sign">For ${escapeHtml(s.legalName)}<p>Authorised signatory</p></div>
</footer>
</main>
<script>${PRINT_SCRIPT}</script>
</body>
</html>
`;
}

// ---------------------------------------------------------------- PDF

const plainNumber = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Amounts for the PDF: Helvetica has no ₹ glyph. */
const pdfAmount = (paise: Paise) => plainNumber.format(paise / 100);

/** Helvetica (WinAnsi) cannot draw other scripts; unknown characters become '?' rather than garbage. */
function pdfText(value: string): string {
  return value
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—−]/g, '-')
    .replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');
}

type Column = {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (l: InvoiceLine) => string;
};

function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: `Tax Invoice ${doc.invoiceNumber}`,
      Author: doc.seller.legalName,
      Subject: `Order ${doc.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const s = doc.seller;
  const text = (value: string) => pdfText(value);

  // Header: seller on the left, invoice facts on the right.
  pdf.font('Helvetica-Bold').fontSize(18).text('TAX INVOICE', left, 40);
  pdf.font('Helvetica-Bold').fontSize(10).text(text(s.legalName), left, 66, { width: 300 });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(text(`${s.address}, ${s.city} ${s.pincode}`), { width: 300 })
    .text(text(`${s.state}${s.stateCode ? ` (State code ${s.stateCode})` : ''}`))
    .text(text(`GSTIN: ${s.gstin}`))
    .text(text(`${s.email}  ${s.phone}`));
  const headerBottom = pdf.y;

  const meta: Array<[string, string]> = [
    ['Invoice No.', doc.invoiceNumber],
    ['Invoice date', displayDate(doc.invoiceDate)],
    ['Order No.', doc.orderNumber],
    ['Order date', displayDate(doc.orderDate)],
    [
      'Place of supply',
      `${doc.placeOfSupply.state}${doc.placeOfSupply.stateCode ? ` (${doc.placeOfSupply.stateCode})` : ''}`,
    ],
    ['Reverse charge', 'No'],
  ];
  let metaY = 44;
  for (const [label, value] of meta) {
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(label, left + 300, metaY, { width: 90 });
    pdf.font('Helvetica-Bold').text(text(value), left + 390, metaY, { width: width - 390 });
    metaY += 13;
  }

  let y = Math.max(headerBottom, metaY) + 10;
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(1)
    .stroke('#111111');
  y += 10;

  // Parties.
  const partyWidth = width / 2 - 10;
  const party = (title: string, p: InvoiceParty, extra: string[], x: number) => {
    pdf.font('Helvetica-Bold').fontSize(8).fillColor('#555555').text(title.toUpperCase(), x, y);
    pdf
      .fillColor('#000000')
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(text(p.name), { width: partyWidth });
    pdf
      .font('Helvetica')
      .text(text(p.address), { width: partyWidth })
      .text(text(`${p.city} ${p.pincode}`))
      .text(text(`${p.state}${p.stateCode ? ` (State code ${p.stateCode})` : ''}`));
    for (const e of extra) pdf.text(text(e), { width: partyWidth });
    return pdf.y;
  };
  const billBottom = party('Bill to', doc.buyer, [doc.buyer.email, doc.buyer.phone], left);
  const shipBottom = party('Ship to', doc.shipTo, [], left + width / 2 + 10);
  y = Math.max(billBottom, shipBottom) + 14;

  // Lines.
  const intra = doc.isIntraState;
  const pct = (bp: number) => rate(bp);
  const columns: Column[] = [
    { title: '#', width: 14, align: 'left', cell: (l) => String(l.position) },
    { title: 'Item', width: intra ? 104 : 134, align: 'left', cell: (l) => l.description },
    { title: 'HSN', width: 36, align: 'left', cell: (l) => l.hsnCode },
    { title: 'Qty', width: 22, align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Rate', width: 56, align: 'right', cell: (l) => pdfAmount(l.unitPricePaise) },
    { title: 'Discount', width: 50, align: 'right', cell: (l) => pdfAmount(l.discountPaise) },
    { title: 'Taxable', width: 58, align: 'right', cell: (l) => pdfAmount(l.taxablePaise) },
    ...(intra
      ? ([
          {
            title: `CGST`,
            width: 54,
            align: 'right',
            cell: (l) => `${pdfAmount(l.cgstPaise)}\n${pct(l.gstRateBp / 2)}`,
          },
          {
            title: `SGST`,
            width: 54,
            align: 'right',
            cell: (l) => `${pdfAmount(l.sgstPaise)}\n${pct(l.gstRateBp / 2)}`,
          },
        ] satisfies Column[])
      : ([
          {
            title: 'IGST',
            width: 78,
            align: 'right',
            cell: (l) => `${pdfAmount(l.igstPaise)}\n${pct(l.gstRateBp)}`,
          },
        ] satisfies Column[])),
  ];
  const used = columns.reduce((a, c) => a + c.width, 0);
  columns.push({
    title: 'Amount',
    width: width - used,
    align: 'right',
    cell: (l) => pdfAmount(l.totalPaise),
  });

  const pad = 3;
  const drawRow = (cells: string[], bold: boolean, shaded: boolean) => {
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const height =
      Math.max(
        ...cells.map((c, i) => pdf.heightOfString(text(c), { width: columns[i]!.width - 2 * pad })),
      ) +
      2 * pad;
    if (y + height > pdf.page.height - pdf.page.margins.bottom) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    if (shaded) pdf.rect(left, y, width, height).fill('#eeeeee').fillColor('#000000');
    let x = left;
    cells.forEach((c, i) => {
      const col = columns[i]!;
      pdf.text(text(c), x + pad, y + pad, { width: col.width - 2 * pad, align: col.align });
      x += col.width;
    });
    pdf.rect(left, y, width, height).lineWidth(0.5).stroke('#999999');
    y += height;
  };
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text('All amounts in Rs. (INR)', left, y, { width, align: 'right' })
    .fillColor('#000000');
  y = pdf.y + 2;
  drawRow(
    columns.map((c) => c.title),
    true,
    true,
  );
  for (const line of doc.lines)
    drawRow(
      columns.map((c) => c.cell(line)),
      false,
      false,
    );
  drawRow(
    columns.map((c, i) =>
      i === 1
        ? doc.shipping.description
        : i === 2
          ? doc.shipping.sacCode
          : i === columns.length - 1
            ? pdfAmount(doc.shipping.amountPaise)
            : '',
    ),
    false,
    false,
  );

  // Totals on the right, amount in words on the left; they and the signature stay on one page.
  y += 10;
  if (y + 230 > pdf.page.height - pdf.page.margins.bottom) {
    pdf.addPage();
    y = pdf.page.margins.top;
  }
  const t = doc.totals;
  const totals: Array<[string, string]> = [
    ['Subtotal', pdfAmount(t.subtotalPaise)],
    ...(t.discountPaise > 0
      ? ([['Discount', `-${pdfAmount(t.discountPaise)}`]] as Array<[string, string]>)
      : []),
    ['Taxable value', pdfAmount(t.taxablePaise)],
    ...(intra
      ? ([
          ['CGST', pdfAmount(t.cgstPaise)],
          ['SGST', pdfAmount(t.sgstPaise)],
        ] as Array<[string, string]>)
      : ([['IGST', pdfAmount(t.igstPaise)]] as Array<[string, string]>)),
    ['Shipping', pdfAmount(t.shippingPaise)],
  ];
  const totalsX = left + width - 220;
  const wordsTop = y;
  for (const [label, value] of totals) {
    pdf.font('Helvetica').fontSize(9).text(label, totalsX, y, { width: 110 });
    pdf.text(value, totalsX + 110, y, { width: 110, align: 'right' });
    y += 13;
  }
  pdf
    .moveTo(totalsX, y)
    .lineTo(left + width, y)
    .lineWidth(1)
    .stroke('#111111');
  y += 5;
  pdf.font('Helvetica-Bold').fontSize(11).text('Total (Rs.)', totalsX, y, { width: 110 });
  pdf.text(pdfAmount(t.totalPaise), totalsX + 110, y, { width: 110, align: 'right' });
  y += 18;

  pdf
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor('#555555')
    .text('AMOUNT IN WORDS', left, wordsTop);
  pdf
    .fillColor('#000000')
    .font('Helvetica')
    .fontSize(9)
    .text(text(doc.amountInWords), { width: width - 240 })
    .moveDown(0.5)
    .fontSize(8)
    .text(text(`Payment: ${doc.paymentMethod.toUpperCase()}`));
  y = Math.max(y, pdf.y) + 30;

  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(text(`For ${s.legalName}`), left, y, { width, align: 'right' });
  y += 36;
  pdf.text('Authorised signatory', left, y, { width, align: 'right' });
  pdf.fontSize(8).fillColor('#555555').text('This is a computer-generated invoice.', left, y);
  pdf.end();
  return done;
}
