/** A copy of `list` with the item at `index` moved `by` places (-1: one up, 1: one down). */
export function movedItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}
