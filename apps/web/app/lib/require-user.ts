import type { SessionUser } from '@propwash/domain/accounts/schemas';
import { redirect } from 'react-router';
import { ApiError } from '#app/lib/api-client.ts';
import { getStoredUser, getToken } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';
import { rememberLoginRedirect } from '#app/lib/session.ts';

/** A redirect to /login that brings the visitor back here afterwards (via redirectAfterLogin). */
export function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  rememberLoginRedirect(here);
  return redirect(paths.login(here));
}

/**
 * For clientLoaders of pages that need a signed-in customer: the stored user, or a thrown redirect to
 * /login. The stored token decides; the server re-checks it on every call.
 */
export function requireUser(request: Request): SessionUser {
  const user = getStoredUser();
  if (!getToken() || !user) throw loginRedirect(request);
  return user;
}

/** Runs a signed-in call from a clientLoader; a 401 (session ended elsewhere) becomes /login. */
export async function withUser<T>(request: Request, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}
