import type { DashboardSummary, LatestOrder } from '@propwash/domain/analytics/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export function getOverviewQueryOptions() {
  return queryOptions({
    queryKey: ['analytics', 'overview'],
    queryFn: ({ signal }) =>
      apiRequest<DashboardSummary>('/analytics/overview', {
        auth: true,
        signal,
        fallbackMessage: 'Failed to fetch analytics',
      }),
  });
}

export function latestOrdersQueryOptions() {
  return queryOptions({
    queryKey: ['analytics', 'latest-orders'],
    queryFn: ({ signal }) =>
      apiRequest<LatestOrder[]>('/analytics/latest-orders?limit=5', {
        auth: true,
        signal,
        fallbackMessage: 'Failed to fetch orders',
      }),
  });
}
