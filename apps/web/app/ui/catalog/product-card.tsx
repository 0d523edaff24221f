import { Package } from '#app/ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { type HydrationWait, waitAttributes } from '#app/lib/images-after-hydration.ts';
import { paths } from '#app/lib/paths.ts';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import { ProductPrice } from '#app/ui/catalog/product-price.tsx';
import { ProductRating } from '#app/ui/catalog/product-rating.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { ImagePreload } from '#app/ui/image-preload.tsx';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

/**
 * Grid of 2 / 3 / 4 columns inside the 1280 px page: what the browser should fetch per width. On
 * a phone the picture is half the screen less the margins, gap and card padding (measured: 140,
 * 155 and 166 px at 360, 390 and 412), so a phone of up to about 1.9 device pixels per CSS pixel
 * takes the 320 px file rather than the 640 px one, a third of the bytes.
 */
export const productGridSizes =
  '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, calc(50vw - 2.5rem)';

/** A home row's card: on a phone 44 % of the row less its padding (126-149 px at 360-412). */
export const homeRowSizes =
  '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, calc(44vw - 2rem)';

export function ProductImageBox({
  product,
  sizes,
  className,
  priority = false,
  waitForHydration = false,
}: {
  product: CardProduct;
  sizes: string;
  className?: string;
  /** Above the fold (the first row of a listing): fetched at once, not lazily (LCP). */
  priority?: boolean;
  /**
   * Below the first screen on every device (true) or on a phone ('phone'): the image waits until
   * the page has hydrated, so it does not take the scripts' bandwidth
   * (lib/images-after-hydration.ts).
   */
  waitForHydration?: HydrationWait;
}) {
  const image = product.image;
  return (
    <div className={cx('relative aspect-[4/3] overflow-hidden bg-white', className)}>
      {/* The first row of a listing holds its largest paint. */}
      {priority && image ? (
        <ImagePreload href={image.url} srcSet={image.srcset || undefined} sizes={sizes} />
      ) : null}
      {image ? (
        <img
          src={image.url}
          srcSet={image.srcset || undefined}
          sizes={image.srcset ? sizes : undefined}
          width={image.width}
          height={image.height}
          alt={image.alt || product.name}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          {...waitAttributes(!priority && waitForHydration)}
          className="size-full object-contain transition duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-slate-100 text-slate-400">
          <Package className="size-10" aria-hidden />
          <span className="sr-only">No image</span>
        </div>
      )}
    </div>
  );
}

/**
 * A product card's category, name and rating. The name's link stretches over the whole card (the
 * card is `relative`); `className` adds to the name's heading.
 */
export function ProductCardTitle({
  product,
  className,
}: {
  product: CardProduct;
  className?: string;
}) {
  return (
    <>
      <p className="truncate text-[11px] font-semibold tracking-wider text-brand-600 uppercase">
        {product.categoryName}
      </p>
      <h3 className={cx('line-clamp-2 text-sm font-semibold', className)}>
        <Link
          to={paths.product(product.slug ?? product.id)}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {product.name}
        </Link>
      </h3>
      <ProductRating rating={product.rating} reviews={product.reviews} />
    </>
  );
}

export function ProductCardItem({
  product,
  action,
  priority = false,
  waitForHydration = false,
  sizes = productGridSizes,
}: {
  product: CardProduct;
  /** The picture's `sizes`: a grid's cards by default. */
  sizes?: string;
  /** The card is in the first row: its image is the page's likely LCP element. */
  priority?: boolean;
  /** The card is below the first screen (on every device, or on a phone): its image waits for hydration. */
  waitForHydration?: HydrationWait;
  /** A button under the price (e.g. add to cart); it sits above the card's stretched link. */
  action?: ReactNode;
}) {
  const isLowStock = product.inStock && product.stock >= 1 && product.stock <= 5;
  return (
    <HydrateLater>
      <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lift has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500">
        <div className="relative border-b border-slate-100 p-2 sm:p-3">
          <ProductImageBox
            product={product}
            sizes={sizes}
            priority={priority}
            waitForHydration={waitForHydration}
          />
          <div className="absolute top-2 left-2 flex flex-col items-start gap-1">
            {product.discount > 0 && <Badge variant="accent">{product.discount}% OFF</Badge>}
            {!product.inStock && <Badge variant="dark">Out of Stock</Badge>}
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
          <ProductCardTitle product={product} className="min-h-10 leading-5 text-slate-900" />
          <div className="mt-auto pt-1">
            <ProductPrice
              price={product.price}
              originalPrice={product.originalPrice}
              priceVaries={product.priceVaries}
            />
            {isLowStock && (
              <p className="mt-1 text-xs font-semibold text-accent-700">
                Only {product.stock} left!
              </p>
            )}
            {!product.inStock && (
              <p className="mt-1 text-xs font-medium text-slate-500">Currently unavailable</p>
            )}
            {action && <div className="relative z-10 mt-2">{action}</div>}
          </div>
        </div>
      </article>
    </HydrateLater>
  );
}
