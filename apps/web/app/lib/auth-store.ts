import type { SessionUser } from '@propwash/domain/accounts/schemas';
import { createStoredValue, parseJson } from '#app/lib/stored-value.ts';

// Key names come from the storefront spec (local storage keys token and user).
const tokenStore = createStoredValue('token', (raw) => raw || null, null);

function parseUser(raw: string | null): SessionUser | null {
  const value = parseJson(raw);
  if (!value || typeof value !== 'object') return null;
  const u = value as Record<string, unknown>;
  if (typeof u.id !== 'string' || typeof u.name !== 'string' || typeof u.email !== 'string') {
    return null;
  }
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: typeof u.phone === 'string' ? u.phone : null,
    avatar: typeof u.avatar === 'string' ? u.avatar : null,
    role: u.role === 'admin' ? 'admin' : 'user',
  };
}

const userStore = createStoredValue('user', parseUser, null);

export const getToken = tokenStore.read;
export const getStoredUser = userStore.read;
/** The signed-in user from localStorage; null on the server and during hydration. */
export const useStoredUser = userStore.useValue;

export function saveSession(token: string, user: SessionUser) {
  tokenStore.write(token);
  userStore.write(JSON.stringify(user));
}

export function clearSession() {
  tokenStore.write(null);
  userStore.write(null);
}

/** A 401 removes the token (spec §8); the user record goes with it, since it is no longer valid. */
export const clearToken = clearSession;
