import type { CodBlock, CodBlockKind } from '@propwash/domain/orders/cod-blocks';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, LockOpen } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, type Confirmation } from '#app/admin/ui/confirm-dialog.tsx';
import { type DataColumn } from '#app/admin/ui/data-table.tsx';
import { SearchListFilters } from '#app/admin/ui/filter-bar.tsx';
import { actionsColumn, ListTable, pageQueryProps } from '#app/admin/ui/list-table.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { RowActions } from '#app/admin/ui/row-actions.tsx';
import { pageFrom, useUrlFilters } from '#app/admin/ui/url-filters.ts';
import { Badge } from '#app/ui/badge.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/cod-blocks-page';
import {
  codBlocksKeys,
  codBlocksQueryOptions,
  liftCodBlock,
  type CodBlockFilters,
} from './cod-blocks.queries.ts';

// Cash on delivery switched off after parcels came back to origin, and the admin's lift
// (docs/decisions/cod-blocks.md).

export const meta: Route.MetaFunction = () => [{ title: 'COD blocks | Propwash Admin' }];

const kindLabels: Record<CodBlockKind, string> = {
  customer: 'Customer',
  phone: 'Phone',
  pincode: 'Pincode',
};
const kindFilterLabels: Record<CodBlockFilters['kind'], string> = {
  '': 'Every kind',
  ...kindLabels,
};
const stateLabels: Record<CodBlockFilters['state'], string> = {
  blocked: 'Blocked now',
  all: 'All counted',
};

/** What the block is for, as the admin reads it: the customer, a phone or a pincode. */
function Subject({ block }: { block: CodBlock }) {
  if (block.kind === 'customer') {
    return block.customer ? (
      <span className="min-w-0">
        <span className="block truncate font-medium text-slate-900">{block.customer.name}</span>
        <span className="block truncate text-xs text-slate-500">{block.customer.email}</span>
      </span>
    ) : (
      <span className="text-slate-500">Account closed</span>
    );
  }
  const value =
    block.kind === 'phone' ? `+91 ${block.value.slice(0, 5)} ${block.value.slice(5)}` : block.value;
  return <span className="font-medium whitespace-nowrap text-slate-900 tabular-nums">{value}</span>;
}

/** Blocked since when, or why not. */
function State({ block }: { block: CodBlock }) {
  if (block.blockedAt) {
    return (
      <span className="flex flex-wrap items-center gap-1">
        <Badge variant="danger">Blocked</Badge>
        <span className="text-xs whitespace-nowrap text-slate-500">
          since {formatIndiaTime(block.blockedAt, 'date')}
        </span>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant="neutral">COD allowed</Badge>
      {block.liftedAt && (
        <span className="text-xs whitespace-nowrap text-slate-500">
          lifted {formatIndiaTime(block.liftedAt, 'date')}
        </span>
      )}
    </span>
  );
}

const lastOrder = (b: CodBlock) =>
  b.lastOrder ? (
    <Link
      to={`/admin/orders/${b.lastOrder.id}`}
      className="font-medium whitespace-nowrap text-slate-900 hover:underline"
    >
      {b.lastOrder.number}
    </Link>
  ) : (
    <span className="text-slate-500">—</span>
  );

function columns(actions: (b: CodBlock, compact: boolean) => ReactNode): DataColumn<CodBlock>[] {
  return [
    {
      id: 'Kind',
      header: 'Kind',
      cell: (b) => <Badge variant="soft">{kindLabels[b.kind]}</Badge>,
    },
    {
      id: 'Blocked for',
      header: 'Blocked for',
      className: 'max-w-64 px-4 py-3',
      cell: (b) => <Subject block={b} />,
    },
    {
      id: 'Returns',
      header: 'Parcels returned',
      className: 'px-4 py-3 text-slate-700 tabular-nums',
      cell: (b) => b.returns,
    },
    { id: 'State', header: 'State', cell: (b) => <State block={b} /> },
    { id: 'Last order', header: 'Last returned order', cell: lastOrder },
    actionsColumn((b) => actions(b, true)),
  ];
}

function filtersFrom(params: URLSearchParams): CodBlockFilters {
  const kind = params.get('kind');
  return {
    page: pageFrom(params),
    search: params.get('search') ?? '',
    state: params.get('state') === 'all' ? 'all' : 'blocked',
    kind: kind === 'customer' || kind === 'phone' || kind === 'pincode' ? kind : '',
  };
}

const describe = (b: CodBlock) =>
  b.kind === 'customer'
    ? (b.customer?.name ?? 'this account')
    : b.kind === 'phone'
      ? `phone ${b.value}`
      : `pincode ${b.value}`;

export default function CodBlocksPage() {
  const [filters, setFilter] = useUrlFilters(filtersFrom);
  const blocks = useQuery(codBlocksQueryOptions(filters));
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const lift = useMutation({
    mutationFn: liftCodBlock,
    onSuccess: () => {
      toast.success('Block lifted: cash on delivery is offered again');
      setConfirmation(null);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: codBlocksKeys.all }),
  });

  const askLift = (b: CodBlock) =>
    setConfirmation({
      title: `Lift the COD block on ${describe(b)}?`,
      description: `Cash on delivery is offered again at checkout and the count of returned parcels (${b.returns}) starts from 0. The lift is kept in the audit log.`,
      confirmLabel: 'Lift block',
      run: () => lift.mutate(b.id),
    });

  const rowActions = (b: CodBlock, compact: boolean) => (
    <RowActions
      compact={compact}
      actions={[
        {
          label: 'Lift block',
          name: `Lift the COD block on ${describe(b)}`,
          icon: LockOpen,
          run: () => askLift(b),
          disabled: b.blockedAt === null,
          title: b.blockedAt === null ? 'Not blocked' : undefined,
        },
      ]}
    />
  );

  const data = blocks.data;
  return (
    <div className="space-y-6">
      <PageHeader title="COD blocks">
        Cash on delivery is switched off for customers, phones and pincodes whose parcels came back
        (the numbers are in Settings → Payment → Cash on delivery blocks).{' '}
        {data ? `${data.total} ${data.total === 1 ? 'row' : 'rows'}.` : 'Loading…'}
      </PageHeader>

      <SearchListFilters
        search={{
          label: 'Search by phone, pincode, name or email',
          placeholder: 'Phone, pincode, name or email',
        }}
        selects={[
          {
            key: 'state',
            label: 'State',
            options: ['blocked', 'all'],
            labels: stateLabels,
          },
          {
            key: 'kind',
            label: 'Kind',
            options: ['', 'customer', 'phone', 'pincode'],
            labels: kindFilterLabels,
          },
        ]}
        filters={filters}
        setFilter={setFilter}
      />

      <ListTable
        {...pageQueryProps(blocks, (d) => d.blocks, 'COD block pages', setFilter)}
        errorTitle="Failed to load COD blocks"
        emptyIcon={Ban}
        emptyTitle={filters.state === 'blocked' ? 'Nothing is blocked' : 'No returns counted'}
        emptyText={
          filters.state === 'blocked'
            ? 'Cash on delivery is offered to everyone. Choose "All counted" to see the returns counted so far.'
            : 'Parcels returned to origin are counted here.'
        }
        caption="Cash-on-delivery blocks, newest first"
        tableClassName="min-w-[48rem]"
        columns={columns(rowActions)}
        rowKey={(b) => b.id}
        card={(b) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Subject block={b} />
                <p className="text-xs text-slate-500">
                  {kindLabels[b.kind]} · {b.returns} returned · last{' '}
                  <span className="whitespace-nowrap">{b.lastOrder?.number ?? '—'}</span>
                </p>
              </div>
              <State block={b} />
            </div>
            {rowActions(b, false)}
          </>
        )}
      />

      <ConfirmDialog
        confirmation={confirmation}
        busy={lift.isPending}
        onClose={() => setConfirmation(null)}
      />
    </div>
  );
}
