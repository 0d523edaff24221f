import { createHash } from 'node:crypto';
import { formatPaise } from '@propwash/domain/money';
import escapeHtml from 'escape-html';
import {
  advanceFacts,
  receiptFacts,
  RECEIPT_TAX_NOTE,
  type ReceiptDocument,
} from './receipts.document.ts';

// As on the invoice page: the print button shows only where this script may run.
const PRINT_SCRIPT =
  "var b=document.getElementById('print');b.hidden=false;b.addEventListener('click',function(){window.print()});";

/** Nothing but inline styles and the one print script (by hash), like the invoice page's. */
export const receiptContentSecurityPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${createHash('sha256').update(PRINT_SCRIPT).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const e = (value: string) => escapeHtml(value);

/** 'Card', 'UPI', 'Net banking' as the receipt names how it was paid. */
export function paymentLabel(method: string): string {
  const names: Record<string, string> = {
    card: 'Card',
    upi: 'UPI',
    netbanking: 'Net banking',
    wallet: 'Wallet',
    emi: 'EMI',
    cod: 'Cash on delivery',
  };
  return names[method] ?? method;
}

/** The receipt voucher as a self-contained, printable page (inline CSS). */
export function renderReceiptHtml(doc: ReceiptDocument): string {
  const s = doc.seller;
  const b = doc.buyer;
  const state = (p: { state: string; stateCode: string }) =>
    p.stateCode ? `${e(p.state)} (code ${e(p.stateCode)})` : e(p.state);
  const meta = receiptFacts(doc);
  const paid: Array<[string, string]> = [
    ['Paid by', paymentLabel(doc.paymentMethod)],
    ...(doc.transactionId ? [['Transaction ID', doc.transactionId] as [string, string]] : []),
    ...advanceFacts(doc),
  ];
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt voucher ${e(doc.receiptNumber)}</title>
<style>
*{box-sizing:border-box}
body{margin:0;padding:24px;background:#f3f4f6;color:#111827;font:13px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:760px;margin:0 auto;background:#fff;padding:32px;border:1px solid #e5e7eb}
header{display:flex;justify-content:space-between;gap:24px;border-bottom:2px solid #111827;padding-bottom:16px}
h1{margin:0 0 4px;font-size:22px;letter-spacing:.04em;text-transform:uppercase}
h2{margin:0 0 6px;font-size:12px;text-transform:uppercase;letter-spacing:.06em;color:#4b5563}
p{margin:0;overflow-wrap:anywhere}
dl{margin:0}
.meta{text-align:right;flex-shrink:0}
header>div{min-width:0}
.meta dt,.paid dt{color:#4b5563;display:inline}
.meta dd,.paid dd{display:inline;margin:0 0 0 4px;font-weight:600;overflow-wrap:anywhere}
.meta dd{white-space:nowrap}
.meta div,.paid div{margin-bottom:2px}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin:20px 0}
.goods{width:100%;border-collapse:collapse;margin-bottom:16px}
.goods th,.goods td{border:1px solid #d1d5db;padding:6px;text-align:left;vertical-align:top}
.goods th{background:#f3f4f6;font-size:11px}
.goods .num{text-align:right;white-space:nowrap}
.amount{display:flex;justify-content:space-between;align-items:flex-start;gap:24px;padding:16px;border:2px solid #111827;border-radius:6px}
.amount .figure{font-size:22px;font-weight:700;white-space:nowrap}
.note{margin-top:16px;padding:10px 14px;background:#f9fafb;border:1px solid #e5e7eb;border-radius:6px;color:#374151}
footer{margin-top:28px;display:flex;justify-content:space-between;align-items:flex-end;gap:16px;color:#4b5563;font-size:11px}
.sign{text-align:right}
.sign p{margin-top:36px;border-top:1px solid #9ca3af;padding-top:4px}
.actions{max-width:760px;margin:0 auto 12px;text-align:right}
button[hidden]{display:none}
button{font:inherit;padding:8px 16px;border:1px solid #111827;background:#111827;color:#fff;border-radius:6px;cursor:pointer}
@page{size:A4;margin:12mm}
@media print{body{background:#fff;padding:0}main{border:0;padding:0;max-width:none}.actions{display:none}}
@media screen and (max-width:640px){
body{padding:0}
main{padding:16px;border:0}
.actions{padding:8px 16px 0;margin:0}
.parties{grid-template-columns:1fr}
header,.amount,footer{flex-direction:column;align-items:stretch}
.amount{gap:8px}
.meta,.sign{text-align:left}
.amount .figure{white-space:normal}
}
</style>
</head>
<body>
<div class="actions"><button type="button" id="print" hidden>Print</button></div>
<main>
<header>
<div>
<h1>Receipt voucher</h1>
<p><strong>${e(s.legalName)}</strong> (${e(s.name)})<br>${e(s.address)}, ${e(s.city)} ${e(s.pincode)}, ${state(s)}<br>GSTIN: <strong>${e(s.gstin)}</strong><br>${e(s.email)} · ${e(s.phone)}</p>
</div>
<dl class="meta">
${meta.map(([k, v]) => `<div><dt>${k}</dt><dd>${e(v)}</dd></div>`).join('\n')}
</dl>
</header>
<div class="parties">
<section><h2>Received from</h2>
<p><strong>${e(b.legalName ?? b.name)}</strong>${b.legalName ? `<br>${e(b.name)}` : ''}<br>${e(b.address)}${b.landmark ? `<br>Landmark: ${e(b.landmark)}` : ''}<br>${e(b.city)} ${e(b.pincode)}<br>${state(b)}${b.gstin ? `<br>GSTIN: <strong>${e(b.gstin)}</strong>` : ''}<br>${e(b.email)}<br>${e(b.phone)}</p></section>
<section><h2>Payment</h2>
<dl class="paid">
${paid.map(([k, v]) => `<div><dt>${k}</dt><dd>${e(v)}</dd></div>`).join('\n')}
</dl></section>
</div>
<table class="goods">
<thead><tr><th>Advance received for the goods of order ${e(doc.orderNumber)}</th><th class="num">Qty</th></tr></thead>
<tbody>
${doc.goods.map((g) => `<tr><td>${e(g.description)}</td><td class="num">${g.quantity}</td></tr>`).join('\n')}
</tbody>
</table>
<div class="amount">
<div><h2>Amount received</h2><p>${e(doc.amountInWords)}</p></div>
<p class="figure">${e(formatPaise(doc.amountPaise))}</p>
</div>
<p class="note">${e(RECEIPT_TAX_NOTE)}</p>
<footer>
<p>This is a computer-generated receipt voucher.</p>
<div class="sign">For ${e(s.legalName)}<p>Authorised signatory</p></div>
</footer>
</main>
<script>${PRINT_SCRIPT}</script>
</body>
</html>
`;
}
