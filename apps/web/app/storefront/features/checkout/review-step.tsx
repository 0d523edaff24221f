import type { CheckoutQuote } from '@propwash/domain/orders/schemas';
import type { PaymentMethodType } from '@propwash/domain/orders/status';
import type { ShippingMethod } from '@propwash/domain/shipping/shipping';
import { TriangleAlert } from '#app/ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees, formatSignedRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import type { ShippingForm } from '#app/storefront/features/checkout/checkout-rules.ts';
import { addedGstRows, isTaxIncluded } from '#app/ui/orders/gst-note.tsx';
import { SummaryRow } from '#app/ui/summary-row.tsx';
import { LineName } from '#app/ui/cart/line-name.tsx';
import { AdvanceRows, advanceOf } from '#app/storefront/features/checkout/order-summary.tsx';

function Block({
  title,
  onEdit,
  children,
}: {
  title: string;
  onEdit: () => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <button
          type="button"
          onClick={onEdit}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Change<span className="sr-only"> {title.toLowerCase()}</span>
        </button>
      </div>
      <div className="mt-1.5 text-slate-600">{children}</div>
    </section>
  );
}

/** Step 3: what will be ordered, where it goes and how it is paid; Place order sits below. */
export function ReviewStep({
  quote,
  shipping,
  shippingMethod,
  paymentName,
  emiMonths,
  paymentMethod,
  coupon,
  business,
  whatsapp,
  acknowledgement,
  onEditShipping,
  onEditPayment,
}: {
  quote: CheckoutQuote | null;
  shipping: ShippingForm;
  shippingMethod: ShippingMethod;
  paymentName: string;
  paymentMethod: PaymentMethodType | null;
  emiMonths: number | null;
  coupon: ReactNode;
  /** "Buying for a business? Add GSTIN" (business-box.tsx). */
  business: ReactNode;
  /** "Send order updates on WhatsApp to +91 …" (whatsapp-updates-box.tsx). */
  whatsapp: ReactNode;
  /** The drone rules to acknowledge, when the quote asks (drone-acknowledgement.tsx). */
  acknowledgement: ReactNode;
  onEditShipping: () => void;
  onEditPayment: () => void;
}) {
  const plan = quote?.emiPlans.find((p) => p.months === emiMonths);
  return (
    <div className="space-y-5">
      {quote && quote.problems.length > 0 && (
        <div
          role="alert"
          className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700 ring-1 ring-danger-600/20"
        >
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 shrink-0" aria-hidden /> Some items need your attention
          </p>
          <ul className="mt-1.5 list-disc space-y-0.5 pl-9">
            {quote.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <Link
            to={paths.cart()}
            className="mt-2 ml-6 inline-block font-semibold underline hover:no-underline"
          >
            Update your cart
          </Link>
        </div>
      )}

      <section aria-labelledby="review-items">
        <h3 id="review-items" className="text-sm font-semibold text-slate-800">
          Items
        </h3>
        <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {(quote?.items ?? []).map((item) => (
            <li
              key={`${item.productId}:${item.variantId ?? ''}`}
              className="flex items-center gap-3 p-3"
            >
              <span className="size-14 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-100">
                {item.image && (
                  <img src={item.image} alt="" className="size-full object-cover" loading="lazy" />
                )}
              </span>
              <span className="min-w-0 flex-1">
                <Link
                  to={paths.product(item.productId, item.variantId)}
                  className="text-sm font-semibold text-slate-900 hover:text-brand-700"
                >
                  <LineName line={item} className="line-clamp-2" />
                </Link>
                {/* On a phone the line's amount moves under the name, so the name keeps its width. */}
                <span className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-xs text-slate-600">
                    Qty {item.quantity} × {formatRupees(item.price)}
                    {quote && !isTaxIncluded(quote) && <> · GST {item.gstRate}%</>}
                  </span>
                  <span className="ml-auto text-sm font-bold text-brand-950 tabular-nums sm:hidden">
                    {formatRupees(item.lineSubtotal)}
                  </span>
                </span>
              </span>
              <span className="hidden text-sm font-bold text-brand-950 tabular-nums sm:block">
                {formatRupees(item.lineSubtotal)}
              </span>
            </li>
          ))}
        </ul>
      </section>

      {quote && <PriceDetails quote={quote} paymentMethod={paymentMethod} />}

      {coupon}

      {business}

      <div className="grid gap-3 sm:grid-cols-2">
        <Block title="Delivery address" onEdit={onEditShipping}>
          <p className="font-medium text-slate-900">{shipping.name}</p>
          <p>{shipping.address}</p>
          {shipping.landmark && <p>Landmark: {shipping.landmark}</p>}
          <p>
            {shipping.city}, {shipping.state} {shipping.pincode}
          </p>
          <p>
            {shipping.phone} · {shipping.email}
          </p>
          <p className="mt-1 text-slate-900">
            {shippingMethod === 'express' ? 'Express delivery' : 'Standard delivery'}
          </p>
        </Block>
        <Block title="Payment" onEdit={onEditPayment}>
          <p className="font-medium text-slate-900">{paymentName}</p>
          {paymentMethod === 'emi' && plan && (
            <p>
              {plan.months} months × {formatRupees(plan.monthly)}
            </p>
          )}
          {paymentMethod === 'cod' && advanceOf(quote, paymentMethod) ? (
            <p>You pay the advance securely after placing the order, the rest on delivery.</p>
          ) : paymentMethod === 'cod' ? (
            <p>Pay when your parcel arrives.</p>
          ) : (
            <p>You pay securely after placing the order.</p>
          )}
        </Block>
      </div>

      {whatsapp}

      {acknowledgement}
    </div>
  );
}

/** The money of the order about to be placed, line by line, as the invoice will show it. */
function PriceDetails({
  quote,
  paymentMethod,
}: {
  quote: CheckoutQuote;
  paymentMethod: PaymentMethodType | null;
}) {
  const advance = advanceOf(quote, paymentMethod);
  const itemCount = quote.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <section aria-labelledby="review-price" className="rounded-lg border border-slate-200 p-3">
      <h3 id="review-price" className="text-sm font-semibold text-slate-800">
        Price details
      </h3>
      <dl className="mt-2 space-y-1.5 text-sm">
        <SummaryRow label={`Subtotal (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`}>
          {formatRupees(quote.subtotal)}
        </SummaryRow>
        {quote.discount > 0 && (
          <SummaryRow
            label={quote.couponCode ? `Discount (${quote.couponCode})` : 'Discount'}
            tone="font-semibold text-success-700 tabular-nums"
          >
            −{formatRupees(quote.discount)}
          </SummaryRow>
        )}
        {quote.prepaidSaving > 0 && (
          <SummaryRow label="Prepaid saving" tone="font-semibold text-success-700 tabular-nums">
            −{formatRupees(quote.prepaidSaving)}
          </SummaryRow>
        )}
        <SummaryRow
          label="Shipping"
          tone={quote.shipping === 0 ? 'font-semibold text-success-700' : undefined}
        >
          {quote.shipping === 0 ? 'FREE' : formatRupees(quote.shipping)}
        </SummaryRow>
        {quote.codFee > 0 && <SummaryRow label="COD fee">{formatRupees(quote.codFee)}</SummaryRow>}
        {isTaxIncluded(quote) ? (
          <SummaryRow label="GST included">{formatRupees(quote.tax)}</SummaryRow>
        ) : (
          addedGstRows(quote).map(([label, amount]) => (
            <SummaryRow key={label} label={label}>
              {formatRupees(amount)}
            </SummaryRow>
          ))
        )}
        {quote.roundOff !== 0 && (
          <SummaryRow label="Round off">{formatSignedRupees(quote.roundOff)}</SummaryRow>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2 text-base">
          <dt className="font-bold text-slate-900">Total to pay</dt>
          <dd className="text-lg font-extrabold text-brand-950 tabular-nums">
            {formatRupees(quote.total)}
          </dd>
        </div>
        {advance && <AdvanceRows advance={advance} />}
      </dl>
    </section>
  );
}
