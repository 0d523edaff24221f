import type { AccountSecurity } from '@propwash/domain/accounts/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminGet } from '#app/admin/ui/admin-query.ts';

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

export { changePassword, signOutOtherSessions, signOutSession } from '#app/lib/account-security.ts';
