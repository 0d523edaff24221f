import { expireSession, getToken } from '#app/lib/auth-store.ts';

/** An API failure with the server's message and error type (the web branches on type, never text). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly type?: string,
    /** The parsed response body, for screens whose spec reads the message in another order. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded, except FormData, which is sent as multipart as it is. */
  body?: unknown;
  /** Send the stored bearer token (or this one). */
  auth?: boolean | string;
  signal?: AbortSignal;
  /** Message when the server gives none. */
  fallbackMessage?: string;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

interface ErrorBody {
  error?: { message?: unknown };
  message?: unknown;
  errors?: { msg?: unknown }[];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** Admin error text, first found: error.message, message, first validation error's msg, fallback. */
function messageFrom(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object') return fallback;
  const b = body as ErrorBody;
  const first = Array.isArray(b.errors) ? b.errors[0]?.msg : undefined;
  return text(b.error?.message) ?? text(b.message) ?? text(first) ?? fallback;
}

/**
 * Storefront error text (login, registration, forms), first found: error.message, the first
 * error's msg, message, else the fallback. A network failure keeps its own message ("Could not reach…").
 */
export function storefrontErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return error.message;
  const b = (error.body && typeof error.body === 'object' ? error.body : {}) as ErrorBody;
  const first = Array.isArray(b.errors) ? b.errors[0]?.msg : undefined;
  return text(b.error?.message) ?? text(first) ?? text(b.message) ?? fallback;
}

/** Calls /api{path} and unwraps the `{ success, data }` envelope, or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth, signal, fallbackMessage = 'Something went wrong' } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const isMultipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isMultipart) headers['Content-Type'] = 'application/json';
  const token = typeof auth === 'string' ? auth : auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isMultipart ? body : JSON.stringify(body),
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
  // Any 401 on a call made with the stored token ends the session here.
  if (response.status === 401 && auth === true) expireSession();
  const type = (payload as { error?: { type?: unknown } } | null)?.error?.type;
  throw new ApiError(
    messageFrom(payload, fallbackMessage),
    response.status,
    typeof type === 'string' ? type : undefined,
    payload,
  );
}
