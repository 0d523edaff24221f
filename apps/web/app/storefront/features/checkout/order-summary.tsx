import type { CheckoutQuote } from '@propwash/domain/orders/schemas';
import { Loader2, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRupees } from '#app/lib/money.ts';
import type { CartItem } from '#app/storefront/features/cart/cart-lines.ts';

function Row({ label, children, tone }: { label: ReactNode; children: ReactNode; tone?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className={tone ?? 'text-slate-900 tabular-nums'}>{children}</dd>
    </div>
  );
}

/**
 * The order's numbers on every step (sticky beside the form on desktop). Before a state is chosen
 * only the cart's subtotal is known; then the server's quote is shown as it will be charged.
 */
export function OrderSummary({
  quote,
  cartItems,
  isLoading,
  error,
}: {
  quote: CheckoutQuote | null;
  cartItems: CartItem[];
  isLoading: boolean;
  error: string | null;
}) {
  const lines = quote
    ? quote.items.map((i) => ({ id: i.productId, name: i.name, image: i.image, qty: i.quantity }))
    : cartItems.map((i) => ({ id: i.productId, name: i.name, image: i.image, qty: i.quantity }));
  const count = lines.reduce((sum, l) => sum + l.qty, 0);
  const subtotal = quote?.subtotal ?? cartItems.reduce((sum, i) => sum + i.lineTotal, 0);

  return (
    <section
      aria-labelledby="checkout-summary"
      aria-busy={isLoading || undefined}
      className="rounded-card border border-slate-200 bg-white p-5 shadow-card lg:sticky lg:top-36"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="checkout-summary" className="text-lg font-bold text-brand-950">
          Order Summary
        </h2>
        {isLoading && (
          <Loader2 className="size-4 animate-spin text-slate-400" aria-label="Updating" />
        )}
      </div>
      {lines.length > 0 && (
        <ul className="mt-4 space-y-2.5">
          {lines.map((l) => (
            <li key={l.id} className="flex items-center gap-3 text-sm">
              <span className="relative size-11 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-100">
                {l.image && (
                  <img src={l.image} alt="" className="size-full object-cover" loading="lazy" />
                )}
                <span className="absolute -top-0 right-0 rounded-bl-md bg-slate-800 px-1 text-[0.65rem] font-bold text-white">
                  {l.qty}
                </span>
              </span>
              <span className="line-clamp-2 min-w-0 flex-1 text-slate-700">{l.name}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-4 space-y-2.5 border-t border-slate-200 pt-4 text-sm">
        <Row label={`Subtotal (${count} ${count === 1 ? 'item' : 'items'})`}>
          {formatRupees(subtotal)}
        </Row>
        {quote && quote.discount > 0 && (
          <Row
            label={
              <span className="inline-flex items-center gap-1">
                <Tag className="size-3.5" aria-hidden /> Discount
                {quote.couponCode ? ` (${quote.couponCode})` : ''}
              </span>
            }
            tone="font-semibold text-success-700 tabular-nums"
          >
            −{formatRupees(quote.discount)}
          </Row>
        )}
        <Row
          label="Shipping"
          tone={quote?.shipping === 0 ? 'font-semibold text-success-700' : undefined}
        >
          {!quote ? (
            <span className="text-slate-500">Choose your state</span>
          ) : quote.shipping === 0 ? (
            'FREE'
          ) : (
            formatRupees(quote.shipping)
          )}
        </Row>
        {quote &&
          (quote.igst > 0 || (quote.cgst === 0 && quote.sgst === 0) ? (
            <Row label="IGST">{formatRupees(quote.igst)}</Row>
          ) : (
            <>
              <Row label="CGST">{formatRupees(quote.cgst)}</Row>
              <Row label="SGST">{formatRupees(quote.sgst)}</Row>
            </>
          ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">Total</dt>
          <dd className="font-extrabold text-brand-950 tabular-nums">
            {quote ? formatRupees(quote.total) : '—'}
          </dd>
        </div>
      </dl>
      {quote && (
        <p className="mt-3 text-xs text-slate-500">
          Delivery in {quote.deliveryDays.min}
          {quote.deliveryDays.max !== quote.deliveryDays.min
            ? `–${quote.deliveryDays.max}`
            : ''}{' '}
          {quote.deliveryDays.max === 1 ? 'day' : 'days'}.
        </p>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {error}
        </p>
      )}
    </section>
  );
}
