import type { AdminGrievance } from '@propwash/domain/legal/grievances';
import { grievanceStatuses } from '@propwash/domain/legal/grievances';
import { useQuery } from '@tanstack/react-query';
import { Scale } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { EmptyState, LoadError } from '#app/admin/ui/list-states.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { SearchField, useDebouncedFilter } from '#app/admin/ui/search-field.tsx';
import { TwoLines } from '#app/admin/ui/two-lines.tsx';
import { cn } from '#app/lib/cn.ts';
import { Card } from '#app/ui/card.tsx';
import { FilterChips } from '#app/ui/filter-chips.tsx';
import type { Route } from './+types/grievances-page';
import {
  grievancePaths,
  grievancesQueryOptions,
  type GrievanceFilter,
  type GrievanceFilters,
} from './grievances.queries.ts';
import {
  formatWhen,
  GrievanceStatusBadge,
  missedDue,
  OverdueBadge,
  statusLabels,
} from './grievances-ui.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Grievances | Propwash Admin' }];

const filters: { value: GrievanceFilter; label: string }[] = [
  ...grievanceStatuses.map((s) => ({ value: s, label: statusLabels[s] })),
  { value: '', label: 'All' },
];

function filtersFrom(params: URLSearchParams): GrievanceFilters {
  const status = params.get('status');
  return {
    // The list opens on what needs an answer.
    status:
      status === null
        ? 'open'
        : (grievanceStatuses as readonly string[]).includes(status)
          ? (status as GrievanceFilter)
          : '',
    overdue: params.get('overdue') === 'true',
    search: params.get('search') ?? '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

function DueTimes({ g }: { g: AdminGrievance }) {
  const closed = g.status === 'resolved' || g.status === 'rejected';
  const missed = missedDue(g);
  const late = 'font-semibold text-danger-700';
  return (
    <span
      className={cn('block text-xs tabular-nums', closed ? 'text-slate-400' : 'text-slate-600')}
    >
      <span className={cn('block', missed.ack && late)}>Ack {formatWhen(g.acknowledgeBy)}</span>
      <span className={cn('block', missed.resolve && late)}>Resolve {formatWhen(g.resolveBy)}</span>
    </span>
  );
}

function columns(open: (g: AdminGrievance) => void): DataColumn<AdminGrievance>[] {
  return [
    {
      id: 'Ticket',
      header: 'Ticket',
      className: 'px-4 py-3 whitespace-nowrap',
      cell: (g) => (
        <span className="block">
          <span className="block font-mono text-sm font-semibold text-slate-900">{g.ticket}</span>
          <span className="block text-xs text-slate-500 tabular-nums">
            {formatWhen(g.createdAt)}
          </span>
        </span>
      ),
    },
    {
      id: 'From',
      header: 'From',
      className: 'max-w-44 px-4 py-3',
      cell: (g) => <TwoLines truncate main={g.name} sub={g.email} />,
    },
    {
      id: 'Subject',
      header: 'Subject',
      isRowHeader: true,
      className: 'max-w-60 px-4 py-3 text-left font-normal',
      cell: (g) => (
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation();
            open(g);
          }}
          className="block max-w-full text-left"
        >
          <span className="block truncate font-medium text-brand-800 hover:underline">
            {g.subject}
          </span>
          <span className="block truncate text-xs text-slate-500">{g.message}</span>
        </button>
      ),
    },
    {
      id: 'Status',
      header: 'Status',
      className: 'px-4 py-3',
      cell: (g) => (
        <span className="flex flex-wrap gap-1">
          <GrievanceStatusBadge status={g.status} />
          {g.overdue && <OverdueBadge />}
        </span>
      ),
    },
    {
      id: 'Due',
      header: 'Due',
      className: 'px-4 py-3 whitespace-nowrap',
      cell: (g) => <DueTimes g={g} />,
    },
  ];
}

/**
 * The grievance officer's list (docs/decisions/grievances.md): tickets by status with counts,
 * overdue ones marked, both due times; filters, search and page live in the URL.
 */
export default function GrievancesPage() {
  const [params, setParams] = useSearchParams();
  const f = filtersFrom(params);
  const navigate = useNavigate();
  const list = useQuery(grievancesQueryOptions(f));
  const open = (g: AdminGrievance) => void navigate(grievancePaths.one(g.id));

  function go(change: Partial<GrievanceFilters>) {
    const current = filtersFrom(new URLSearchParams(window.location.search));
    const next = { ...current, page: 1, ...change };
    const q = new URLSearchParams();
    q.set('status', next.status);
    if (next.overdue) q.set('overdue', 'true');
    if (next.search) q.set('search', next.search);
    if (next.page > 1) q.set('page', String(next.page));
    setParams(q, { replace: true, preventScrollReset: true });
  }
  const [text, setText] = useDebouncedFilter(f.search, (search) => go({ search }));
  const counts = list.data?.counts;

  return (
    <div className="space-y-6">
      <PageHeader title="Grievances" descriptionClassName="max-w-2xl">
        Complaints to the grievance officer from the /grievance page. Acknowledge each within 48
        hours and resolve it within a month; every answer is emailed to the customer.
      </PageHeader>
      <div className="flex flex-wrap items-center gap-2">
        <FilterChips
          label="Grievance status"
          value={f.status}
          onChange={(status) => go({ status })}
          options={filters}
          counts={
            counts && {
              open: counts.open,
              acknowledged: counts.acknowledged,
              resolved: counts.resolved,
              rejected: counts.rejected,
            }
          }
        />
        <button
          type="button"
          aria-pressed={f.overdue}
          onClick={() => go({ overdue: !f.overdue })}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-medium',
            f.overdue
              ? 'border-danger-600 bg-danger-600 text-white'
              : 'border-danger-600/40 bg-white text-danger-700 hover:bg-danger-50',
          )}
        >
          Overdue only{counts && ` (${counts.overdue})`}
        </button>
      </div>
      <SearchField
        label="Search grievances"
        placeholder="Search by ticket, email, name or subject"
        value={text}
        onChange={setText}
      />
      {list.isError ? (
        <LoadError title="Failed to load grievances" message={list.error.message} />
      ) : list.data && list.data.grievances.length === 0 ? (
        <EmptyState icon={Scale} title={f.search ? 'No grievances match' : 'No grievances here'}>
          {f.search
            ? `No grievance from or about “${f.search}”.`
            : 'Complaints customers file on the grievance page appear here.'}
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <DataTable
            caption="Grievances, newest first. Choose a subject to read and answer."
            tableClassName="min-w-[50rem]"
            headerCellClassName="px-4 py-3 text-left"
            columns={columns(open)}
            rows={list.data?.grievances}
            rowKey={(g) => g.id}
            rowProps={(g) => ({
              onClick: () => open(g),
              className: cn('cursor-pointer hover:bg-brand-50/50', g.overdue && 'bg-danger-50/40'),
            })}
            skeletonRows={5}
            card={(g) => (
              <button
                type="button"
                onClick={() => open(g)}
                className={cn(
                  'block w-full px-4 py-3 text-left hover:bg-brand-50/50',
                  g.overdue && 'bg-danger-50/40',
                )}
              >
                <span className="flex items-start justify-between gap-3">
                  <span className="font-mono text-sm font-semibold text-slate-900">{g.ticket}</span>
                  <span className="flex flex-wrap justify-end gap-1">
                    {g.overdue && <OverdueBadge />}
                    <GrievanceStatusBadge status={g.status} />
                  </span>
                </span>
                <span className="mt-1 block font-medium break-words text-brand-800">
                  {g.subject}
                </span>
                <span className="mt-0.5 block truncate text-sm text-slate-700">
                  {g.name} · {g.email}
                </span>
                <span className="mt-1 block">
                  <DueTimes g={g} />
                </span>
              </button>
            )}
            cardClassName=""
            pager={
              list.data && {
                label: 'Grievance pages',
                page: list.data.page,
                totalPages: list.data.totalPages,
                onPage: (page) => go({ page }),
              }
            }
          />
        </Card>
      )}
    </div>
  );
}
