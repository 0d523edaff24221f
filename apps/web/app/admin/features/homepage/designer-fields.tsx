import { ImageUp } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { Switch } from '#app/ui/switch.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { uploadImage } from '#app/lib/upload-image.ts';

/** One section of the home design: its heading, a shown/hidden switch, its fields. */
export function SectionCard(props: {
  id: string;
  title: string;
  hint: string;
  enabled: boolean;
  onEnabled: (enabled: boolean) => void;
  children: ReactNode;
}) {
  const headingId = `home-section-${props.id}`;
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
            checked={props.enabled}
            onCheckedChange={props.onEnabled}
            aria-label={`Show ${props.title}`}
          />
          {props.enabled ? 'Shown' : 'Hidden'}
        </label>
      </div>
      <div className={props.enabled ? 'space-y-4' : 'space-y-4 opacity-60'}>{props.children}</div>
    </Card>
  );
}

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </div>
  );
}

/** An image of the design: a preview, upload (or replace) and remove. */
export function ImageField(props: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      props.onChange(await uploadImage(file));
      toast.success('Image uploaded!');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Upload failed');
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      {props.value ? (
        <img
          src={props.value}
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
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <div className="space-y-1">
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            <ImageUp aria-hidden />
            {uploading ? 'Uploading…' : props.value ? 'Replace image' : 'Upload image'}
          </Button>
          {props.value && (
            <Button variant="ghost" size="sm" onClick={() => props.onChange('')}>
              Remove
            </Button>
          )}
        </div>
        <p className="text-xs text-slate-500">{props.hint}</p>
      </div>
    </div>
  );
}
