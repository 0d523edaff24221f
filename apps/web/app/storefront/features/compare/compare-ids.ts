/** At most 3 products are compared (spec §5); ids come from ?ids=a,b,c. */
export const MAX_COMPARED = 3;

/** The distinct, plausible product ids of `?ids=`, at most three, in order. */
export function parseCompareIds(raw: string | null): string[] {
  if (!raw) return [];
  const ids: string[] = [];
  for (const part of raw.split(',')) {
    const id = part.trim();
    if (id && id.length <= 64 && /^[\w-]+$/.test(id) && !ids.includes(id)) ids.push(id);
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
