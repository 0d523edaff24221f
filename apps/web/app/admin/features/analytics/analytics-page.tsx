import { formatIndiaTime } from '@propwash/domain/india-time';
import type { AnalyticsDashboard, StorageStats } from '@propwash/domain/analytics/schemas';
import { useQuery } from '@tanstack/react-query';
import {
  ArrowRight,
  Boxes,
  Database,
  HardDrive,
  Image,
  Images,
  IndianRupee,
  Package,
  ShoppingBag,
  Table2,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import {
  OrdersByStatusChart,
  RegistrationsChart,
  RevenueByMonthChart,
} from '#app/admin/features/analytics/analytics-charts.tsx';
import {
  formatBytes,
  formatCost,
  formatCount,
  formatDay,
  formatRange,
  reportSections,
  sectionLabel,
  type AnalyticsReports,
  type ReportSection,
} from '#app/admin/features/analytics/analytics-format.ts';
import { FailureNotice, Panel, StatCard } from '#app/admin/features/analytics/analytics-ui.tsx';
import {
  analyticsPaths,
  reportsQueryOptions,
} from '#app/admin/features/analytics/analytics.queries.ts';
import { RangeBar } from '#app/admin/features/analytics/range-bar.tsx';
import { useAnalyticsRange } from '#app/admin/features/analytics/use-analytics-range.ts';
import { cn } from '#app/lib/cn.ts';
import { formatRupees } from '#app/lib/money.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#app/ui/tabs.tsx';
import type { Route } from './+types/analytics-page';

export const meta: Route.MetaFunction = () => [{ title: 'Analytics & Reports | Propwash Admin' }];

const isSection = (value: string | null): value is ReportSection =>
  reportSections.includes(value as ReportSection);

export default function AnalyticsPage() {
  const { range, setRange, params, setParams } = useAnalyticsRange('months12');
  const reports = useQuery(reportsQueryOptions(range));
  const data = reports.data;
  const tabParam = params.get('tab');
  const tab: ReportSection = isSection(tabParam) ? tabParam : 'dashboard';
  const failed = new Set(data?.failures.map((f) => f.section));

  function selectTab(next: string) {
    setParams(
      (current) => {
        const q = new URLSearchParams(current);
        if (next === 'dashboard') q.delete('tab');
        else q.set('tab', next);
        return q;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">Analytics &amp; Reports</h1>
          <p className="mt-1 text-sm text-slate-600">
            Sales and customers for {formatRange(range)}; database and image storage as they are
            now.
          </p>
        </div>
        <Link
          to={analyticsPaths.dashboard(range)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          Detailed order analytics <ArrowRight aria-hidden />
        </Link>
      </div>

      <RangeBar
        range={range}
        onChange={setRange}
        onRefresh={() => void reports.refetch()}
        isRefreshing={reports.isFetching}
      />

      {data && data.failures.length > 0 && (
        <FailureNotice
          title="Failed to load analytics"
          lines={data.failures.map(
            (f) =>
              `${sectionLabel[f.section]}: ${f.message.replace(/\.$/, '')}. Its figures show as empty.`,
          )}
        />
      )}

      <Tabs value={tab} onValueChange={selectTab}>
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label="Reports">
            {reportSections.map((section) => (
              <TabsTrigger key={section} value={section} className="gap-1.5">
                {sectionLabel[section]}
                {failed.has(section) && (
                  <span className="size-1.5 rounded-full bg-danger-600" title="Failed to load" />
                )}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="dashboard">
          <DashboardTab report={data?.dashboard} />
        </TabsContent>
        <TabsContent value="database">
          <DatabaseTab report={data?.database} isFailed={failed.has('database')} />
        </TabsContent>
        <TabsContent value="storage">
          <StorageTab report={data?.storage} isFailed={failed.has('storage')} />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab report={data?.users} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

type Report<K extends keyof AnalyticsReports> = {
  report: AnalyticsReports[K] | undefined;
  /** The report failed: its figures are the empty defaults, so no notes describe them. */
  isFailed?: boolean;
};

function DashboardTab({ report }: Report<'dashboard'>) {
  const s = report?.summary;
  const figures = [
    {
      label: 'Revenue',
      value: s && formatRupees(s.totalRevenue),
      icon: IndianRupee,
      tone: 'bg-success-50 text-success-700',
      span: 'col-span-2',
    },
    {
      label: 'Average order value',
      value: s && formatRupees(s.averageOrderValue),
      icon: TrendingUp,
      tone: 'bg-brand-50 text-brand-700',
      span: 'col-span-2',
    },
    {
      label: 'Orders',
      value: s && formatCount(s.totalOrders),
      icon: ShoppingBag,
      tone: 'bg-accent-100 text-accent-700',
      span: 'lg:col-span-2',
    },
    {
      label: 'Products',
      value: s && formatCount(s.totalProducts),
      icon: Package,
      tone: 'bg-slate-100 text-slate-700',
      span: 'lg:col-span-3',
    },
    {
      label: 'Customers',
      value: s && formatCount(s.totalCustomers),
      icon: Users,
      tone: 'bg-violet-50 text-violet-700',
      span: 'lg:col-span-3',
    },
  ];
  return (
    <div className="space-y-6">
      <StatGrid figures={figures} className="lg:grid-cols-6" />
      <div className="grid gap-6 xl:grid-cols-5">
        <Panel title="Revenue by month" className="xl:col-span-3">
          {report ? <RevenueByMonthChart rows={report.revenueByMonth} /> : <ChartSkeleton />}
        </Panel>
        <Panel title="Orders by status" className="xl:col-span-2">
          {report ? <OrdersByStatusChart rows={report.ordersByStatus} /> : <ChartSkeleton />}
        </Panel>
      </div>
      <Panel
        title="Top products"
        description="By units sold in this period"
        bodyClassName="p-0 sm:p-0"
      >
        <TopProducts rows={report?.topProducts} />
      </Panel>
    </div>
  );
}

function TopProducts({ rows }: { rows: AnalyticsDashboard['topProducts'] | undefined }) {
  if (rows && rows.length === 0) {
    return (
      <p className="px-4 py-6 text-sm text-slate-500 sm:px-5">No products sold in this period.</p>
    );
  }
  return (
    <DataTable
      caption="Top products by units sold"
      headers={['#', 'Product', 'Units', 'Revenue']}
      numeric={[false, false, true, true]}
      rows={rows?.map((p, i) => ({
        key: p.productId ?? `${p.name}-${i}`,
        cells: [String(i + 1), p.name, formatCount(p.quantity), formatRupees(p.revenue)],
      }))}
      minWidth="min-w-full"
    />
  );
}

function DatabaseTab({ report, isFailed }: Report<'database'>) {
  const figures = [
    {
      label: 'Database',
      value: report && report.databaseName,
      icon: Database,
      tone: 'bg-brand-50 text-brand-700',
      note:
        report && !isFailed
          ? report.engine === 'pglite'
            ? 'PGlite (embedded PostgreSQL)'
            : 'PostgreSQL'
          : undefined,
      span: 'col-span-2 sm:col-span-1',
    },
    {
      label: 'Tables',
      value: report && formatCount(report.tableCount),
      icon: Table2,
      tone: 'bg-accent-100 text-accent-700',
    },
    {
      label: 'Data size',
      value: report && formatBytes(report.dataSizeBytes),
      icon: HardDrive,
      tone: 'bg-success-50 text-success-700',
    },
  ];
  const tables = report && [...report.tables].sort((a, b) => b.sizeBytes - a.sizeBytes);
  return (
    <div className="space-y-6">
      <StatGrid figures={figures} className="sm:grid-cols-3" />
      <Panel
        title="Tables"
        description="From PostgreSQL's catalogue; row counts are exact (PostgreSQL's estimate for tables over 32 MB)"
        bodyClassName="p-0 sm:p-0"
      >
        {tables && tables.length === 0 ? (
          <p className="px-4 py-6 text-sm text-slate-500 sm:px-5">No tables to show.</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 sm:hidden" aria-label="Tables by size">
              {tables
                ? tables.map((t) => (
                    <li key={t.name} className="px-4 py-2.5 text-sm">
                      <p className="font-mono text-[13px] break-all text-slate-900">{t.name}</p>
                      <p className="text-xs text-slate-500 tabular-nums">
                        {formatCount(t.rows)} {t.rows === 1 ? 'row' : 'rows'} ·{' '}
                        {formatBytes(t.sizeBytes)}
                        {t.rows > 0 && ` · ${formatBytes(t.averageRowBytes)} per row`}
                      </p>
                    </li>
                  ))
                : Array.from({ length: 5 }, (_, i) => (
                    <li key={i} className="px-4 py-3">
                      <Skeleton className="h-5 w-full" />
                    </li>
                  ))}
            </ul>
            <DataTable
              className="max-sm:hidden"
              caption="Tables by size"
              headers={['Table', 'Rows', 'Size', 'Average row']}
              numeric={[false, true, true, true]}
              rows={tables?.map((t) => ({
                key: t.name,
                cells: [
                  t.name,
                  formatCount(t.rows),
                  formatBytes(t.sizeBytes),
                  t.rows > 0 ? formatBytes(t.averageRowBytes) : '—',
                ],
              }))}
              minWidth="min-w-[30rem]"
              mono
            />
          </>
        )}
      </Panel>
    </div>
  );
}

function StorageTab({ report, isFailed }: Report<'storage'>) {
  const unknown = (text: string) => (isFailed ? '—' : text);
  const figures = [
    {
      label: 'Images',
      value: report && formatCount(report.imageCount),
      icon: Images,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      label: 'Total size',
      value: report && formatBytes(report.totalBytes),
      icon: HardDrive,
      tone: 'bg-success-50 text-success-700',
    },
    {
      label: 'Products with images',
      value: report && formatCount(report.productsWithImages),
      icon: Boxes,
      tone: 'bg-accent-100 text-accent-700',
    },
    {
      label: 'Images per product',
      value:
        report &&
        report.averageImagesPerProduct.toLocaleString('en-IN', { maximumFractionDigits: 1 }),
      icon: Image,
      tone: 'bg-violet-50 text-violet-700',
      note: 'Average, over products with images',
    },
  ];
  return (
    <div className="space-y-6">
      <StatGrid figures={figures} className="xl:grid-cols-4" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Estimated cost" description="Total size × price per GB-month">
          <Facts
            facts={
              report && [
                ['Per month', formatCost(report.estimatedMonthlyCost)],
                ['Per year', formatCost(report.estimatedYearlyCost)],
                ['Price per GB-month', formatRupees(report.pricePerGbMonth)],
                ['Storage class', report.storageClass],
                [
                  'Region',
                  report.region ?? unknown(report.backend === 'local' ? 'None (local disk)' : '—'),
                ],
              ]
            }
            emphasise={2}
          />
        </Panel>
        <Panel
          title={isFailed ? 'Bucket or folder' : report?.backend === 's3' ? 'Bucket' : 'Folder'}
          description={
            report &&
            !isFailed &&
            (report.backend === 's3' ? 'S3-compatible object storage' : 'Local disk')
          }
        >
          <Facts
            facts={
              report && [
                [report.backend === 's3' ? 'Bucket' : 'Location', report.location],
                [
                  'Kind',
                  unknown(
                    report.backend === 's3' ? 'S3-compatible bucket' : 'Folder on the server',
                  ),
                ],
                ['Created', unknown(createdText(report))],
              ]
            }
          />
        </Panel>
      </div>
    </div>
  );
}

function createdText(report: StorageStats): string {
  if (!report.createdAt) return 'Not known';
  return formatIndiaTime(report.createdAt, 'date') || formatDay(report.createdAt);
}

function UsersTab({ report }: Report<'users'>) {
  const share =
    report && report.totalCustomers > 0
      ? `${Math.round((report.activeUsers / report.totalCustomers) * 100)}% of customers`
      : undefined;
  const figures = [
    {
      label: 'Active users',
      value: report && formatCount(report.activeUsers),
      icon: UserCheck,
      tone: 'bg-success-50 text-success-700',
      note: share
        ? `${share} have placed an order (all time)`
        : 'Customers who have placed an order (all time)',
    },
    {
      label: 'Total customers',
      value: report && formatCount(report.totalCustomers),
      icon: Users,
      tone: 'bg-violet-50 text-violet-700',
    },
  ];
  return (
    <div className="space-y-6">
      <StatGrid figures={figures} />
      <Panel title="Registrations by month" description={report && formatRange(report.range)}>
        {report ? <RegistrationsChart rows={report.registrationsByMonth} /> : <ChartSkeleton />}
      </Panel>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------

interface Figure {
  label: string;
  value: string | undefined;
  icon: typeof Users;
  tone: string;
  note?: string;
  /** Grid column span classes (two columns on phones). */
  span?: string;
}

function StatGrid({ figures, className }: { figures: Figure[]; className?: string }) {
  return (
    <ul className={cn('grid grid-cols-2 gap-3 sm:gap-4', className)}>
      {figures.map((f) => (
        <li key={f.label} className={cn('min-w-0', f.span)}>
          <StatCard label={f.label} value={f.value ?? null} icon={f.icon} tone={f.tone}>
            {f.note && <p className="text-xs text-slate-500">{f.note}</p>}
          </StatCard>
        </li>
      ))}
    </ul>
  );
}

function Facts({
  facts,
  emphasise = 0,
}: {
  facts: [string, string][] | undefined;
  emphasise?: number;
}) {
  if (!facts) return <ChartSkeleton short />;
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      {facts.map(([label, value], i) => (
        <div
          key={label}
          className="flex items-baseline justify-between gap-4 py-2 first:pt-0 last:pb-0"
        >
          <dt className="shrink-0 text-slate-600">{label}</dt>
          <dd
            className={cn(
              'min-w-0 text-right break-all text-slate-900 tabular-nums',
              i < emphasise ? 'text-lg font-bold' : 'font-medium',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function DataTable(props: {
  caption: string;
  headers: string[];
  numeric: boolean[];
  rows: { key: string; cells: string[] }[] | undefined;
  minWidth: string;
  mono?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('overflow-x-auto', props.className)}>
      <table className={cn('w-full text-left text-sm', props.minWidth)}>
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {props.headers.map((h, i) => (
              <th
                key={h}
                scope="col"
                className={cn(
                  'px-3 py-3 whitespace-nowrap sm:px-4 first:sm:pl-5 last:sm:pr-5',
                  props.numeric[i] && 'text-right',
                )}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {props.rows
            ? props.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, i) => (
                    <td
                      key={i}
                      className={cn(
                        'px-3 py-2.5 text-slate-700 sm:px-4 first:sm:pl-5 last:sm:pr-5',
                        props.numeric[i]
                          ? 'text-right whitespace-nowrap tabular-nums'
                          : 'font-medium text-slate-900',
                        props.mono && i === 0 && 'font-mono text-[13px]',
                      )}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))
            : Array.from({ length: 5 }, (_, i) => (
                <tr key={i}>
                  <td colSpan={props.headers.length} className="px-4 py-3 sm:px-5">
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

function ChartSkeleton({ short = false }: { short?: boolean }) {
  return <Skeleton className={short ? 'h-32 w-full' : 'h-64 w-full'} />;
}
