import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState } from 'react-hook-form';
import { cn } from '#app/lib/cn.ts';
import { checkboxClassName, fieldErrorClassName, inputClassName } from '#app/ui/field-styles.ts';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { Switch } from '#app/ui/switch.tsx';

/*
 * The fields of admin forms: a label, the control registered with the surrounding react-hook-form
 * (FormProvider), a hint, and the field's error under it (aria-invalid, aria-describedby).
 */

/** Ids of a form's fields are `${prefix}-${name}` (e.g. coupon-code), unique on the page. */
export const FieldIdPrefix = createContext('field');

interface FieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Defaults to `${FieldIdPrefix}-${name}`. */
  id?: string;
  /** Classes of the wrapper (grid placement). */
  className?: string;
}

/** The control's accessibility wiring, from the field's name and its error. */
function useField(props: FieldProps) {
  const prefix = useContext(FieldIdPrefix);
  const { errors } = useFormState({ name: props.name });
  const error = (get(errors, props.name) as { message?: string } | undefined)?.message;
  const id = props.id ?? `${prefix}-${props.name.replace(/\./g, '-')}`;
  const describedBy = [props.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return {
    id,
    error,
    control: {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy.join(' ') || undefined,
    },
  };
}

function Messages(props: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-xs text-slate-500">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className={fieldErrorClassName}>
          {props.error}
        </p>
      )}
    </>
  );
}

function Shell(props: { field: ReturnType<typeof useField>; children: ReactNode } & FieldProps) {
  return (
    <div className={cn('space-y-1.5', props.className)}>
      <Label htmlFor={props.field.id}>{props.label}</Label>
      {props.children}
      <Messages id={props.field.id} hint={props.hint} error={props.field.error} />
    </div>
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'id' | 'prefix' | 'className'>;

/** A text input; `prefix` (₹) sits inside it on the left. */
export function TextField(
  props: FieldProps & InputProps & { prefix?: string; inputClassName?: string },
) {
  const { name, label, hint, id: _id, className, prefix, inputClassName: extra, ...input } = props;
  const field = useField(props);
  const { register } = useFormContext();
  return (
    <Shell field={field} name={name} label={label} hint={hint} className={className}>
      <div className="relative">
        {prefix && (
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">
            {prefix}
          </span>
        )}
        <Input
          {...input}
          {...field.control}
          {...register(name)}
          className={cn(prefix && 'pl-7', extra)}
        />
      </div>
    </Shell>
  );
}

/** Consecutive TextFields, one per entry of `fields` (each entry is a TextField's props). */
export function TextFields({ fields }: { fields: ComponentProps<typeof TextField>[] }) {
  return fields.map((field) => <TextField key={field.name} {...field} />);
}

/** An amount in rupees (what the form holds is the typed text; the schema turns it into money). */
export function MoneyField(props: FieldProps & InputProps & { prefixed?: boolean }) {
  const { prefixed = true, ...rest } = props;
  return <TextField inputMode="decimal" prefix={prefixed ? '₹' : undefined} {...rest} />;
}

export function TextAreaField(props: FieldProps & Omit<ComponentProps<'textarea'>, 'name' | 'id'>) {
  const { name, label, hint, id: _id, className, ...textarea } = props;
  const field = useField(props);
  const { register } = useFormContext();
  return (
    <Shell field={field} name={name} label={label} hint={hint} className={className}>
      <textarea
        rows={3}
        {...textarea}
        {...field.control}
        {...register(name)}
        className={cn(inputClassName, 'h-auto py-2')}
      />
    </Shell>
  );
}

/** A native select; its options are the children. */
export function SelectField(props: FieldProps & Omit<ComponentProps<'select'>, 'name' | 'id'>) {
  const { name, label, hint, id: _id, className, children, ...select } = props;
  const field = useField(props);
  const { register } = useFormContext();
  return (
    <Shell field={field} name={name} label={label} hint={hint} className={className}>
      <NativeSelect {...select} {...field.control} {...register(name)}>
        {children}
      </NativeSelect>
    </Shell>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField(props: Omit<FieldProps, 'hint'> & InputProps) {
  const { name, label, id: _id, className, ...input } = props;
  const field = useField(props);
  const { register } = useFormContext();
  return (
    <div className={className}>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className={checkboxClassName}
          {...input}
          {...field.control}
          {...register(name)}
        />
        {label}
      </label>
      <Messages id={field.id} error={field.error} />
    </div>
  );
}

/** One box of a checkbox group: ticked, its `value` is in the array field `name`. */
export function CheckboxOption(props: { name: string; value: string; children: ReactNode }) {
  const { register } = useFormContext();
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className={checkboxClassName}
        value={props.value}
        {...register(props.name)}
      />
      {props.children}
    </label>
  );
}

/** An on/off switch; the text beside it may follow its state ("Cash on delivery on"); a hint goes under it. */
export function SwitchField(
  props: Omit<FieldProps, 'label'> & { label: (on: boolean) => ReactNode; ariaLabel: string },
) {
  const field = useField({ ...props, label: props.ariaLabel });
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field: f }) => {
        const wrapped = Boolean(props.hint || field.error);
        const control = (
          <label
            className={cn(
              'flex items-center gap-3 text-sm text-slate-800',
              !wrapped && props.className,
            )}
          >
            <Switch
              {...field.control}
              checked={f.value === true}
              onCheckedChange={f.onChange}
              onBlur={f.onBlur}
              aria-label={props.ariaLabel}
            />
            {props.label(f.value === true)}
          </label>
        );
        if (!wrapped) return control;
        return (
          <div className={cn('space-y-1', props.className)}>
            {control}
            <Messages id={field.id} hint={props.hint} error={field.error} />
          </div>
        );
      }}
    />
  );
}

/** The form's own message (the server's answer to a failed save), above its buttons. */
export function FormAlert({ className }: { className?: string }) {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className={cn(fieldErrorClassName, className)}>
      {message}
    </p>
  );
}
