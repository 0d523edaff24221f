import type { OrderAnalytics } from '@propwash/domain/analytics/schemas';
import { useQuery } from '@tanstack/react-query';
import {
  Clock,
  IndianRupee,
  Lightbulb,
  MousePointerClick,
  PackageOpen,
  ShoppingBag,
  TrendingUp,
  TriangleAlert,
  Trophy,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import {
  EARLIEST_DAY,
  formatCount,
  formatHours,
  formatPercent,
  formatRange,
  humanize,
  rangePresets,
} from '#app/admin/features/analytics/analytics-format.ts';
import {
  ChangeLine,
  colorOf,
  FailureNotice,
  Panel,
  ShareBars,
  StatCard,
  ViewLink,
  type StatTone,
} from '#app/admin/features/analytics/analytics-ui.tsx';
import {
  analyticsPaths,
  orderAnalyticsQueryOptions,
} from '#app/admin/features/analytics/analytics.queries.ts';
import { ExportPanel } from '#app/admin/features/analytics/export-panel.tsx';
import { LiveStrip } from '#app/admin/features/analytics/live-strip.tsx';
import { useAnalyticsRange } from '#app/admin/features/analytics/use-analytics-range.ts';
import { formatRupees } from '#app/lib/money.ts';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { DayRangeBar } from '#app/admin/ui/day-range-bar.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/analytics-dashboard-page';
import { DataTable } from '#app/admin/ui/data-table.tsx';
import { SkeletonItems } from '#app/admin/ui/list-states.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Analytics dashboard | Propwash Admin' }];

type ChangeKey = keyof OrderAnalytics['changes'];

/** A headline order figure: the change key it compares, its label, icon, tone and value. */
function card(
  key: ChangeKey,
  label: string,
  icon: LucideIcon,
  tone: StatTone,
  value: (a: OrderAnalytics) => string,
  note?: (a: OrderAnalytics) => string,
) {
  return { key, label, icon, tone, value, note };
}

const cards = [
  card('totalOrders', 'Total orders', ShoppingBag, 'accent', (a) => formatCount(a.totalOrders)),
  card('totalRevenue', 'Total revenue', IndianRupee, 'success', (a) =>
    formatRupees(a.totalRevenue),
  ),
  card('averageOrderValue', 'Average order value', TrendingUp, 'brand', (a) =>
    formatRupees(a.averageOrderValue),
  ),
  card(
    'conversionRate',
    'Conversion rate',
    MousePointerClick,
    'violet',
    // Product visitors who ordered ÷ product visitors (docs/decisions/conversion-rate.md).
    (a) => formatPercent(a.conversionRate),
    (a) =>
      a.visitors === 0
        ? 'Not enough data: no product visitors measured in this range'
        : `${formatCount(a.buyers)} of ${formatCount(a.visitors)} product ${a.visitors === 1 ? 'visitor' : 'visitors'} ordered`,
  ),
];

const insightIcon: Record<OrderAnalytics['insights'][number]['kind'], LucideIcon> = {
  best_category: Trophy,
  slowest_warehouse: Clock,
  low_stock_best_seller: TriangleAlert,
  revenue_trend: TrendingUp,
  no_orders: PackageOpen,
};

export default function AnalyticsDashboardPage() {
  const { range, setRange } = useAnalyticsRange('days30');
  const analytics = useQuery(orderAnalyticsQueryOptions(range));
  const data = analytics.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Analytics dashboard"
        actions={<ViewLink to={analyticsPaths.reports(range)}>Analytics &amp; Reports</ViewLink>}
      >
        Orders placed {formatRange(range)}
        {data && <>, compared with {formatRange(data.previousRange)}</>}. Orders, revenue and
        average order value count the orders that were not cancelled.
      </PageHeader>

      <DayRangeBar
        range={range}
        quickPeriods={rangePresets}
        earliestDay={EARLIEST_DAY}
        onChange={setRange}
        onRefresh={() => void analytics.refetch()}
        isRefreshing={analytics.isFetching}
      />

      <LiveStrip />

      {analytics.isError && (
        <FailureNotice title="Failed to fetch analytics" lines={[analytics.error.message]} />
      )}

      <ul
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4"
        aria-label="Order figures"
        aria-busy={analytics.isFetching}
      >
        {cards.map((card) => (
          <li key={card.key}>
            <StatCard
              label={card.label}
              icon={card.icon}
              tone={card.tone}
              value={data ? card.value(data) : analytics.isError ? '—' : null}
            >
              {data && (
                <>
                  <ChangeLine change={data.changes[card.key]} previous={data.previousRange} />
                  {card.note && <p className="mt-1 text-xs text-slate-500">{card.note(data)}</p>}
                </>
              )}
            </StatCard>
          </li>
        ))}
      </ul>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Status breakdown" description="Orders and revenue by current status">
          {data ? (
            <ShareBars
              label="Orders by status"
              format={formatCount}
              empty="No orders in this period."
              rows={data.statusBreakdown.map((s, i) => ({
                key: s.status,
                label: humanize(s.status),
                value: s.count,
                detail: formatRupees(s.revenue),
                color: colorOf(s.status, i),
              }))}
            />
          ) : (
            <BarsSkeleton />
          )}
        </Panel>
        <Panel title="Priority distribution" description="Orders by fulfilment priority">
          {data ? (
            <ShareBars
              label="Orders by priority"
              format={formatCount}
              empty="No orders in this period."
              rows={data.priorityBreakdown.map((p) => ({
                key: p.priority,
                label: humanize(p.priority),
                value: p.count,
                color: priorityColor[p.priority],
              }))}
            />
          ) : (
            <BarsSkeleton />
          )}
        </Panel>
      </div>

      <Panel
        title="Warehouse performance"
        description="Average time to ship counts the orders of this period that have shipped"
        bodyClassName="p-0 sm:p-0"
      >
        <WarehouseTable analytics={data} />
      </Panel>

      <div className="grid gap-6 lg:grid-cols-3">
        <Panel
          title="Key insights"
          description="Written from this period's figures"
          className="lg:col-span-2"
        >
          {data ? (
            data.insights.length === 0 ? (
              <p className="text-sm text-slate-500">Nothing stands out in this period.</p>
            ) : (
              <ul className="space-y-3">
                {data.insights.map((insight) => {
                  const Icon = insightIcon[insight.kind] ?? Lightbulb;
                  return (
                    <li key={`${insight.kind}-${insight.text}`} className="flex gap-3 text-sm">
                      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700">
                        <Icon className="size-4" aria-hidden />
                      </span>
                      <p className="pt-1.5 text-slate-800">{insight.text}</p>
                    </li>
                  );
                })}
              </ul>
            )
          ) : (
            <BarsSkeleton />
          )}
        </Panel>
        <ExportPanel range={range} />
      </div>
    </div>
  );
}

const priorityColor: Record<string, string> = {
  high: '#dc2626',
  medium: '#ff730a',
  normal: '#366af4',
  low: '#64748b',
};

function WarehouseTable({ analytics }: { analytics: OrderAnalytics | undefined }) {
  if (analytics && analytics.warehouseBreakdown.length === 0) {
    return <p className="px-4 py-6 text-sm text-slate-500 sm:px-5">No orders in this period.</p>;
  }
  return (
    <>
      <ul className="divide-y divide-slate-100 sm:hidden" aria-label="Warehouses">
        {analytics?.warehouseBreakdown.map((w) => (
          <li key={w.warehouse} className="px-4 py-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-medium text-slate-900">{w.warehouse}</p>
              <p className="font-semibold text-slate-900 tabular-nums">{formatRupees(w.revenue)}</p>
            </div>
            <p className="mt-0.5 text-xs text-slate-500">
              {formatCount(w.orders)} {w.orders === 1 ? 'order' : 'orders'} ·{' '}
              {w.averageHoursToShip === null
                ? 'none shipped yet'
                : `ships in ${formatHours(w.averageHoursToShip)} on average`}
            </p>
          </li>
        )) ?? <SkeletonItems count={3} className="px-4 py-3" bars={['h-5 w-full']} />}
      </ul>
      <WarehouseRows analytics={analytics} />
    </>
  );
}

function WarehouseRows({ analytics }: { analytics: OrderAnalytics | undefined }) {
  const num = 'px-4 py-3 text-right whitespace-nowrap text-slate-700 tabular-nums';
  return (
    <DataTable
      caption="Orders, revenue and time to ship per warehouse"
      className="max-sm:hidden"
      tableClassName="min-w-[32rem]"
      rows={analytics?.warehouseBreakdown}
      rowKey={(w) => w.warehouse}
      skeletonRows={3}
      skeletonCellClassName="px-4 py-3.5 sm:px-5"
      columns={[
        {
          id: 'Warehouse',
          header: 'Warehouse',
          headerClassName: 'px-4 py-3 sm:px-5',
          className: 'px-4 py-3 font-medium text-slate-900 sm:px-5',
          isRowHeader: true,
          cell: (w) => (
            <span className="flex items-center gap-2">
              <Warehouse className="size-4 text-slate-400" aria-hidden />
              {w.warehouse}
            </span>
          ),
        },
        {
          id: 'Orders',
          header: 'Orders',
          headerClassName: 'px-4 py-3 text-right',
          className: 'px-4 py-3 text-right text-slate-700 tabular-nums',
          cell: (w) => formatCount(w.orders),
        },
        {
          id: 'Revenue',
          header: 'Revenue',
          headerClassName: 'px-4 py-3 text-right',
          className: num,
          cell: (w) => formatRupees(w.revenue),
        },
        {
          id: 'Avg time to ship',
          header: 'Avg time to ship',
          headerClassName: 'px-4 py-3 text-right sm:pr-5',
          className: `${num} sm:pr-5`,
          cell: (w) => formatHours(w.averageHoursToShip),
        },
      ]}
    />
  );
}

function BarsSkeleton() {
  return (
    <div className="space-y-4" aria-hidden>
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-2 w-full" />
        </div>
      ))}
    </div>
  );
}
