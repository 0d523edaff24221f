import type { DashboardSummary } from '@propwash/domain/analytics/schemas';
import { useQuery } from '@tanstack/react-query';
import {
  CircleAlert,
  IndianRupee,
  Package,
  RefreshCw,
  ShoppingBag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { overviewQueryOptions } from '#app/admin/features/dashboard/dashboard.queries.ts';
import { LatestOrders } from '#app/admin/features/dashboard/latest-orders.tsx';
import { cn } from '#app/lib/cn.ts';
import { formatRupees } from '#app/lib/money.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/dashboard-page';

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard | Propwash Admin' }];

const cards: {
  key: keyof DashboardSummary;
  label: string;
  icon: LucideIcon;
  tone: string;
  format: (value: number) => string;
}[] = [
  {
    key: 'totalProducts',
    label: 'Total products',
    icon: Package,
    tone: 'bg-brand-50 text-brand-700',
    format: count,
  },
  {
    key: 'totalOrders',
    label: 'Total orders',
    icon: ShoppingBag,
    tone: 'bg-accent-100 text-accent-700',
    format: count,
  },
  {
    key: 'totalUsers',
    label: 'Total users',
    icon: Users,
    tone: 'bg-violet-50 text-violet-700',
    format: count,
  },
  {
    key: 'revenue',
    label: 'Revenue',
    icon: IndianRupee,
    tone: 'bg-success-50 text-success-700',
    format: formatRupees,
  },
];

function count(value: number) {
  return value.toLocaleString('en-IN');
}

export default function DashboardPage() {
  const overview = useQuery(overviewQueryOptions());

  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard">
        Shop totals right now. Orders and revenue count every order that was not cancelled.
      </PageHeader>

      {overview.isError ? (
        <Card
          role="alert"
          className="flex flex-col items-start gap-4 border-danger-600/30 p-6 sm:flex-row sm:items-center"
        >
          <CircleAlert className="size-8 shrink-0 text-danger-600" aria-hidden />
          <div className="flex-1">
            <p className="font-semibold text-slate-900">Failed to fetch analytics</p>
            <p className="text-sm text-slate-600">{overview.error.message}</p>
          </div>
          <Button
            variant="outline"
            onClick={() => void overview.refetch()}
            disabled={overview.isFetching}
          >
            <RefreshCw aria-hidden className={cn(overview.isFetching && 'animate-spin')} /> Try
            again
          </Button>
        </Card>
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
          aria-busy={overview.isPending}
          aria-label="Shop totals"
        >
          {cards.map(({ key, label, icon: Icon, tone, format }) => (
            <li key={key}>
              <Card className="@container p-5">
                <div className="flex items-center justify-between gap-3">
                  <p className="text-sm font-medium text-slate-600">{label}</p>
                  <span
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-xl',
                      tone,
                    )}
                  >
                    <Icon className="size-5" aria-hidden />
                  </span>
                </div>
                {overview.data ? (
                  <p className="mt-3 text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums @[12rem]:text-2xl @[16rem]:text-[1.75rem]">
                    {format(overview.data[key])}
                  </p>
                ) : (
                  <Skeleton className="mt-3 h-8 w-28" />
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
      <LatestOrders />
    </div>
  );
}
