import { MAX_LINE_QUANTITY } from '@propwash/domain/cart/limits';
import type { Cart } from '@propwash/domain/cart/schemas';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';
import { guestLineKey, type GuestCartLine } from '#app/lib/guest-cart.ts';

export { guestLineKey as lineKey };

/** What the cart page shows for a line, whether it comes from the guest cart or the server. */
export interface CartItem {
  /** The line's identity (lineKey): a product sold in versions has one line per version. */
  key: string;
  productId: string;
  variantId: string | null;
  /** "BNF / Mode 2" for a version of a product; `name` then ends with it. */
  variantLabel: string | null;
  name: string;
  image: string | null;
  price: number;
  /** MRP when known (server lines), for the struck-through price. */
  originalPrice: number | null;
  quantity: number;
  /** Null when unknown (an old guest line): the server checks it at checkout. */
  stock: number | null;
  lineTotal: number;
  notice: string | null;
  /** GST rate in percent from the server's line; null for guest lines (the default is assumed). */
  gstRate: number | null;
}

/** The product fields a page passes to addToCart (product page, cards, wishlist). */
export interface CartProduct {
  productId: string;
  /** The chosen version of a product sold in versions. */
  variantId?: string | null;
  variantLabel?: string | null;
  name: string;
  price: number;
  image: string | null;
  stock: number;
}

/** Quantities are whole numbers from 1 to the stock (and MAX_LINE_QUANTITY); anything else is clamped. */
export function clampQuantity(quantity: number, stock: number | null | undefined): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  const cap = Math.min(stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  return Math.max(Math.min(whole, cap), 0);
}

function roundRupees(value: number) {
  return paiseToRupees(rupeesToPaise(value));
}

/** Adds `quantity` of the product (version) to the guest lines (summing with a line already there). */
export function addGuestLine(
  lines: GuestCartLine[],
  product: CartProduct,
  quantity: number,
): GuestCartLine[] {
  const key = guestLineKey(product);
  const existing = lines.find((l) => guestLineKey(l) === key);
  const wanted = (existing?.quantity ?? 0) + Math.floor(quantity);
  const next = clampQuantity(wanted, product.stock);
  if (next <= 0) return lines.filter((l) => guestLineKey(l) !== key);
  const line: GuestCartLine = {
    productId: product.productId,
    ...(product.variantId ? { variantId: product.variantId } : {}),
    ...(product.variantId && product.variantLabel ? { variantLabel: product.variantLabel } : {}),
    name: product.name,
    price: product.price,
    image: product.image,
    quantity: next,
    stock: product.stock,
  };
  return existing ? lines.map((l) => (guestLineKey(l) === key ? line : l)) : [...lines, line];
}

/** Sets a guest line's quantity (the line named by its lineKey); 0 or less removes it. */
export function setGuestLineQuantity(
  lines: GuestCartLine[],
  key: string,
  quantity: number,
): GuestCartLine[] {
  if (!(quantity > 0)) return lines.filter((l) => guestLineKey(l) !== key);
  return lines.map((l) =>
    guestLineKey(l) === key ? { ...l, quantity: Math.max(1, clampQuantity(quantity, l.stock)) } : l,
  );
}

export function guestItems(lines: GuestCartLine[]): CartItem[] {
  return lines.map((l) => ({
    key: guestLineKey(l),
    productId: l.productId,
    variantId: l.variantId ?? null,
    variantLabel: l.variantLabel ?? null,
    name: l.name,
    image: l.image,
    price: l.price,
    originalPrice: null,
    quantity: l.quantity,
    stock: l.stock ?? null,
    lineTotal: roundRupees(l.price * l.quantity),
    notice: null,
    gstRate: null,
  }));
}

/** The line's GST rate in percent when the server sent one (cart lines gain `gstRate`). */
function gstRateOf(line: object): number | null {
  const rate = (line as { gstRate?: unknown }).gstRate;
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 ? rate : null;
}

export function serverItems(cart: Cart): CartItem[] {
  return cart.items.map((l) => ({
    key: guestLineKey(l),
    productId: l.productId,
    variantId: l.variantId ?? null,
    variantLabel: l.variantLabel,
    name: l.name,
    image: l.image,
    price: l.price,
    originalPrice: l.originalPrice > l.price ? l.originalPrice : null,
    quantity: l.quantity,
    stock: l.stock,
    lineTotal: l.lineTotal,
    notice: l.notice,
    gstRate: gstRateOf(l),
  }));
}

/**
 * A line's name split for display: the product's name and the version's label on a line of its
 * own, so a long name clamped to two lines never hides which version it is.
 */
export function lineTitle(line: { name: string; variantLabel: string | null }): {
  product: string;
  version: string | null;
} {
  const label = line.variantLabel;
  if (!label) return { product: line.name, version: null };
  const suffix = ` — ${label}`;
  return {
    product: line.name.endsWith(suffix) ? line.name.slice(0, -suffix.length) : line.name,
    version: label,
  };
}

export function totalQuantity(items: CartItem[]) {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}

export function subtotal(items: CartItem[]) {
  return roundRupees(items.reduce((sum, i) => sum + i.lineTotal, 0));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The body of POST /api/cart/merge: only lines the server can know (product ids are UUIDs). */
export function mergeBody(lines: GuestCartLine[]) {
  return {
    items: lines
      .filter((l) => uuidPattern.test(l.productId))
      .slice(0, 100)
      .map((l) => ({
        productId: l.productId,
        ...(l.variantId && uuidPattern.test(l.variantId) ? { variantId: l.variantId } : {}),
        quantity: clampQuantity(l.quantity, MAX_LINE_QUANTITY),
      })),
  };
}
