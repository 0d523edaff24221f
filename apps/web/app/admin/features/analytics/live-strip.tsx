import { formatIndiaTime } from '@propwash/domain/india-time';
import { useQuery } from '@tanstack/react-query';
import { formatCount } from '#app/admin/features/analytics/analytics-format.ts';
import { realtimeQueryOptions } from '#app/admin/features/analytics/analytics.queries.ts';
import { formatRupees } from '#app/lib/money.ts';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';

/** Right now: GET /api/realtime/metrics, polled every 30 seconds. */
export function LiveStrip() {
  const live = useQuery(realtimeQueryOptions());
  const data = live.data;
  const figures = [
    { label: 'Live visitors', value: data && formatCount(data.liveVisitors) },
    { label: 'Orders today', value: data && formatCount(data.ordersToday) },
    { label: 'Revenue today', value: data && formatRupees(data.revenueToday) },
    { label: 'Pending orders', value: data && formatCount(data.pendingOrders) },
  ];
  return (
    <Card
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-6"
      aria-label="Live figures"
      role="region"
    >
      <p className="flex shrink-0 items-center gap-2 text-sm font-semibold text-slate-900">
        <span className="relative flex size-2.5" aria-hidden>
          {!live.isError && (
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success-600 opacity-60" />
          )}
          <span
            className={
              live.isError
                ? 'relative inline-flex size-2.5 rounded-full bg-slate-400'
                : 'relative inline-flex size-2.5 rounded-full bg-success-600'
            }
          />
        </span>
        Live
      </p>
      {live.isError && !data ? (
        <p className="text-sm text-danger-700">Live figures unavailable: {live.error.message}</p>
      ) : (
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
          {figures.map((f) => (
            <div key={f.label} className="min-w-0">
              <dt className="truncate text-xs text-slate-500">{f.label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {f.value ?? <Skeleton className="mt-1 h-5 w-12" />}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {data && (
        <p className="shrink-0 text-xs text-slate-500">
          Updated {formatIndiaTime(data.at, 'time')} · every 30 s
        </p>
      )}
    </Card>
  );
}
