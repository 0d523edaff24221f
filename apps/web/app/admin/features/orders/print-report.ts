import { formatIndiaTime } from '@propwash/domain/india-time';
import type { AdminOrderRow } from '@propwash/domain/orders/admin-schemas';
import { formatRupees } from '#app/lib/money.ts';
import { countOf } from '#app/admin/ui/plural.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Opened on the click itself, so pop-up blockers let it through; filled once the rows arrive. */
export function openReportWindow(): Window | null {
  const w = window.open('', '_blank');
  w?.document.write('<p style="font-family:sans-serif">Preparing the report…</p>');
  return w;
}

/** A printable report of the filtered orders (the Print export, saved as PDF by the browser). */
export function writeReport(
  w: Window,
  report: { rows: AdminOrderRow[]; total: number; filters: string },
) {
  const total = report.rows.reduce((s, r) => s + r.total, 0);
  const body = report.rows
    .map(
      (r) => `<tr>
<td>${escapeHtml(r.orderNumber)}</td>
<td>${escapeHtml(r.customer.name)}<br><small>${escapeHtml(r.customer.email)}</small></td>
<td>${r.items.map((i) => `${i.quantity} × ${escapeHtml(i.name)}`).join('<br>')}${r.moreItems ? `<br><small>+${r.moreItems} more</small>` : ''}</td>
<td>${escapeHtml(formatIndiaTime(r.createdAt))}</td>
<td class="num">${escapeHtml(formatRupees(r.total))}</td>
<td>${escapeHtml(r.status.toUpperCase())}</td>
</tr>`,
    )
    .join('');
  const shown =
    report.rows.length < report.total
      ? `${report.rows.length} of ${countOf(report.total, 'order')} (the first ${report.rows.length})`
      : countOf(report.total, 'order');
  w.document.open();
  w.document.write(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Orders report</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;color:#0f172a}
h1{font-size:20px;margin:0 0 4px}p{margin:0 0 16px;color:#475569;font-size:13px}
table{width:100%;border-collapse:collapse;font-size:12px}
th,td{border-bottom:1px solid #e2e8f0;padding:6px 8px;text-align:left;vertical-align:top}
th{background:#f1f5f9}td.num{text-align:right;white-space:nowrap}small{color:#64748b}
tfoot td{font-weight:600}
@media print{body{margin:0}}
</style></head><body>
<h1>Propwash orders report</h1>
<p>${escapeHtml(shown)} · ${escapeHtml(report.filters || 'All orders')} · printed ${escapeHtml(formatIndiaTime(Date.now()))}</p>
<table><thead><tr><th>Order ID</th><th>Customer</th><th>Products</th><th>Date</th><th>Total</th><th>Status</th></tr></thead>
<tbody>${body}</tbody>
<tfoot><tr><td colspan="4">Total of the orders listed</td><td class="num">${escapeHtml(formatRupees(total))}</td><td></td></tr></tfoot>
</table></body></html>`);
  w.document.close();
  w.focus();
  w.print();
}
