import { createProductBodySchema, GST_RATES } from '@propwash/domain/catalog/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '#app/lib/api-client.ts';
import { Button } from '#app/ui/button.tsx';
import { DialogFooter } from '#app/ui/dialog.tsx';
import { checkboxClassName, fieldErrorClassName, inputClassName } from '#app/ui/field-styles.ts';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { categoriesQueryOptions, useSaveProduct } from './catalog.queries.ts';
import { categoryOptions } from './category-options.ts';
import { ImageUploader } from './image-uploader.tsx';
import { bodyFrom, discountOf, type FormState } from './product-form-state.ts';

/** The product's fields in sections; checks them with the shared schema, then saves. */
export function ProductForm({
  productId,
  initial,
  onDone,
}: {
  productId: string | null;
  initial: FormState;
  onDone: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const categories = useQuery(categoriesQueryOptions());
  const save = useSaveProduct();
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = bodyFrom(form);
    const parsed = createProductBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= issue.message;
      }
      setErrors(next);
      toast.error(Object.values(next)[0] ?? 'Failed to save product');
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: productId ?? undefined, body: parsed.data });
      toast.success(productId ? 'Product updated successfully!' : 'Product created successfully!');
      onDone();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to save product');
    }
  }

  const text = (
    key: keyof FormState,
    label: string,
    props: {
      required?: boolean;
      placeholder?: string;
      inputMode?: 'decimal' | 'numeric';
      type?: string;
      hint?: string;
    } = {},
  ) => (
    <Field
      label={`${label}${props.required ? ' *' : ''}`}
      error={errors[key]}
      htmlFor={`pf-${key}`}
      hint={props.hint}
    >
      <Input
        id={`pf-${key}`}
        value={form[key] as string}
        aria-invalid={!!errors[key] || undefined}
        onChange={(e) => set(key, e.target.value as never)}
        placeholder={props.placeholder}
        inputMode={props.inputMode}
        type={props.type}
      />
    </Field>
  );
  const area = (key: keyof FormState, label: string, hint?: string, required?: boolean) => (
    <Field
      label={`${label}${required ? ' *' : ''}`}
      error={errors[key]}
      htmlFor={`pf-${key}`}
      hint={hint}
    >
      <textarea
        id={`pf-${key}`}
        rows={required ? 4 : 3}
        value={form[key] as string}
        aria-invalid={!!errors[key] || undefined}
        onChange={(e) => set(key, e.target.value as never)}
        className={`${inputClassName} h-auto py-2`}
      />
    </Field>
  );
  const check = (key: 'isActive' | 'featured' | 'trending' | 'freeDelivery', label: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className={checkboxClassName}
        checked={form[key]}
        onChange={(e) => set(key, e.target.checked)}
      />
      {label}
    </label>
  );
  const discount = discountOf(form);

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className="space-y-6 px-6 py-4">
        <Section title="Basics">
          <div className="sm:col-span-2">{text('name', 'Product name', { required: true })}</div>
          <Field label="Category *" error={errors.category} htmlFor="pf-category">
            <NativeSelect
              id="pf-category"
              value={form.category}
              aria-invalid={!!errors.category || undefined}
              onChange={(e) => set('category', e.target.value)}
            >
              <option value="">Choose a category</option>
              {categoryOptions(categories.data ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.depth ? `\u00a0\u00a0\u00a0— ${o.label}` : o.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {text('brand', 'Brand')}
          {text('sku', 'SKU', { placeholder: 'Made automatically if blank' })}
        </Section>

        <Section title="Price and stock">
          {text('price', 'Price (₹)', {
            required: true,
            inputMode: 'decimal',
            hint: 'Inclusive of GST (what the shopper pays)',
          })}
          {text('originalPrice', 'Original price / MRP (₹)', {
            inputMode: 'decimal',
            placeholder: 'Same as price',
            hint: 'Inclusive of GST, as printed on the box',
          })}
          <Field label="Discount" htmlFor="pf-discount" hint="Worked out from the two prices">
            <Input
              id="pf-discount"
              readOnly
              value={discount > 0 ? `${discount}% OFF` : 'No discount'}
            />
          </Field>
          {text('costPrice', 'Cost price (₹)', {
            inputMode: 'decimal',
            placeholder: 'Private: never shown to shoppers',
          })}
          {text('stock', 'Stock', { inputMode: 'numeric' })}
          <Field label="Stock status" htmlFor="pf-stockStatus">
            <NativeSelect
              id="pf-stockStatus"
              value={form.stockStatus}
              onChange={(e) => set('stockStatus', e.target.value as FormState['stockStatus'])}
            >
              <option value="in_stock">In stock</option>
              <option value="out_of_stock">Out of stock</option>
            </NativeSelect>
          </Field>
          <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2">
            {check('isActive', 'Visible in shop')}
            {check('featured', "Featured (Today's Deals)")}
            {check('trending', 'Trending')}
            {check('freeDelivery', 'Free delivery')}
          </div>
        </Section>

        <Section title="Images">
          <div className="sm:col-span-2">
            <ImageUploader
              images={form.images}
              onChange={(urls) => set('images', urls)}
              onBusyChange={setUploading}
            />
            {errors.images && <p className={`${fieldErrorClassName} mt-1`}>{errors.images}</p>}
          </div>
        </Section>

        <Section title="Description">
          <div className="sm:col-span-2">{area('description', 'Description', undefined, true)}</div>
          {area('highlights', 'Highlights', 'One per line')}
          {area('whatsInBox', "What's in the box", 'One per line')}
          {area('services', 'Services', 'One per line')}
          {text('videoUrl', 'Video URL', { placeholder: 'https://…', type: 'url' })}
        </Section>

        <Section title="Warranty and seller">
          {text('warrantyPeriod', 'Warranty period')}
          {text('warrantyCovered', 'Covered')}
          {text('warrantyNotCovered', 'Not covered')}
          {text('sellerName', 'Seller name')}
          {text('sellerRating', 'Seller rating (0-5)', { inputMode: 'decimal' })}
          {text('sellerYears', 'Years in business', { inputMode: 'numeric' })}
        </Section>

        <Section title="Tax and origin">
          {text('hsnCode', 'HSN code', { inputMode: 'numeric' })}
          <Field label="GST rate" htmlFor="pf-gstRate" error={errors.gstRate}>
            <NativeSelect
              id="pf-gstRate"
              value={form.gstRate}
              onChange={(e) => set('gstRate', e.target.value)}
            >
              {GST_RATES.map((r) => (
                <option key={r} value={String(r)}>
                  {r}%
                </option>
              ))}
            </NativeSelect>
          </Field>
          {text('countryOfOrigin', 'Country of origin')}
        </Section>
      </div>
      <DialogFooter className="sticky bottom-0 border-t border-slate-200 bg-white px-6 py-4">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending || uploading}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {productId ? 'Save changes' : 'Add product'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function Field({
  label,
  htmlFor,
  error,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {error ? (
        <p className={fieldErrorClassName}>{error}</p>
      ) : (
        hint && <p className="text-xs text-slate-500">{hint}</p>
      )}
    </div>
  );
}
