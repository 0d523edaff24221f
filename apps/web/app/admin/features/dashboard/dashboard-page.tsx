import type { DashboardSummary } from '@propwash/domain/analytics/schemas';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { overviewQueryOptions } from '#app/admin/features/dashboard/dashboard.queries.ts';
import { LatestOrders } from '#app/admin/features/dashboard/latest-orders.tsx';
import { TodayPanel } from '#app/admin/features/dashboard/today-panel.tsx';
import { cn } from '#app/lib/cn.ts';
import { formatRupees } from '#app/lib/money.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/dashboard-page';

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard | Propwash Admin' }];

const totals: { key: keyof DashboardSummary; label: string; format: (n: number) => string }[] = [
  { key: 'totalProducts', label: 'Total products', format: count },
  { key: 'totalOrders', label: 'Total orders', format: count },
  { key: 'totalUsers', label: 'Total users', format: count },
  { key: 'revenue', label: 'Revenue', format: formatRupees },
];

function count(value: number) {
  return value.toLocaleString('en-IN');
}

/** The shop's lifetime totals, small, below the day's work. */
function ShopTotals() {
  const overview = useQuery(overviewQueryOptions());
  if (overview.isError) {
    return (
      <Card role="alert" className="flex flex-wrap items-center gap-3 border-danger-600/30 p-4">
        <CircleAlert className="size-5 shrink-0 text-danger-600" aria-hidden />
        <p className="flex-1 text-sm text-slate-700">
          Failed to fetch analytics: {overview.error.message}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void overview.refetch()}
          disabled={overview.isFetching}
        >
          <RefreshCw aria-hidden className={cn(overview.isFetching && 'animate-spin')} /> Try again
        </Button>
      </Card>
    );
  }
  return (
    <section aria-labelledby="dashboard-totals">
      <h2 id="dashboard-totals" className="mb-2 text-sm font-semibold text-slate-900">
        Shop totals
      </h2>
      <ul
        className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3"
        aria-busy={overview.isPending}
        aria-label="Shop totals"
      >
        {totals.map(({ key, label, format }) => (
          <li key={key} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
            <p className="text-xs text-slate-600">{label}</p>
            {overview.data ? (
              <p className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {format(overview.data[key])}
              </p>
            ) : (
              <Skeleton className="mt-1 h-5 w-20" />
            )}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-500">
        Orders and revenue count every order that was not cancelled.
      </p>
    </section>
  );
}

export default function DashboardPage() {
  return (
    <div className="space-y-4 sm:space-y-6">
      <PageHeader title="Dashboard">
        Today, {formatIndiaTime(new Date(), 'date')} (India time). Sales and orders leave cancelled
        orders out; each figure opens its list.
      </PageHeader>
      <TodayPanel />
      <LatestOrders />
      <ShopTotals />
    </div>
  );
}
