import { formatIndiaTime } from '@propwash/domain/india-time';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { latestOrdersQueryOptions } from '#app/admin/features/dashboard/dashboard.queries.ts';
import { orderPaths } from '#app/admin/lib/order-paths.ts';
import { OrderStatusBadge } from '#app/admin/ui/order-status-badge.tsx';
import { formatRupees } from '#app/lib/money.ts';
import { Card } from '#app/ui/card.tsx';

import { SkeletonItems } from '#app/admin/ui/list-states.tsx';

/** The five newest orders, so the owner sees what came in without opening Orders. */
export function LatestOrders() {
  const latest = useQuery(latestOrdersQueryOptions());
  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="latest-orders">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 id="latest-orders" className="font-semibold text-slate-900">
          Latest orders
        </h2>
        <Link to={orderPaths.list()} className="text-sm font-medium text-brand-700 hover:underline">
          All orders
        </Link>
      </div>
      {latest.isError ? (
        <p role="alert" className="px-4 py-6 text-sm text-danger-700">
          {latest.error.message}
        </p>
      ) : latest.data && latest.data.length === 0 ? (
        <p className="px-4 py-6 text-sm text-slate-600">No orders yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-busy={latest.isPending}>
          {latest.data?.map((o) => (
            <li key={o.id}>
              <Link
                to={orderPaths.detail(o.id)}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm hover:bg-slate-50"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {o.orderNumber}{' '}
                    <span className="font-normal text-slate-600">· {o.customerName}</span>
                  </p>
                  <p className="text-xs text-slate-500">
                    {formatIndiaTime(o.createdAt)} · {o.itemCount}{' '}
                    {o.itemCount === 1 ? 'item' : 'items'} · {o.paymentMethod.toUpperCase()}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {formatRupees(o.total)}
                  </span>
                  <OrderStatusBadge status={o.status} />
                </div>
              </Link>
            </li>
          )) ?? <SkeletonItems count={5} className="px-4 py-3" bars={['h-4 w-2/3']} />}
        </ul>
      )}
    </Card>
  );
}
