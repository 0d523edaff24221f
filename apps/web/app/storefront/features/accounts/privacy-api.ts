import { indiaDay } from '@propwash/domain/india-time';
import type { Consent, ConsentPurpose, Consents } from '@propwash/domain/privacy/consents';
import type { EraseBody, ErasureResult } from '@propwash/domain/privacy/my-data';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { filenameFrom } from '#app/lib/content-disposition.ts';

// The customer's own privacy calls (docs/decisions/privacy-and-consent.md): the consents, a copy
// of their data and erasing the account. One function per call, as in account-api.ts.

/** Each purpose's current state, as the server records it. */
export async function getConsents(signal?: AbortSignal): Promise<Consent[]> {
  const { consents } = await apiRequest<Consents>('/me/consents', {
    auth: true,
    signal,
    fallbackMessage: 'Could not load your choices',
  });
  return consents;
}

/** Grants or withdraws one purpose; a 409 carries why it cannot be granted yet (no phone, say). */
export function setConsent(purpose: ConsentPurpose, granted: boolean) {
  return apiRequest<Consent>(`/me/consents/${encodeURIComponent(purpose)}`, {
    method: 'PUT',
    body: { granted },
    auth: true,
    fallbackMessage: 'Could not save your choice',
  });
}

/**
 * The newsletter choice ticked on the registration form, made with the new account's token: the
 * caller ignores a failure (the account exists either way; the choice can be made again later).
 */
export function grantEmailOffersAtRegistration(token: string) {
  return apiRequest<Consent>('/me/consents/email_offers', {
    method: 'PUT',
    body: { granted: true },
    auth: token,
    fallbackMessage: 'Could not save your choice',
  });
}

/** The name the file is saved under: the server's, else propwash-my-data-<India's date>.json. */
export function myDataFilename(contentDisposition: string | null, now: Date = new Date()): string {
  return filenameFrom(contentDisposition) ?? `propwash-my-data-${indiaDay(now)}.json`;
}

/** A copy of everything the shop holds about the customer, as a JSON file (429 when asked too often). */
export async function fetchMyData(): Promise<{ blob: Blob; filename: string }> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/api/me/data', {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('Could not reach the shop. Check your connection and try again.', 0);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: unknown };
      message?: unknown;
    } | null;
    const message = body?.error?.message ?? body?.message;
    throw new ApiError(
      typeof message === 'string' && message ? message : 'Your data could not be downloaded',
      response.status,
    );
  }
  return {
    blob: await response.blob(),
    filename: myDataFilename(response.headers.get('Content-Disposition')),
  };
}

/** Hands a downloaded file to the browser under its name. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; give slow browsers a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * What POST /api/me/erase is sent: the password of an account that has one, or the word ERASE
 * typed by the owner of a Google-only account; null while the confirmation is not complete.
 */
export function eraseBodyFor(hasPassword: boolean, typed: string): EraseBody | null {
  if (hasPassword) return typed ? { password: typed } : null;
  return typed.trim() === 'ERASE' ? { confirm: 'ERASE' } : null;
}

/**
 * Erases the account. The token is passed as a value, not `auth: true`, so a wrong password's
 * 401 is shown beside the field instead of ending the session (lib/api-client.ts).
 */
export function eraseAccount(body: EraseBody) {
  return apiRequest<ErasureResult>('/me/erase', {
    method: 'POST',
    body,
    auth: getToken() ?? false,
    fallbackMessage: 'Your account could not be erased',
  });
}

/** `?kept=` of /account-erased (paths.accountErased): the tax documents kept; null when absent. */
export function keptCount(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  return Number(value);
}
