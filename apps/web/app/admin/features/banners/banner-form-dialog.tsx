import {
  bannerBodySchema,
  bannerPositions,
  type Banner,
  type BannerBody,
} from '@propwash/domain/content/schemas';
import { ImageUp } from 'lucide-react';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextFields,
} from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { useImageUpload } from '#app/admin/ui/use-image-upload.ts';
import { Button } from '#app/ui/button.tsx';
import { BannerPreview } from './banner-preview.tsx';

function valuesOf(b: Banner | null) {
  return {
    title: b?.title ?? '',
    subtitle: b?.subtitle ?? '',
    description: b?.description ?? '',
    image: b?.image ?? '',
    link: b?.link ?? '/products',
    buttonText: b?.buttonText ?? 'Shop now',
    backgroundColor: b?.backgroundColor ?? '#ffc107',
    textColor: b?.textColor ?? '#000000',
    position: b?.position ?? 'hero',
    // Typed as text; the schema reads it as a whole number (blank is 0).
    order: String(b?.order ?? 0),
    enabled: b?.enabled ?? true,
  };
}

const colorInput = 'cursor-pointer px-1 py-1';

/** Add or edit a banner: upload the image first (Save waits for it), then the words and colours. */
export function BannerFormDialog(props: {
  banner: Banner | null;
  busy: boolean;
  onClose: () => void;
  onSave: (body: BannerBody) => unknown;
}) {
  const form = useSchemaForm(bannerBodySchema, valuesOf(props.banner));
  const draft = useWatch({ control: form.control }) as ReturnType<typeof valuesOf>;
  const fileInput = useRef<HTMLInputElement>(null);
  const image = useImageUpload((url) => form.setValue('image', url, { shouldDirty: true }));

  return (
    <FormDialog
      form={form}
      idPrefix="banner"
      className="max-w-2xl"
      title={props.banner ? 'Edit banner' : 'Add banner'}
      description="Hero banners open the home page; middle and bottom banners sit between its sections."
      submitLabel={props.banner ? 'Save changes' : 'Add banner'}
      busy={props.busy}
      // Save stays disabled while an upload runs and until an image is uploaded.
      submitDisabled={image.uploading || !draft.image}
      onClose={props.onClose}
      onSubmit={props.onSave}
    >
      <BannerPreview banner={draft} />
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          id="banner-image"
          onChange={(e) => {
            void image.upload(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button
          variant="outline"
          disabled={image.uploading}
          onClick={() => fileInput.current?.click()}
        >
          <ImageUp aria-hidden />
          {image.uploading ? 'Uploading…' : draft.image ? 'Replace image' : 'Upload image'}
        </Button>
        <span className="text-xs text-slate-500">
          JPEG, PNG or WebP up to 5 MB; 1200 × 400 works best.
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFields
          fields={[
            { name: 'title', label: 'Title' },
            { name: 'subtitle', label: 'Subtitle' },
            { name: 'buttonText', label: 'Button text' },
            { name: 'link', label: 'Link (a path like /products or an https:// address)' },
          ]}
        />
      </div>
      <TextAreaField name="description" label="Description" rows={2} />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <SelectField name="position" label="Position">
          {bannerPositions.map((p) => (
            <option key={p} value={p}>
              {p[0]!.toUpperCase() + p.slice(1)}
            </option>
          ))}
        </SelectField>
        <TextFields
          fields={[
            { name: 'order', label: 'Order', inputMode: 'numeric' },
            {
              name: 'backgroundColor',
              id: 'banner-bg',
              label: 'Background',
              type: 'color',
              inputClassName: colorInput,
            },
            {
              name: 'textColor',
              id: 'banner-fg',
              label: 'Text colour',
              type: 'color',
              inputClassName: colorInput,
            },
          ]}
        />
      </div>
      <CheckboxField name="enabled" label="Show on the storefront" />
    </FormDialog>
  );
}
