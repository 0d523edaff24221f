import type { ProductCard, ProductImage } from '@propwash/domain/catalog/schemas';

/** What a product card renders: the API card minus fields it never shows, with one image. */
export interface CardProduct {
  id: string;
  /**
   * Its page's address, /products/<slug> (docs/decisions/readable-product-urls.md); without it the
   * link names the id, which redirects there.
   */
  slug?: string;
  name: string;
  categoryName: string;
  price: number;
  originalPrice: number;
  discount: number;
  stock: number;
  inStock: boolean;
  rating: number;
  reviews: number;
  image: ProductImage | null;
  /** Sold in versions at different prices: the card shows "from ₹X". */
  priceVaries?: boolean;
  /** Sold in versions: the card's button opens the product page to choose one. */
  hasVersions?: boolean;
}

/**
 * Trims a ProductCard for the wire (smaller HTML and hydration data on every list page). A
 * product read elsewhere (the home designer's preview) may not say whether it has versions.
 */
export function toCardProduct(
  product: Omit<ProductCard, 'hasVersions'> & { hasVersions?: boolean },
): CardProduct {
  const first = product.images[0];
  const image: ProductImage | null =
    first ??
    (product.image
      ? { url: product.image, srcset: '', width: 640, height: 640, alt: product.name }
      : null);
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    categoryName: product.categoryName,
    price: product.price,
    originalPrice: product.originalPrice,
    discount: product.discount,
    stock: product.stock,
    inStock: product.inStock && product.stock > 0,
    rating: product.rating,
    reviews: product.reviews,
    image,
    // Only when true, so cards of products without versions stay as small as before.
    ...(product.priceVaries ? { priceVaries: true } : {}),
    ...(product.hasVersions ? { hasVersions: true } : {}),
  };
}
