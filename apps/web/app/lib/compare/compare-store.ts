import { notify } from '#app/lib/notify.ts';
import { createStoredValue, parseJson } from '#app/lib/stored-value.ts';
import {
  MAX_COMPARED,
  parseStoredCompare,
  toggleCompared,
  type ComparedItem,
} from '#app/lib/compare/compare-ids.ts';

// The tray lives in localStorage, so it follows the shopper from page to page and across tabs.
const store = createStoredValue<ComparedItem[]>(
  'compare',
  (raw) => parseStoredCompare(parseJson(raw)),
  [],
);

/** The products in the compare tray (none on the server and during hydration). */
export const useCompared = store.useValue;

export function setCompared(items: ComparedItem[]) {
  store.write(items.length ? JSON.stringify(items) : null);
}

/** Adds the product to the tray or takes it out; a 4th product is refused with a message. */
export function toggleCompare(item: ComparedItem) {
  const { items, result } = toggleCompared(store.read(), item);
  if (result === 'full') {
    notify.error(`You can compare up to ${MAX_COMPARED} products`);
    return;
  }
  setCompared(items);
}

export function removeCompared(id: string) {
  setCompared(store.read().filter((i) => i.id !== id));
}
