import { afterHydration } from '#app/lib/images-after-hydration.ts';
import { bannerSrcSet } from '#app/ui/home/banner-image.ts';

/**
 * A home banner's picture below the first screen (an offer, a middle or bottom banner, the sale):
 * both widths of drawn art, lazy, and waiting until the page has hydrated so it does not take the
 * scripts' bandwidth (lib/images-after-hydration.ts). Decorative: the banner's text says what it
 * shows. It sits in a box of `boxClassName`, which must hold its size, so nothing moves when the
 * picture appears.
 */
export function BannerPicture({
  src,
  sizes,
  art,
  boxClassName,
  className,
}: {
  src: string;
  /** The `sizes` of drawn art's two widths (banner-image.ts). */
  sizes: string;
  /** The art's own width and height. */
  art: { width: number; height: number };
  boxClassName: string;
  className: string;
}) {
  const srcSet = bannerSrcSet(src);
  return (
    <div className={boxClassName}>
      <img
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt=""
        width={art.width}
        height={art.height}
        loading="lazy"
        decoding="async"
        {...afterHydration}
        className={className}
      />
    </div>
  );
}
