import type { ChangePasswordBody } from '@propwash/domain/accounts/schemas';
import { apiRequest } from '#app/lib/api-client.ts';

// The signed-in person's password and signed-in devices, the same calls for a customer's account
// and the admin's own (docs/decisions/account-sessions.md).

export function changePassword(body: ChangePasswordBody) {
  return apiRequest<{ endedSessions: number }>('/auth/change-password', {
    method: 'POST',
    body,
    auth: true,
    fallbackMessage: 'Failed to change password',
  });
}

export function signOutSession(id: string) {
  return apiRequest<{ loggedOut: true }>(`/auth/sessions/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
    fallbackMessage: 'Failed to sign out that device',
  });
}

export function signOutOtherSessions() {
  return apiRequest<{ endedSessions: number }>('/auth/sessions/sign-out-others', {
    method: 'POST',
    auth: true,
    fallbackMessage: 'Failed to sign out other devices',
  });
}
