import { MAX_OPTIONS } from '@propwash/domain/catalog/variants';
import { ChevronDown, Grid3x3, Plus, Trash2 } from 'lucide-react';
import { Fragment, useState } from 'react';
import {
  get,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
  type FieldError,
} from 'react-hook-form';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';
import { checkboxClassName, fieldErrorClassName, inputClassName } from '#app/ui/field-styles.ts';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import {
  buildMatrix,
  optionsOf,
  splitValues,
  type FormState,
  type SpecAttribute,
} from './product-form-state.ts';
import { SpecField, useProductSpecs } from './specs-section.tsx';

const cellInput = cn(inputClassName, 'h-9 px-2');

/** The variants table's column headers and widths, before the remove button's. */
const variantHeaders = [
  ['Version', 'min-w-32 px-3 py-2'],
  ['SKU', 'min-w-48 px-2 py-2'],
  ['Price (₹)', 'w-24 px-2 py-2'],
  ['MRP (₹)', 'w-24 px-2 py-2'],
  ['Stock', 'w-20 px-2 py-2'],
  ['Active', 'w-16 px-2 py-2 text-center'],
] as const;

/**
 * "Options & variants": up to three options (name and comma-separated values), a button that
 * builds one variant per combination (rows already there keep their SKU, prices and stock), and
 * the variants' table. Saved with the product; the set's problems (the server's wording) show here.
 */
export function VariantsSection() {
  const form = useFormContext<FormState>();
  const { control, register } = form;
  const options = useFieldArray({ control, name: 'options' });
  const variants = useFieldArray({ control, name: 'variants', keyName: 'key' });
  const [optionRows, variantRows, specAttributes] = useWatch({
    control,
    name: ['options', 'variants', 'specAttributes'],
  });
  const specs = specAttributes ?? [];
  const productSpecs = useProductSpecs(specs);
  /** Rows whose specifications are open (by field key). */
  const [openSpecs, setOpenSpecs] = useState<ReadonlySet<string>>(new Set());
  const toggleSpecs = (key: string) =>
    setOpenSpecs((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const columnCount = variantHeaders.length + 1;
  const { errors } = useFormState({ control, name: ['options', 'variants'] });
  const setError =
    (errors.variants as FieldError | undefined)?.message ??
    (errors.variants?.root as FieldError | undefined)?.message ??
    (errors.options as FieldError | undefined)?.message;
  const typed = optionsOf(optionRows);
  const matrixSize = typed.reduce((n, o) => n * Math.max(o.values.length, 1), typed.length ? 1 : 0);

  function build() {
    const { sku, price, originalPrice, stock } = form.getValues();
    // Versions' SKUs are made from the product's own (EFL-123 → EFL-123-RTF), never a placeholder.
    if (!sku.trim()) {
      const message = "Enter the product's SKU first: each version's SKU is made from it";
      form.setError('sku', { message });
      form.setError('variants', { message });
      return;
    }
    variants.replace(
      buildMatrix(typed, form.getValues('variants'), { sku, price, originalPrice, stock }),
    );
    form.clearErrors(['variants', 'sku']);
  }

  return (
    <div className="min-w-0 space-y-4 sm:col-span-2">
      <p className="text-sm text-slate-600">
        Sell this product in versions (such as Version: RTF, BNF, PNP). Each version has its own
        SKU, price and stock; the product&apos;s price and stock then follow its versions.
      </p>
      {options.fields.length > 0 && (
        <ul className="space-y-3">
          {options.fields.map((field, index) => {
            const values = splitValues(optionRows[index]?.values ?? '');
            return (
              <li
                key={field.id}
                className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start"
              >
                <div className="space-y-1.5">
                  <Label htmlFor={`pf-option-${index}-name`}>Option {index + 1} name</Label>
                  <Input
                    id={`pf-option-${index}-name`}
                    placeholder={index === 0 ? 'Version' : index === 1 ? 'Mode' : 'Colour'}
                    {...register(`options.${index}.name`)}
                  />
                </div>
                <div className="space-y-1.5">
                  <Label htmlFor={`pf-option-${index}-values`}>Values</Label>
                  <Input
                    id={`pf-option-${index}-values`}
                    placeholder={index === 0 ? 'RTF, BNF, PNP' : 'Mode 1, Mode 2'}
                    aria-describedby={`pf-option-${index}-hint`}
                    {...register(`options.${index}.values`)}
                  />
                  <p id={`pf-option-${index}-hint`} className="text-xs text-slate-500">
                    Separated by commas{values.length > 0 && ` · ${values.length} values`}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="icon"
                  className="sm:mt-6"
                  onClick={() => options.remove(index)}
                  aria-label={`Remove option ${index + 1}`}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={options.fields.length >= MAX_OPTIONS}
          onClick={() => options.append({ name: '', values: '' })}
        >
          <Plus aria-hidden /> Add option
        </Button>
        {options.fields.length > 0 && (
          <Button variant="secondary" size="sm" disabled={matrixSize === 0} onClick={build}>
            <Grid3x3 aria-hidden />
            {variants.fields.length > 0 ? 'Rebuild variants' : 'Build variants'}
            {matrixSize > 0 && ` (${matrixSize})`}
          </Button>
        )}
      </div>
      {setError && (
        <p role="alert" className={fieldErrorClassName}>
          {setError}
        </p>
      )}
      {variants.fields.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">Variants</caption>
            <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
              <tr>
                {variantHeaders.map(([label, className]) => (
                  <th key={label} scope="col" className={className}>
                    {label}
                  </th>
                ))}
                <th scope="col" className="w-12 px-2 py-2">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {variants.fields.map((field, index) => {
                const row = variantRows[index] ?? field;
                const label =
                  typed
                    .map((o) => row.choice[o.name])
                    .filter(Boolean)
                    .join(' / ') || Object.values(row.choice).join(' / ');
                const cell = (name: 'sku' | 'price' | 'originalPrice' | 'stock') => {
                  const error = (get(errors, `variants.${index}.${name}`) as FieldError | undefined)
                    ?.message;
                  return (
                    <td className="px-2 py-1.5 align-top">
                      <input
                        className={cellInput}
                        aria-label={`${label} ${name === 'originalPrice' ? 'MRP' : name}`}
                        aria-invalid={error ? true : undefined}
                        inputMode={
                          name === 'sku' ? undefined : name === 'stock' ? 'numeric' : 'decimal'
                        }
                        placeholder={name === 'originalPrice' ? 'Same' : undefined}
                        {...register(`variants.${index}.${name}`)}
                      />
                      {error && <p className={cn(fieldErrorClassName, 'mt-1 text-xs')}>{error}</p>}
                    </td>
                  );
                };
                const specsError = get(errors, `variants.${index}.specValues`) !== undefined;
                const specsOpen = specsError || openSpecs.has(field.key);
                const ownSpecs = specs.filter((a) => row.specValues?.[a.key]?.trim()).length;
                const specsId = `pf-variant-${field.key}-specs`;
                return (
                  <Fragment key={field.key}>
                    <tr className={row.isActive ? undefined : 'bg-slate-50 text-slate-500'}>
                      <th
                        scope="row"
                        className="px-3 py-1.5 text-left align-top font-semibold text-slate-800"
                      >
                        <span className="block pt-2">{label}</span>
                        {specs.length > 0 && (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-expanded={specsOpen}
                            aria-controls={specsOpen ? specsId : undefined}
                            className={cn(
                              '-ml-2 h-7 gap-1 px-2 text-xs font-medium text-brand-800',
                              specsError && 'text-danger-700',
                            )}
                            onClick={() => toggleSpecs(field.key)}
                          >
                            Specs<span className="sr-only"> of {label}</span>
                            {ownSpecs > 0 && ` · ${ownSpecs} own`}
                            <ChevronDown
                              aria-hidden
                              className={cn('transition-transform', specsOpen && 'rotate-180')}
                            />
                          </Button>
                        )}
                      </th>
                      {cell('sku')}
                      {cell('price')}
                      {cell('originalPrice')}
                      {cell('stock')}
                      <td className="px-2 pt-4 pb-1.5 text-center align-top">
                        <input
                          type="checkbox"
                          className={checkboxClassName}
                          aria-label={`${label} active`}
                          {...register(`variants.${index}.isActive`)}
                        />
                      </td>
                      <td className="px-2 pt-1 pb-1.5 align-top">
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => variants.remove(index)}
                          aria-label={`Remove ${label}`}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      </td>
                    </tr>
                    {specs.length > 0 && specsOpen && (
                      <tr id={specsId} className="bg-slate-50/60">
                        <td colSpan={columnCount} className="px-3 pt-2 pb-3">
                          <VariantSpecs
                            label={label}
                            index={index}
                            specs={specs}
                            productSpecs={productSpecs}
                          />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * A version's own specification values (its capacity), over the product's: a blank field
 * shows the product's value it stands for.
 */
function VariantSpecs(props: {
  label: string;
  index: number;
  specs: readonly SpecAttribute[];
  productSpecs: Record<string, string | number>;
}) {
  return (
    <div className="sticky left-3 max-w-[calc(100vw-7rem)] space-y-2 sm:max-w-2xl">
      <p className="text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{props.label}</span>: its own values. Blank
        fields keep the product&apos;s.
      </p>
      <div className="grid gap-3 sm:grid-cols-3">
        {props.specs.map((a) => (
          <SpecField
            key={a.key}
            name={`variants.${props.index}.specValues.${a.key}`}
            attribute={a}
            inherited={props.productSpecs[a.key]}
          />
        ))}
      </div>
    </div>
  );
}
