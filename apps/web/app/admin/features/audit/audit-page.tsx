import { auditKinds, type AuditEntry, type AuditKind } from '@propwash/domain/audit/schemas';
import { formatIndiaTime } from '@propwash/domain/india-time';
import { useQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataColumn } from '#app/admin/ui/data-table.tsx';
import { EmptyState, LoadError } from '#app/admin/ui/list-states.tsx';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
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
  payment_method: 'Payment method',
  banner: 'Banner',
  home_design: 'Home page',
  import: 'Import',
  return: 'Return',
  shipment: 'Shipment',
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
    default:
      return null;
  }
}

function filtersFrom(params: URLSearchParams): AuditFilters {
  const kind = params.get('kind') ?? '';
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
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
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const list = useQuery(auditQueryOptions(filters));
  const admins = useQuery(auditAdminsQueryOptions());
  const [recordText, setRecordText] = useState(filters.recordId);

  function setFilter(change: Partial<AuditFilters>) {
    const next = { ...filters, page: 1, ...change };
    const q = new URLSearchParams();
    if (next.page > 1) q.set('page', String(next.page));
    for (const key of ['actor', 'kind', 'recordId', 'from', 'to'] as const)
      if (next[key]) q.set(key, next[key]);
    setParams(q, { replace: true, preventScrollReset: true });
  }

  // The record box filters 300 ms after typing stops; a link that changes the URL refills it.
  const [urlRecordId, setUrlRecordId] = useState(filters.recordId);
  if (urlRecordId !== filters.recordId) {
    setUrlRecordId(filters.recordId);
    if (recordText.trim() !== filters.recordId) setRecordText(filters.recordId);
  }
  useEffect(() => {
    if (recordText.trim() === filters.recordId) return;
    const timer = setTimeout(() => setFilter({ recordId: recordText.trim() }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the timer
  }, [recordText]);

  const data = list.data;
  const filtered = Boolean(
    filters.actor || filters.kind || filters.recordId || filters.from || filters.to,
  );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
        <p className="mt-1 text-sm text-slate-600">
          Every admin change: who, when, and each field before → after.
          {data && ` ${data.total} ${data.total === 1 ? 'entry' : 'entries'}.`}
        </p>
      </div>

      <Card className="flex flex-wrap items-end gap-3 p-4">
        <div className="w-full space-y-1.5 sm:w-auto">
          <Label htmlFor="audit-actor">Admin</Label>
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
        </div>
        <div className="w-full space-y-1.5 sm:w-auto">
          <Label htmlFor="audit-kind">Kind</Label>
          <NativeSelect
            id="audit-kind"
            value={filters.kind}
            onChange={(e) => setFilter({ kind: e.target.value as AuditFilters['kind'] })}
          >
            <option value="">Every kind</option>
            {auditKinds.map((k) => (
              <option key={k} value={k}>
                {kindLabels[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="w-full space-y-1.5 sm:w-72">
          <Label htmlFor="audit-record">Record id</Label>
          <Input
            id="audit-record"
            placeholder="A product, order or coupon id"
            value={recordText}
            onChange={(e) => setRecordText(e.target.value)}
          />
        </div>
        <div className="min-w-36 flex-1 space-y-1.5 sm:w-40 sm:flex-none">
          <Label htmlFor="audit-from">Date from</Label>
          <Input
            id="audit-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => setFilter({ from: e.target.value })}
          />
        </div>
        <div className="min-w-36 flex-1 space-y-1.5 sm:w-40 sm:flex-none">
          <Label htmlFor="audit-to">Date to</Label>
          <Input
            id="audit-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => setFilter({ to: e.target.value })}
          />
        </div>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => setParams(new URLSearchParams(), { replace: true })}
          >
            Clear filters
          </Button>
        )}
      </Card>

      {list.isError ? (
        <LoadError title="Failed to load the audit log" message={list.error.message} />
      ) : data && data.entries.length === 0 ? (
        <EmptyState icon={History} title="No changes found">
          {filtered ? 'Try another filter.' : 'Admin changes appear here as they are made.'}
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <DataTable
            caption="Admin changes, newest first"
            tableClassName="min-w-[56rem]"
            columns={columns}
            rows={data?.entries}
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
            pager={
              data && {
                label: 'Audit log pages',
                page: data.page,
                totalPages: data.totalPages,
                onPage: (page) => setFilter({ page }),
              }
            }
          />
        </Card>
      )}
    </div>
  );
}
