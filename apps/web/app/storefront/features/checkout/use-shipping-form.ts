import type { Address, SessionUser } from '@propwash/domain/accounts/schemas';
import { useState } from 'react';
import { usePincodeAutofill, type PincodeAnswer } from '#app/lib/pincode-lookup.ts';
import {
  emptyShippingForm,
  type ShippingField,
  type ShippingForm,
} from '#app/storefront/features/checkout/checkout-rules.ts';
import { formFromAddress } from '#app/storefront/features/checkout/shipping-step.tsx';

function newAddressForm(user: SessionUser): ShippingForm {
  return { ...emptyShippingForm, name: user.name, email: user.email, phone: user.phone ?? '' };
}

/**
 * Checkout step 1's state: the saved address chosen (the first by default) or a new one typed,
 * its fields and their errors, and the pincode that fills the city and state. `onEdit` runs on
 * every change the shopper makes (the page clears its message).
 */
export function useShippingForm(user: SessionUser, addresses: Address[], onEdit: () => void) {
  const [addressId, setAddressId] = useState<string | null>(addresses[0]?.id ?? null);
  const [form, setForm] = useState<ShippingForm>(() =>
    addresses[0] ? formFromAddress(addresses[0], user.email) : newAddressForm(user),
  );
  const [errors, setErrors] = useState<Partial<Record<ShippingField, string>>>({});
  const pincode = usePincodeAutofill(fillFromPincode);

  /** The pincode gives the state (hence the quote: delivery charge and total) and the city. */
  function fillFromPincode(answer: PincodeAnswer) {
    const filled =
      answer.status === 'found'
        ? { city: answer.city, state: answer.state }
        : answer.status === 'unavailable' && answer.state
          ? { state: answer.state }
          : null;
    if (!filled) return;
    setForm((prev) => (prev.pincode.trim() === answer.pincode ? { ...prev, ...filled } : prev));
    setErrors((prev) => ({ ...prev, city: undefined, state: undefined }));
  }

  function change(field: ShippingField, value: string) {
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
    onEdit();
    if (field === 'pincode') pincode.pincodeTyped(value);
  }

  function pickAddress(address: Address) {
    pincode.reset();
    setAddressId(address.id);
    setForm(formFromAddress(address, form.email || user.email));
    setErrors({});
    onEdit();
  }

  function addNewAddress() {
    pincode.reset();
    setAddressId(null);
    setForm({ ...newAddressForm(user), email: form.email || user.email });
    setErrors({});
    onEdit();
  }

  return {
    addressId,
    setAddressId,
    form,
    setForm,
    errors,
    setErrors,
    pincode,
    change,
    pickAddress,
    addNewAddress,
  };
}
