import type { ComponentProps } from 'react';
import { LANDMARK_MAX } from '@propwash/domain/accounts/landmark';
import { TriangleAlert } from '#app/ui/icons.tsx';
import { InputField, NameField, PhoneField } from '#app/ui/form-field.tsx';
import { PincodeField, StateField } from '#app/ui/address/address-fields.tsx';
import {
  pincodeStateMismatch,
  type ShippingField,
  type ShippingForm,
} from '#app/storefront/features/checkout/checkout-rules.ts';
import type { PincodeLookup } from '#app/lib/pincode-lookup.ts';

/** The plain text fields' labels and input settings, by form field. */
const TEXT_FIELDS = {
  address: {
    label: 'Address',
    autoComplete: 'shipping street-address',
    maxLength: 300,
    placeholder: 'House no., building, street, area',
  },
  landmark: {
    label: 'Landmark (optional)',
    maxLength: LANDMARK_MAX,
    placeholder: 'Near Shiva temple, opp. SBI ATM',
  },
  city: { label: 'City', autoComplete: 'shipping address-level2', maxLength: 80 },
  email: { label: 'Email for order updates', type: 'email', autoComplete: 'email', maxLength: 254 },
} satisfies Partial<Record<ShippingField, Omit<ComponentProps<typeof InputField>, 'id'>>>;

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
    id: `ship-${id}`,
    error: errors[id],
    name: id,
    value: form[id],
    onChange: (event: { target: { value: string } }) => onChange(id, event.target.value),
  });
  // The lookup knows this pincode's state better than the postal-circle rule (border towns).
  const known = pincodeLookup?.status === 'found' && pincodeLookup.pincode === form.pincode;
  const pinState = known
    ? pincodeLookup.state !== form.state && form.state
      ? pincodeLookup.state
      : null
    : pincodeStateMismatch(form.pincode, form.state);

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField {...field('name')} autoComplete="shipping name" />
        <PhoneField
          {...field('phone')}
          label="Mobile number"
          autoComplete="shipping tel"
          maxLength={17}
          placeholder="10-digit mobile number"
        />
        <PincodeField
          {...field('pincode')}
          lookup={pincodeLookup}
          autoComplete="shipping postal-code"
          placeholder="6 digits"
        />
      </div>
      <InputField {...field('address')} {...TEXT_FIELDS.address} />
      <InputField {...field('landmark')} {...TEXT_FIELDS.landmark} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField {...field('city')} {...TEXT_FIELDS.city} />
        <StateField
          {...field('state')}
          prompt="Choose a state or union territory"
          autoComplete="shipping address-level1"
        />
      </div>
      {pinState && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-700"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Pincode {form.pincode} looks like it is in {pinState}, not {form.state}. Please check
            the state.
          </span>
        </p>
      )}
      <InputField {...field('email')} {...TEXT_FIELDS.email} />
    </div>
  );
}
