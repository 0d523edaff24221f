import { useSyncExternalStore } from 'react';
import { apiRequest } from '#app/lib/api-client.ts';
import { getToken, onAuthEvent } from '#app/lib/auth-store.ts';
import {
  parseStoredWishlist,
  toWishlistItems,
  type WishlistItem,
} from '#app/storefront/features/wishlist/wishlist-items.ts';

// A local copy under localStorage 'wishlist', used when the server cannot be reached.
const STORAGE_KEY = 'wishlist';

export interface WishlistState {
  status: 'loading' | 'ready';
  items: WishlistItem[];
  ids: ReadonlySet<string>;
}

const loadingState: WishlistState = { status: 'loading', items: [], ids: new Set() };
let state = loadingState;
let isStarted = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function readLocal(): WishlistItem[] {
  try {
    return parseStoredWishlist(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return [];
  }
}

function writeLocal(items: WishlistItem[] | null) {
  try {
    if (items === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // Without storage the copy is simply not kept.
  }
}

function setItems(items: WishlistItem[]) {
  state = { status: 'ready', items, ids: new Set(items.map((i) => i.id)) };
  writeLocal(getToken() ? items : null);
  for (const listener of listeners) listener();
}

/** Loads the signed-in customer's wishlist; if that fails the local copy is shown. */
export function refreshWishlist(): Promise<void> {
  if (!getToken()) {
    setItems([]);
    return Promise.resolve();
  }
  loading ??= apiRequest<unknown>('/wishlist', { auth: true })
    .then((data) => setItems(toWishlistItems(data)))
    .catch((error: unknown) => {
      console.error('Could not load the wishlist', error);
      if (getToken()) setItems(readLocal());
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

function start() {
  if (isStarted || typeof window === 'undefined') return;
  isStarted = true;
  onAuthEvent((event) => {
    if (event === 'login') void refreshWishlist();
    else setItems([]);
  });
  void refreshWishlist();
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useWishlist(): WishlistState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loadingState,
  );
}

/** Whether the product is saved (false on the server and until the wishlist has loaded). */
export function useIsWishlisted(productId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => state.ids.has(productId),
    () => false,
  );
}

/** Saves a product (signed-in customers only; the caller sends guests to /login). */
export async function addToWishlist(product: WishlistItem): Promise<void> {
  const before = state.items;
  setItems([product, ...before.filter((i) => i.id !== product.id)]);
  try {
    await apiRequest('/wishlist', {
      method: 'POST',
      body: { productId: product.id },
      auth: true,
      fallbackMessage: 'Could not save to your wishlist',
    });
  } catch (error) {
    setItems(before);
    throw error;
  }
}

export async function removeFromWishlist(productId: string): Promise<void> {
  const before = state.items;
  setItems(before.filter((i) => i.id !== productId));
  try {
    await apiRequest(`/wishlist/${encodeURIComponent(productId)}`, {
      method: 'DELETE',
      auth: true,
      fallbackMessage: 'Could not remove from your wishlist',
    });
  } catch (error) {
    setItems(before);
    throw error;
  }
}

export async function clearWishlist(): Promise<void> {
  const before = state.items;
  setItems([]);
  try {
    await apiRequest('/wishlist', {
      method: 'DELETE',
      auth: true,
      fallbackMessage: 'Could not clear your wishlist',
    });
  } catch (error) {
    setItems(before);
    throw error;
  }
}
