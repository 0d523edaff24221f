import type { Order } from '@propwash/domain/orders/schemas';
import { formatRupees, formatSignedRupees } from '#app/lib/money.ts';
import { addedGstRows, isTaxIncluded, TaxIncludedNote } from '#app/ui/orders/gst-note.tsx';
import { OrderRow } from '#app/storefront/features/orders/order-row.tsx';

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
        <OrderRow isAmount label="Subtotal">
          {formatRupees(summary.subtotal)}
        </OrderRow>
        {summary.discount > 0 && (
          <OrderRow
            isAmount
            label={order.couponCode ? `Discount (${order.couponCode})` : 'Discount'}
          >
            <span className="text-success-700">−{formatRupees(summary.discount)}</span>
          </OrderRow>
        )}
        <OrderRow
          isAmount
          label={`Shipping (${order.shipping.method === 'express' ? 'express' : 'standard'})`}
        >
          {summary.shipping > 0 ? formatRupees(summary.shipping) : 'Free'}
        </OrderRow>
        {summary.prepaidSaving > 0 && (
          <OrderRow isAmount label="Prepaid saving">
            <span className="text-success-700">−{formatRupees(summary.prepaidSaving)}</span>
          </OrderRow>
        )}
        {summary.codFee > 0 && (
          <OrderRow isAmount label="COD fee">
            {formatRupees(summary.codFee)}
          </OrderRow>
        )}
        {!isIncluded &&
          addedGstRows(summary).map(([label, amount]) => (
            <OrderRow isAmount key={label} label={label}>
              {formatRupees(amount)}
            </OrderRow>
          ))}
        {summary.roundOff !== 0 && (
          <OrderRow isAmount label="Round off">
            {formatSignedRupees(summary.roundOff)}
          </OrderRow>
        )}
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
