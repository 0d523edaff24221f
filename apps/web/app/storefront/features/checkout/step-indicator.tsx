import { Check } from '#app/ui/icons.tsx';
import { cx } from '#app/lib/cx.ts';
import {
  checkoutSteps,
  type CheckoutStep,
} from '#app/storefront/features/checkout/checkout-rules.ts';

/** Shipping → Payment → Review, with the current step marked for screen readers too. */
export function StepIndicator({ step }: { step: CheckoutStep }) {
  return (
    <ol aria-label="Checkout steps" className="flex items-center gap-1.5 sm:gap-3">
      {checkoutSteps.map((label, i) => {
        const n = (i + 1) as CheckoutStep;
        const isDone = n < step;
        const isCurrent = n === step;
        return (
          <li
            key={label}
            aria-current={isCurrent ? 'step' : undefined}
            className={cx('flex items-center gap-1.5 sm:gap-3', n < 3 && 'flex-1')}
          >
            <span
              className={cx(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                isDone && 'bg-success-700 text-white',
                isCurrent && 'bg-brand-700 text-white ring-4 ring-brand-100',
                !isDone && !isCurrent && 'bg-slate-200 text-slate-600',
              )}
            >
              {isDone ? <Check className="size-4" aria-hidden /> : n}
            </span>
            <span
              className={cx(
                'text-[0.8125rem] font-semibold sm:text-sm',
                isCurrent ? 'text-brand-950' : 'text-slate-600',
              )}
            >
              {label}
              {isDone && <span className="sr-only"> (done)</span>}
            </span>
            {n < 3 && (
              <span
                aria-hidden
                className={cx(
                  'h-0.5 min-w-3 flex-1 rounded',
                  isDone ? 'bg-success-600' : 'bg-slate-200',
                )}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
