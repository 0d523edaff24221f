import type { DateRange } from '@propwash/domain/analytics/schemas';
import { useSearchParams } from 'react-router';
import {
  defaultRange,
  lastTwelveMonths,
  rangeFromParams,
} from '#app/admin/features/analytics/analytics-format.ts';

/**
 * The screen's range lives in the address bar (?startDate&endDate), so a reload keeps it. The
 * order analytics default to the last 30 days through today; the month-by-month reports to the
 * last twelve months, as their API does.
 */
export function useAnalyticsRange(byDefault: 'days30' | 'months12') {
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const range = rangeFromParams(
    params,
    now,
    byDefault === 'days30' ? defaultRange(now) : lastTwelveMonths(now),
  );
  function setRange(next: DateRange) {
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        q.set('startDate', next.startDate);
        q.set('endDate', next.endDate);
        return q;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return { range, setRange, params, setParams };
}
