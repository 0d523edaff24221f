import { apiRequest } from '#app/lib/api-client.ts';
import { clearSession, getToken } from '#app/lib/auth-store.ts';

/** Forgets the session here at once and ends it on the server (revocable tokens) in the background. */
export function signOut() {
  const token = getToken();
  clearSession();
  if (token) {
    apiRequest('/auth/logout', { method: 'POST', auth: token }).catch(() => {
      // The local session is gone either way; a failed call only leaves a server session to expire.
    });
  }
}
