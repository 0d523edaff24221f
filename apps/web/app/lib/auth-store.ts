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

/** Stores the token and user (also used to refresh the user record after a profile edit). */
export function saveSession(token: string, user: SessionUser) {
  tokenStore.write(token);
  userStore.write(JSON.stringify(user));
}

export function saveStoredUser(user: SessionUser) {
  userStore.write(JSON.stringify(user));
}

export function clearSession() {
  tokenStore.write(null);
  userStore.write(null);
}

/**
 * Sign-in events (login and logout are broadcast to every tab). Listeners hear this tab's events and,
 * through a BroadcastChannel, the other tabs' ones (`isFromOtherTab`).
 */
export type AuthEvent = 'login' | 'logout' | 'expired';
type AuthListener = (event: AuthEvent, isFromOtherTab: boolean) => void;

const CHANNEL_NAME = 'propwash-auth';
const listeners = new Set<AuthListener>();
let channel: BroadcastChannel | null | undefined;

function isAuthEvent(value: unknown): value is AuthEvent {
  return value === 'login' || value === 'logout' || value === 'expired';
}

function getChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
    channel?.addEventListener('message', (message: MessageEvent<unknown>) => {
      if (isAuthEvent(message.data)) dispatch(message.data, true);
    });
  }
  return channel;
}

function dispatch(event: AuthEvent, isFromOtherTab: boolean) {
  for (const listener of listeners) listener(event, isFromOtherTab);
}

export function announceAuthEvent(event: AuthEvent) {
  dispatch(event, false);
  getChannel()?.postMessage(event);
}

/** Subscribes to sign-in events of this tab and the others; returns the unsubscribe function. */
export function onAuthEvent(listener: AuthListener) {
  getChannel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** After a 401 the token and the user record go, and the pages hear 'expired'. */
export function expireSession() {
  clearSession();
  announceAuthEvent('expired');
}
