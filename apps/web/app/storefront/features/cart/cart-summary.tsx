import { quote } from '@propwash/domain/pricing/quote';
import { formatPaiseShort, rupeesToPaise } from '@propwash/domain/money';
import type { ShippingSettings } from '@propwash/domain/settings/defaults';
import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import type { CartItem } from '#app/storefront/features/cart/cart-lines.ts';

// Server lines carry their product's GST rate; guest lines (and older servers) assume the shop's
// default (decisions.md). Checkout prices the order with the delivery state.
const DEFAULT_GST_PERCENT = 18;

/** Order summary from the shared pricing rule; the delivery state is asked only at checkout. */
export function CartSummary({
  items,
  shipping,
  shopState,
  isSignedIn,
}: {
  items: CartItem[];
  shipping: ShippingSettings;
  shopState: string;
  isSignedIn: boolean;
}) {
  const q = quote({
    lines: items.map((i) => ({
      productId: i.productId,
      name: i.name,
      unitPricePaise: rupeesToPaise(i.price),
      quantity: i.quantity,
      gstRateBp: Math.round((i.gstRate ?? DEFAULT_GST_PERCENT) * 100),
    })),
    deliveryState: '',
    shopState,
    shippingMethod: 'standard',
    shipping,
  });
  const isFree = q.subtotalPaise >= shipping.freeThresholdPaise;
  const missingPaise = shipping.freeThresholdPaise - q.subtotalPaise;
  const checkoutHref = isSignedIn ? paths.checkout() : paths.login(paths.checkout());
  const hasProblem = items.some((i) => i.stock === 0);

  return (
    <section
      aria-labelledby="cart-summary"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-36"
    >
      <h2 id="cart-summary" className="text-lg font-bold text-brand-950">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-2.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            Subtotal ({items.reduce((s, i) => s + i.quantity, 0)} items)
          </dt>
          <dd className="font-semibold text-slate-900">{formatPaiseShort(q.subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Shipping</dt>
          <dd className={isFree ? 'font-semibold text-success-700' : 'text-slate-700'}>
            {isFree ? 'FREE' : 'Calculated at checkout'}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">GST (estimated)</dt>
          <dd className="text-slate-900">{formatPaiseShort(q.taxPaise)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">{isFree ? 'Total' : 'Total before shipping'}</dt>
          <dd className="font-extrabold text-brand-950">
            {formatPaiseShort(q.subtotalPaise - q.discountPaise + q.taxPaise)}
          </dd>
        </div>
      </dl>
      {!isFree && missingPaise > 0 && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-accent-50 px-3 py-2.5 text-sm text-accent-900">
          <Truck className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
          <span>
            Add <strong>{formatPaiseShort(missingPaise)}</strong> more for FREE shipping
          </span>
        </p>
      )}
      <Link
        to={checkoutHref}
        aria-disabled={hasProblem || undefined}
        onClick={(event) => {
          if (hasProblem) event.preventDefault();
        }}
        className={buttonVariants({ size: 'lg', className: 'mt-5 w-full' })}
      >
        Proceed to Checkout
      </Link>
      {hasProblem && (
        <p className="mt-2 text-xs text-danger-700">Remove sold-out items before checking out.</p>
      )}
      <p className="mt-3 text-center text-xs text-slate-500">
        Coupons (e.g. WELCOME10) are applied at checkout.
      </p>
    </section>
  );
}
