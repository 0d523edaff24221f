import type { SessionUser } from '@propwash/domain/accounts/schemas';
import { redirect } from 'react-router';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { clearSession, getStoredUser, getToken, saveSession } from '#app/lib/auth-store.ts';
import { paths } from '#app/lib/paths.ts';

/** Where a failed admin API call should send the browser, if anywhere (401 → expired, 403 → denied). */
export function sessionRedirectFor(error: unknown, next?: string): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return paths.admin.login({ reason: 'expired', next });
  if (error.status === 403) return paths.admin.login({ reason: 'denied' });
  return null;
}

/**
 * The admin user, confirmed by the server (GET /api/auth/me), or a redirect to /admin/login.
 * Without a stored token and a stored admin user the server is not even asked.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const url = new URL(request.url);
  const next = url.pathname + url.search;
  const token = getToken();
  if (!token || getStoredUser()?.role !== 'admin') {
    throw redirect(paths.admin.login({ next }));
  }

  let user: SessionUser;
  try {
    user = await apiRequest<SessionUser>('/auth/me', { auth: true, signal: request.signal });
  } catch (error) {
    const target = sessionRedirectFor(error, next);
    if (target) {
      clearSession();
      throw redirect(target);
    }
    throw error;
  }
  if (user.role !== 'admin') {
    clearSession();
    throw redirect(paths.admin.login({ reason: 'denied' }));
  }
  saveSession(token, user);
  return user;
}
