import { stateNames } from '@propwash/domain/shipping/states';
import type { ComponentProps } from 'react';
import { cx } from '#app/lib/cx.ts';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { fieldProps, FormField, InputField } from '#app/ui/form-field.tsx';
import { PincodeHint } from '#app/ui/address/pincode-hint.tsx';
import type { PincodeLookup } from '#app/lib/pincode-lookup.ts';

/**
 * The pincode box of an address (checkout, the address book) and, under it, where the lookup
 * placed it; the caller's lookup fills in the city and the state.
 */
export function PincodeField({
  id,
  error,
  lookup,
  className,
  ...input
}: {
  id: string;
  error?: string;
  lookup: PincodeLookup | null;
  /** For the wrapper around the box and its status line. */
  className?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  const statusId = `${id}-status`;
  return (
    <div className={cx('space-y-1.5', className)}>
      <InputField
        id={id}
        label="Pincode"
        error={error}
        aria-describedby={error ? `${id}-error` : lookup ? statusId : undefined}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        {...input}
      />
      <p id={statusId} aria-live="polite" className="text-xs empty:hidden">
        {!error && <PincodeHint lookup={lookup} />}
      </p>
    </div>
  );
}

/** An address's state or union territory, by the names the shipping rules use. */
export function StateField({
  id,
  error,
  prompt,
  isPromptDisabled,
  ...select
}: {
  id: string;
  error?: string;
  /** The empty first choice. */
  prompt: string;
  isPromptDisabled?: boolean;
} & Omit<ComponentProps<'select'>, 'id'>) {
  return (
    <FormField id={id} label="State" error={error}>
      <NativeSelect {...fieldProps(id, error)} name="state" {...select}>
        <option value="" disabled={isPromptDisabled}>
          {prompt}
        </option>
        {stateNames.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
