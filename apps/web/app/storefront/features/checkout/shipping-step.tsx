import type { Address } from '@propwash/domain/accounts/schemas';
import type { ShippingMethod } from '@propwash/domain/shipping/shipping';
import { stateNames } from '@propwash/domain/shipping/states';
import { AlertTriangle, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { inputClassName } from '#app/ui/field-styles.ts';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { fieldProps, FormField } from '#app/storefront/features/accounts/form-field.tsx';
import {
  pincodeStateMismatch,
  type ShippingField,
  type ShippingForm,
} from '#app/storefront/features/checkout/checkout-rules.ts';
import type { QuotePair } from '#app/storefront/features/checkout/use-quote.ts';

/** A saved address as step 1's fields. */
export function formFromAddress(address: Address, email: string): ShippingForm {
  return {
    name: address.name,
    email,
    phone: address.phone,
    address: [address.line1, address.line2].filter(Boolean).join(', '),
    city: address.city,
    state: address.state,
    pincode: address.pincode,
  };
}

function days(min: number, max: number) {
  const range = min === max ? `${max}` : `${min}–${max}`;
  return `${range} ${max === 1 ? 'day' : 'days'}`;
}

const methodLabels: Record<ShippingMethod, string> = {
  standard: 'Standard delivery',
  express: 'Express delivery',
};

/** Step 1: who and where (a saved address fills the fields), and how fast. */
export function ShippingStep({
  form,
  errors,
  addresses,
  addressId,
  shippingMethod,
  quotes,
  onPickAddress,
  onChange,
  onShippingMethod,
}: {
  form: ShippingForm;
  errors: Partial<Record<ShippingField, string>>;
  addresses: Address[];
  addressId: string | null;
  shippingMethod: ShippingMethod;
  quotes: QuotePair | null;
  onPickAddress: (address: Address) => void;
  onChange: (field: ShippingField, value: string) => void;
  onShippingMethod: (method: ShippingMethod) => void;
}) {
  const field = (id: ShippingField) => ({
    ...fieldProps(`ship-${id}`, errors[id]),
    name: id,
    value: form[id],
    className: inputClassName,
    onChange: (event: { target: { value: string } }) => onChange(id, event.target.value),
  });
  const pinState = pincodeStateMismatch(form.pincode, form.state);

  return (
    <div className="space-y-6">
      {addresses.length > 0 && (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">Saved addresses</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {addresses.map((a) => (
              <label
                key={a.id}
                className={cx(
                  'flex cursor-pointer gap-3 rounded-lg border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                  a.id === addressId
                    ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="saved-address"
                  checked={a.id === addressId}
                  onChange={() => onPickAddress(a)}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span className="min-w-0">
                  <span className="flex items-center gap-2 font-semibold text-slate-900">
                    {a.name}
                    {a.isDefault && (
                      <span className="rounded bg-brand-100 px-1.5 text-[0.7rem] font-semibold text-brand-800">
                        Default
                      </span>
                    )}
                  </span>
                  <span className="mt-0.5 block text-slate-600">
                    {[a.line1, a.line2].filter(Boolean).join(', ')}, {a.city}, {a.state} {a.pincode}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <Link
            to={paths.addresses()}
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <MapPin className="size-3.5" aria-hidden /> Manage addresses
          </Link>
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="ship-name" label="Full name" error={errors.name}>
          <input {...field('name')} autoComplete="name" maxLength={80} />
        </FormField>
        <FormField id="ship-email" label="Email" error={errors.email}>
          <input {...field('email')} type="email" autoComplete="email" maxLength={254} />
        </FormField>
        <FormField id="ship-phone" label="Phone" error={errors.phone}>
          <input {...field('phone')} type="tel" autoComplete="tel" maxLength={17} />
        </FormField>
        <FormField id="ship-pincode" label="Pincode" error={errors.pincode}>
          <input
            {...field('pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            pattern="[0-9]*"
          />
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="ship-address" label="Address" error={errors.address}>
            <input
              {...field('address')}
              autoComplete="street-address"
              maxLength={300}
              placeholder="House, street, area"
            />
          </FormField>
        </div>
        <FormField id="ship-city" label="City" error={errors.city}>
          <input {...field('city')} autoComplete="address-level2" maxLength={80} />
        </FormField>
        <FormField id="ship-state" label="State" error={errors.state}>
          <NativeSelect
            {...fieldProps('ship-state', errors.state)}
            name="state"
            autoComplete="address-level1"
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

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Shipping method</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(['standard', 'express'] as const).map((method) => {
            const q = quotes?.[method];
            return (
              <label
                key={method}
                className={cx(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                  method === shippingMethod
                    ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="shipping-method"
                  value={method}
                  checked={method === shippingMethod}
                  onChange={() => onShippingMethod(method)}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span className="flex-1">
                  <span className="block font-semibold text-slate-900">{methodLabels[method]}</span>
                  <span className="block text-slate-600">
                    {q
                      ? days(q.deliveryDays.min, q.deliveryDays.max)
                      : method === 'express'
                        ? '1–2 days'
                        : 'By state'}
                  </span>
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {!q ? '' : q.shipping === 0 ? 'FREE' : formatRupees(q.shipping)}
                </span>
              </label>
            );
          })}
        </div>
        {!quotes && (
          <p className="mt-2 text-xs text-slate-500">Choose your state to see shipping prices.</p>
        )}
      </fieldset>
    </div>
  );
}
