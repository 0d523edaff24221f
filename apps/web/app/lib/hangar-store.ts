import type { HangarModel } from '@propwash/domain/hangar/schemas';
import { apiRequest } from '#app/lib/api-client.ts';
import { createAccountListStore } from '#app/lib/account-list-store.ts';

/** My hangar in the browser, where the session lives: loaded once, kept by every change. */
const hangar = createAccountListStore({
  fetchItems: () => apiRequest<HangarModel[]>('/hangar', { auth: true }),
});

/** Loads the signed-in shopper's hangar (empty for guests); the /hangar page's clientLoader too. */
export const loadHangar = hangar.load;

/** The hangar; 'loading' on the server and until it has loaded. */
export const useHangar = hangar.useList;

async function change(path: string, init: { method: 'POST' | 'DELETE'; body?: unknown }) {
  const models = await apiRequest<HangarModel[]>(path, {
    ...init,
    auth: true,
    fallbackMessage: 'Could not update your hangar',
  });
  hangar.setItems(models);
}

/** Adds a model the shopper owns (signed-in shoppers only). */
export const addToHangar = (productId: string) =>
  change('/hangar', { method: 'POST', body: { productId } });

export const removeFromHangar = (productId: string) =>
  change(`/hangar/${encodeURIComponent(productId)}`, { method: 'DELETE' });
