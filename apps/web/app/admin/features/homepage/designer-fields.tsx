import { ImageUp } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { useImageUpload } from '#app/admin/ui/use-image-upload.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { fieldErrorClassName } from '#app/ui/field-styles.ts';
import { Switch } from '#app/ui/switch.tsx';

/**
 * One section of the home design: its heading, a shown/hidden switch (the section's `enabled`
 * in the designer's form), its fields.
 */
export function SectionCard(props: {
  id: string;
  /** The section's key in the design: banner, featuredProducts, ... */
  name: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  const headingId = `home-section-${props.id}`;
  const { field } = useController({ name: `${props.name}.enabled` });
  const enabled = field.value === true;
  return (
    <Card aria-labelledby={headingId} role="region" className="space-y-4 p-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {props.title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{props.hint}</p>
        </div>
        <label className="flex shrink-0 items-center gap-2 text-sm font-medium text-slate-800">
          <Switch
            checked={enabled}
            onCheckedChange={field.onChange}
            aria-label={`Show ${props.title}`}
          />
          {enabled ? 'Shown' : 'Hidden'}
        </label>
      </div>
      <div className={enabled ? 'space-y-4' : 'space-y-4 opacity-60'}>{props.children}</div>
    </Card>
  );
}

/** An image of the design (its URL at `name`): a preview, upload (or replace) and remove. */
export function ImageField(props: { id: string; name: string; label: string; hint: string }) {
  const { field, fieldState } = useController({ name: props.name });
  const value = field.value as string;
  const input = useRef<HTMLInputElement>(null);
  const image = useImageUpload(field.onChange);

  return (
    <div className="flex flex-wrap items-center gap-3">
      {value ? (
        <img
          src={value}
          alt=""
          className="h-16 w-28 rounded-md border border-slate-200 object-cover"
        />
      ) : (
        <span className="flex h-16 w-28 items-center justify-center rounded-md border border-dashed border-slate-300 text-xs text-slate-500">
          No image
        </span>
      )}
      <input
        ref={input}
        id={props.id}
        type="file"
        accept="image/*"
        aria-label={props.label}
        className="sr-only"
        onChange={(e) => {
          void image.upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <div className="space-y-1">
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={image.uploading}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden />
            {image.uploading ? 'Uploading…' : value ? 'Replace image' : 'Upload image'}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => field.onChange('')}>
              Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-500">{props.hint}</p>
        {fieldState.error && <p className={fieldErrorClassName}>{fieldState.error.message}</p>}
      </div>
    </div>
  );
}
