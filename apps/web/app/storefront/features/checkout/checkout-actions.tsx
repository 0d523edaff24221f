import type { CheckoutQuote } from '@propwash/domain/orders/schemas';
import { ArrowLeft, LoaderCircle } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import type { CheckoutStep } from '#app/storefront/features/checkout/checkout-rules.ts';

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
  return (
    <>
      <div
        className={cx(
          'mt-6 flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between',
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
