import { createHash } from 'node:crypto';
import { formatPaise, type Paise } from '@propwash/domain/money';
import { gstBpToPercent } from '@propwash/domain/pricing/gst';
import escapeHtml from 'escape-html';
import type {
  InvoiceDocument,
  InvoiceDroneUnit,
  InvoiceLine,
  InvoiceParty,
} from './invoices.document.ts';

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

/** 1800 → '18%', 250 → '2.5%'. */
export const gstRate = (bp: number) => `${Number(gstBpToPercent(bp).toFixed(2))}%`;
const money = (paise: Paise) => escapeHtml(formatPaise(paise));
/** A figure that may be either side of zero: '−₹0.10', '+₹0.40'. */
const signedMoney = (paise: Paise) => `${paise < 0 ? '−' : '+'}${money(Math.abs(paise))}`;

/** 2026-04-15 → 15-04-2026, as Indian invoices print dates. */
export function displayDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}-${m}-${y}`;
}

function partyHtml(title: string, p: InvoiceParty, extra: string[]): string {
  const state = p.stateCode ? `${p.state} (code ${p.stateCode})` : p.state;
  return `<section class="party"><h2>${escapeHtml(title)}</h2>
<p><strong>${escapeHtml(p.name)}</strong><br>${escapeHtml(p.address)}${p.landmark ? `<br>Landmark: ${escapeHtml(p.landmark)}` : ''}<br>${escapeHtml(p.city)} ${escapeHtml(p.pincode)}<br>${escapeHtml(state)}${extra.map((e) => `<br>${e}`).join('')}</p></section>`;
}

/**
 * 'Serial numbers: aircraft X, flight controller Y, remote Z' under a drone line, one per unit,
 * with the unit's number when the line has several (the HTML and the PDF; docs/decisions/drones.md).
 */
export function serialText(u: InvoiceDroneUnit, ofLine: InvoiceLine): string {
  const unit = ofLine.quantity > 1 ? ` (unit ${u.unit})` : '';
  return `Serial numbers${unit}: aircraft ${u.aircraft}, flight controller ${u.flightController}, remote ${u.remote}`;
}

/** A table cell that names its column, so a phone can show each line as a labelled card. */
const cell = (label: string, html: string, num = true) =>
  `<td${num ? ' class="num"' : ''} data-label="${label}"><span>${html}</span></td>`;

function lineRow(l: InvoiceLine, intra: boolean): string {
  const half = gstRate(l.gstRateBp / 2);
  const taxCells = intra
    ? cell('CGST', `${money(l.cgstPaise)}<small>${half}</small>`) +
      cell('SGST', `${money(l.sgstPaise)}<small>${half}</small>`)
    : cell('IGST', `${money(l.igstPaise)}<small>${gstRate(l.gstRateBp)}</small>`);
  const item = `${escapeHtml(l.description)}${l.sku ? `<small>SKU ${escapeHtml(l.sku)}</small>` : ''}`;
  return `<tr><td class="pos">${l.position}</td>${cell('Item', item, false)}${cell('HSN/SAC', escapeHtml(l.hsnCode), false)}${cell('Qty', String(l.quantity))}${cell('Unit price', money(l.unitPricePaise))}${cell('Discount', money(l.discountPaise))}${cell('Taxable value', money(l.taxablePaise))}${cell('GST rate', gstRate(l.gstRateBp))}${taxCells}${cell('Amount', money(l.totalPaise))}</tr>${serialsRow(l, intra)}`;
}

/** A drone line's serial numbers, one unit a line, across the row under it (docs/decisions/drones.md). */
function serialsRow(l: InvoiceLine, intra: boolean): string {
  const units = l.droneUnits ?? [];
  if (units.length === 0) return '';
  const serials = units
    .map((u) => `<small class="serial">${escapeHtml(serialText(u, l))}</small>`)
    .join('');
  return `<tr class="serials"><td class="pos"></td><td colspan="${intra ? 10 : 9}">${serials}</td></tr>`;
}

const rowsHtml = (rows: Array<[string, string]>) =>
  rows.map(([label, value]) => `<tr><th>${label}</th><td class="num">${value}</td></tr>`).join('');

/**
 * Under the total of a part-paid cash-on-delivery order: the advance received online and the
 * balance the courier collects (docs/decisions/part-paid-cod.md); nothing otherwise.
 */
function advanceRows(advance: InvoiceDocument['totals']['advance']): string {
  if (!advance) return '';
  return rowsHtml(advanceLines(advance).map(([label, paise]) => [label, money(paise)]));
}

/** 'Advance received' and the balance's words (the HTML and the PDF). */
export function advanceLines(
  advance: NonNullable<InvoiceDocument['totals']['advance']>,
): Array<[string, Paise]> {
  return [
    ['Advance received', advance.receivedPaise],
    [
      advance.balanceCollected ? 'Balance received on delivery' : 'Balance payable on delivery',
      advance.balancePaise,
    ],
  ];
}

/** The mark on an invoice whose order was cancelled: the invoice stands, a credit note cancels it. */
function cancelledMark(doc: InvoiceDocument): string {
  const by = doc.creditNote ? undefined : doc.cancelledBy;
  if (!by) return '';
  return `<p class="cancelled" role="note">${escapeHtml(cancelledText(by))}</p>\n`;
}

/** 'Cancelled — credit note CN/26-27/000003 issued on 06-12-2026' (the HTML and the PDF). */
export function cancelledText(by: NonNullable<InvoiceDocument['cancelledBy']>): string {
  return `Cancelled — credit note ${by.creditNoteNumber} issued on ${displayDate(by.date)}`;
}

export function renderInvoiceHtml(doc: InvoiceDocument): string {
  const intra = doc.isIntraState;
  const t = doc.totals;
  const taxHead = intra
    ? '<th class="num">CGST</th><th class="num">SGST</th>'
    : '<th class="num">IGST</th>';
  const gstRows: Array<[string, string]> = intra
    ? [
        ['CGST', money(t.cgstPaise)],
        ['SGST', money(t.sgstPaise)],
      ]
    : [['IGST', money(t.igstPaise)]];
  // Tax-inclusive orders: the amounts already contain the GST, shown apart below the total.
  // Older orders: GST was added to the total, so it sits among the amounts that make it up.
  const totalRows = rowsHtml([
    ['Subtotal', money(t.subtotalPaise)],
    ...(t.discountPaise > 0
      ? [['Discount', `−${money(t.discountPaise)}`] as [string, string]]
      : []),
    // The saving for paying online, recorded apart; the lines' discounts already hold it.
    ...(t.prepaidSavingPaise > 0
      ? [['Prepaid saving', `−${money(t.prepaidSavingPaise)}`] as [string, string]]
      : []),
    ['Shipping', t.shippingPaise > 0 ? money(t.shippingPaise) : 'Free'],
    ...(t.codFeePaise > 0
      ? [['Cash on delivery fee', money(t.codFeePaise)] as [string, string]]
      : []),
    ...(doc.pricesIncludeTax ? [] : gstRows),
    // Rounding the amount payable to the rupee (docs/decisions/round-off-to-the-rupee.md).
    ...(t.roundOffPaise !== 0
      ? [['Round off', signedMoney(t.roundOffPaise)] as [string, string]]
      : []),
  ]);
  const taxRows = rowsHtml([
    ['Taxable value', money(t.taxablePaise)],
    ...gstRows,
    [doc.pricesIncludeTax ? 'Total GST (included)' : 'Total GST', money(t.taxPaise)],
  ]);
  const s = doc.seller;
  const cn = doc.creditNote;
  const title = cn ? 'Credit Note' : 'Tax Invoice';
  const noteRows = cn
    ? `<div><dt>Credit note No.</dt><dd>${escapeHtml(cn.number)}</dd></div>
<div><dt>Credit note date</dt><dd>${escapeHtml(displayDate(cn.date))}</dd></div>
<div><dt>Against invoice</dt><dd>${escapeHtml(doc.invoiceNumber)}</dd></div>`
    : `<div><dt>Invoice No.</dt><dd>${escapeHtml(doc.invoiceNumber)}</dd></div>`;

  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} ${escapeHtml(cn ? cn.number : doc.invoiceNumber)}</title>
<style>
*{box-sizing:border-box}
body{margin:0;padding:24px;background:#f3f4f6;color:#111827;font:13px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:900px;margin:0 auto;background:#fff;padding:32px;border:1px solid #e5e7eb}
header{display:flex;justify-content:space-between;gap:24px;border-bottom:2px solid #111827;padding-bottom:16px}
h1{margin:0 0 4px;font-size:22px;letter-spacing:.04em}
h2{margin:0 0 6px;font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#4b5563}
p{margin:0;overflow-wrap:anywhere}
.meta{text-align:right;margin:0}
.meta dt{color:#4b5563;display:inline}
.meta dd{display:inline;margin:0 0 0 4px;font-weight:600}
.meta div{margin-bottom:2px}
.parties{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;margin:20px 0}
.parties.two{grid-template-columns:repeat(2,1fr)}
.lines tr:has(+ tr.serials) td{border-bottom-color:#eef0f3}
.lines tr.serials td{border-top:0;padding-top:2px}
.serial{color:#374151;font-size:11px}
table{width:100%;border-collapse:collapse}
.lines th,.lines td{border:1px solid #d1d5db;padding:6px;vertical-align:top}
.lines th{background:#f3f4f6;font-size:11px;text-align:left}
.num,.lines .num{text-align:right;white-space:nowrap}
small{display:block;color:#6b7280;font-size:10px}
.note{margin-top:6px;color:#4b5563;font-size:11px}
.summary{display:flex;justify-content:space-between;gap:24px;margin-top:16px}
.figures{display:flex;flex-direction:column;gap:12px;min-width:280px}
.totals th{text-align:left;font-weight:400;padding:3px 12px 3px 0;color:#374151}
.totals td{padding:3px 0}
.totals .grand th,.totals .grand td{border-top:2px solid #111827;font-weight:700;font-size:15px;padding-top:6px}
.tax{background:#f9fafb;border:1px solid #e5e7eb}
.tax th,.tax td{padding:3px 8px;font-size:12px}
.tax th{text-align:left;font-weight:400;color:#374151}
.words{max-width:420px}
footer{margin-top:28px;display:flex;justify-content:space-between;align-items:flex-end;gap:16px;color:#4b5563;font-size:11px}
.sign{text-align:right}
.sign p{margin-top:36px;border-top:1px solid #9ca3af;padding-top:4px}
.actions{max-width:900px;margin:0 auto 12px;text-align:right}
.cancelled{margin:0 0 16px;padding:10px 14px;border:2px solid #b91c1c;border-radius:6px;color:#b91c1c;font-weight:700;font-size:15px;letter-spacing:.02em}
@media print{.cancelled{-webkit-print-color-adjust:exact;print-color-adjust:exact}}
button[hidden]{display:none}
button{font:inherit;padding:8px 16px;border:1px solid #111827;background:#111827;color:#fff;border-radius:6px;cursor:pointer}
@page{size:A4;margin:12mm}
@media print{body{background:#fff;padding:0}main{border:0;padding:0;max-width:none}.actions{display:none}.lines th{background:#eee;-webkit-print-color-adjust:exact;print-color-adjust:exact}tr{break-inside:avoid}}
@media screen and (max-width:640px){
body{padding:0}
main{padding:16px;border:0}
.actions{padding:8px 16px 0;margin:0}
.parties{grid-template-columns:1fr}
header,.summary,footer{flex-direction:column;align-items:stretch}
.meta,.sign{text-align:left}
.figures{min-width:0}
.lines thead{display:none}
.lines,.lines tbody,.lines tr,.lines td{display:block;width:100%}
.lines tr{border:1px solid #d1d5db;border-radius:6px;margin-bottom:10px;padding:6px 10px}
.lines td{border:0;padding:2px 0;display:flex;justify-content:space-between;gap:12px;text-align:right}
.lines td::before{content:attr(data-label);color:#4b5563;text-align:left;font-weight:400}
.lines td small{display:inline;margin-left:4px}
.lines td.pos{display:none}
.lines td[data-label="Item"]{display:block;text-align:left;font-weight:600;border-bottom:1px solid #e5e7eb;padding-bottom:4px;margin-bottom:4px}
.lines td[data-label="Item"]::before{content:none}
.lines td[data-label="Item"] small{display:block;margin:0;font-weight:400}
.lines tr:has(+ tr.serials){margin-bottom:0;border-bottom:0;border-radius:6px 6px 0 0}
.lines tr.serials{border-top:1px dashed #d1d5db;border-radius:0 0 6px 6px;padding-top:4px}
.lines tr.serials td{display:block;text-align:left}
.lines tr.serials td.pos{display:none}
.lines tr.serials small{display:block;margin:0 0 2px}
}
</style>
</head>
<body>
<div class="actions"><button type="button" id="print" hidden>Print</button></div>
<main>
${cancelledMark(doc)}<header>
<div>
<h1>${title.toUpperCase()}</h1>${cn ? `<p>Reason: ${escapeHtml(cn.reason)}</p>` : ''}
<p><strong>${escapeHtml(s.legalName)}</strong> (${escapeHtml(s.name)})<br>${escapeHtml(s.address)}, ${escapeHtml(s.city)} ${escapeHtml(s.pincode)}, ${escapeHtml(s.state)}<br>GSTIN: <strong>${escapeHtml(s.gstin)}</strong><br>${escapeHtml(s.email)} · ${escapeHtml(s.phone)}</p>
</div>
<dl class="meta">
${noteRows}
<div><dt>Invoice date</dt><dd>${escapeHtml(displayDate(doc.invoiceDate))}</dd></div>
<div><dt>Order No.</dt><dd>${escapeHtml(doc.orderNumber)}</dd></div>
<div><dt>Order date</dt><dd>${escapeHtml(displayDate(doc.orderDate))}</dd></div>
<div><dt>Place of supply</dt><dd>${escapeHtml(doc.placeOfSupply.state)}${doc.placeOfSupply.stateCode ? ` (${escapeHtml(doc.placeOfSupply.stateCode)})` : ''}</dd></div>
<div><dt>Reverse charge</dt><dd>No</dd></div>
</dl>
</header>
<div class="parties${doc.shipTo ? '' : ' two'}">
${partyHtml('Sold by', { ...s, name: s.legalName }, [`GSTIN: ${escapeHtml(s.gstin)}`])}
${partyHtml('Bill to', doc.buyer, [
  ...(doc.buyer.gstin ? [`GSTIN: <strong>${escapeHtml(doc.buyer.gstin)}</strong>`] : []),
  escapeHtml(doc.buyer.email),
  escapeHtml(doc.buyer.phone),
])}
${doc.shipTo ? partyHtml('Ship to', doc.shipTo, []) : ''}
</div>
<table class="lines">
<thead><tr><th>#</th><th>Item</th><th>HSN/SAC</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Discount</th><th class="num">Taxable value</th><th class="num">GST</th>${taxHead}<th class="num">Amount</th></tr></thead>
<tbody>
${doc.lines.map((l) => lineRow(l, intra)).join('\n')}
</tbody>
</table>
<p class="note">${doc.pricesIncludeTax ? 'Prices and shipping are inclusive of GST; the GST each line contains is shown against it.' : 'GST was added to the prices shown.'}</p>
<div class="summary">
<div class="words"><h2>Amount in words</h2><p>${escapeHtml(doc.amountInWords)}</p><p><small>Payment: ${escapeHtml(doc.paymentMethod.toUpperCase())}</small></p></div>
<div class="figures">
<table class="totals"><tbody>${totalRows}<tr class="grand"><th>Total</th><td class="num">${money(t.totalPaise)}</td></tr>${advanceRows(t.advance)}</tbody></table>
<table class="tax" aria-label="GST summary"><tbody>${taxRows}</tbody></table>
</div>
</div>
<footer>
<p>This is a computer-generated ${cn ? 'credit note' : 'invoice'}.</p>
<div class="sign">For ${escapeHtml(s.legalName)}<p>Authorised signatory</p></div>
</footer>
</main>
<script>${PRINT_SCRIPT}</script>
</body>
</html>
`;
}
