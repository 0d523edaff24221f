import { parseJson } from '#app/lib/stored-value.ts';

/** A saved product as the wishlist page shows it: id, name, image, rating, reviews, prices. */
export interface WishlistItem {
  id: string;
  name: string;
  image: string | null;
  price: number;
  originalPrice: number;
  rating: number;
  reviews: number;
  stock: number;
}

function num(value: unknown, fallback = 0) {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function imageOf(v: Record<string, unknown>): string | null {
  if (typeof v.image === 'string' && v.image) return v.image;
  const first = Array.isArray(v.images) ? (v.images[0] as unknown) : undefined;
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && typeof (first as { url?: unknown }).url === 'string') {
    return (first as { url: string }).url;
  }
  return null;
}

/** One item of GET /api/wishlist or of the local copy; either a product or { productId, product }. */
export function toWishlistItem(value: unknown): WishlistItem | null {
  if (!value || typeof value !== 'object') return null;
  const outer = value as Record<string, unknown>;
  const inner =
    outer.product && typeof outer.product === 'object'
      ? (outer.product as Record<string, unknown>)
      : outer;
  const id =
    typeof inner.id === 'string'
      ? inner.id
      : typeof outer.productId === 'string'
        ? outer.productId
        : null;
  if (!id) return null;
  const price = num(inner.price);
  return {
    id,
    name: typeof inner.name === 'string' ? inner.name : 'Product',
    image: imageOf(inner),
    price,
    originalPrice: Math.max(num(inner.originalPrice, price), price),
    rating: num(inner.rating),
    reviews: Math.floor(num(inner.reviews)),
    stock: Math.floor(num(inner.stock, inner.inStock === false ? 0 : 1)),
  };
}

/** A wishlist answer or stored copy as items; unreadable parts are skipped, duplicates dropped. */
export function toWishlistItems(value: unknown): WishlistItem[] {
  const list = Array.isArray(value)
    ? value
    : value && typeof value === 'object'
      ? ((value as { items?: unknown; products?: unknown }).items ??
        (value as { products?: unknown }).products)
      : null;
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const items: WishlistItem[] = [];
  for (const entry of list) {
    const item = toWishlistItem(entry);
    if (item && !seen.has(item.id)) {
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}

export function parseStoredWishlist(raw: string | null): WishlistItem[] {
  return toWishlistItems(parseJson(raw));
}
