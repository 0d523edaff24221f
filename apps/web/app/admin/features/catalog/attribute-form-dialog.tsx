import type { AdminCategory } from '@propwash/domain/catalog/admin-category-schemas';
import {
  attributeTypes,
  type Attribute,
  type AttributeInput,
} from '@propwash/domain/catalog/specs';
import { useEffect } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { CheckboxOption, SelectField, TextField } from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { Badge } from '#app/ui/badge.tsx';
import { fieldErrorClassName } from '#app/ui/field-styles.ts';
import { toast } from '#app/ui/toaster.tsx';
import {
  attributeErrorField,
  attributeFormSchema,
  attributeFormValues,
  attributeTypeHint,
  attributeTypeLabel,
  keyFromName,
  type AttributeFormState,
} from './attribute-form-state.ts';
import { useSaveAttribute } from './catalog.queries.ts';
import { splitValues } from './product-form-state.ts';

/**
 * Add or edit a specification: its name, key, type, unit (a number's), choices (a choice's) and
 * the categories whose products carry it. A failed save shows the API's message under the field
 * it names (a taken key under the key) and as a toast.
 */
export function AttributeFormDialog(props: {
  attribute: Attribute | null;
  categories: AdminCategory[];
  onClose: () => void;
}) {
  const a = props.attribute;
  const form = useSchemaForm(attributeFormSchema, attributeFormValues(a));
  const save = useSaveAttribute();
  const [name, type, choices] = useWatch({
    control: form.control,
    name: ['name', 'type', 'choices'],
  });

  // A new attribute's key follows its name until the key is typed.
  useEffect(() => {
    if (!a && !form.getFieldState('key').isDirty) form.setValue('key', keyFromName(name));
  }, [a, form, name]);

  async function submit(body: AttributeInput) {
    try {
      await save.mutateAsync({ id: a?.id, body });
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status !== 0 ? error.message : 'Failed to save',
      );
      const placed = attributeErrorField(error);
      if (!placed) throw error;
      form.setError(
        placed.field,
        { type: 'server', message: placed.message },
        { shouldFocus: true },
      );
      return;
    }
    toast.success(a ? 'Specification updated!' : 'Specification added!');
    props.onClose();
  }

  const count = splitValues(choices).length;
  return (
    <FormDialog
      form={form}
      idPrefix="attr"
      className="max-w-2xl"
      formClassName="grid gap-4 sm:grid-cols-2"
      title={a ? `Edit ${a.name}` : 'Add specification'}
      description="Defined once for the shop and given to categories; a subcategory has its parent's too. Products fill it in on their form."
      submitLabel={a ? 'Save changes' : 'Add specification'}
      busy={save.isPending}
      onClose={props.onClose}
      onSubmit={submit}
    >
      <TextField name="name" label="Name *" placeholder="e.g. Capacity" />
      <TextField
        name="key"
        label="Key *"
        readOnly={a !== null}
        inputClassName={a ? 'bg-slate-50 font-mono text-slate-600' : 'font-mono'}
        autoCapitalize="none"
        hint={
          a
            ? 'Products keep their values under it, and filter links use it: it cannot change'
            : 'Lowercase letters, digits and _; used in filter links (?spec=capacity:2200)'
        }
      />
      <SelectField name="type" label="Type" hint={attributeTypeHint[type]}>
        {attributeTypes.map((t) => (
          <option key={t} value={t}>
            {attributeTypeLabel[t]}
          </option>
        ))}
      </SelectField>
      {type === 'number' && (
        <TextField
          name="unit"
          label="Unit"
          placeholder="e.g. mAh, S, KV, mm"
          hint="Printed after the number: 2200 mAh, 3S"
        />
      )}
      {type === 'choice' && (
        <div className="space-y-2 sm:col-span-2">
          <TextField
            name="choices"
            label="Choices *"
            placeholder="XT30, XT60, XT90, Deans"
            hint={`Separated by commas, in the order the filter lists them${count ? ` · ${count} ${count === 1 ? 'choice' : 'choices'}` : ''}`}
          />
          {count > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Choices as entered">
              {splitValues(choices).map((c, i) => (
                <li key={`${c}-${i}`}>
                  <Badge variant="neutral">{c}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <CategoryBoxes categories={props.categories} />
    </FormDialog>
  );
}

/** The categories as a tree of boxes; a subcategory of a ticked category has the attribute too. */
function CategoryBoxes({ categories }: { categories: AdminCategory[] }) {
  const ticked = useWatch<AttributeFormState, 'categories'>({ name: 'categories' });
  const { errors } = useFormState<AttributeFormState>({ name: 'categories' });
  const byOrder = (x: AdminCategory, y: AdminCategory) =>
    x.sortOrder - y.sortOrder || x.name.localeCompare(y.name);
  const tops = categories.filter((c) => c.parentId === null).sort(byOrder);
  const on = new Set(Array.isArray(ticked) ? ticked : []);
  const error = errors.categories?.message ?? errors.categories?.root?.message;
  return (
    <fieldset className="min-w-0 sm:col-span-2" aria-describedby="attr-categories-hint">
      <legend className="text-sm font-medium text-slate-800">Categories</legend>
      <p id="attr-categories-hint" className="mt-1 text-xs text-slate-500">
        Products of these categories show it on their form, page and filters.
      </p>
      <div className="mt-2 grid max-h-72 gap-x-4 gap-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
        {tops.map((top) => {
          const subs = categories.filter((c) => c.parentId === top.id).sort(byOrder);
          return (
            <div key={top.id} className="min-w-0 space-y-1.5">
              <CheckboxOption name="categories" value={top.path}>
                <span className="font-medium">{top.name}</span>
              </CheckboxOption>
              {subs.length > 0 && (
                <ul className="space-y-1.5 border-l border-slate-200 pl-3 ml-2">
                  {subs.map((sub) => (
                    <li key={sub.id}>
                      <CheckboxOption name="categories" value={sub.path}>
                        {sub.name}
                        {on.has(top.path) && !on.has(sub.path) && (
                          <span className="text-xs text-slate-500">(through {top.name})</span>
                        )}
                      </CheckboxOption>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </div>
      {error && <p className={`${fieldErrorClassName} mt-1`}>{error}</p>}
    </fieldset>
  );
}
