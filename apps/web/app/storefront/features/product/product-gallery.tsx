import type { ProductImage } from '@propwash/domain/catalog/schemas';
import { Package } from '#app/ui/icons.tsx';
import { useState } from 'react';
import { cx } from '#app/lib/cx.ts';
import { ImagePreload } from '#app/ui/image-preload.tsx';

const MAIN_SIZES = '(min-width: 1024px) 600px, 100vw';

/** Main image with thumbnails; the first image is the page's largest paint, so it is preloaded. */
export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const first = images[0];
  const current = images[index] ?? first;
  return (
    <div>
      {first ? (
        <ImagePreload href={first.url} srcSet={first.srcset || undefined} sizes={MAIN_SIZES} />
      ) : null}
      <div className="relative aspect-[4/3] overflow-hidden rounded-card border border-slate-200 bg-white">
        {current ? (
          <img
            key={current.url}
            src={current.url}
            srcSet={current.srcset || undefined}
            sizes={current.srcset ? MAIN_SIZES : undefined}
            width={current.width}
            height={current.height}
            alt={current.alt || name}
            fetchPriority={index === 0 ? 'high' : undefined}
            className="size-full object-contain"
          />
        ) : (
          <div className="flex size-full items-center justify-center bg-slate-100 text-slate-400">
            <Package className="size-16" aria-hidden />
            <span className="sr-only">No image</span>
          </div>
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                className={cx(
                  'block size-16 overflow-hidden rounded-lg border-2 bg-white sm:size-20',
                  i === index ? 'border-brand-600' : 'border-slate-200 hover:border-slate-400',
                )}
              >
                <img
                  src={image.url}
                  srcSet={image.srcset || undefined}
                  sizes="80px"
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
