import { MAX_PRODUCT_IMAGES } from '@propwash/domain/catalog/admin-schemas';
import { ArrowLeft, ArrowRight, ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { uploadImages } from '#app/admin/features/catalog/catalog.queries.ts';
import { ApiError } from '#app/lib/api-client.ts';
import { cn } from '#app/lib/cn.ts';
import { toast } from '#app/ui/toaster.tsx';
import { countOf } from '#app/admin/ui/plural.ts';
import { movedItem } from '#app/admin/ui/move-item.ts';

const MAX_BYTES = 5 * 1024 * 1024;

interface Pending {
  id: string;
  preview: string;
}

/**
 * Several product photos at once: previews while they upload (with progress), then the shop's
 * WebP copies, which can be reordered (the first is the main image) or removed.
 */
export function ImageUploader({
  images,
  onChange,
  onBusyChange,
}: {
  images: string[];
  onChange: (urls: string[]) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [progress, setProgress] = useState(0);
  const room = MAX_PRODUCT_IMAGES - images.length - pending.length;

  async function onFiles(list: FileList | null) {
    const files = [...(list ?? [])];
    if (inputRef.current) inputRef.current.value = '';
    if (files.length === 0) return;
    if (files.length > room) {
      toast.error(`A product can have at most ${MAX_PRODUCT_IMAGES} images`);
      return;
    }
    const tooBig = files.find((f) => f.size > MAX_BYTES);
    if (tooBig) {
      toast.error(`${tooBig.name} is larger than 5 MB`);
      return;
    }
    const batch = files.map((file) => ({
      id: `${file.name}-${Math.random()}`,
      preview: URL.createObjectURL(file),
    }));
    setPending((p) => [...p, ...batch]);
    setProgress(0);
    onBusyChange(true);
    try {
      const { urls } = await uploadImages(files, setProgress);
      onChange([...images, ...urls]);
      toast.success(`${countOf(urls.length, 'image')} uploaded`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to upload');
    } finally {
      batch.forEach((b) => URL.revokeObjectURL(b.preview));
      setPending((p) => p.filter((x) => !batch.includes(x)));
      onBusyChange(false);
    }
  }

  return (
    <div>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5" aria-label="Product images">
        {images.map((url, i) => (
          <li
            key={url}
            className="group relative overflow-hidden rounded-lg border border-slate-200 bg-white"
          >
            <img src={url} alt={`Image ${i + 1}`} className="aspect-4/3 w-full object-contain" />
            {i === 0 && (
              <span className="absolute top-1 left-1 rounded bg-brand-700 px-1.5 py-0.5 text-[10px] font-semibold text-white">
                Main
              </span>
            )}
            <button
              type="button"
              onClick={() => onChange(images.filter((u) => u !== url))}
              className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-slate-900/75 text-white hover:bg-danger-600"
              aria-label={`Remove image ${i + 1}`}
            >
              <X className="size-3.5" aria-hidden />
            </button>
            <div className="flex justify-between border-t border-slate-100 bg-slate-50">
              <button
                type="button"
                disabled={i === 0}
                onClick={() => onChange(movedItem(images, i, -1))}
                className="flex h-7 flex-1 items-center justify-center text-slate-600 hover:bg-slate-100 disabled:opacity-30"
                aria-label={`Move image ${i + 1} earlier`}
              >
                <ArrowLeft className="size-3.5" aria-hidden />
              </button>
              <button
                type="button"
                disabled={i === images.length - 1}
                onClick={() => onChange(movedItem(images, i, 1))}
                className="flex h-7 flex-1 items-center justify-center text-slate-600 hover:bg-slate-100 disabled:opacity-30"
                aria-label={`Move image ${i + 1} later`}
              >
                <ArrowRight className="size-3.5" aria-hidden />
              </button>
            </div>
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.id} className="relative overflow-hidden rounded-lg border border-slate-200">
            <img src={p.preview} alt="" className="aspect-4/3 w-full object-cover opacity-50" />
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-2">
              <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden />
              <div
                className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200"
                role="progressbar"
                aria-label="Upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(progress * 100)}
              >
                <div className="h-full bg-brand-600" style={{ width: `${progress * 100}%` }} />
              </div>
            </div>
          </li>
        ))}
        {room > 0 && (
          <li>
            <label
              htmlFor={inputId}
              className={cn(
                'flex aspect-4/3 h-full w-full cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-center text-xs text-slate-600 hover:border-brand-500 hover:text-brand-700',
              )}
            >
              <ImagePlus className="size-5" aria-hidden />
              Add images
            </label>
            <input
              id={inputId}
              ref={inputRef}
              type="file"
              accept="image/*"
              multiple
              className="sr-only"
              onChange={(e) => void onFiles(e.target.files)}
            />
          </li>
        )}
      </ul>
      <p className="mt-2 text-xs text-slate-500">
        Up to {MAX_PRODUCT_IMAGES} images, 5 MB each. The first image is the main one; photos are
        fitted to 4:3 on white.
      </p>
    </div>
  );
}
