import type {
  DashboardSummary,
  DashboardToday,
  LatestOrder,
} from '@propwash/domain/analytics/schemas';
import { queryOptions } from '@tanstack/react-query';
import { adminGet } from '#app/admin/ui/admin-query.ts';

export const dashboardKeys = {
  all: ['admin-dashboard'] as const,
  overview: () => [...dashboardKeys.all, 'overview'] as const,
  today: () => [...dashboardKeys.all, 'today'] as const,
  latestOrders: () => [...dashboardKeys.all, 'latest-orders'] as const,
};

export function overviewQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.overview(),
    queryFn: adminGet<DashboardSummary>('/analytics/overview', 'Failed to fetch analytics'),
  });
}

export function latestOrdersQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.latestOrders(),
    queryFn: adminGet<LatestOrder[]>('/analytics/latest-orders?limit=5', 'Failed to fetch orders'),
  });
}

export function todayQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.today(),
    queryFn: adminGet<DashboardToday>('/analytics/today', "Failed to fetch today's figures"),
  });
}
