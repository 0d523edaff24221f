import { GST_RATES } from '@propwash/domain/catalog/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { AdminForm, submitWith } from '#app/admin/ui/form-dialog.tsx';
import {
  CheckboxField,
  FormAlert,
  MoneyField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
} from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { Button } from '#app/ui/button.tsx';
import { DialogFooter } from '#app/ui/dialog.tsx';
import { fieldErrorClassName } from '#app/ui/field-styles.ts';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { categoriesQueryOptions, useSaveProduct } from './catalog.queries.ts';
import { categoryOptions } from './category-options.ts';
import { DeclarationsSection, DroneSection } from './declarations-section.tsx';
import { FitsPicker } from './fits-picker.tsx';
import { ImageUploader } from './image-uploader.tsx';
import { discountOf, productFormSchema, type FormState } from './product-form-state.ts';
import { SpecsSection } from './specs-section.tsx';
import { VariantsSection } from './variants-section.tsx';

/** Where most RC models and parts are made; any other country can be typed. */
const COMMON_ORIGINS = [
  'China',
  'India',
  'Taiwan',
  'Japan',
  'USA',
  'Germany',
  'Vietnam',
  'Italy',
  'Spain',
  'Hong Kong',
];

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
  const form = useSchemaForm(productFormSchema, initial);
  const [uploading, setUploading] = useState(false);
  const categories = useQuery(categoriesQueryOptions());
  const save = useSaveProduct();
  const [price, originalPrice] = useWatch({
    control: form.control,
    name: ['price', 'originalPrice'],
  });
  const discount = discountOf({ price, originalPrice });

  const onSubmit = submitWith(
    form,
    async (body) => {
      try {
        await save.mutateAsync({ id: productId ?? undefined, body });
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : 'Failed to save product');
        throw error;
      }
      toast.success(productId ? 'Product updated successfully!' : 'Product created successfully!');
      onDone();
    },
    // The first problem also shows as a toast: the field may be out of sight in the long form.
    (message) => toast.error(message ?? 'Failed to save product'),
  );

  return (
    <AdminForm form={form} idPrefix="pf" onSubmit={onSubmit}>
      <div className="space-y-6 px-6 py-4">
        <Section title="Basics">
          <TextField name="name" label="Product name *" className="sm:col-span-2" />
          <SelectField name="category" label="Category *">
            <option value="">Choose a category</option>
            {categoryOptions(categories.data ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.depth ? `\u00a0\u00a0\u00a0— ${o.label}` : o.label}
              </option>
            ))}
          </SelectField>
          <TextField name="brand" label="Brand" />
          <TextField name="sku" label="SKU" placeholder="Made automatically if blank" />
        </Section>

        <Section title="Specifications">
          <SpecsSection />
        </Section>

        <Section title="Price and stock">
          <MoneyField
            name="price"
            label="Price (₹) *"
            prefixed={false}
            hint="Inclusive of GST (what the shopper pays)"
          />
          <MoneyField
            name="originalPrice"
            label="Original price / MRP (₹)"
            prefixed={false}
            placeholder="Same as price"
            hint="Inclusive of GST, as printed on the box"
          />
          <div className="space-y-1.5">
            <Label htmlFor="pf-discount">Discount</Label>
            <Input
              id="pf-discount"
              readOnly
              aria-describedby="pf-discount-hint"
              value={discount > 0 ? `${discount}% OFF` : 'No discount'}
            />
            <p id="pf-discount-hint" className="text-xs text-slate-500">
              Worked out from the two prices
            </p>
          </div>
          <MoneyField
            name="costPrice"
            label="Cost price (₹)"
            prefixed={false}
            placeholder="Private: never shown to shoppers"
          />
          <TextField name="stock" label="Stock" inputMode="numeric" />
          <SelectField name="stockStatus" label="Stock status">
            <option value="in_stock">In stock</option>
            <option value="out_of_stock">Out of stock</option>
          </SelectField>
          <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2">
            <CheckboxField name="isActive" label="Visible in shop" />
            <CheckboxField name="featured" label="Featured (Today's Deals)" />
            <CheckboxField name="trending" label="Trending" />
            <CheckboxField name="freeDelivery" label="Free delivery" />
          </div>
          <SwitchField
            name="shipsBySurface"
            ariaLabel="Ships by surface only"
            label={() => 'Ships by surface only'}
            hint="For LiPo batteries and fuel, which may not fly: no express delivery, and standard takes the surface days longer (Settings → Shipping)."
            className="sm:col-span-2"
          />
        </Section>

        <Section title="Options & variants">
          <VariantsSection />
        </Section>

        <Section title="Images">
          <Controller
            control={form.control}
            name="images"
            render={({ field, fieldState }) => (
              <div className="sm:col-span-2">
                <ImageUploader
                  images={field.value}
                  onChange={field.onChange}
                  onBusyChange={setUploading}
                />
                {fieldState.error && (
                  <p className={`${fieldErrorClassName} mt-1`}>{fieldState.error.message}</p>
                )}
              </div>
            )}
          />
        </Section>

        <Section title="Fits these models">
          <Controller
            control={form.control}
            name="compatibleWith"
            render={({ field, fieldState }) => (
              <FitsPicker
                productId={productId}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>

        <Section title="Description">
          <TextAreaField
            name="description"
            label="Description *"
            rows={4}
            className="sm:col-span-2"
          />
          <TextAreaField name="highlights" label="Highlights" hint="One per line" />
          <TextAreaField name="whatsInBox" label="What's in the box" hint="One per line" />
          <TextAreaField name="services" label="Services" hint="One per line" />
          <TextField name="videoUrl" label="Video URL" placeholder="https://…" type="url" />
        </Section>

        <Section title="Warranty and seller">
          <TextField
            name="warranty.period"
            label="Warranty period"
            hint="Blank: no warranty is shown"
            placeholder="e.g. 6 months"
          />
          <TextField name="warranty.covered" label="Covered" />
          <TextField name="warranty.notCovered" label="Not covered" />
          <TextField name="seller.name" label="Seller name" />
          <TextField
            name="seller.rating"
            label="Seller rating (0-5)"
            hint="Only a real rating; blank: not shown"
            inputMode="decimal"
          />
          <TextField
            name="seller.yearsInBusiness"
            label="Years in business"
            hint="Blank: not shown"
            inputMode="numeric"
          />
        </Section>

        <Section title="Tax and origin">
          <TextField name="hsnCode" label="HSN code" inputMode="numeric" />
          <SelectField name="gstRate" label="GST rate">
            {GST_RATES.map((r) => (
              <option key={r} value={String(r)}>
                {r}%
              </option>
            ))}
          </SelectField>
          <TextField
            name="countryOfOrigin"
            label="Country of origin *"
            hint="Where it was made (a legal declaration); needed before it goes live"
            placeholder="Choose or type a country"
            list="country-of-origin-choices"
            autoComplete="off"
          />
          <datalist id="country-of-origin-choices">
            {COMMON_ORIGINS.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
        </Section>

        <Section title="Label declarations">
          <DeclarationsSection />
        </Section>

        <Section title="Drone">
          <DroneSection />
        </Section>
        <FormAlert />
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
    </AdminForm>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  // min-w-0: a fieldset is as wide as its content by default (the variants' table scrolls instead).
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {title}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
