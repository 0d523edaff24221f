import { Lock, Tag, X } from '#app/ui/icons.tsx';
import { useState, type FormEvent } from 'react';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { inputClassName } from '#app/ui/field-styles.ts';
import { notify } from '#app/lib/notify.ts';
import { formatRupees } from '#app/lib/money.ts';
import { validateCoupon } from '#app/storefront/features/checkout/checkout-api.ts';
import {
  couponErrorMessage,
  normalizeCouponCode,
} from '#app/storefront/features/checkout/checkout-rules.ts';

/**
 * The coupon box: the code is uppercased and checked by the server; an applied code
 * is shown locked with Remove, which resets the discount. The quote then prices it.
 */
export function CouponBox({
  appliedCode,
  quoteError,
  cartTotal,
  onApply,
  onRemove,
}: {
  appliedCode: string | null;
  /** The quote's reason the applied code gives no discount now (e.g. the cart changed). */
  quoteError: string | null;
  cartTotal: number;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalized = normalizeCouponCode(code);
    if (!normalized) {
      setError('Please enter a coupon code');
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      const result = await validateCoupon(normalized, cartTotal);
      notify.success(`Coupon applied! You saved ${formatRupees(result.discount)}`);
      setCode('');
      onApply(result.code);
    } catch (err) {
      setError(couponErrorMessage(err));
    } finally {
      setIsBusy(false);
    }
  }

  if (appliedCode) {
    return (
      <div className="rounded-lg border border-success-600/30 bg-success-50 p-3">
        <div className="flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm text-success-700">
            <Lock className="size-4" aria-hidden />
            <span>
              Coupon <strong className="font-mono tracking-wide">{appliedCode}</strong> applied
            </span>
          </p>
          <button
            type="button"
            onClick={onRemove}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            <X aria-hidden /> Remove
          </button>
        </div>
        {quoteError && (
          <p role="alert" className="mt-2 text-sm text-danger-700">
            {quoteError}
          </p>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void apply(event)} noValidate>
      <label htmlFor="coupon-code" className="text-sm font-semibold text-slate-800">
        Have a coupon?
      </label>
      <div className="mt-2 flex gap-2">
        <div className="relative flex-1">
          <Tag
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            id="coupon-code"
            name="coupon"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            placeholder="e.g. WELCOME10"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={32}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'coupon-error' : undefined}
            className={`${inputClassName} pl-9 font-mono uppercase`}
          />
        </div>
        <button type="submit" disabled={isBusy} className={buttonVariants({ variant: 'outline' })}>
          {isBusy ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id="coupon-error" role="alert" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </form>
  );
}
