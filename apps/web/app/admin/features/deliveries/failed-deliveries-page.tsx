import type { NdrAdminRow } from '@propwash/domain/shipping/ndr';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PackageX, RotateCcw, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, type Confirmation } from '#app/admin/ui/confirm-dialog.tsx';
import { FilterBar, FilterSelect } from '#app/admin/ui/filter-bar.tsx';
import { actionsColumn, ListTable, pagerOf } from '#app/admin/ui/list-table.tsx';
import type { DataColumn } from '#app/admin/ui/data-table.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { Pager } from '#app/admin/ui/pager.tsx';
import { RowActions } from '#app/admin/ui/row-actions.tsx';
import { pageFrom, useUrlFilters } from '#app/admin/ui/url-filters.ts';
import { Badge } from '#app/ui/badge.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { ndrKeys, ndrPageQuery, sendNdrAction } from './ndr.queries.ts';
import type { Route } from './+types/failed-deliveries-page';

export const meta: Route.MetaFunction = () => [{ title: 'Failed deliveries | Propwash Admin' }];

type Filters = { page: number; state: 'open' | 'all' };
const filtersFrom = (params: URLSearchParams): Filters => ({
  page: pageFrom(params),
  state: params.get('state') === 'all' ? 'all' : 'open',
});

const stateLabels: Record<NdrAdminRow['state'], string> = {
  open: 'Open',
  reattempt: 'Re-attempt sent',
  return: 'Return sent',
  closed: 'Closed',
};
const choiceLabels: Record<NonNullable<NdrAdminRow['customerChoice']>, string> = {
  reattempt: 'Deliver again',
  update_details: 'New details',
  cancel: 'Cancel',
};

function Choice({ row }: { row: NdrAdminRow }) {
  if (!row.customerChoice) return <span className="text-slate-400">None yet</span>;
  const d = row.customerDetails;
  return (
    <div className="text-sm">
      <span className="font-medium text-slate-900">{choiceLabels[row.customerChoice]}</span>
      {d && (
        <div className="text-xs text-slate-600">
          {[d.phone, d.address, d.landmark].filter(Boolean).join(' · ')}
        </div>
      )}
    </div>
  );
}

/** The owner's queue of failed deliveries (docs/decisions/failed-deliveries.md). */
export default function FailedDeliveriesPage() {
  const [filters, setFilter] = useUrlFilters(filtersFrom);
  const query = useQuery(ndrPageQuery(filters.state, filters.page));
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const action = useMutation({
    mutationFn: (v: { row: NdrAdminRow; action: 'reattempt' | 'return' }) =>
      sendNdrAction(v.row.id, { action: v.action }),
    onSuccess: (answer) => {
      toast.success(`Sent to the courier: ${answer.courierAnswer}`);
      setConfirmation(null);
    },
    onError: (error) => {
      toast.error(error.message);
      setConfirmation(null);
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ndrKeys.all }),
  });

  const ask = (row: NdrAdminRow, kind: 'reattempt' | 'return') =>
    setConfirmation({
      title: kind === 'return' ? 'Return this parcel to the shop?' : 'Ask for another attempt?',
      description:
        kind === 'return'
          ? `${row.courier} brings order ${row.orderNumber} back (RTO). The stock returns when it arrives.`
          : `${row.courier} tries order ${row.orderNumber} again${row.customerDetails ? ' with the details the customer gave' : ''}.`,
      confirmLabel: kind === 'return' ? 'Return to origin' : 'Re-attempt',
      destructive: kind === 'return',
      run: () => action.mutate({ row, action: kind }),
    });

  const columns: DataColumn<NdrAdminRow>[] = [
    {
      id: 'Order',
      header: 'Order',
      isRowHeader: true,
      cell: (r) => (
        <div>
          <Link
            to={`/admin/orders/${r.orderId}`}
            className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
          >
            {r.orderNumber}
          </Link>
          <div className="text-xs text-slate-600">
            {r.customer} · {r.phone}
          </div>
        </div>
      ),
    },
    {
      id: 'Courier',
      header: 'Courier',
      cell: (r) => (
        <div className="text-sm">
          {r.courier}
          <div className="font-mono text-xs text-slate-600">{r.awb ?? 'No AWB'}</div>
        </div>
      ),
    },
    {
      id: 'Reason and attempts',
      header: 'Reason and attempts',
      cell: (r) => (
        <div className="max-w-60 text-sm">
          <span className="font-medium">{r.reasonLabel}</span>
          <div className="truncate text-xs text-slate-600" title={r.courierRemark}>
            {r.courierRemark}
          </div>
          <div className="text-xs text-slate-600">
            Attempt {r.attempts} · {formatIndiaTime(r.lastAttemptAt, 'dateTime')}
          </div>
        </div>
      ),
    },
    { id: 'Customer’s choice', header: 'Customer’s choice', cell: (r) => <Choice row={r} /> },
    {
      id: 'Courier’s answer',
      header: 'Courier’s answer',
      cell: (r) => (
        <div className="max-w-56 text-sm">
          <Badge
            variant={r.state === 'open' ? 'warning' : r.state === 'closed' ? 'neutral' : 'success'}
          >
            {stateLabels[r.state]}
          </Badge>
          {r.courierAnswer && (
            <div
              className={`mt-1 text-xs ${r.courierAnswer.startsWith('Failed') ? 'text-danger-700' : 'text-slate-600'}`}
            >
              {r.courierAnswer}
            </div>
          )}
        </div>
      ),
    },
    actionsColumn((r) =>
      r.state === 'closed' ? null : (
        <RowActions
          compact={false}
          actions={[
            {
              label: 'Re-attempt',
              name: `Re-attempt order ${r.orderNumber}`,
              icon: RotateCcw,
              run: () => ask(r, 'reattempt'),
            },
            {
              label: 'Return',
              name: `Return order ${r.orderNumber} to origin`,
              icon: Undo2,
              danger: true,
              run: () => ask(r, 'return'),
            },
          ]}
        />
      ),
    ),
  ];

  const data = query.data;
  const pager = pagerOf('Failed deliveries pages', data, (page) => setFilter({ page }));
  return (
    <div className="space-y-6">
      <PageHeader title="Failed deliveries">
        Parcels the courier could not deliver. The customer gets a link to choose; you can also send
        a re-attempt or a return to the courier here. Parcels booked by hand: ring the courier.
      </PageHeader>
      <FilterBar>
        <FilterSelect
          aria-label="Show"
          value={filters.state}
          options={['open', 'all']}
          labels={{ open: 'Open (oldest first)', all: 'All (newest first)' }}
          onChange={(state) => setFilter({ state })}
        />
      </FilterBar>
      <ListTable
        caption="Failed deliveries"
        columns={columns}
        rows={data?.rows}
        rowKey={(r) => r.id}
        error={query.error}
        errorTitle="Failed deliveries could not be loaded"
        emptyIcon={PackageX}
        emptyTitle={filters.state === 'open' ? 'No open failed deliveries' : 'No failed deliveries'}
        emptyText="When a courier reports a failed attempt, it appears here."
      />
      {pager && <Pager {...pager} />}
      <ConfirmDialog
        confirmation={confirmation}
        busy={action.isPending}
        onClose={() => setConfirmation(null)}
      />
    </div>
  );
}
