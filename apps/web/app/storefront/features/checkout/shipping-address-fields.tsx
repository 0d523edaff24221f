import { stateNames } from '@propwash/domain/shipping/states';
import { AlertTriangle } from 'lucide-react';
import { inputClassName } from '#app/ui/field-styles.ts';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { fieldProps, FormField } from '#app/storefront/features/accounts/form-field.tsx';
import {
  pincodeStateMismatch,
  type ShippingField,
  type ShippingForm,
} from '#app/storefront/features/checkout/checkout-rules.ts';
import { PincodeHint } from '#app/storefront/features/checkout/pincode-hint.tsx';
import type { PincodeLookup } from '#app/storefront/features/checkout/pincode-lookup.ts';

/**
 * Step 1's address fields in the marketplaces' order: name, phone, pincode first; the pincode
 * fills city and state (both stay editable); the email for the confirmation last, prefilled.
 */
export function ShippingAddressFields({
  form,
  errors,
  pincodeLookup,
  onChange,
}: {
  form: ShippingForm;
  errors: Partial<Record<ShippingField, string>>;
  pincodeLookup: PincodeLookup | null;
  onChange: (field: ShippingField, value: string) => void;
}) {
  const field = (id: ShippingField) => ({
    ...fieldProps(`ship-${id}`, errors[id]),
    name: id,
    value: form[id],
    className: inputClassName,
    onChange: (event: { target: { value: string } }) => onChange(id, event.target.value),
  });
  // The lookup knows this pincode's state better than the postal-circle rule (border towns).
  const known = pincodeLookup?.status === 'found' && pincodeLookup.pincode === form.pincode;
  const pinState = known
    ? pincodeLookup.state !== form.state && form.state
      ? pincodeLookup.state
      : null
    : pincodeStateMismatch(form.pincode, form.state);
  const pincodeStatusId = 'ship-pincode-status';

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="ship-name" label="Full name" error={errors.name}>
          <input {...field('name')} autoComplete="shipping name" maxLength={80} />
        </FormField>
        <FormField id="ship-phone" label="Mobile number" error={errors.phone}>
          <input
            {...field('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="shipping tel"
            maxLength={17}
            placeholder="10-digit mobile number"
          />
        </FormField>
        <div className="space-y-1.5">
          <FormField id="ship-pincode" label="Pincode" error={errors.pincode}>
            <input
              {...field('pincode')}
              aria-describedby={
                errors.pincode ? 'ship-pincode-error' : pincodeLookup ? pincodeStatusId : undefined
              }
              inputMode="numeric"
              autoComplete="shipping postal-code"
              maxLength={6}
              pattern="[0-9]*"
              placeholder="6 digits"
            />
          </FormField>
          <p id={pincodeStatusId} aria-live="polite" className="text-xs empty:hidden">
            {!errors.pincode && <PincodeHint lookup={pincodeLookup} />}
          </p>
        </div>
      </div>
      <FormField id="ship-address" label="Address" error={errors.address}>
        <input
          {...field('address')}
          autoComplete="shipping street-address"
          maxLength={300}
          placeholder="House no., building, street, area"
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="ship-city" label="City" error={errors.city}>
          <input {...field('city')} autoComplete="shipping address-level2" maxLength={80} />
        </FormField>
        <FormField id="ship-state" label="State" error={errors.state}>
          <NativeSelect
            {...fieldProps('ship-state', errors.state)}
            name="state"
            autoComplete="shipping address-level1"
            value={form.state}
            onChange={(event) => onChange('state', event.target.value)}
          >
            <option value="">Choose a state or union territory</option>
            {stateNames.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {pinState && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-700"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Pincode {form.pincode} looks like it is in {pinState}, not {form.state}. Please check
            the state.
          </span>
        </p>
      )}
      <FormField id="ship-email" label="Email for order updates" error={errors.email}>
        <input {...field('email')} type="email" autoComplete="email" maxLength={254} />
      </FormField>
    </div>
  );
}
