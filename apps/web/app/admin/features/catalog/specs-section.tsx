import { formatSpecValue, MAX_SPEC_TEXT, type SpecValue } from '@propwash/domain/catalog/specs';
import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { FieldIdPrefix } from '#app/admin/ui/form-field.tsx';
import { cn } from '#app/lib/cn.ts';
import { fieldErrorClassName } from '#app/ui/field-styles.ts';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { categoryLabel } from './attribute-form-state.ts';
import { attributesQueryOptions, categoriesQueryOptions } from './catalog.queries.ts';
import {
  categoryAttributes,
  specValuesOf,
  type FormState,
  type SpecAttribute,
} from './product-form-state.ts';

/** The screen where specifications are defined and given to categories. */
export const specificationsPath = '/admin/specifications';

/**
 * "Specifications": a field for each attribute of the chosen category (a number with its unit, a
 * select of a choice's values, a line of text), prefilled with the product's values. It also
 * tells the form which attributes those are (`specAttributes`), so what was typed is sent as
 * `specValues`; until they are loaded nothing is sent and the product keeps its values.
 */
export function SpecsSection() {
  const { control, setValue } = useFormContext<FormState>();
  const [category, variants] = useWatch({ control, name: ['category', 'variants'] });
  const attributes = useQuery(attributesQueryOptions());
  const categories = useQuery(categoriesQueryOptions());
  const specs = useMemo(
    () =>
      attributes.data
        ? categoryAttributes(attributes.data, category).map(
            ({ key, name, type, unit, choices }): SpecAttribute => ({
              key,
              name,
              type,
              unit,
              choices,
            }),
          )
        : null,
    [attributes.data, category],
  );
  useEffect(() => setValue('specAttributes', specs), [specs, setValue]);

  let body;
  if (!category) {
    body = <Note>Choose a category first: its specifications show here.</Note>;
  } else if (attributes.isError) {
    body = (
      <p role="alert" className={fieldErrorClassName}>
        Could not load the specifications ({attributes.error.message}). Saving leaves the
        product&apos;s specifications as they are.
      </p>
    );
  } else if (!specs) {
    body = Array.from({ length: 2 }, (_, i) => <Skeleton key={i} className="h-16" />);
  } else if (specs.length === 0) {
    body = (
      <Note>
        {categoryLabel(category, categories.data ?? [])} has no specifications yet.{' '}
        <Link to={specificationsPath} className="font-medium text-brand-800 hover:underline">
          Give it some on the Specifications screen
        </Link>
        .
      </Note>
    );
  } else {
    body = (
      <>
        {specs.map((a) => (
          <SpecField key={a.key} name={`specValues.${a.key}`} attribute={a} />
        ))}
        <Note>
          Blank fields are left out of the shop&apos;s specifications and filters.
          {variants.length > 0 &&
            ' A version with a value of its own (its capacity, say) has it under Options & variants → Specs.'}
        </Note>
      </>
    );
  }
  return <>{body}</>;
}

function Note({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600 sm:col-span-2">{children}</p>;
}

/**
 * One specification's input, registered under `name` in the product form: a number with its unit
 * after it, a select of the choices, or a line of text; its error under it. `inherited` is the
 * product's value a version's blank field stands for.
 */
export function SpecField(props: {
  name: string;
  attribute: SpecAttribute;
  inherited?: SpecValue;
  className?: string;
}) {
  const { name, attribute: a, inherited } = props;
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const value = useWatch({ control, name }) as string | undefined;
  const prefix = useContext(FieldIdPrefix);
  const id = `${prefix}-${name.replace(/\./g, '-')}`;
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const control_ = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...register(name),
  };
  const placeholder =
    inherited === undefined || Number.isNaN(inherited)
      ? undefined
      : `Same: ${formatSpecValue(inherited, a.unit)}`;
  return (
    <div className={cn('min-w-0 space-y-1.5', props.className)}>
      <Label htmlFor={id}>
        {a.name}
        {a.unit && a.type === 'number' && (
          <span className="font-normal text-slate-500"> ({a.unit})</span>
        )}
      </Label>
      {a.type === 'choice' ? (
        <NativeSelect {...control_}>
          <option value="">{placeholder ?? '—'}</option>
          {/* A value the attribute no longer offers stays until it is changed. */}
          {value && !a.choices.includes(value) && (
            <option value={value}>{value} (no longer offered)</option>
          )}
          {a.choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      ) : a.type === 'number' ? (
        <div className="relative">
          <Input
            {...control_}
            inputMode="decimal"
            autoComplete="off"
            placeholder={placeholder}
            className={a.unit ? 'pr-14' : undefined}
          />
          {a.unit && (
            <span
              aria-hidden
              className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-slate-500"
            >
              {a.unit}
            </span>
          )}
        </div>
      ) : (
        <Input
          {...control_}
          maxLength={MAX_SPEC_TEXT}
          autoComplete="off"
          placeholder={placeholder}
        />
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClassName}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The product's own values as the API will read them (what a version's blank field stands for). */
export function useProductSpecs(specs: readonly SpecAttribute[]) {
  const { control } = useFormContext<FormState>();
  const typed = useWatch({ control, name: 'specValues' });
  return specValuesOf(typed, specs);
}
