import { stateForPincode } from '@propwash/domain/shipping/shipping';
import { MapPin } from '#app/ui/icons.tsx';
import { useState } from 'react';
import { isPincode } from '@propwash/domain/shipping/pincode';
import { createStoredValue } from '#app/lib/stored-value.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { inputClassName } from '#app/ui/field-styles.ts';

// The shopper's delivery pincode, kept for the next visit: it prices shipping in the cart.
const pincodeStore = createStoredValue(
  'delivery-pincode',
  (raw) => (raw && isPincode(raw) && stateForPincode(raw) ? raw : ''),
  '',
);

export const useDeliveryPincode = pincodeStore.useValue;

/** "Delivering to Karnataka (560034) · Change", or the box that asks for the pincode. */
export function DeliveryPincode({ state, days }: { state: string | null; days: number | null }) {
  const pincode = useDeliveryPincode();
  const [isEditing, setIsEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');

  if (state && !isEditing) {
    return (
      <p className="mt-4 flex items-start gap-2 text-sm text-slate-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>
          Delivering to <strong>{state}</strong> ({pincode})
          {days !== null && ` · in ${days} ${days === 1 ? 'day' : 'days'}`}{' '}
          <button
            type="button"
            onClick={() => {
              setTyped(pincode);
              setIsEditing(true);
            }}
            aria-label="Change delivery pincode"
            className="font-semibold text-brand-700 hover:underline"
          >
            Change
          </button>
        </span>
      </p>
    );
  }

  return (
    <form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isPincode(typed)) return setError('Please enter a 6-digit pincode');
        if (!stateForPincode(typed)) return setError('We could not find that pincode');
        setError('');
        pincodeStore.write(typed);
        setIsEditing(false);
      }}
    >
      <label htmlFor="cart-pincode" className="text-sm font-semibold text-slate-800">
        Delivery pincode
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="cart-pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="6-digit pincode"
          value={typed}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cart-pincode-error' : undefined}
          className={inputClassName}
        />
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          Check
        </button>
      </div>
      {error && (
        <p id="cart-pincode-error" role="alert" className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </form>
  );
}
