import { UserCheck, Users } from 'lucide-react';
import { RegistrationsChart } from './analytics-charts.tsx';
import { formatCount, formatRange } from './analytics-format.ts';
import { Panel } from './analytics-ui.tsx';
import { type Report, StatGrid, ChartSkeleton } from './report-blocks.tsx';

/** Customers over the range: totals and registrations by month. */
export function UsersTab({ report }: Report<'users'>) {
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
