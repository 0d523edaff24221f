import { useSyncExternalStore } from 'react';
import type { Cart, RestoredCart } from '@propwash/domain/cart/schemas';
import { apiRequest } from '#app/lib/api-client.ts';
import { getToken, onAuthEvent } from '#app/lib/auth-store.ts';
import {
  guestLineKey,
  readCartQuantity,
  readGuestCart,
  subscribeCartStorage,
  writeGuestCart,
  writeServerCartCache,
} from '#app/lib/guest-cart.ts';
import {
  addGuestLine,
  guestItems,
  lineKey,
  mergeBody,
  serverItems,
  setGuestLineQuantity,
  subtotal,
  totalQuantity,
  type CartItem,
  type CartProduct,
} from '#app/lib/cart/cart-lines.ts';

/**
 * The shopper's cart: anonymous visitors keep it in localStorage 'guest-cart', signed-in customers
 * on the server. One module-level store; pages read it with useCart().
 */
export interface CartState {
  /** 'loading' until the browser has read the cart (the server never knows it). */
  status: 'loading' | 'ready';
  isSignedIn: boolean;
  items: CartItem[];
  totalQuantity: number;
  subtotal: number;
  /** Lines (CartItem.key) whose change is on its way to the server. */
  pending: ReadonlySet<string>;
}

const noPending: ReadonlySet<string> = new Set();
const loadingState: CartState = {
  status: 'loading',
  isSignedIn: false,
  items: [],
  totalQuantity: 0,
  subtotal: 0,
  pending: noPending,
};

let state = loadingState;
const listeners = new Set<() => void>();
let isStarted = false;
let merging: Promise<void> | null = null;

function emit() {
  for (const listener of listeners) listener();
}

function setItems(items: CartItem[], isSignedIn: boolean) {
  state = {
    ...state,
    status: 'ready',
    isSignedIn,
    items,
    totalQuantity: totalQuantity(items),
    subtotal: subtotal(items),
  };
  emit();
}

function setPending(key: string, isPending: boolean) {
  const pending = new Set(state.pending);
  if (isPending) pending.add(key);
  else pending.delete(key);
  state = { ...state, pending };
  emit();
}

function showGuestCart() {
  setItems(guestItems(readGuestCart()), false);
}

function applyServerCart(cart: Cart | null | undefined) {
  const items = cart && Array.isArray(cart.items) ? serverItems(cart) : [];
  // State first: the cache write notifies the storage listener, which compares against it.
  setItems(items, true);
  writeServerCartCache(items);
}

function isCart(value: unknown): value is Cart {
  return !!value && typeof value === 'object' && Array.isArray((value as Cart).items);
}

/** Moves every guest line to the server cart, then forgets the guest cart (a failure is only logged). */
async function migrateGuestCart(): Promise<Cart | null> {
  const lines = readGuestCart();
  if (lines.length === 0) return null;
  // Removed first, so another tab hearing the same login does not move the lines twice.
  writeGuestCart([]);
  try {
    const merged = await apiRequest<unknown>('/cart/merge', {
      method: 'POST',
      body: mergeBody(lines),
      auth: true,
    });
    return isCart(merged) ? merged : null;
  } catch (error) {
    console.error('Could not move the guest cart to your account', error);
    return null;
  }
}

/**
 * Reads the cart again: the guest cart, or (signed in) the guest lines moved over and the server
 * cart. One read at a time: `merging` is set before the guest cart is emptied, because emptying it
 * notifies the storage listener at once, and a second read started there would fetch the cart
 * before the merge lands and could answer last, showing an empty cart.
 */
export function refreshCart(): Promise<void> {
  if (!getToken()) {
    showGuestCart();
    return Promise.resolve();
  }
  if (merging) return merging;
  let finish!: () => void;
  merging = new Promise<void>((resolve) => (finish = resolve));
  const current = merging;
  void (async () => {
    try {
      const merged = await migrateGuestCart();
      const cart = merged ?? (await apiRequest<Cart>('/cart', { auth: true }));
      if (getToken()) applyServerCart(cart);
    } catch (error) {
      // If the cart fetch fails, the cart becomes empty; the failure is only logged.
      console.error('Could not load your cart', error);
      if (getToken()) setItems([], true);
    } finally {
      merging = null;
      finish();
    }
  })();
  return current;
}

function onSignedOut() {
  writeServerCartCache(null);
  showGuestCart();
}

function start() {
  if (isStarted || typeof window === 'undefined') return;
  isStarted = true;
  onAuthEvent((event) => {
    if (event === 'login') void refreshCart();
    else onSignedOut();
  });
  subscribeCartStorage(() => {
    // Another tab changed a stored cart: guests re-read it; customers refetch when the count moved.
    if (!getToken()) showGuestCart();
    else if (state.status === 'ready' && readCartQuantity() !== state.totalQuantity && !merging) {
      void refreshCart();
    }
  });
  void refreshCart();
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The cart; 'loading' on the server and until the browser has read it. */
export function useCart(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loadingState,
  );
}

/**
 * Total quantity for the header badge: the stored count until the cart has loaded (no flicker to 0),
 * then the live one. 0 on the server and during hydration.
 */
export function useCartQuantity(): number {
  return useSyncExternalStore(
    subscribe,
    () => (state.status === 'loading' ? readCartQuantity() : state.totalQuantity),
    () => 0,
  );
}

async function serverChange(key: string, call: () => Promise<unknown>) {
  setPending(key, true);
  try {
    const cart = await call();
    if (isCart(cart)) applyServerCart(cart);
    else await refreshCart();
  } finally {
    setPending(key, false);
  }
}

/** A cart line's identity: its product and, for a product sold in versions, the version. */
export interface LineRef {
  productId: string;
  variantId?: string | null;
}

function variantOf(line: LineRef) {
  return line.variantId ? { variantId: line.variantId } : {};
}

/**
 * Adds the product to the cart (summing with a line already there, capped at its stock). Signed-in
 * customers' carts live on the server, so this rejects with the API's error when the call fails.
 */
export async function addToCart(product: CartProduct, quantity = 1): Promise<void> {
  start();
  const amount = Math.floor(Number(quantity) || 1);
  if (product.stock <= 0) throw new Error('This product is out of stock');
  if (!getToken()) {
    writeGuestCart(addGuestLine(readGuestCart(), product, amount));
    showGuestCart();
    return;
  }
  await serverChange(lineKey(product), () =>
    apiRequest<unknown>('/cart', {
      method: 'POST',
      body: { productId: product.productId, ...variantOf(product), quantity: amount },
      auth: true,
      fallbackMessage: 'Could not add to cart',
    }),
  );
}

/**
 * Puts a checkout reminder's lines back (the link's `?restore=` token; docs/decisions/
 * abandoned-checkout.md): a signed-in customer's cart is written by the server; a guest's lines
 * come back priced and fill this browser's cart, each raised to the checkout's quantity (never
 * summed). Answers how many lines came back and what was skipped.
 */
export async function restoreCart(token: string): Promise<{ restored: number; skipped: string[] }> {
  start();
  const signedIn = !!getToken();
  const answer = await apiRequest<RestoredCart>('/cart/restore', {
    method: 'POST',
    body: { token },
    auth: signedIn,
    fallbackMessage: 'Could not restore your cart',
  });
  if (signedIn) {
    applyServerCart(answer.cart);
  } else {
    let lines = readGuestCart();
    for (const item of answer.cart.items) {
      if (!item.inStock) continue;
      const had = lines.find((l) => guestLineKey(l) === guestLineKey(item))?.quantity ?? 0;
      if (item.quantity > had) lines = addGuestLine(lines, item, item.quantity - had);
    }
    writeGuestCart(lines);
    showGuestCart();
  }
  return { restored: answer.restored, skipped: answer.skipped };
}

/** Sets a line's quantity; 0 or less removes the line. */
export async function setCartQuantity(line: LineRef, quantity: number): Promise<void> {
  if (!getToken()) {
    writeGuestCart(setGuestLineQuantity(readGuestCart(), lineKey(line), Math.floor(quantity)));
    showGuestCart();
    return;
  }
  await serverChange(lineKey(line), () =>
    apiRequest<unknown>('/cart', {
      method: 'PUT',
      body: { productId: line.productId, ...variantOf(line), quantity: Math.floor(quantity) },
      auth: true,
      fallbackMessage: 'Could not update the cart',
    }),
  );
}

export async function removeFromCart(line: LineRef): Promise<void> {
  if (!getToken()) {
    await setCartQuantity(line, 0);
    return;
  }
  const query = line.variantId ? `?variantId=${encodeURIComponent(line.variantId)}` : '';
  await serverChange(lineKey(line), () =>
    apiRequest<unknown>(`/cart/${encodeURIComponent(line.productId)}${query}`, {
      method: 'DELETE',
      auth: true,
      fallbackMessage: 'Could not remove the item',
    }),
  );
}

/** Empties the cart (after an order is placed, or on request). */
export async function clearCart(): Promise<void> {
  if (!getToken()) {
    writeGuestCart([]);
    showGuestCart();
    return;
  }
  await apiRequest<unknown>('/cart', { method: 'DELETE', auth: true });
  applyServerCart({ items: [], totalQuantity: 0, subtotal: 0 });
}
