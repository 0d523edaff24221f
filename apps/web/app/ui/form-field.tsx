import type { ComponentProps, ReactNode } from 'react';
import { fieldErrorClassName, inputClassName, labelClassName } from '#app/ui/field-styles.ts';

/**
 * A label, one control and its hint or error. The control gets its id, aria-invalid and
 * aria-describedby from the caller (`fieldProps`), so it stays a plain native element.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  action,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Something on the label's line, right-aligned (e.g. the Forgot Password link). */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelClassName}>
          {label}
        </label>
        {action}
      </div>
      {children}
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClassName}>
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The accessibility attributes a control inside <FormField> needs. */
export function fieldProps(id: string, error: string | undefined, hasHint = false) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hasHint ? `${id}-hint` : undefined,
  } as const;
}

/** A <FormField> around one plain input, wired to the field's label, hint and error. */
export function InputField({
  id,
  label,
  hint,
  error,
  action,
  ...input
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  action?: ReactNode;
} & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} action={action}>
      <input {...fieldProps(id, error, hint !== undefined)} {...input} className={inputClassName} />
    </FormField>
  );
}

/** A person's full name (`name`), up to the API's 80 characters. */
export function NameField(props: Omit<ComponentProps<typeof InputField>, 'label'>) {
  return <InputField name="name" label="Full name" autoComplete="name" maxLength={80} {...props} />;
}

/** A mobile number (`phone`): the number pad and the national format the API expects. */
export function PhoneField(props: ComponentProps<typeof InputField>) {
  return (
    <InputField
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={16}
      {...props}
    />
  );
}
