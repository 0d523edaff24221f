import { clearToken, getToken } from '#app/lib/auth-store.ts';

/** An API failure with the server's message and error type (the web branches on type, never text). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly type?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the stored bearer token (or this one). */
  auth?: boolean | string;
  signal?: AbortSignal;
  /** Message when the server gives none. */
  fallbackMessage?: string;
}

/** Server message in the spec's order: error.message, message, first error's msg, else the fallback. */
function messageFrom(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as {
      error?: { message?: unknown };
      message?: unknown;
      errors?: { msg?: unknown }[];
    };
    if (typeof b.error?.message === 'string' && b.error.message) return b.error.message;
    if (typeof b.message === 'string' && b.message) return b.message;
    const first = Array.isArray(b.errors) ? b.errors[0]?.msg : undefined;
    if (typeof first === 'string' && first) return first;
  }
  return fallback;
}

/** Calls /api{path} and unwraps the `{ success, data }` envelope, or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth, signal, fallbackMessage = 'Something went wrong' } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = typeof auth === 'string' ? auth : auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('Could not reach the shop. Check your connection and try again.', 0);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (response.ok && payload && typeof payload === 'object' && 'success' in payload) {
    const envelope = payload as { success: boolean; data?: unknown };
    if (envelope.success) return envelope.data as T;
  }
  if (response.status === 401 && auth === true) clearToken();
  const type = (payload as { error?: { type?: unknown } } | null)?.error?.type;
  throw new ApiError(
    messageFrom(payload, fallbackMessage),
    response.status,
    typeof type === 'string' ? type : undefined,
  );
}
