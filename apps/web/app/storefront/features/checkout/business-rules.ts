import type { BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import { legalNameProblem } from '@propwash/domain/orders/business-name';
import { gstinProblem } from '@propwash/domain/settings/gstin';
import { ApiError } from '#app/lib/api-client.ts';

// Buying for a business at checkout (docs/decisions/business-buyers.md): the same checks as the
// API's, without zod, so the page stays light; the server's answer is the one that counts.

/** The business box's fields as typed. */
export interface BusinessForm {
  gstin: string;
  legalName: string;
}
export type BusinessField = keyof BusinessForm;

export type BusinessCheck =
  | { ok: true; business: BusinessBuyer }
  | { ok: false; errors: Partial<Record<BusinessField, string>> };

/** A GSTIN as typed or pasted: spaces out, capitals (the API stores it in capitals). */
export function normalizeGstin(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** Checks both fields with the API's rules: each fault its own message. */
export function checkBusiness(form: BusinessForm): BusinessCheck {
  const gstin = normalizeGstin(form.gstin);
  const errors: Partial<Record<BusinessField, string>> = {};
  const gstinError = gstin === '' ? 'Please enter a GSTIN' : gstinProblem(gstin);
  if (gstinError) errors.gstin = gstinError;
  const nameError = legalNameProblem(form.legalName);
  if (nameError) errors.legalName = nameError;
  if (errors.gstin || errors.legalName) return { ok: false, errors };
  return { ok: true, business: { gstin, legalName: form.legalName.trim() } };
}

/**
 * The server's refusal of a business as field messages: its validation issues name
 * `business.gstin` or `business.legalName`; anything else is the message itself, under the GSTIN.
 */
export function businessErrorsFrom(
  error: unknown,
  fallback: string,
): Partial<Record<BusinessField, string>> {
  const body = error instanceof ApiError ? (error.body as Record<string, unknown> | null) : null;
  const details = (body?.error as { details?: { issues?: unknown } } | undefined)?.details;
  const issues = Array.isArray(details?.issues)
    ? (details.issues as Array<{ field?: unknown; message?: unknown }>)
    : [];
  const errors: Partial<Record<BusinessField, string>> = {};
  for (const issue of issues) {
    const field = issue.field === 'business.legalName' ? 'legalName' : 'gstin';
    if (typeof issue.message === 'string') errors[field] ??= issue.message;
  }
  if (errors.gstin || errors.legalName) return errors;
  return { gstin: error instanceof ApiError && error.message ? error.message : fallback };
}

/** 'Karnataka (29)': a place of supply as the invoice prints it. */
export function placeOfSupplyLabel(place: { state: string; code: string }): string {
  return place.code ? `${place.state} (${place.code})` : place.state;
}
