import { UserCheck, Users } from 'lucide-react';
import { RegistrationsChart } from './analytics-charts.tsx';
import { formatCount, formatRange } from './analytics-format.ts';
import { Panel } from './analytics-ui.tsx';
import { type Report, figure, StatGrid, ChartSkeleton } from './report-blocks.tsx';

/** Customers over the range: totals and registrations by month. */
export function UsersTab({ report }: Report<'users'>) {
  const share =
    report && report.totalCustomers > 0
      ? `${Math.round((report.activeUsers / report.totalCustomers) * 100)}% of customers`
      : undefined;
  const figures = [
    figure('Active users', report && formatCount(report.activeUsers), UserCheck, 'success', {
      note: share
        ? `${share} have placed an order (all time)`
        : 'Customers who have placed an order (all time)',
    }),
    figure('Total customers', report && formatCount(report.totalCustomers), Users, 'violet'),
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
