import type { z } from 'zod';
import { paiseToRupees, rupeesToPaise } from '@propwash/domain/money';

/** The first zod issue as "field: message" (the server answers in the same form). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid value';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Rupees typed by a person → paise; NaN for anything that is not a non-negative amount. */
export function rupeesInputToPaise(value: string): number {
  const trimmed = value.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return rupeesToPaise(Number(trimmed));
}

export const paiseToInput = (paise: number) =>
  paise % 100 === 0 ? String(paiseToRupees(paise)) : paiseToRupees(paise).toFixed(2);

export function wholeNumber(value: string): number {
  return /^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

/** Refuses a NaN amount with a readable message before the schema's own check. */
export function checkAmounts(amounts: Record<string, number>): string | null {
  for (const [label, n] of Object.entries(amounts)) {
    if (Number.isNaN(n)) return `${label}: enter an amount in rupees (e.g. 999 or 999.50)`;
  }
  return null;
}
