import { formatIndiaTime } from '@propwash/domain/india-time';
import { returnReasonLabels, type AdminReturn } from '@propwash/domain/returns/schemas';
import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { type DataColumn } from '#app/admin/ui/data-table.tsx';
import { ListTable, pageQueryProps } from '#app/admin/ui/list-table.tsx';
import { formatRupees } from '#app/lib/money.ts';
import { Button } from '#app/ui/button.tsx';
import { ReturnDetailDialog } from './return-detail-dialog.tsx';
import { ReturnStatusBadge } from './return-status-badge.tsx';
import { returnsQueryOptions, type ReturnFilters } from '#app/admin/lib/returns.queries.ts';
import { TwoLines } from '#app/admin/ui/two-lines.tsx';

const itemsText = (r: AdminReturn) => r.items.map((i) => `${i.quantity} × ${i.name}`).join(', ');

function columns(open: (r: AdminReturn) => void): DataColumn<AdminReturn>[] {
  return [
    {
      id: 'Order',
      header: 'Order',
      isRowHeader: true,
      cell: (r) => (
        <TwoLines
          main={r.orderNumber}
          mainClassName="font-mono font-semibold text-slate-900"
          sub={formatIndiaTime(r.createdAt, 'dateTime')}
        />
      ),
    },
    {
      id: 'Customer',
      header: 'Customer',
      cell: (r) => (
        <TwoLines
          main={r.customerName}
          mainClassName="text-slate-900"
          sub={r.customerEmail}
          subClassName="max-w-48 truncate"
        />
      ),
    },
    {
      id: 'Items',
      header: 'Items',
      cell: (r) => (
        <TwoLines
          main={itemsText(r)}
          mainClassName="max-w-64 truncate text-slate-700"
          sub={returnReasonLabels[r.reason]}
        />
      ),
    },
    {
      id: 'Kind',
      header: 'Kind',
      cell: (r) => (r.kind === 'refund' ? 'Refund' : 'Replacement'),
    },
    {
      id: 'Value',
      header: 'Value',
      className: 'px-4 py-3 text-slate-700 tabular-nums',
      cell: (r) => formatRupees(r.refundAmount),
    },
    { id: 'Status', header: 'Status', cell: (r) => <ReturnStatusBadge status={r.status} /> },
    {
      id: 'Actions',
      header: 'Actions',
      headerClassName: 'px-4 py-3 text-right',
      className: 'px-2 py-2 text-right',
      cell: (r) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => open(r)}
          aria-label={`Open return for ${r.orderNumber}`}
        >
          Open
        </Button>
      ),
    },
  ];
}

/** Returns on the shared table, with the detail panel; one page of `filters`. */
export function ReturnsTable({
  filters,
  setFilter,
}: {
  filters: ReturnFilters;
  /** Turns pages: `setFilter({ page })`. */
  setFilter: (change: { page: number }) => void;
}) {
  const returns = useQuery(returnsQueryOptions(filters));
  const [openId, setOpenId] = useState<string | null>(null);
  const data = returns.data;
  const opened = data?.returns.find((r) => r.id === openId) ?? null;
  return (
    <>
      <ListTable
        {...pageQueryProps(returns, (d) => d.returns, 'Return pages', setFilter)}
        errorTitle="Failed to load returns"
        emptyIcon={Undo2}
        emptyTitle="No returns"
        emptyText={filters.orderId ? 'This order has no returns.' : 'Try another search or filter.'}
        caption="Returns, newest first"
        tableClassName="min-w-[56rem]"
        columns={columns((r) => setOpenId(r.id))}
        rowKey={(r) => r.id}
        card={(r) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-mono font-semibold text-slate-900">{r.orderNumber}</p>
                <p className="text-sm text-slate-700">{itemsText(r)}</p>
                <p className="text-xs text-slate-500">
                  {r.kind === 'refund' ? 'Refund' : 'Replacement'} · {formatRupees(r.refundAmount)}{' '}
                  · {r.customerName}
                </p>
              </div>
              <ReturnStatusBadge status={r.status} />
            </div>
            <Button variant="outline" size="sm" onClick={() => setOpenId(r.id)}>
              Open
            </Button>
          </>
        )}
      />
      {opened && (
        <ReturnDetailDialog key={opened.id} ret={opened} onClose={() => setOpenId(null)} />
      )}
    </>
  );
}
