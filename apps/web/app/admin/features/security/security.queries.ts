import type { SignInList } from '@propwash/domain/accounts/sign-ins';
import type { BreachNoticeBody, BreachNoticeResult } from '@propwash/domain/privacy/breach';
import type { StoreProfile } from '@propwash/domain/settings/store-profile';
import { queryOptions } from '@tanstack/react-query';
import { adminPageQuery } from '#app/admin/ui/admin-query.ts';
import { apiRequest } from '#app/lib/api-client.ts';

/** The Security screen's filters, as its URL carries them. */
export interface SignInFilters {
  page: number;
  outcome: '' | 'failed' | 'success';
  admin: '' | 'true' | 'false';
  search: string;
}

export const SIGN_INS_PAGE_SIZE = 25;

export const securityKeys = {
  all: ['admin-security'] as const,
  signIns: (filters: SignInFilters) => [...securityKeys.all, 'sign-ins', filters] as const,
  profile: ['admin-security', 'store-profile'] as const,
};

function signInsPath(f: SignInFilters): string {
  const q = new URLSearchParams({ page: String(f.page), limit: String(SIGN_INS_PAGE_SIZE) });
  if (f.outcome) q.set('outcome', f.outcome);
  if (f.admin) q.set('admin', f.admin);
  if (f.search.trim()) q.set('search', f.search.trim());
  return `/auth/admin/sign-ins?${q}`;
}

/** GET /api/auth/admin/sign-ins: a page of the sign-in log, the day's counts, the suspects. */
export function signInsQueryOptions(filters: SignInFilters) {
  return adminPageQuery<SignInList>(
    securityKeys.signIns(filters),
    signInsPath(filters),
    'Failed to load the sign-in log',
  );
}

/** The shop's name and support email, for the breach notice's template. */
export function storeProfileQueryOptions() {
  return queryOptions({
    queryKey: securityKeys.profile,
    queryFn: ({ signal }) => apiRequest<StoreProfile>('/settings/store', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /api/privacy/admin/breach-notice: counts (dryRun) or sends the notice. */
export const sendBreachNotice = (body: BreachNoticeBody) =>
  apiRequest<BreachNoticeResult>('/privacy/admin/breach-notice', {
    method: 'POST',
    body,
    auth: true,
    fallbackMessage: 'Failed to send the notice',
  });
