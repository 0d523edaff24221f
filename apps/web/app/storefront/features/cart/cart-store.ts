import { useSyncExternalStore } from 'react';
import type { Cart } from '@propwash/domain/cart/schemas';
import { apiRequest } from '#app/lib/api-client.ts';
import { getToken, onAuthEvent } from '#app/lib/auth-store.ts';
import {
  readCartQuantity,
  readGuestCart,
  subscribeCartStorage,
  writeGuestCart,
  writeServerCartCache,
} from '#app/lib/guest-cart.ts';
import {
  addGuestLine,
  guestItems,
  mergeBody,
  serverItems,
  setGuestLineQuantity,
  subtotal,
  totalQuantity,
  type CartItem,
  type CartProduct,
} from '#app/storefront/features/cart/cart-lines.ts';

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
  /** Products whose change is on its way to the server. */
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

function setPending(productId: string, isPending: boolean) {
  const pending = new Set(state.pending);
  if (isPending) pending.add(productId);
  else pending.delete(productId);
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

/** Reads the cart again: the guest cart, or (signed in) the guest lines moved over and the server cart. */
export async function refreshCart(): Promise<void> {
  if (!getToken()) {
    showGuestCart();
    return;
  }
  if (merging) return merging;
  merging = (async () => {
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
    }
  })();
  return merging;
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

async function serverChange(productId: string, call: () => Promise<unknown>) {
  setPending(productId, true);
  try {
    const cart = await call();
    if (isCart(cart)) applyServerCart(cart);
    else await refreshCart();
  } finally {
    setPending(productId, false);
  }
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
  await serverChange(product.productId, () =>
    apiRequest<unknown>('/cart', {
      method: 'POST',
      body: { productId: product.productId, quantity: amount },
      auth: true,
      fallbackMessage: 'Could not add to cart',
    }),
  );
}

/** Sets a line's quantity; 0 or less removes the line. */
export async function setCartQuantity(productId: string, quantity: number): Promise<void> {
  if (!getToken()) {
    writeGuestCart(setGuestLineQuantity(readGuestCart(), productId, Math.floor(quantity)));
    showGuestCart();
    return;
  }
  await serverChange(productId, () =>
    apiRequest<unknown>('/cart', {
      method: 'PUT',
      body: { productId, quantity: Math.floor(quantity) },
      auth: true,
      fallbackMessage: 'Could not update the cart',
    }),
  );
}

export async function removeFromCart(productId: string): Promise<void> {
  if (!getToken()) {
    await setCartQuantity(productId, 0);
    return;
  }
  await serverChange(productId, () =>
    apiRequest<unknown>(`/cart/${encodeURIComponent(productId)}`, {
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
