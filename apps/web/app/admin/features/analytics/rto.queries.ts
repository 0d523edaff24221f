import type { DateRange, RtoGroup, RtoReport } from '@propwash/domain/analytics/schemas';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#app/lib/api-client.ts';
import { rangeParams } from '#app/admin/features/analytics/analytics-format.ts';
import { analyticsKeys, download } from '#app/admin/features/analytics/analytics.queries.ts';

/** The RTO report's address: /admin/analytics/rto. */
export const rtoPath = '/admin/analytics/rto';

/**
 * GET /api/analytics/rto: one grouping's rows (pincodes a page at a time). Under the analytics
 * keys, so live order updates refresh it with the other reports.
 */
export function rtoQueryOptions(range: DateRange, groupBy: RtoGroup, page: number) {
  const q = rangeParams(range);
  q.set('groupBy', groupBy);
  if (page > 1) q.set('page', String(page));
  return queryOptions({
    queryKey: [...analyticsKeys.all, 'rto', range, groupBy, page] as const,
    queryFn: ({ signal }) =>
      apiRequest<RtoReport>(`/analytics/rto?${q}`, {
        auth: true,
        signal,
        fallbackMessage: 'Failed to load the RTO report',
      }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads GET /api/analytics/rto.csv or .xlsx (every group's rows); returns the file's name. */
export function downloadRto(range: DateRange, ext: 'csv' | 'xlsx'): Promise<string> {
  return download(
    `/api/analytics/rto.${ext}?${rangeParams(range)}`,
    `rto_report_${range.startDate}_to_${range.endDate}.${ext}`,
  );
}
