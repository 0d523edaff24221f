/**
 * The legal name a business buyer gives with its GSTIN, checked the same way by the API's schema
 * (business-buyer.ts) and by checkout in the browser, which loads no zod (docs/decisions/business-buyers.md).
 */
export const LEGAL_NAME_MIN = 2;
export const LEGAL_NAME_MAX = 120;
export const LEGAL_NAME_MISSING = 'Please enter the legal name registered for this GSTIN';
export const LEGAL_NAME_TOO_LONG = `The legal name must be at most ${LEGAL_NAME_MAX} characters`;

/** What is wrong with a legal name as typed, or null when it will do. */
export function legalNameProblem(value: string): string | null {
  const name = value.trim();
  if (name.length < LEGAL_NAME_MIN) return LEGAL_NAME_MISSING;
  if (name.length > LEGAL_NAME_MAX) return LEGAL_NAME_TOO_LONG;
  return null;
}
