import type { Order } from '@propwash/domain/orders/schemas';
import type { ReactNode } from 'react';
import { formatRupees } from '#app/lib/money.ts';
import {
  addedGstRows,
  isTaxIncluded,
  TaxIncludedNote,
} from '#app/storefront/features/orders/gst-note.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The order's money as it was charged. Orders placed since prices became GST-inclusive show the
 * GST contained in the total under it; older orders keep the GST rows that were added on top.
 */
export function OrderTotals({ order }: { order: Order }) {
  const { summary } = order;
  const isIncluded = isTaxIncluded(summary);
  return (
    <>
      <dl className="text-sm">
        <Row label="Subtotal">{formatRupees(summary.subtotal)}</Row>
        {summary.discount > 0 && (
          <Row label={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}>
            <span className="text-success-700">−{formatRupees(summary.discount)}</span>
          </Row>
        )}
        <Row label={`Shipping (${order.shipping.method === 'express' ? 'express' : 'standard'})`}>
          {summary.shipping > 0 ? formatRupees(summary.shipping) : 'Free'}
        </Row>
        {!isIncluded &&
          addedGstRows(summary).map(([label, amount]) => (
            <Row key={label} label={label}>
              {formatRupees(amount)}
            </Row>
          ))}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-bold text-slate-900">Total</dt>
          <dd className="text-lg font-extrabold text-brand-950 tabular-nums">
            {formatRupees(summary.total)}
          </dd>
        </div>
      </dl>
      {isIncluded && (
        <div className="mt-1.5 text-right">
          <TaxIncludedNote amounts={summary} />
        </div>
      )}
    </>
  );
}
