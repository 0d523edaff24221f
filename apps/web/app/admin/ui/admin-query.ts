import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

/**
 * A react-query `queryFn` that GETs `path` from the API as the signed-in admin, cancelled with the
 * query; `fallbackMessage` is the error when the server gives no reason.
 */
export function adminGet<T>(path: string, fallbackMessage?: string) {
  return ({ signal }: { signal: AbortSignal }) =>
    apiRequest<T>(path, { auth: true, signal, fallbackMessage });
}

/**
 * Query options for one page of an admin list at `path`: the page on screen stays while the next
 * one (another page, filter or search) loads.
 */
export function adminPageQuery<T, K extends QueryKey = QueryKey>(
  queryKey: K,
  path: string,
  fallbackMessage: string,
) {
  return queryOptions({
    queryKey,
    queryFn: adminGet<T>(path, fallbackMessage),
    placeholderData: keepPreviousData,
  });
}

/** Saves one admin record under `base`: PUT `${base}/${id}` changes it, POST `base` adds it (no id). */
export function adminSave<T>(
  base: string,
  id: string | null | undefined,
  body: unknown,
  fallbackMessage = 'Failed to save',
) {
  return apiRequest<T>(id ? `${base}/${id}` : base, {
    method: id ? 'PUT' : 'POST',
    body,
    auth: true,
    fallbackMessage,
  });
}

/** DELETE `${base}/${id}` as the signed-in admin. */
export function adminDelete<T = unknown>(
  base: string,
  id: string,
  fallbackMessage = 'Failed to delete',
) {
  return apiRequest<T>(`${base}/${id}`, { method: 'DELETE', auth: true, fallbackMessage });
}
