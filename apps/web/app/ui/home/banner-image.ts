/**
 * Banner and home-designer art the shop draws itself comes in two WebP widths, {key}-{w}.webp
 * at half and full width (docs/decisions/uploads-and-images.md); an image the admin uploads is one file. For the
 * drawn art this gives the browser both widths, so a phone is not sent the 1600 px hero.
 */
export function bannerSrcSet(url: string): string | undefined {
  if (/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i.test(url)) return undefined; // an upload's UUID name
  const match = /^(.+)-(800|1600)\.webp$/.exec(url);
  if (!match) return undefined;
  const [, base, full] = match;
  const half = Number(full) / 2;
  return `${base}-${half}.webp ${half}w, ${base}-${full}.webp ${full}w`;
}

/** A band as wide as the page (max 1280 px less its padding). */
export const wideBannerSizes = '(min-width: 1280px) 1232px, calc(100vw - 2rem)';
/** A card in the 1 (scrolling, 80 %) / 2 / 3 column promo row. */
export const promoCardSizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 80vw';
