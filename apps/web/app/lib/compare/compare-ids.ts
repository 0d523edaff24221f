import { paths } from '#app/lib/paths.ts';

/** At most 3 products are compared; ids come from ?ids=a,b,c. */
export const MAX_COMPARED = 3;

const idPattern = /^[\w-]{1,64}$/;

/** The distinct, plausible product ids of `?ids=`, at most three, in order. */
export function parseCompareIds(raw: string | null): string[] {
  if (!raw) return [];
  const ids: string[] = [];
  for (const part of raw.split(',')) {
    const id = part.trim();
    if (idPattern.test(id) && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARED) break;
  }
  return ids;
}

/** The slots (3, empty ones as null) with `productId` put in `slot` (null clears it). */
export function replaceSlot(ids: string[], slot: number, productId: string | null): string[] {
  const slots: (string | null)[] = Array.from({ length: MAX_COMPARED }, (_, i) => ids[i] ?? null);
  // The same product in two slots compares nothing: the other slot is cleared.
  if (productId) {
    const other = slots.indexOf(productId);
    if (other !== -1 && other !== slot) slots[other] = null;
  }
  slots[slot] = productId;
  return slots.filter((id): id is string => id !== null);
}

/** A product in the compare tray: enough to show its thumbnail without asking the server. */
export interface ComparedItem {
  id: string;
  name: string;
  image: string | null;
}

/** The tray as stored in localStorage; anything malformed is dropped, never trusted. */
export function parseStoredCompare(raw: unknown): ComparedItem[] {
  if (!Array.isArray(raw)) return [];
  const items: ComparedItem[] = [];
  for (const entry of raw as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, name, image } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || !idPattern.test(id) || typeof name !== 'string') continue;
    if (items.some((i) => i.id === id)) continue;
    items.push({ id, name: name.slice(0, 200), image: typeof image === 'string' ? image : null });
    if (items.length === MAX_COMPARED) break;
  }
  return items;
}

export type CompareToggle = 'added' | 'removed' | 'full';

/** Adds the product, or takes it out when it is already there; a 4th product is refused. */
export function toggleCompared(
  items: ComparedItem[],
  item: ComparedItem,
): { items: ComparedItem[]; result: CompareToggle } {
  if (items.some((i) => i.id === item.id)) {
    return { items: items.filter((i) => i.id !== item.id), result: 'removed' };
  }
  if (items.length >= MAX_COMPARED) return { items, result: 'full' };
  return { items: [...items, item], result: 'added' };
}

/** The compare page for these products (the page with its pickers when there are none). */
export function compareHref(ids: string[]): string {
  return ids.length ? `${paths.compare()}?ids=${ids.join(',')}` : paths.compare();
}
