import {
  bannerBodySchema,
  bannerPositions,
  type Banner,
  type BannerBody,
} from '@propwash/domain/content/schemas';
import { ImageUp } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '#app/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { BannerPreview } from './banner-preview.tsx';
import { uploadImage } from '#app/lib/upload-image.ts';

type Draft = Omit<BannerBody, 'order'> & { order: string };

function draftOf(b: Banner | null): Draft {
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
    order: String(b?.order ?? 0),
    enabled: b?.enabled ?? true,
  };
}

/** Add or edit a banner: upload the image first (Save waits for it), then the words and colours. */
export function BannerFormDialog(props: {
  banner: Banner | null;
  busy: boolean;
  onClose: () => void;
  onSave: (body: BannerBody) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.banner));
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  async function upload(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      set('image', await uploadImage(file));
      toast.success('Image uploaded!');
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Upload failed');
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // The order is parsed as an integer; blank means 0.
    const parsed = bannerBodySchema.safeParse({
      ...draft,
      order: draft.order.trim() === '' ? 0 : Number(draft.order),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Failed to save');
      return;
    }
    setError(null);
    props.onSave(parsed.data);
  }

  const text = (key: 'title' | 'subtitle' | 'link' | 'buttonText', label: string) => (
    <div className="space-y-1.5">
      <Label htmlFor={`banner-${key}`}>{label}</Label>
      <Input id={`banner-${key}`} value={draft[key]} onChange={(e) => set(key, e.target.value)} />
    </div>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{props.banner ? 'Edit banner' : 'Add banner'}</DialogTitle>
          <DialogDescription>
            Hero banners open the home page; middle and bottom banners sit between its sections.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="space-y-4">
          <BannerPreview banner={draft} />
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              className="sr-only"
              id="banner-image"
              onChange={(e) => void upload(e.target.files?.[0])}
            />
            <Button
              variant="outline"
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              <ImageUp aria-hidden />
              {uploading ? 'Uploading…' : draft.image ? 'Replace image' : 'Upload image'}
            </Button>
            <span className="text-xs text-slate-500">
              JPEG, PNG or WebP up to 5 MB; 1200 × 400 works best.
            </span>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('title', 'Title')}
            {text('subtitle', 'Subtitle')}
            {text('buttonText', 'Button text')}
            {text('link', 'Link (a path like /products or an https:// address)')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="banner-description">Description</Label>
            <textarea
              id="banner-description"
              rows={2}
              value={draft.description}
              onChange={(e) => set('description', e.target.value)}
              className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500/30"
            />
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <div className="space-y-1.5">
              <Label htmlFor="banner-position">Position</Label>
              <NativeSelect
                id="banner-position"
                value={draft.position}
                onChange={(e) => set('position', e.target.value as Draft['position'])}
              >
                {bannerPositions.map((p) => (
                  <option key={p} value={p}>
                    {p[0]!.toUpperCase() + p.slice(1)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="banner-order">Order</Label>
              <Input
                id="banner-order"
                inputMode="numeric"
                value={draft.order}
                onChange={(e) => set('order', e.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="banner-bg">Background</Label>
              <input
                id="banner-bg"
                type="color"
                value={draft.backgroundColor}
                onChange={(e) => set('backgroundColor', e.target.value)}
                className="h-10 w-full cursor-pointer rounded-lg border border-slate-300"
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="banner-fg">Text colour</Label>
              <input
                id="banner-fg"
                type="color"
                value={draft.textColor}
                onChange={(e) => set('textColor', e.target.value)}
                className="h-10 w-full cursor-pointer rounded-lg border border-slate-300"
              />
            </div>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={draft.enabled}
              onChange={(e) => set('enabled', e.target.checked)}
              className="size-4 accent-brand-700"
            />
            Show on the storefront
          </label>
          {error && (
            <p role="alert" className="text-sm text-danger-700">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={props.onClose}>
              Cancel
            </Button>
            {/* Save stays disabled while an upload runs and until an image is uploaded. */}
            <Button type="submit" disabled={uploading || !draft.image || props.busy}>
              {props.busy ? 'Saving…' : props.banner ? 'Save changes' : 'Add banner'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
