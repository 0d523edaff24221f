import { useSyncExternalStore } from 'react';
import { MAX_LINE_QUANTITY } from '@propwash/domain/cart/limits';
import { createStoredValue, parseJson } from '#app/lib/stored-value.ts';

/** A line of the guest cart (localStorage 'guest-cart'); `stock` is kept for the 1..stock rule. */
export interface GuestCartLine {
  productId: string;
  /** The chosen version of a product sold in versions; absent for one without. */
  variantId?: string;
  /** "BNF / Mode 2"; `name` then ends with it. */
  variantLabel?: string;
  name: string;
  price: number;
  image: string | null;
  quantity: number;
  stock?: number;
}

function toLine(value: unknown): GuestCartLine | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const quantity = typeof v.quantity === 'number' ? Math.floor(v.quantity) : NaN;
  if (typeof v.productId !== 'string' || !v.productId || !(quantity > 0)) return null;
  const price = typeof v.price === 'number' && Number.isFinite(v.price) ? v.price : 0;
  const stock =
    typeof v.stock === 'number' && Number.isFinite(v.stock) ? Math.floor(v.stock) : undefined;
  const variantId = typeof v.variantId === 'string' && v.variantId ? v.variantId : undefined;
  return {
    productId: v.productId,
    ...(variantId ? { variantId } : {}),
    ...(variantId && typeof v.variantLabel === 'string' && v.variantLabel
      ? { variantLabel: v.variantLabel }
      : {}),
    name: typeof v.name === 'string' ? v.name : 'Product',
    price: Math.max(0, price),
    image: typeof v.image === 'string' && v.image ? v.image : null,
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
    ...(stock === undefined ? {} : { stock }),
  };
}

/** A line's identity: the product and, for a product sold in versions, the version. */
export function guestLineKey(line: { productId: string; variantId?: string | null }): string {
  return line.variantId ? `${line.productId}:${line.variantId}` : line.productId;
}

/** The guest cart's lines; broken storage reads as an empty cart, duplicate lines are summed. */
export function parseGuestCart(raw: string | null): GuestCartLine[] {
  const items = parseJson(raw);
  if (!Array.isArray(items)) return [];
  const lines: GuestCartLine[] = [];
  for (const item of items) {
    const line = toLine(item);
    if (!line) continue;
    const same = lines.find((l) => guestLineKey(l) === guestLineKey(line));
    if (same) same.quantity = Math.min(same.quantity + line.quantity, MAX_LINE_QUANTITY);
    else lines.push(line);
  }
  return lines;
}

/** Total quantity in a stored cart ([{productId, name, price, image, quantity}]). */
export function parseCartQuantity(raw: string | null): number {
  const items = parseJson(raw);
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items) {
    const quantity = (item as { quantity?: unknown } | null)?.quantity;
    if (typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0) {
      total += Math.floor(quantity);
    }
  }
  return total;
}

const GUEST_KEY = 'guest-cart';
// The signed-in customer's server cart, cached under localStorage 'cart' (sign-out removes it).
const SERVER_KEY = 'cart';

const guestCartStore = createStoredValue(GUEST_KEY, parseGuestCart, []);
const listeners = new Set<() => void>();

export const readGuestCart = guestCartStore.read;

function writeKey(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be disabled (private mode, policies): the cart then lives for this page only.
  }
  for (const listener of listeners) listener();
}

export function writeGuestCart(lines: GuestCartLine[]) {
  guestCartStore.write(lines.length ? JSON.stringify(lines) : null);
  for (const listener of listeners) listener();
}

/** Caches the server cart's lines so the header badge knows the count on every page. */
export function writeServerCartCache(lines: { productId: string; quantity: number }[] | null) {
  writeKey(
    SERVER_KEY,
    lines === null
      ? null
      : JSON.stringify(lines.map((l) => ({ productId: l.productId, quantity: l.quantity }))),
  );
}

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The badge count now: the guest cart plus the cached server cart (one of them is empty). */
export function readCartQuantity(): number {
  return parseCartQuantity(readKey(GUEST_KEY)) + parseCartQuantity(readKey(SERVER_KEY));
}

/** Calls `listener` when either stored cart changes, in this tab or another one. */
export function subscribeCartStorage(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === GUEST_KEY || event.key === SERVER_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Cart badge count: the guest cart plus the signed-in customer's cached server cart (sign-in moves
 * the guest lines to the server). 0 on the server and during hydration.
 */
export function useGuestCartQuantity(): number {
  return useSyncExternalStore(subscribeCartStorage, readCartQuantity, () => 0);
}
