import { apiRequest } from '#app/lib/api-client.ts';

/**
 * A react-query `queryFn` that GETs `path` from the API as the signed-in admin, cancelled with the
 * query; `fallbackMessage` is the error when the server gives no reason.
 */
export function adminGet<T>(path: string, fallbackMessage?: string) {
  return ({ signal }: { signal: AbortSignal }) =>
    apiRequest<T>(path, { auth: true, signal, fallbackMessage });
}
