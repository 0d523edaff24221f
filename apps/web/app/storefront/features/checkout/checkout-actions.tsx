import type { CheckoutQuote } from '@propwash/domain/orders/schemas';
import { ArrowLeft, LoaderCircle } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import type { CheckoutStep } from '#app/storefront/features/checkout/checkout-rules.ts';
import { isTaxIncluded } from '#app/storefront/features/orders/gst-note.tsx';

/** The bottom of each step: back, then Continue (steps 1–2) or the total and Place order (3). */
export function CheckoutActions({
  step,
  quote,
  isBusy,
  isQuoting,
  onBack,
  onContinue,
  onPlaceOrder,
}: {
  step: CheckoutStep;
  quote: CheckoutQuote | null;
  isBusy: boolean;
  isQuoting: boolean;
  onBack: () => void;
  onContinue: () => void;
  onPlaceOrder: () => void;
}) {
  const showsTotal = step === 3 && quote !== null;
  return (
    <>
      {showsTotal && (
        // On phones the summary is a bar far above: the amount belongs next to Place order.
        <div className="mt-6 border-t border-slate-200 pt-4 lg:hidden">
          <p className="flex items-baseline justify-between gap-4">
            <span className="font-bold text-slate-900">Total to pay</span>
            <span className="text-lg font-extrabold text-brand-950 tabular-nums">
              {formatRupees(quote.total)}
            </span>
          </p>
          {isTaxIncluded(quote) && (
            <p className="mt-0.5 text-right text-xs text-slate-500">Inclusive of all taxes</p>
          )}
        </div>
      )}
      <div
        className={cx(
          'mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between',
          showsTotal && 'max-lg:mt-3 max-lg:border-t-0 max-lg:pt-0',
        )}
      >
        {step > 1 ? (
          <button
            type="button"
            disabled={isBusy}
            onClick={onBack}
            className={buttonVariants({ variant: 'outline' })}
          >
            <ArrowLeft aria-hidden /> Back
          </button>
        ) : (
          <Link to={paths.cart()} className={buttonVariants({ variant: 'ghost' })}>
            <ArrowLeft aria-hidden /> Back to cart
          </Link>
        )}
        {step < 3 ? (
          <button
            type="button"
            onClick={onContinue}
            // Payment methods come with the quote.
            disabled={step === 2 && !quote}
            className={buttonVariants({ size: 'lg' })}
          >
            Continue
          </button>
        ) : (
          <button
            type="button"
            onClick={onPlaceOrder}
            disabled={isBusy || isQuoting}
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            {isBusy && <LoaderCircle className="animate-spin" aria-hidden />}
            Place order
          </button>
        )}
      </div>
    </>
  );
}
