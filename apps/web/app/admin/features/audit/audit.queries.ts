import type { AdminUserList } from '@propwash/domain/accounts/schemas';
import type { AuditKind, AuditList } from '@propwash/domain/audit/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminGet, adminPageQuery } from '#app/admin/ui/admin-query.ts';

/** The audit screen's filters, as its URL carries them. */
export interface AuditFilters {
  page: number;
  actor: string;
  kind: '' | AuditKind;
  recordId: string;
  from: string;
  to: string;
}

export const AUDIT_PAGE_SIZE = 25;

export const auditKeys = {
  all: ['admin-audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
  admins: ['admin-audit', 'admins'] as const,
};

function listPath(f: AuditFilters): string {
  const q = new URLSearchParams({ page: String(f.page), limit: String(AUDIT_PAGE_SIZE) });
  for (const key of ['actor', 'kind', 'recordId', 'from', 'to'] as const)
    if (f[key].trim()) q.set(key, f[key].trim());
  return `/audit?${q}`;
}

export function auditQueryOptions(filters: AuditFilters) {
  return adminPageQuery<AuditList>(
    auditKeys.list(filters),
    listPath(filters),
    'Failed to load the audit log',
  );
}

/** The admins to filter by (a shop has a handful; the first 100 cover it). */
export function auditAdminsQueryOptions() {
  return queryOptions({
    queryKey: auditKeys.admins,
    queryFn: adminGet<AdminUserList>('/auth/users?role=admin&limit=100', 'Failed to load admins'),
    staleTime: 5 * 60_000,
  });
}
