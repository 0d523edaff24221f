import type { AnalyticsDashboard, UserAnalytics } from '@propwash/domain/analytics/schemas';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  formatCount,
  formatMonth,
  formatRupeesCompact,
  humanize,
} from '#app/admin/features/analytics/analytics-format.ts';
import { colorOf } from '#app/admin/features/analytics/analytics-ui.tsx';
import { formatRupees } from '#app/lib/money.ts';

// recharts loads only with the Analytics & Reports route chunk (admin, browser only).

const axisTick = { fontSize: 12, fill: '#64748b' };
const tooltipStyle = {
  borderRadius: 8,
  borderColor: '#e2e8f0',
  fontSize: 13,
  boxShadow: '0 4px 12px rgb(15 23 42 / 0.08)',
};

function Empty({ children }: { children: string }) {
  return <p className="flex h-40 items-center justify-center text-sm text-slate-500">{children}</p>;
}

/** Months as a table for screen readers (the bars say the same to the eye). */
function MonthTable(props: {
  caption: string;
  rows: { month: string; values: string[] }[];
  headers: string[];
}) {
  return (
    <table className="sr-only">
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          {props.headers.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={r.month}>
            <th scope="row">{formatMonth(r.month)}</th>
            {r.values.map((v, i) => (
              <td key={i}>{v}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The month axis the monthly bar charts share: short month names, ends always labelled. */
const monthAxis = {
  dataKey: 'month',
  tickFormatter: (m: string) => formatMonth(m, 'short'),
  tick: axisTick,
  tickLine: false,
  axisLine: false,
  minTickGap: 12,
  interval: 'preserveStartEnd',
} as const;

export function RevenueByMonthChart({ rows }: { rows: AnalyticsDashboard['revenueByMonth'] }) {
  if (rows.length === 0 || rows.every((r) => r.revenue === 0 && r.orders === 0)) {
    return <Empty>No revenue in this period.</Empty>;
  }
  return (
    <>
      <div className="h-64 w-full xl:h-72" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis {...monthAxis} />
            <YAxis
              tickFormatter={(v: number) => formatRupeesCompact(v)}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={56}
              tickCount={4}
            />
            <Tooltip
              cursor={{ fill: '#eef4ff' }}
              contentStyle={tooltipStyle}
              labelFormatter={(m) => formatMonth(String(m))}
              formatter={(value, _name, item) => {
                const orders = (item.payload as { orders: number }).orders;
                return [
                  `${formatRupees(Number(value))} · ${formatCount(orders)} ${orders === 1 ? 'order' : 'orders'}`,
                  'Revenue',
                ];
              }}
            />
            <Bar dataKey="revenue" fill="#214ce8" radius={[4, 4, 0, 0]} maxBarSize={48} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <MonthTable
        caption="Revenue and orders by month"
        headers={['Revenue', 'Orders']}
        rows={rows.map((r) => ({
          month: r.month,
          values: [formatRupees(r.revenue), formatCount(r.orders)],
        }))}
      />
    </>
  );
}

export function OrdersByStatusChart({ rows }: { rows: AnalyticsDashboard['ordersByStatus'] }) {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  if (total === 0) return <Empty>No orders in this period.</Empty>;
  const slices = rows
    .filter((r) => r.count > 0)
    .map((r, i) => ({ ...r, label: humanize(r.status), color: colorOf(r.status, i) }));
  return (
    <div className="@container">
      <div className="flex flex-col items-center gap-4 @[30rem]:flex-row">
        <div className="h-48 w-full max-w-56 @[30rem]:w-48 @[30rem]:shrink-0" aria-hidden>
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie
                data={slices}
                dataKey="count"
                nameKey="label"
                innerRadius="58%"
                outerRadius="92%"
                paddingAngle={slices.length > 1 ? 2 : 0}
                stroke="none"
                isAnimationActive={false}
              >
                {slices.map((s) => (
                  <Cell key={s.status} fill={s.color} />
                ))}
              </Pie>
              <Tooltip
                contentStyle={tooltipStyle}
                formatter={(value, name) => [formatCount(Number(value)), String(name)]}
              />
            </PieChart>
          </ResponsiveContainer>
        </div>
        <ul className="w-full min-w-0 flex-1 space-y-2 text-sm" aria-label="Orders by status">
          {slices.map((s) => (
            <li key={s.status} className="flex items-center gap-2">
              <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: s.color }} />
              <span className="min-w-0 flex-1 truncate text-slate-800">{s.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatCount(s.count)}
              </span>
              <span className="w-10 text-right text-xs text-slate-500 tabular-nums">
                {Math.round((s.count / total) * 100)}%
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function RegistrationsChart({ rows }: { rows: UserAnalytics['registrationsByMonth'] }) {
  if (rows.length === 0 || rows.every((r) => r.count === 0)) {
    return <Empty>No registrations in this period.</Empty>;
  }
  return (
    <>
      <div className="h-64 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke="#e2e8f0" />
            <XAxis {...monthAxis} />
            <YAxis
              allowDecimals={false}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={40}
              tickCount={4}
            />
            <Tooltip
              cursor={{ fill: '#fff7ec' }}
              contentStyle={tooltipStyle}
              labelFormatter={(m) => formatMonth(String(m))}
              formatter={(value) => [formatCount(Number(value)), 'Registrations']}
            />
            <Bar dataKey="count" fill="#f05a00" radius={[4, 4, 0, 0]} maxBarSize={48} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <MonthTable
        caption="Customer registrations by month"
        headers={['Registrations']}
        rows={rows.map((r) => ({ month: r.month, values: [formatCount(r.count)] }))}
      />
    </>
  );
}
