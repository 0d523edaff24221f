import { formatIndiaTime } from '@propwash/domain/india-time';
import { formatPaiseShort } from '@propwash/domain/money';
import { MapPin, Truck } from '#app/ui/icons.tsx';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { pincodeProblem } from '@propwash/domain/shipping/pincode';
import type { DeliveryAnswer } from '#app/storefront/features/product/delivery-estimate.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { inputClassName } from '#app/ui/field-styles.ts';

/** Pincode check: 6 digits give the state, hence the date and the charge (docs/decisions/shipping-rates-and-pincodes.md). */
export function DeliveryCheck({ productId }: { productId: string }) {
  const fetcher = useFetcher<DeliveryAnswer>();
  const [pincode, setPincode] = useState('');
  const [error, setError] = useState('');
  // An estimate is shown only for the pincode it answers: a new entry or a refused one clears it.
  const answer = fetcher.data?.pincode === pincode.trim() ? fetcher.data : undefined;
  return (
    <section
      aria-labelledby="delivery-heading"
      className="rounded-card border border-slate-200 p-4"
    >
      <h2
        id="delivery-heading"
        className="flex items-center gap-2 text-sm font-bold text-slate-900"
      >
        <MapPin className="size-4 text-brand-700" aria-hidden /> Check delivery
      </h2>
      <fetcher.Form
        method="get"
        action={`/product/${productId}/delivery`}
        className="mt-3 flex gap-2"
        // Checked here with the shop's own words, not the browser's bubble.
        noValidate
        onSubmit={(event) => {
          const problem = pincodeProblem(pincode);
          if (problem) event.preventDefault();
          setError(problem ?? '');
        }}
      >
        <label htmlFor="pincode" className="sr-only">
          Pincode
        </label>
        <input
          id="pincode"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="Enter 6-digit pincode"
          value={pincode}
          onChange={(event) => {
            setPincode(event.target.value.replace(/\D/g, '').slice(0, 6));
            setError('');
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby="pincode-result"
          className={inputClassName}
        />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className={buttonVariants({ variant: 'outline' })}
        >
          Check
        </button>
      </fetcher.Form>
      <div id="pincode-result" role="status" className="mt-2 min-h-5 text-sm">
        {error ? (
          <p className="text-danger-700">{error}</p>
        ) : answer && fetcher.state === 'idle' ? (
          answer.estimate ? (
            <p className="flex items-center gap-2 text-slate-700">
              <Truck className="size-4 text-success-700" aria-hidden />
              <span>
                Delivery by <strong>{formatIndiaTime(answer.estimate.date, 'weekdayDate')}</strong>{' '}
                ·{' '}
                {answer.estimate.chargePaise === 0 ? (
                  <strong className="text-success-700">FREE</strong>
                ) : (
                  <strong>{formatPaiseShort(answer.estimate.chargePaise)}</strong>
                )}{' '}
                <span className="text-slate-500">({answer.estimate.state})</span>
              </span>
            </p>
          ) : (
            <p className="text-danger-700">We could not find that pincode</p>
          )
        ) : null}
      </div>
    </section>
  );
}
