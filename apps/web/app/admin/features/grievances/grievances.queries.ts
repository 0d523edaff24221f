import type {
  AdminGrievance,
  AdminGrievanceList,
  GrievanceStatus,
  GrievanceUpdateBody,
} from '@propwash/domain/legal/grievances';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminGet, adminPageQuery } from '#app/admin/ui/admin-query.ts';

export const PAGE_SIZE = 20;

export type GrievanceFilter = '' | GrievanceStatus;
export type GrievanceFilters = {
  status: GrievanceFilter;
  overdue: boolean;
  search: string;
  page: number;
};

export const grievancesKeys = {
  all: ['admin-grievances'] as const,
  list: (f: GrievanceFilters) => [...grievancesKeys.all, 'list', f] as const,
  one: (id: string) => [...grievancesKeys.all, 'one', id] as const,
};

export function grievancesQueryOptions(f: GrievanceFilters) {
  const q = new URLSearchParams({ page: String(f.page), limit: String(PAGE_SIZE) });
  if (f.status) q.set('status', f.status);
  if (f.overdue) q.set('overdue', 'true');
  if (f.search) q.set('search', f.search);
  return adminPageQuery<AdminGrievanceList>(
    grievancesKeys.list(f),
    `/grievances/admin/all?${q}`,
    'Failed to load grievances',
  );
}

export function grievanceQueryOptions(id: string) {
  return queryOptions({
    queryKey: grievancesKeys.one(id),
    queryFn: adminGet<AdminGrievance>(
      `/grievances/admin/${encodeURIComponent(id)}`,
      'Failed to load the grievance',
    ),
  });
}

/** PUT /api/grievances/admin/:id: the new status and the reply emailed to the customer. */
export const answerGrievance = (id: string, body: GrievanceUpdateBody) =>
  apiRequest<AdminGrievance>(`/grievances/admin/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    auth: true,
    fallbackMessage: 'The reply could not be sent',
  });

export const grievancePaths = {
  list: () => '/admin/grievances',
  one: (id: string) => `/admin/grievances/${encodeURIComponent(id)}`,
  order: (orderNumber: string) => `/admin/orders?search=${encodeURIComponent(orderNumber)}`,
};
