import type { Address, AddressBody } from '@propwash/domain/accounts/schemas';
import { LANDMARK_MAX } from '@propwash/domain/accounts/landmark';
import { useRef, useState, type FormEvent } from 'react';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { checkboxClassName } from '#app/ui/field-styles.ts';
import { ModalActions } from '#app/ui/modal.tsx';
import {
  fieldErrorsOf,
  loadAccountSchemas,
} from '#app/storefront/features/accounts/field-errors.ts';
import { FormAlert } from '#app/ui/form-alert.tsx';
import { InputField, NameField, PhoneField } from '#app/ui/form-field.tsx';
import { PincodeField, StateField } from '#app/ui/address/address-fields.tsx';
import { usePincodeAutofill, type PincodeAnswer } from '#app/lib/pincode-lookup.ts';

type Field = 'name' | 'phone' | 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pincode';

/** Add or edit one saved address; validated with the contract's addressBodySchema before sending. */
export function AddressForm({
  address,
  defaults,
  isFirst,
  onSubmit,
  onCancel,
}: {
  address?: Address;
  /** Prefill for a new address (the customer's own name and phone). */
  defaults?: { name?: string; phone?: string | null };
  /** The first address always becomes the default. */
  isFirst: boolean;
  onSubmit: (body: AddressBody) => Promise<void>;
  onCancel: () => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const cityRef = useRef<HTMLInputElement>(null);
  const stateRef = useRef<HTMLSelectElement>(null);
  // The pincode fills the city and the state (both stay editable), as at checkout.
  const pincode = usePincodeAutofill((answer: PincodeAnswer) => {
    const state =
      answer.status === 'found' || answer.status === 'unavailable' ? answer.state : null;
    if (state && stateRef.current) stateRef.current.value = state;
    if (answer.status === 'found' && cityRef.current) cityRef.current.value = answer.city;
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (key: string) => String(form.get(key) ?? '');
    setIsSaving(true);
    setFormError(null);
    try {
      const { addressBodySchema } = await loadAccountSchemas();
      const parsed = addressBodySchema.safeParse({
        name: value('name'),
        phone: value('phone'),
        line1: value('line1'),
        line2: value('line2'),
        landmark: value('landmark'),
        city: value('city'),
        state: value('state'),
        pincode: value('pincode'),
        isDefault: isFirst || address?.isDefault === true || form.get('isDefault') === 'true',
      });
      if (!parsed.success) {
        setErrors(fieldErrorsOf<Field>(parsed.error));
        return;
      }
      setErrors({});
      await onSubmit(parsed.data);
    } catch (error) {
      setFormError(storefrontErrorMessage(error, 'Failed to save address'));
    } finally {
      setIsSaving(false);
    }
  }

  const field = (id: Field) => ({ id: `address-${id}`, error: errors[id], name: id });

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <NameField {...field('name')} defaultValue={address?.name ?? defaults?.name ?? ''} />
        <PhoneField
          {...field('phone')}
          label="Mobile number"
          defaultValue={address?.phone ?? defaults?.phone ?? ''}
        />
      </div>
      <PincodeField
        {...field('pincode')}
        lookup={pincode.lookup}
        className="sm:w-1/2 sm:pr-2"
        autoComplete="postal-code"
        defaultValue={address?.pincode ?? ''}
        onChange={(event) => pincode.pincodeTyped(event.target.value)}
      />
      <InputField
        {...field('line1')}
        label="Address"
        autoComplete="address-line1"
        placeholder="House or flat number, building, street"
        defaultValue={address?.line1 ?? ''}
        maxLength={200}
      />
      <InputField
        {...field('line2')}
        label={
          <>
            Area or locality <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        autoComplete="address-line2"
        defaultValue={address?.line2 ?? ''}
        maxLength={200}
      />
      <InputField
        {...field('landmark')}
        label={
          <>
            Landmark <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        placeholder="Near Shiva temple, opp. SBI ATM"
        defaultValue={address?.landmark ?? ''}
        maxLength={LANDMARK_MAX}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          {...field('city')}
          label="City"
          ref={cityRef}
          autoComplete="address-level2"
          defaultValue={address?.city ?? ''}
          maxLength={80}
        />
        <StateField
          {...field('state')}
          prompt="Choose…"
          isPromptDisabled
          ref={stateRef}
          autoComplete="address-level1"
          defaultValue={address?.state ?? ''}
        />
      </div>
      {!isFirst && !address?.isDefault && (
        <label className="flex w-fit items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="isDefault" value="true" className={checkboxClassName} />
          Make this my default address
        </label>
      )}
      <ModalActions backLabel="Cancel" onBack={onCancel} className="pt-2">
        <button type="submit" disabled={isSaving} className={buttonVariants()}>
          {isSaving ? 'Saving…' : 'Save address'}
        </button>
      </ModalActions>
    </form>
  );
}
