/** "1 order", "2 orders", "1,200 products": a count with its noun, digits grouped the Indian way. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? singular : plural}`;
}
