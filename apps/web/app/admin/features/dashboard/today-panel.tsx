import type { DashboardToday } from '@propwash/domain/analytics/schemas';
import { formatIndiaTime, indiaMidnight } from '@propwash/domain/india-time';
import { paiseToRupees } from '@propwash/domain/money';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { todayQueryOptions } from '#app/admin/features/dashboard/dashboard.queries.ts';
import { cn } from '#app/lib/cn.ts';
import { formatRupees } from '#app/lib/money.ts';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';

const count = (n: number) => n.toLocaleString('en-IN');

/** The work waiting now, each opening the list it counts (docs/decisions/dashboard-today.md). */
const queues: {
  key: keyof Pick<
    DashboardToday,
    | 'toConfirm'
    | 'toPack'
    | 'toShip'
    | 'codAwaiting'
    | 'lowStock'
    | 'openReturns'
    | 'unreadMessages'
  >;
  label: string;
  to: string;
  /** Said to screen readers and on hover: what the figure counts. */
  hint: (d: DashboardToday) => string;
}[] = [
  {
    key: 'toConfirm',
    label: 'To confirm',
    to: '/admin/orders?status=pending',
    hint: () => 'Pending orders',
  },
  {
    key: 'toPack',
    label: 'To pack',
    to: '/admin/orders?status=confirmed',
    hint: () => 'Confirmed orders not waiting for a COD confirmation',
  },
  {
    key: 'toShip',
    label: 'To ship',
    to: '/admin/orders?status=processing',
    hint: () => 'Processing orders',
  },
  {
    key: 'codAwaiting',
    label: 'COD to confirm',
    to: '/admin/orders?cod=awaiting',
    hint: () => "Cash-on-delivery orders waiting for the customer's confirmation",
  },
  {
    key: 'lowStock',
    label: 'Low stock',
    to: '/admin/inventory',
    hint: (d) => `Products with ${d.lowStockThreshold} or fewer in stock`,
  },
  {
    key: 'openReturns',
    label: 'Open returns',
    to: '/admin/returns',
    hint: () => 'Returns requested, approved, picked up or received',
  },
  {
    key: 'unreadMessages',
    label: 'New messages',
    to: '/admin/inbox?status=new',
    hint: () => 'Contact messages not yet replied to or closed',
  },
];

function versus(today: number, yesterday: number, format: (n: number) => string) {
  if (today === yesterday) return `Same as yesterday (${format(yesterday)})`;
  return `Yesterday ${format(yesterday)}`;
}

/**
 * Today's sales and orders against yesterday's (India days) and the work waiting now: the
 * dashboard's top, compact so the latest orders start on a phone's first screen.
 */
export function TodayPanel() {
  const today = useQuery(todayQueryOptions());
  const d = today.data;
  if (today.isError) {
    return (
      <Card role="alert" className="p-4 text-sm text-danger-700">
        {today.error.message}
      </Card>
    );
  }
  const ordersToday = d ? `/admin/orders?from=${d.day}&to=${d.day}` : '/admin/orders';
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  const figures = [
    {
      label: 'Sales today',
      value: d && rupees(d.today.salesPaise),
      note: d && versus(d.today.salesPaise, d.yesterday.salesPaise, rupees),
    },
    {
      label: 'Orders today',
      value: d && count(d.today.orders),
      note: d && versus(d.today.orders, d.yesterday.orders, count),
    },
  ];
  return (
    <div className="space-y-3 sm:space-y-4">
      <section aria-labelledby="dashboard-today">
        <h2 id="dashboard-today" className="sr-only">
          Today{d && `, ${formatIndiaTime(indiaMidnight(d.day), 'date')}`}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4" aria-busy={today.isPending}>
          {figures.map((f) => (
            <li key={f.label}>
              <Link
                to={ordersToday}
                className="block rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-600/40 hover:bg-slate-50 sm:p-5"
              >
                <p className="text-xs font-medium text-slate-600 sm:text-sm">{f.label}</p>
                {d ? (
                  <>
                    <p className="mt-1 text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums sm:text-[1.75rem]">
                      {f.value}
                    </p>
                    <p className="mt-0.5 text-xs text-slate-500">{f.note}</p>
                  </>
                ) : (
                  <Skeleton className="mt-2 h-7 w-24" />
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="dashboard-waiting">
        <h2
          id="dashboard-waiting"
          className="mb-2 text-sm font-semibold text-slate-900 sm:text-base"
        >
          Waiting for you
        </h2>
        <ul
          className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 xl:grid-cols-7"
          aria-busy={today.isPending}
        >
          {queues.map((q) => {
            const n = d?.[q.key];
            return (
              <li key={q.key}>
                <Link
                  to={q.to}
                  title={d ? q.hint(d) : undefined}
                  className={cn(
                    'flex h-full items-center justify-between gap-1 rounded-lg border bg-white px-2.5 py-2 hover:bg-slate-50 sm:px-3 sm:py-2.5',
                    n ? 'border-accent-600/40' : 'border-slate-200',
                  )}
                >
                  <span className="min-w-0">
                    {n === undefined ? (
                      <Skeleton className="h-6 w-8" />
                    ) : (
                      <span
                        className={cn(
                          'block text-lg leading-6 font-bold tabular-nums',
                          n ? 'text-accent-700' : 'text-slate-400',
                        )}
                      >
                        {count(n)}
                      </span>
                    )}
                    <span className="block text-xs leading-4 text-slate-600">{q.label}</span>
                    {d && <span className="sr-only">: {q.hint(d)}</span>}
                  </span>
                  <ChevronRight
                    className="hidden size-4 shrink-0 text-slate-400 sm:block"
                    aria-hidden
                  />
                </Link>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
