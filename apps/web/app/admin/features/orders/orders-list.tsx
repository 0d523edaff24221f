import { formatIndiaTime } from '@propwash/domain/india-time';
import type { AdminOrderRow } from '@propwash/domain/orders/admin-schemas';
import type { ReactNode } from 'react';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { OrderStatusBadge } from '#app/admin/ui/order-status-badge.tsx';
import { CodAwaitingBadge } from './cod-awaiting-badge.tsx';
import { cn } from '#app/lib/cn.ts';
import { formatRupees } from '#app/lib/money.ts';
import { orderPaths } from '#app/admin/lib/order-paths.ts';

/** The order's number, opening the order in a new tab. */
function OrderLink({ order, className }: { order: AdminOrderRow; className: string }) {
  return (
    <a
      href={orderPaths.detail(order.id)}
      target="_blank"
      rel="noopener"
      className={cn('font-mono font-semibold text-brand-800 hover:underline', className)}
    >
      {order.orderNumber}
    </a>
  );
}

function Products({ order: o }: { order: AdminOrderRow }) {
  return (
    <div className="space-y-0.5">
      {o.items.map((i, index) => (
        <p key={index} className="truncate xl:max-w-32" title={i.name}>
          <span className="text-slate-500">{i.quantity} ×</span> {i.name}
        </p>
      ))}
      {o.moreItems > 0 && <p className="text-xs text-slate-500">+{o.moreItems} more</p>}
    </div>
  );
}

function Customer({ order: o }: { order: AdminOrderRow }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-slate-900">{o.customer.name}</p>
      <p className="truncate text-xs text-slate-500">{o.customer.email}</p>
    </div>
  );
}

interface OrdersListProps {
  /** undefined while loading. */
  orders: AdminOrderRow[] | undefined;
  selected: ReadonlySet<string>;
  allSelected: boolean;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  statusSelect: (o: AdminOrderRow) => ReactNode;
  actions: (o: AdminOrderRow) => ReactNode;
}

/** The desktop table's columns: a selection box, then what an order row shows. */
function columns(props: OrdersListProps): DataColumn<AdminOrderRow>[] {
  const select = (o: AdminOrderRow) => (
    <input
      type="checkbox"
      className="size-4 accent-brand-700"
      checked={props.selected.has(o.id)}
      onChange={() => props.onToggle(o.id)}
      aria-label={`Select order ${o.orderNumber}`}
    />
  );
  return [
    {
      id: 'select',
      header: (
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={props.allSelected}
          onChange={props.onToggleAll}
          aria-label="Select every order on this page"
        />
      ),
      headerClassName: 'w-10 px-3 py-3',
      className: 'px-3 py-3',
      cell: select,
    },
    {
      id: 'Order ID',
      header: 'Order ID',
      className: 'px-1.5 py-3 whitespace-nowrap',
      cell: (o) => <OrderLink order={o} className="text-xs" />,
    },
    {
      id: 'Customer',
      header: 'Customer',
      className: 'max-w-36 px-1.5 py-3',
      cell: (o) => <Customer order={o} />,
    },
    {
      id: 'Products',
      header: 'Products',
      className: 'px-1.5 py-3 text-slate-700',
      cell: (o) => <Products order={o} />,
    },
    {
      id: 'Date',
      header: 'Date',
      className: 'px-1.5 py-3 whitespace-nowrap text-slate-600',
      cell: (o) => (
        <>
          {formatIndiaTime(o.createdAt, 'date')}
          <br />
          <span className="text-xs text-slate-500">{formatIndiaTime(o.createdAt, 'time')}</span>
        </>
      ),
    },
    {
      id: 'Total',
      header: 'Total',
      headerClassName: 'px-1.5 py-3 whitespace-nowrap text-right',
      className: 'px-1.5 py-3 text-right whitespace-nowrap',
      cell: (o) => (
        <>
          <p className="font-semibold text-slate-900">{formatRupees(o.total)}</p>
          <p className="mt-0.5 text-xs text-slate-500">
            <span className="uppercase">{o.payment.method}</span> ·{' '}
            {o.payment.status.replace('_', ' ')}
          </p>
        </>
      ),
    },
    {
      id: 'Status',
      header: 'Status',
      className: 'px-1.5 py-3',
      cell: (o) => (
        <div className="flex flex-col items-start gap-1.5">
          <OrderStatusBadge status={o.status} />
          <CodAwaitingBadge order={o} />
          {props.statusSelect(o)}
        </div>
      ),
    },
    {
      id: 'Actions',
      header: 'Actions',
      headerClassName: 'px-1.5 py-3 whitespace-nowrap text-right',
      className: 'px-1.5 py-3',
      cell: (o) => props.actions(o),
    },
  ];
}

/**
 * One page of orders: cards on phones and tablets, a table from 1280 px. Times are India time
 * (formatIndiaTime), the same the dashboard's latest orders and the order page show.
 */
export function OrdersList(props: OrdersListProps) {
  const { orders } = props;
  return (
    <>
      <DataTable
        caption="Orders, newest first"
        columns={columns(props)}
        rows={orders}
        rowKey={(o) => o.id}
        rowProps={(o) => ({ className: cn(props.selected.has(o.id) && 'bg-brand-50/50') })}
        headerCellClassName="px-1.5 py-3 whitespace-nowrap"
        skeletonCellClassName="px-4 py-3"

        card={(o) => (
          <>
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-4 accent-brand-700"
                checked={props.selected.has(o.id)}
                onChange={() => props.onToggle(o.id)}
                aria-label={`Select order ${o.orderNumber}`}
              />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex items-center justify-between gap-2">
                  <OrderLink order={o} className="text-sm" />
                  <OrderStatusBadge status={o.status} />
                </div>
                <CodAwaitingBadge order={o} />
                <Customer order={o} />
                <div className="text-sm text-slate-700">
                  <Products order={o} />
                </div>
                <p className="flex justify-between text-sm">
                  <span className="text-slate-500">{formatIndiaTime(o.createdAt)}</span>
                  <span className="font-semibold text-slate-900">{formatRupees(o.total)}</span>
                </p>
              </div>
            </div>
            <div className="flex items-center justify-between gap-2 pl-7">
              {props.statusSelect(o)}
              {props.actions(o)}
            </div>
          </>
        )}
        cardClassName="space-y-3 px-4 py-3"
        cardsUntil="xl"
      />
    </>
  );
}
