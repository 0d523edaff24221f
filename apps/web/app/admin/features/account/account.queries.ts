import type { AccountSecurity, ChangePasswordBody } from '@propwash/domain/accounts/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminGet } from '#app/admin/ui/admin-query.ts';
import { apiRequest } from '#app/lib/api-client.ts';

// The signed-in admin's own account: password and signed-in devices
// (docs/decisions/account-sessions.md).

export const accountKeys = {
  all: ['own-account'] as const,
  security: () => [...accountKeys.all, 'security'] as const,
};

export function securityQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.security(),
    queryFn: adminGet<AccountSecurity>('/auth/security', 'Failed to load your devices'),
  });
}

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
