import type { AnalyticsDashboard } from '@propwash/domain/analytics/schemas';
import { IndianRupee, Package, ShoppingBag, TrendingUp, Users } from 'lucide-react';
import { OrdersByStatusChart, RevenueByMonthChart } from './analytics-charts.tsx';
import { formatCount } from './analytics-format.ts';
import { Panel } from './analytics-ui.tsx';
import { formatRupees } from '#app/lib/money.ts';
import { type Report, figure, StatGrid, ReportTable, ChartSkeleton } from './report-blocks.tsx';

/** Sales over the range: headline figures, revenue and status charts, top products. */
export function DashboardTab({ report }: Report<'dashboard'>) {
  const s = report?.summary;
  const figures = [
    figure('Revenue', s && formatRupees(s.totalRevenue), IndianRupee, 'success', {
      span: 'col-span-2',
    }),
    figure('Average order value', s && formatRupees(s.averageOrderValue), TrendingUp, 'brand', {
      span: 'col-span-2',
    }),
    figure('Orders', s && formatCount(s.totalOrders), ShoppingBag, 'accent', {
      span: 'lg:col-span-2',
    }),
    figure('Products', s && formatCount(s.totalProducts), Package, 'slate', {
      span: 'lg:col-span-3',
    }),
    figure('Customers', s && formatCount(s.totalCustomers), Users, 'violet', {
      span: 'lg:col-span-3',
    }),
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
    <ReportTable
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
