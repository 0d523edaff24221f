import {
  returnKinds,
  returnStatuses,
  returnStatusLabels,
  type ReturnKind,
  type ReturnStatus,
} from '@propwash/domain/returns/schemas';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchField } from '#app/admin/ui/search-field.tsx';
import { Card } from '#app/ui/card.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import type { Route } from './+types/returns-page';
import type { ReturnFilters } from './returns.queries.ts';
import { ReturnsTable } from './returns-table.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Returns | Propwash Admin' }];

function filtersFrom(params: URLSearchParams): ReturnFilters {
  const status = params.get('status') as ReturnStatus | null;
  const kind = params.get('kind') as ReturnKind | null;
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    search: params.get('q') ?? '',
    status: status && returnStatuses.includes(status) ? status : 'all',
    kind: kind && returnKinds.includes(kind) ? kind : 'all',
  };
}

/** The returns desk (docs/decisions.md, "Returns and replacements"). */
export default function ReturnsPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [searchText, setSearchText] = useState(filters.search);

  function setFilter(change: Partial<ReturnFilters>) {
    const next = { ...filters, page: 1, ...change };
    const q = new URLSearchParams();
    if (next.page > 1) q.set('page', String(next.page));
    if (next.search) q.set('q', next.search);
    if (next.status !== 'all') q.set('status', next.status);
    if (next.kind !== 'all') q.set('kind', next.kind);
    setParams(q, { replace: true, preventScrollReset: true });
  }

  // The search box filters on the server 300 ms after typing stops.
  useEffect(() => {
    if (searchText.trim() === filters.search) return;
    const timer = setTimeout(() => setFilter({ search: searchText.trim() }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the timer
  }, [searchText]);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Returns</h1>
        <p className="mt-1 text-sm text-slate-600">
          Requests to return or replace delivered items. Each step emails the customer.
        </p>
      </div>
      <Card className="flex flex-wrap items-end gap-3 p-4">
        <SearchField
          label="Search returns by order number or email"
          placeholder="Order number or email"
          value={searchText}
          onChange={setSearchText}
        />
        <NativeSelect
          aria-label="Status"
          className="w-auto"
          value={filters.status}
          onChange={(e) => setFilter({ status: e.target.value as ReturnFilters['status'] })}
        >
          <option value="all">All statuses</option>
          {returnStatuses.map((s) => (
            <option key={s} value={s}>
              {returnStatusLabels[s]}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Kind"
          className="w-auto"
          value={filters.kind}
          onChange={(e) => setFilter({ kind: e.target.value as ReturnFilters['kind'] })}
        >
          <option value="all">Refunds and replacements</option>
          <option value="refund">Refunds</option>
          <option value="replacement">Replacements</option>
        </NativeSelect>
      </Card>
      <ReturnsTable filters={filters} onPage={(page) => setFilter({ page })} />
    </div>
  );
}
