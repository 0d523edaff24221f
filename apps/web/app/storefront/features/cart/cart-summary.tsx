import { quote } from '@propwash/domain/pricing/quote';
import { formatPaiseShort, rupeesToPaise } from '@propwash/domain/money';
import type { ShippingSettings } from '@propwash/domain/settings/defaults';
import { stateForPincode } from '@propwash/domain/shipping/shipping';
import { Truck } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { DEFAULT_GST_PERCENT, gstPercentToBp } from '@propwash/domain/pricing/gst';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { countLabel } from '#app/lib/catalog/count-label.ts';
import { TaxNote } from '#app/ui/catalog/tax-note.tsx';
import type { CartItem } from '#app/lib/cart/cart-lines.ts';
import {
  DeliveryPincode,
  useDeliveryPincode,
} from '#app/storefront/features/cart/delivery-pincode.tsx';
import { SummaryRow } from '#app/ui/summary-row.tsx';
import type { PaymentTerms } from '#app/lib/payment-terms.ts';
import { PaymentTermsNote } from '#app/ui/payment-terms-note.tsx';

/** The cheapest and dearest standard shipping below the free-shipping threshold. */
function shippingRange(shipping: ShippingSettings) {
  const charges = [shipping.restOfIndia.chargePaise, ...shipping.zones.map((z) => z.chargePaise)];
  return { min: Math.min(...charges), max: Math.max(...charges) };
}

/**
 * Order summary from the shared pricing rule, the one checkout charges: prices include GST, so
 * total = subtotal − discount + shipping and nothing is added (docs/decisions/prices-include-gst.md). Shipping depends on
 * the delivery state: the pincode the shopper gives here prices it, so this total is the one
 * checkout shows for an address in that state (standard shipping).
 */
export function CartSummary({
  items,
  shipping,
  shopState,
  paymentTerms,
  isSignedIn,
}: {
  items: CartItem[];
  shipping: ShippingSettings;
  shopState: string;
  /** The COD fee and the prepaid saving, said under the total (checkout charges the same). */
  paymentTerms: PaymentTerms;
  isSignedIn: boolean;
}) {
  const pincode = useDeliveryPincode();
  const deliveryState = pincode ? stateForPincode(pincode) : null;
  const q = quote({
    lines: items.map((i) => ({
      productId: i.productId,
      name: i.name,
      unitPricePaise: rupeesToPaise(i.price),
      quantity: i.quantity,
      // Guest lines carry no rate: they assume the default (docs/decisions/prices-include-gst.md). The rate only splits
      // out the GST the prices already contain.
      gstRateBp: gstPercentToBp(i.gstRate ?? DEFAULT_GST_PERCENT),
    })),
    deliveryState: deliveryState ?? '',
    shopState,
    shippingMethod: 'standard',
    shipping,
  });
  const reachesThreshold = q.subtotalPaise >= shipping.freeThresholdPaise;
  const isShippingKnown = reachesThreshold || deliveryState !== null;
  const missingPaise = shipping.freeThresholdPaise - q.subtotalPaise;
  const range = shippingRange(shipping);
  // Until the state is known, the figures leave shipping (and the GST in it) out.
  const totalPaise = isShippingKnown ? q.totalPaise : q.subtotalPaise - q.discountPaise;
  const taxPaise = isShippingKnown ? q.taxPaise : q.taxPaise - q.shippingLine.taxPaise;
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
        <SummaryRow
          label={`Subtotal (${countLabel(
            items.reduce((s, i) => s + i.quantity, 0),
            'item',
          )})`}
        >
          {formatPaiseShort(q.subtotalPaise)}
        </SummaryRow>
        {q.discountPaise > 0 && (
          <SummaryRow label="Discount" tone="font-semibold text-success-700 tabular-nums">
            −{formatPaiseShort(q.discountPaise)}
          </SummaryRow>
        )}
        <SummaryRow
          label="Shipping"
          tone={
            isShippingKnown && q.shippingPaise === 0 ? 'font-semibold text-success-700' : undefined
          }
        >
          {!isShippingKnown ? (
            <span className="text-slate-500">Enter pincode</span>
          ) : q.shippingPaise === 0 ? (
            'FREE'
          ) : (
            formatPaiseShort(q.shippingPaise)
          )}
        </SummaryRow>
        {isShippingKnown && q.roundOffPaise !== 0 && (
          <SummaryRow label="Round off">
            {`${q.roundOffPaise < 0 ? '−' : '+'}${formatPaiseShort(Math.abs(q.roundOffPaise))}`}
          </SummaryRow>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">Total</dt>
          <dd className="text-right font-extrabold text-brand-950 tabular-nums">
            {formatPaiseShort(totalPaise)}
            {!isShippingKnown && (
              <span className="block text-xs font-normal text-slate-500">
                + shipping {formatPaiseShort(range.min)}–{formatPaiseShort(range.max)}
              </span>
            )}
          </dd>
        </div>
      </dl>
      <TaxNote className="mt-1">{`includes GST ${formatPaiseShort(taxPaise)}`}</TaxNote>
      {/* The cart's goods after any discount: what checkout works the saving out on. */}
      <PaymentTermsNote
        terms={paymentTerms}
        goodsPaise={q.subtotalPaise - q.discountPaise}
        className="mt-2"
      />
      {!reachesThreshold && missingPaise > 0 && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-accent-50 px-3 py-2.5 text-sm text-accent-900">
          <Truck className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
          <span>
            Add <strong>{formatPaiseShort(missingPaise)}</strong> more for FREE shipping
          </span>
        </p>
      )}
      <DeliveryPincode state={deliveryState} days={deliveryState ? q.deliveryDays.max : null} />
      <Link
        to={checkoutHref}
        aria-disabled={hasProblem || undefined}
        onClick={(event) => {
          if (hasProblem) event.preventDefault();
        }}
        className={buttonVariants({ size: 'lg', className: 'mt-5 w-full' })}
      >
        Proceed to checkout
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
