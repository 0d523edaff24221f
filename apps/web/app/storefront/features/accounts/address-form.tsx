import type { Address, AddressBody } from '@propwash/domain/accounts/schemas';
import { stateNames } from '@propwash/domain/shipping/states';
import { useRef, useState, type FormEvent } from 'react';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { checkboxClassName, inputClassName } from '#app/ui/field-styles.ts';
import { NativeSelect } from '#app/ui/native-select.tsx';
import {
  fieldErrorsOf,
  loadAccountSchemas,
} from '#app/storefront/features/accounts/field-errors.ts';
import { FormAlert } from '#app/storefront/features/accounts/form-alert.tsx';
import { fieldProps, FormField } from '#app/storefront/features/accounts/form-field.tsx';
import { PincodeHint } from '#app/storefront/features/checkout/pincode-hint.tsx';
import {
  usePincodeAutofill,
  type PincodeAnswer,
} from '#app/storefront/features/checkout/pincode-lookup.ts';

type Field = 'name' | 'phone' | 'line1' | 'line2' | 'city' | 'state' | 'pincode';

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

  const field = (id: Field) => fieldProps(`address-${id}`, errors[id]);

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="address-name" label="Full name" error={errors.name}>
          <input
            {...field('name')}
            name="name"
            autoComplete="name"
            defaultValue={address?.name ?? defaults?.name ?? ''}
            maxLength={80}
            className={inputClassName}
          />
        </FormField>
        <FormField id="address-phone" label="Mobile number" error={errors.phone}>
          <input
            {...field('phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            defaultValue={address?.phone ?? defaults?.phone ?? ''}
            maxLength={16}
            className={inputClassName}
          />
        </FormField>
      </div>
      <div className="space-y-1.5 sm:w-1/2 sm:pr-2">
        <FormField id="address-pincode" label="Pincode" error={errors.pincode}>
          <input
            {...field('pincode')}
            aria-describedby={
              errors.pincode
                ? 'address-pincode-error'
                : pincode.lookup
                  ? 'address-pincode-status'
                  : undefined
            }
            name="pincode"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]*"
            defaultValue={address?.pincode ?? ''}
            onChange={(event) => pincode.pincodeTyped(event.target.value)}
            maxLength={6}
            className={inputClassName}
          />
        </FormField>
        <p id="address-pincode-status" aria-live="polite" className="text-xs empty:hidden">
          {!errors.pincode && <PincodeHint lookup={pincode.lookup} />}
        </p>
      </div>
      <FormField id="address-line1" label="Address" error={errors.line1}>
        <input
          {...field('line1')}
          name="line1"
          autoComplete="address-line1"
          placeholder="House or flat number, building, street"
          defaultValue={address?.line1 ?? ''}
          maxLength={200}
          className={inputClassName}
        />
      </FormField>
      <FormField
        id="address-line2"
        label={
          <>
            Area or landmark <span className="font-normal text-slate-500">(optional)</span>
          </>
        }
        error={errors.line2}
      >
        <input
          {...field('line2')}
          name="line2"
          autoComplete="address-line2"
          defaultValue={address?.line2 ?? ''}
          maxLength={200}
          className={inputClassName}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="address-city" label="City" error={errors.city}>
          <input
            {...field('city')}
            ref={cityRef}
            name="city"
            autoComplete="address-level2"
            defaultValue={address?.city ?? ''}
            maxLength={80}
            className={inputClassName}
          />
        </FormField>
        <FormField id="address-state" label="State" error={errors.state}>
          <NativeSelect
            {...field('state')}
            ref={stateRef}
            name="state"
            autoComplete="address-level1"
            defaultValue={address?.state ?? ''}
          >
            <option value="" disabled>
              Choose…
            </option>
            {stateNames.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {!isFirst && !address?.isDefault && (
        <label className="flex w-fit items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="isDefault" value="true" className={checkboxClassName} />
          Make this my default address
        </label>
      )}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonVariants({ variant: 'outline' })}>
          Cancel
        </button>
        <button type="submit" disabled={isSaving} className={buttonVariants()}>
          {isSaving ? 'Saving…' : 'Save address'}
        </button>
      </div>
    </form>
  );
}
