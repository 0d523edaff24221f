import type { NdrAdminActionBody, NdrAdminPage } from '@propwash/domain/shipping/ndr';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';
import { adminGet, adminPageQuery } from '#app/admin/ui/admin-query.ts';

// The failed-deliveries queue (docs/decisions/failed-deliveries.md).

export const ndrKeys = {
  all: ['admin-ndr'] as const,
  page: (state: 'open' | 'all', page: number) => [...ndrKeys.all, state, page] as const,
  count: () => [...ndrKeys.all, 'count'] as const,
};

export const ndrPageQuery = (state: 'open' | 'all', page: number) =>
  adminPageQuery<NdrAdminPage>(
    ndrKeys.page(state, page),
    `/shipping/admin/ndr?${new URLSearchParams({ state, page: String(page), limit: '20' })}`,
    'Failed deliveries could not be loaded',
  );

/** The navigation badge: open failed deliveries (one row asked, the count read). */
export const ndrOpenCountQuery = () =>
  queryOptions({
    queryKey: ndrKeys.count(),
    queryFn: adminGet<NdrAdminPage>('/shipping/admin/ndr?state=open&limit=1'),
    select: (d) => d.open,
    refetchInterval: 60_000,
  });

export const sendNdrAction = (id: string, body: NdrAdminActionBody) =>
  apiRequest<{ id: string; state: string; courierAnswer: string }>(
    `/shipping/admin/ndr/${encodeURIComponent(id)}/action`,
    { method: 'POST', body, auth: true, fallbackMessage: 'The courier could not be reached' },
  );
