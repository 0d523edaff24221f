import { createStoredValue, parseJson } from '#app/lib/stored-value.ts';

export interface ViewedProduct {
  id: string;
  name: string;
  price: number;
  image: string | null;
}

const KEY = 'recentlyViewed';
const MAX_ITEMS = 10;
const none: ViewedProduct[] = [];

/** The stored list, keeping only entries that still look like products. */
export function parseRecentlyViewed(raw: string | null): ViewedProduct[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return none;
  return value.filter(
    (item): item is ViewedProduct =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as ViewedProduct).id === 'string' &&
      typeof (item as ViewedProduct).name === 'string' &&
      typeof (item as ViewedProduct).price === 'number',
  );
}

/** Newest first, one entry per id, at most 10. */
export function withViewed(list: ViewedProduct[], product: ViewedProduct): ViewedProduct[] {
  return [product, ...list.filter((p) => p.id !== product.id)].slice(0, MAX_ITEMS);
}

const store = createStoredValue(KEY, parseRecentlyViewed, none);

export const useRecentlyViewed = store.useValue;

export function recordView(product: ViewedProduct) {
  store.write(JSON.stringify(withViewed(store.read(), product)));
}
