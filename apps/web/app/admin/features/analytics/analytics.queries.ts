import type {
  AbandonedCheckouts,
  AnalyticsDashboard,
  DatabaseStats,
  DateRange,
  OrderAnalytics,
  RealtimeMetrics,
  ReportType,
  StorageStats,
  UserAnalytics,
} from '@propwash/domain/analytics/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { saveFile } from '#app/admin/ui/save-file.ts';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { getToken } from '#app/lib/auth-store.ts';
import { filenameFrom } from '#app/lib/content-disposition.ts';
import {
  loadReports,
  rangeParams,
  reportFilename,
} from '#app/admin/features/analytics/analytics-format.ts';

/** The live strip polls every 30 seconds. */
export const REALTIME_INTERVAL_MS = 30_000;

export const analyticsKeys = {
  all: ['admin-analytics'] as const,
  orders: (range: DateRange) => [...analyticsKeys.all, 'orders', range] as const,
  reports: (range: DateRange) => [...analyticsKeys.all, 'reports', range] as const,
  realtime: () => [...analyticsKeys.all, 'realtime'] as const,
  checkouts: (range: DateRange) => [...analyticsKeys.all, 'checkouts', range] as const,
};

export const analyticsPaths = {
  dashboard: (range?: DateRange) =>
    range ? `/admin/analytics-dashboard?${rangeParams(range)}` : '/admin/analytics-dashboard',
  reports: (range?: DateRange) =>
    range ? `/admin/analytics?${rangeParams(range)}` : '/admin/analytics',
};

const get = <T>(path: string, signal: AbortSignal | undefined, fallbackMessage: string) =>
  apiRequest<T>(path, { auth: true, signal, fallbackMessage });

/** GET /api/orders/admin/analytics: the analytics-dashboard screen. */
export function orderAnalyticsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: analyticsKeys.orders(range),
    queryFn: ({ signal }) =>
      get<OrderAnalytics>(
        `/orders/admin/analytics?${rangeParams(range)}`,
        signal,
        'Failed to fetch analytics',
      ),
    placeholderData: keepPreviousData,
  });
}

/** The four reports of Analytics & Reports, in parallel, each with empty defaults on failure. */
export function reportsQueryOptions(range: DateRange) {
  const q = rangeParams(range);
  const failed = 'Failed to load analytics';
  return queryOptions({
    queryKey: analyticsKeys.reports(range),
    queryFn: ({ signal }) =>
      loadReports(
        {
          dashboard: () => get<AnalyticsDashboard>(`/analytics/dashboard?${q}`, signal, failed),
          database: () => get<DatabaseStats>('/analytics/database', signal, failed),
          storage: () => get<StorageStats>('/analytics/storage', signal, failed),
          users: () => get<UserAnalytics>(`/analytics/users?${q}`, signal, failed),
        },
        range,
      ),
    placeholderData: keepPreviousData,
  });
}

export function realtimeQueryOptions() {
  return queryOptions({
    queryKey: analyticsKeys.realtime(),
    queryFn: ({ signal }) =>
      get<RealtimeMetrics>('/realtime/metrics', signal, 'Failed to fetch analytics'),
    refetchInterval: REALTIME_INTERVAL_MS,
  });
}

/** GET /api/analytics/checkouts: abandoned checkouts and the reminders' recoveries. */
export function checkoutsQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: analyticsKeys.checkouts(range),
    queryFn: ({ signal }) =>
      get<AbandonedCheckouts>(
        `/analytics/checkouts?${rangeParams(range)}`,
        signal,
        'Failed to load abandoned checkouts',
      ),
    placeholderData: keepPreviousData,
  });
}

/** Downloads GET /api/analytics/export/{type} as the .xlsx the server names; returns the name. */
export function downloadReport(type: ReportType, range: DateRange): Promise<string> {
  return download(
    `/api/analytics/export/${type}?${rangeParams(range)}`,
    reportFilename(type, range),
  );
}

/** Downloads GET /api/analytics/checkouts.csv for the range; returns the file's name. */
export function downloadCheckouts(range: DateRange): Promise<string> {
  return download(
    `/api/analytics/checkouts.csv?${rangeParams(range)}`,
    `abandoned_checkouts_${range.startDate}_to_${range.endDate}.csv`,
  );
}

/** Downloads an export with the admin's token and saves it under the name the server gives. */
export async function download(url: string, fallbackName: string): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError('Failed to export report', 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = (body as { error?: { message?: string } } | null)?.error?.message;
    throw new ApiError(message || 'Failed to export report', response.status);
  }
  const name = filenameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), name);
  return name;
}
