import type { CheckoutQuote, PaymentTotals } from '@propwash/domain/orders/schemas';
import type { PaymentMethodType } from '@propwash/domain/orders/status';
import { ChevronDown, LoaderCircle, ReceiptText, Tag } from '#app/ui/icons.tsx';
import { useId, useState } from 'react';
import { cx } from '#app/lib/cx.ts';
import { formatRupees, formatSignedRupees } from '#app/lib/money.ts';
import type { CartItem } from '#app/lib/cart/cart-lines.ts';
import { addedGstRows, isTaxIncluded, TaxIncludedNote } from '#app/ui/orders/gst-note.tsx';
import { LineName } from '#app/ui/cart/line-name.tsx';
import { SummaryRow } from '#app/ui/summary-row.tsx';
import { deliveryByDate } from '#app/storefront/features/checkout/checkout-rules.ts';
import { placeOfSupplyLabel } from '#app/storefront/features/checkout/business-rules.ts';

/** The advance and the rest of a cash-on-delivery order that asks one (else null). */
export function advanceOf(
  quote: CheckoutQuote | null,
  paymentMethod: PaymentMethodType | null,
): PaymentTotals | null {
  const cod = paymentMethod === 'cod' ? quote?.byPaymentMethod.cod : null;
  return cod && cod.advance > 0 ? cod : null;
}

/** "Pay now (advance)" and "On delivery" under the total (docs/decisions/part-paid-cod.md). */
export function AdvanceRows({ advance }: { advance: PaymentTotals }) {
  return (
    <>
      <SummaryRow label="Pay now (advance)" tone="font-semibold text-slate-900 tabular-nums">
        {formatRupees(advance.advance)}
      </SummaryRow>
      <SummaryRow label="On delivery">{formatRupees(advance.payOnDelivery)}</SummaryRow>
    </>
  );
}

/**
 * The order's numbers on every step: beside the form on a wide screen; on a phone a bar at the top
 * with the total that opens to the lines. Before the pincode gives a state only the cart's
 * subtotal is known; then the server's quote is shown exactly as it will be charged.
 */
export function OrderSummary({
  quote,
  cartItems,
  isLoading,
  error,
  paymentMethod,
  className,
}: {
  quote: CheckoutQuote | null;
  /** The way of paying chosen: cash on delivery may ask an advance. */
  paymentMethod: PaymentMethodType | null;
  cartItems: CartItem[];
  isLoading: boolean;
  error: string | null;
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const advance = advanceOf(quote, paymentMethod);
  const bodyId = useId();
  const lines = quote
    ? quote.items.map((i) => ({
        id: `${i.productId}:${i.variantId ?? ''}`,
        name: i.name,
        variantLabel: i.variantLabel,
        image: i.image,
        qty: i.quantity,
      }))
    : cartItems.map((i) => ({
        id: i.key,
        name: i.name,
        variantLabel: i.variantLabel,
        image: i.image,
        qty: i.quantity,
      }));
  const count = lines.reduce((sum, l) => sum + l.qty, 0);
  const subtotal = quote?.subtotal ?? cartItems.reduce((sum, i) => sum + i.lineTotal, 0);
  const itemsLabel = `${count} ${count === 1 ? 'item' : 'items'}`;
  const spinner = isLoading && (
    <LoaderCircle className="size-4 animate-spin text-slate-400" aria-label="Updating" />
  );

  return (
    <section
      aria-label="Order Summary"
      aria-busy={isLoading || undefined}
      className={cx(
        'rounded-card border border-slate-200 bg-white shadow-card lg:sticky lg:top-6 lg:p-5',
        className,
      )}
    >
      {/* Phone: one line with the total; the lines open on demand. */}
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={bodyId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left lg:hidden"
      >
        <span className="flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-brand-800">
          Order summary ({itemsLabel})
          <ChevronDown
            className={cx('size-4 transition-transform', isOpen && 'rotate-180')}
            aria-hidden
          />
        </span>
        <span className="flex items-center gap-2">
          {spinner}
          <span className="text-base font-extrabold text-brand-950 tabular-nums">
            {formatRupees(quote?.total ?? subtotal)}
          </span>
        </span>
      </button>
      <div className="hidden items-center justify-between gap-2 lg:flex">
        <h2 className="text-lg font-bold text-brand-950">Order Summary</h2>
        {spinner}
      </div>

      <div
        id={bodyId}
        className={cx(
          'border-t border-slate-200 px-4 pb-4 lg:block lg:border-0 lg:p-0',
          !isOpen && 'hidden',
        )}
      >
        {lines.length > 0 && (
          <ul className="mt-4 space-y-2.5">
            {lines.map((l) => (
              <li key={l.id} className="flex items-center gap-3 text-sm">
                <span className="relative size-11 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-100">
                  {l.image && (
                    <img src={l.image} alt="" className="size-full object-cover" loading="lazy" />
                  )}
                  <span className="absolute top-0 right-0 rounded-bl-md bg-slate-800 px-1 text-[0.65rem] font-bold text-white">
                    {l.qty}
                  </span>
                </span>
                <span className="min-w-0 flex-1 text-slate-700">
                  <LineName line={l} className="line-clamp-2" />
                </span>
              </li>
            ))}
          </ul>
        )}
        <dl className="mt-4 space-y-2.5 border-t border-slate-200 pt-4 text-sm">
          <SummaryRow label={`Subtotal (${itemsLabel})`}>{formatRupees(subtotal)}</SummaryRow>
          {quote && quote.discount > 0 && (
            <SummaryRow
              label={
                <span className="inline-flex items-center gap-1">
                  <Tag className="size-3.5" aria-hidden /> Discount
                  {quote.couponCode ? ` (${quote.couponCode})` : ''}
                </span>
              }
              tone="font-semibold text-success-700 tabular-nums"
            >
              −{formatRupees(quote.discount)}
            </SummaryRow>
          )}
          {quote && quote.prepaidSaving > 0 && (
            <SummaryRow label="Prepaid saving" tone="font-semibold text-success-700 tabular-nums">
              −{formatRupees(quote.prepaidSaving)}
            </SummaryRow>
          )}
          <SummaryRow
            label="Shipping"
            tone={quote?.shipping === 0 ? 'font-semibold text-success-700' : undefined}
          >
            {!quote ? (
              <span className="text-slate-500">Enter your pincode</span>
            ) : quote.shipping === 0 ? (
              'FREE'
            ) : (
              formatRupees(quote.shipping)
            )}
          </SummaryRow>
          {quote && quote.codFee > 0 && (
            <SummaryRow label="COD fee">{formatRupees(quote.codFee)}</SummaryRow>
          )}
          {quote &&
            !isTaxIncluded(quote) &&
            addedGstRows(quote).map(([label, amount]) => (
              <SummaryRow key={label} label={label}>
                {formatRupees(amount)}
              </SummaryRow>
            ))}
          {quote && quote.roundOff !== 0 && (
            <SummaryRow label="Round off">{formatSignedRupees(quote.roundOff)}</SummaryRow>
          )}
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
            <dt className="font-bold text-slate-900">Total</dt>
            <dd className="font-extrabold text-brand-950 tabular-nums">
              {quote ? formatRupees(quote.total) : '—'}
            </dd>
          </div>
          {advance && <AdvanceRows advance={advance} />}
        </dl>
        {quote && isTaxIncluded(quote) && (
          <div className="mt-2">
            <TaxIncludedNote amounts={quote} />
          </div>
        )}
        {quote?.buyer && (
          <div className="mt-3 rounded-md bg-slate-50 p-2.5 text-xs text-slate-700 ring-1 ring-slate-200">
            <p className="flex items-start gap-1.5">
              <ReceiptText className="mt-px size-3.5 shrink-0 text-brand-700" aria-hidden />
              <span className="min-w-0">
                GST invoice for <strong className="text-slate-900">{quote.buyer.legalName}</strong>,
                GSTIN <span className="font-mono tracking-wide">{quote.buyer.gstin}</span>
              </span>
            </p>
            <p className="mt-1 pl-5">Place of supply: {placeOfSupplyLabel(quote.placeOfSupply)}</p>
          </div>
        )}
        {quote && (
          <p className="mt-3 text-xs text-slate-500">
            Delivery by {deliveryByDate(quote.deliveryDays.max)}.
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="px-4 pb-3 text-sm text-danger-700 lg:mt-3 lg:p-0">
          {error}
        </p>
      )}
    </section>
  );
}
