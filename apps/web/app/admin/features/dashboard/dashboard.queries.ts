import type { DashboardSummary, LatestOrder } from '@propwash/domain/analytics/schemas';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  latestOrders: () => [...dashboardKeys.all, 'latest-orders'] as const,
};

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.overview(),
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
    queryKey: dashboardKeys.latestOrders(),
    queryFn: ({ signal }) =>
      apiRequest<LatestOrder[]>('/analytics/latest-orders?limit=5', {
        auth: true,
        signal,
        fallbackMessage: 'Failed to fetch orders',
      }),
  });
}
