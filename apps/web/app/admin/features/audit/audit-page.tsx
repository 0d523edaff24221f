import { auditKinds, type AuditEntry, type AuditKind } from '@propwash/domain/audit/schemas';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type DataColumn } from '#app/admin/ui/data-table.tsx';
import {
  DateRangeFilter,
  FilterBar,
  FilterField,
  FilterSelect,
} from '#app/admin/ui/filter-bar.tsx';
import { ListTable, pageQueryProps } from '#app/admin/ui/list-table.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { useDebouncedFilter } from '#app/admin/ui/search-field.tsx';
import { pageFrom, useUrlFilters } from '#app/admin/ui/url-filters.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Input } from '#app/ui/input.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import type { Route } from './+types/audit-page';
import { AuditChangesDetails } from './audit-changes.tsx';
import { auditAdminsQueryOptions, auditQueryOptions, type AuditFilters } from './audit.queries.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Audit log | Propwash Admin' }];

const kindLabels: Record<AuditKind, string> = {
  product: 'Product',
  stock: 'Stock',
  order: 'Order',
  coupon: 'Coupon',
  settings: 'Settings',
  user: 'User',
  category: 'Category',
  attribute: 'Specification',
  payment_method: 'Payment method',
  banner: 'Banner',
  home_design: 'Home page',
  import: 'Import',
  return: 'Return',
  shipment: 'Shipment',
  search_vocabulary: 'Search vocabulary',
  newsletter: 'Newsletter',
  grievance: 'Grievance',
  breach_notice: 'Breach notice',
  cod_block: 'COD block',
};
const actionLabels: Record<AuditEntry['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  status: 'Status',
  import: 'Imported',
};
const actionVariant = {
  create: 'success',
  update: 'soft',
  delete: 'danger',
  status: 'warning',
  import: 'neutral',
} as const;

/** Where an entry's record is edited, when the admin has a page for it. */
function recordHref(e: AuditEntry): string | null {
  switch (e.kind) {
    case 'order':
      return `/admin/orders/${e.recordId}`;
    case 'product':
    case 'stock':
      return `/admin/products?search=${encodeURIComponent(e.recordLabel)}`;
    case 'coupon':
      return `/admin/coupons?search=${encodeURIComponent(e.recordLabel)}`;
    case 'user':
      return `/admin/users?search=${encodeURIComponent(e.recordLabel)}`;
    case 'settings':
      return '/admin/settings';
    case 'grievance':
      return `/admin/grievances/${e.recordId}`;
    case 'cod_block':
      return '/admin/orders/cod-blocks?state=all';
    default:
      return null;
  }
}

function filtersFrom(params: URLSearchParams): AuditFilters {
  const kind = params.get('kind') ?? '';
  return {
    page: pageFrom(params),
    actor: params.get('actor') ?? '',
    kind: (auditKinds as readonly string[]).includes(kind) ? (kind as AuditKind) : '',
    recordId: params.get('recordId') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

function Record({ entry }: { entry: AuditEntry }) {
  const href = recordHref(entry);
  return (
    <div className="min-w-0">
      <span className="text-xs text-slate-500">{kindLabels[entry.kind]} </span>
      {href ? (
        <Link to={href} className="font-medium text-slate-900 hover:underline">
          {entry.recordLabel}
        </Link>
      ) : (
        <span className="font-medium text-slate-900">{entry.recordLabel}</span>
      )}
    </div>
  );
}

const who = (e: AuditEntry) => e.actor.name || e.actor.email || 'A deleted account';

const columns: DataColumn<AuditEntry>[] = [
  {
    id: 'When',
    header: 'When',
    className: 'px-4 py-3 align-top whitespace-nowrap text-slate-600 tabular-nums',
    cell: (e) => formatIndiaTime(e.at, 'dateTime'),
  },
  {
    id: 'Who',
    header: 'Who',
    className: 'px-4 py-3 align-top',
    cell: (e) => (
      <>
        <p className="font-medium text-slate-900">{who(e)}</p>
        <p className="text-xs text-slate-500">{e.actor.email}</p>
      </>
    ),
  },
  {
    id: 'Action',
    header: 'Action',
    className: 'px-4 py-3 align-top',
    cell: (e) => <Badge variant={actionVariant[e.action]}>{actionLabels[e.action]}</Badge>,
  },
  {
    id: 'Record',
    header: 'Record',
    className: 'max-w-64 px-4 py-3 align-top',
    cell: (e) => <Record entry={e} />,
  },
  {
    id: 'Changes',
    header: 'Changes',
    className: 'w-[40%] px-4 py-3 align-top',
    cell: (e) => <AuditChangesDetails changes={e.changes} />,
  },
];

export default function AuditPage() {
  const [filters, setFilter] = useUrlFilters(filtersFrom);
  const list = useQuery(auditQueryOptions(filters));
  const admins = useQuery(auditAdminsQueryOptions());
  const [, setParams] = useSearchParams();

  // The record box filters 300 ms after typing stops; a link that changes the URL refills it.
  const [recordText, setRecordText] = useDebouncedFilter(filters.recordId, (recordId) =>
    setFilter({ recordId }),
  );
  const [urlRecordId, setUrlRecordId] = useState(filters.recordId);
  if (urlRecordId !== filters.recordId) {
    setUrlRecordId(filters.recordId);
    if (recordText.trim() !== filters.recordId) setRecordText(filters.recordId);
  }

  const data = list.data;
  const filtered = Boolean(
    filters.actor || filters.kind || filters.recordId || filters.from || filters.to,
  );
  return (
    <div className="space-y-6">
      <PageHeader title="Audit log">
        Every admin change: who, when, and each field before → after.
        {data && ` ${data.total} ${data.total === 1 ? 'entry' : 'entries'}.`}
      </PageHeader>

      <FilterBar>
        <FilterField id="audit-actor" label="Admin" className="w-full sm:w-auto">
          <NativeSelect
            id="audit-actor"
            value={filters.actor}
            onChange={(e) => setFilter({ actor: e.target.value })}
          >
            <option value="">Every admin</option>
            {(admins.data?.users ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.email})
              </option>
            ))}
          </NativeSelect>
        </FilterField>
        <FilterField id="audit-kind" label="Kind" className="w-full sm:w-auto">
          <FilterSelect
            id="audit-kind"
            value={filters.kind}
            onChange={(kind) => setFilter({ kind })}
            options={['', ...auditKinds]}
            labels={{ '': 'Every kind', ...kindLabels }}
          />
        </FilterField>
        <FilterField id="audit-record" label="Record id" className="w-full sm:w-72">
          <Input
            id="audit-record"
            placeholder="A product, order or coupon id"
            value={recordText}
            onChange={(e) => setRecordText(e.target.value)}
          />
        </FilterField>
        <DateRangeFilter
          idPrefix="audit"
          from={filters.from}
          to={filters.to}
          onChange={(change) => setFilter(change)}
        />
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => setParams(new URLSearchParams(), { replace: true })}
          >
            Clear filters
          </Button>
        )}
      </FilterBar>

      <ListTable
        {...pageQueryProps(list, (d) => d.entries, 'Audit log pages', setFilter)}
        errorTitle="Failed to load the audit log"
        emptyIcon={History}
        emptyTitle="No changes found"
        emptyText={filtered ? 'Try another filter.' : 'Admin changes appear here as they are made.'}
        caption="Admin changes, newest first"
        tableClassName="min-w-[56rem]"
        columns={columns}
        rowKey={(e) => e.id}
        card={(e) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <Record entry={e} />
              <Badge variant={actionVariant[e.action]}>{actionLabels[e.action]}</Badge>
            </div>
            <p className="text-xs text-slate-500">
              {who(e)} · {formatIndiaTime(e.at, 'dateTime')}
            </p>
            <AuditChangesDetails changes={e.changes} />
          </>
        )}
      />
    </div>
  );
}
