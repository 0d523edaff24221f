import { apiRequest } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { createAccountListStore } from '#app/lib/account-list-store.ts';
import {
  parseStoredWishlist,
  toWishlistItems,
  type WishlistItem,
} from '#app/lib/wishlist/wishlist-items.ts';

// A local copy under localStorage 'wishlist', used when the server cannot be reached.
const STORAGE_KEY = 'wishlist';

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

/** The signed-in customer's wishlist; if loading fails the local copy is shown. */
const wishlist = createAccountListStore<WishlistItem>({
  fetchItems: () =>
    apiRequest<unknown>('/wishlist', { auth: true })
      .then(toWishlistItems)
      .catch((error: unknown) => {
        console.error('Could not load the wishlist', error);
        return getToken() ? readLocal() : [];
      }),
  onItems: (items) => writeLocal(getToken() ? items : null),
});

export const useWishlist = wishlist.useList;

/** Whether the product is saved (false on the server and until the wishlist has loaded). */
export const useIsWishlisted = wishlist.useHas;

/** Saves a product (signed-in customers only; the caller sends guests to /login). */
export function addToWishlist(product: WishlistItem): Promise<void> {
  const items = wishlist.getItems();
  return wishlist.changeOptimistically([product, ...items.filter((i) => i.id !== product.id)], () =>
    apiRequest('/wishlist', {
      method: 'POST',
      body: { productId: product.id },
      auth: true,
      fallbackMessage: 'Could not save to your wishlist',
    }),
  );
}

export function removeFromWishlist(productId: string): Promise<void> {
  const items = wishlist.getItems();
  return wishlist.changeOptimistically(
    items.filter((i) => i.id !== productId),
    () =>
      apiRequest(`/wishlist/${encodeURIComponent(productId)}`, {
        method: 'DELETE',
        auth: true,
        fallbackMessage: 'Could not remove from your wishlist',
      }),
  );
}

export function clearWishlist(): Promise<void> {
  return wishlist.changeOptimistically([], () =>
    apiRequest('/wishlist', {
      method: 'DELETE',
      auth: true,
      fallbackMessage: 'Could not clear your wishlist',
    }),
  );
}
