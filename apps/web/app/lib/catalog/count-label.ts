import { groupIndianDigits } from '@propwash/domain/indian-digits';
/** "1 item", "2 items", "1,234 products": a count with its noun in the right number (en-IN digits). */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${groupIndianDigits(count)} ${count === 1 ? singular : plural}`;
}
