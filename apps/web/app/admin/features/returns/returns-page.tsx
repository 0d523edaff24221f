import {
  returnKinds,
  returnStatuses,
  returnStatusLabels,
  type ReturnKind,
  type ReturnStatus,
} from '@propwash/domain/returns/schemas';
import { SearchListFilters } from '#app/admin/ui/filter-bar.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { pageFrom, useUrlFilters } from '#app/admin/ui/url-filters.ts';
import type { Route } from './+types/returns-page';
import type { ReturnFilters } from '#app/admin/lib/returns.queries.ts';
import { ReturnsTable } from '#app/admin/ui/returns/returns-table.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Returns | Propwash Admin' }];

const kindLabels: Record<ReturnFilters['kind'], string> = {
  all: 'Refunds and replacements',
  refund: 'Refunds',
  replacement: 'Replacements',
};

function filtersFrom(params: URLSearchParams): ReturnFilters {
  const status = params.get('status') as ReturnStatus | null;
  const kind = params.get('kind') as ReturnKind | null;
  return {
    page: pageFrom(params),
    search: params.get('q') ?? '',
    status: status && returnStatuses.includes(status) ? status : 'all',
    kind: kind && returnKinds.includes(kind) ? kind : 'all',
  };
}

/** The returns desk (docs/decisions/returns-and-replacements.md). */
export default function ReturnsPage() {
  const [filters, setFilter] = useUrlFilters(filtersFrom, { search: 'q' });

  return (
    <div className="space-y-6">
      <PageHeader title="Returns">
        Requests to return or replace delivered items. Each step emails the customer.
      </PageHeader>
      <SearchListFilters
        search={{
          label: 'Search returns by order number or email',
          placeholder: 'Order number or email',
        }}
        selects={[
          {
            key: 'status',
            label: 'Status',
            options: ['all', ...returnStatuses],
            labels: { all: 'All statuses', ...returnStatusLabels },
          },
          {
            key: 'kind',
            label: 'Kind',
            options: ['all', 'refund', 'replacement'],
            labels: kindLabels,
          },
        ]}
        filters={filters}
        setFilter={setFilter}
      />
      <ReturnsTable filters={filters} setFilter={setFilter} />
    </div>
  );
}
