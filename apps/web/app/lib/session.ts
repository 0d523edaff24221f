import type { AuthResult } from '@propwash/domain/accounts/schemas';
import { apiRequest } from '#app/lib/api-client.ts';
import { announceAuthEvent, clearSession, getToken, saveSession } from '#app/lib/auth-store.ts';
import { safeRedirectPath } from '#app/lib/paths.ts';

// Storage keys: the sign-in return path (sessionStorage) and the cached server cart (localStorage).
const REDIRECT_KEY = 'redirectAfterLogin';
const SERVER_CART_KEY = 'cart';

/** Stores the new session and tells the other tabs. */
export function signIn(result: Pick<AuthResult, 'token' | 'user'>) {
  saveSession(result.token, result.user);
  announceAuthEvent('login');
}

/**
 * Forgets the session here at once (token, user and the cached cart), tells the other tabs, and
 * ends it on the server (revocable tokens) in the background.
 */
export function signOut() {
  const token = getToken();
  clearSession();
  try {
    window.localStorage.removeItem(SERVER_CART_KEY);
  } catch {
    // Storage can be disabled; there is then nothing to remove.
  }
  announceAuthEvent('logout');
  if (token) {
    apiRequest('/auth/logout', { method: 'POST', auth: token }).catch(() => {
      // The local session is gone either way; a failed call only leaves a server session to expire.
    });
  }
}

/** Remembers where to come back to after signing in (session storage). */
export function rememberLoginRedirect(path: string) {
  try {
    window.sessionStorage.setItem(REDIRECT_KEY, path);
  } catch {
    // Without session storage the ?redirect= query parameter still carries the target.
  }
}

/** The remembered target, removed as it is read. */
export function takeLoginRedirect(): string | null {
  try {
    const path = window.sessionStorage.getItem(REDIRECT_KEY);
    window.sessionStorage.removeItem(REDIRECT_KEY);
    return path;
  } catch {
    return null;
  }
}

const accountEntryPaths = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/auth/callback',
  '/auth/success',
];

/**
 * Where to go after signing in: the first same-site candidate, else '/'. Sign-in screens themselves
 * are never a target (that would loop back to the form).
 */
export function loginTarget(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const path = safeRedirectPath(candidate, '');
    if (!path) continue;
    const pathname = path.split(/[?#]/)[0]!;
    if (accountEntryPaths.some((p) => pathname === p || pathname.startsWith(`${p}/`))) continue;
    return path;
  }
  return '/';
}
