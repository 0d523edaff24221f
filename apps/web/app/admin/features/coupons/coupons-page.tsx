import { formatIndiaTime } from '@propwash/domain/india-time';
import {
  couponStatusFilters,
  type AdminCoupon,
  type CouponStatus,
  type CouponStatusFilter,
  type CreateCouponBody,
} from '@propwash/domain/coupons/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { History, TicketPercent } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '#app/admin/ui/confirm-dialog.tsx';
import { useItemEditor } from '#app/admin/ui/use-item-editor.ts';
import { SearchListFilters } from '#app/admin/ui/filter-bar.tsx';
import { actionsColumn, ListTable, pageQueryProps } from '#app/admin/ui/list-table.tsx';
import { PageHeader, AddButton } from '#app/admin/ui/page-header.tsx';
import {
  RowActions,
  editAction,
  changeLogAction,
  deleteAction,
} from '#app/admin/ui/row-actions.tsx';
import { pageFrom, useUrlFilters } from '#app/admin/ui/url-filters.ts';
import { paths } from '#app/lib/paths.ts';
import { formatRupees } from '#app/lib/money.ts';
import { Badge } from '#app/ui/badge.tsx';

import type { Route } from './+types/coupons-page';
import { CouponFormDialog } from './coupon-form-dialog.tsx';
import { CouponUsageDialog } from './coupon-usage-dialog.tsx';
import {
  couponsKeys,
  couponsQueryOptions,
  deleteCoupon,
  saveCoupon,
  type CouponFilters,
} from './coupons.queries.ts';
import { type DataColumn } from '#app/admin/ui/data-table.tsx';

/** The desktop table's columns; `actions` renders a row's buttons. */
function couponColumns(
  actions: (c: AdminCoupon, compact: boolean) => ReactNode,
): DataColumn<AdminCoupon>[] {
  return [
    {
      id: 'Code',
      header: 'Code',
      cell: (c) => (
        <>
          <p className="font-mono font-semibold text-slate-900">{c.code}</p>
          {c.description && (
            <p className="max-w-44 truncate text-xs text-slate-500">{c.description}</p>
          )}
        </>
      ),
    },
    {
      id: 'Discount',
      header: 'Discount',
      className: 'px-4 py-3 text-slate-700',
      cell: (c) => (
        <>
          <p className="whitespace-nowrap">{discountText(c)}</p>
          {limitsText(c) && <p className="max-w-44 text-xs text-slate-500">{limitsText(c)}</p>}
        </>
      ),
    },
    {
      id: 'Min purchase',
      header: 'Min purchase',
      className: 'px-4 py-3 text-slate-700 tabular-nums',
      cell: (c) => (c.minPurchase > 0 ? formatRupees(c.minPurchase) : '—'),
    },
    {
      id: 'Uses',
      header: 'Uses',
      className: 'px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums',
      cell: usesText,
    },
    {
      id: 'Valid',
      header: 'Valid',
      className: 'px-4 py-3 whitespace-nowrap text-slate-600',
      cell: (c) => (
        <>
          <p>From {formatIndiaTime(c.validFrom, 'date')}</p>
          <p className="text-xs text-slate-500">
            {c.validUntil ? `Until ${formatIndiaTime(c.validUntil, 'date')}` : 'No end date'}
          </p>
        </>
      ),
    },
    {
      id: 'Status',
      header: 'Status',
      cell: (c) => (
        <Badge variant={statusBadge[c.status].variant}>{statusBadge[c.status].label}</Badge>
      ),
    },
    actionsColumn((c) => actions(c, true)),
  ];
}

export const meta: Route.MetaFunction = () => [{ title: 'Coupons | Propwash Admin' }];

const statusBadge: Record<
  CouponStatus,
  { label: string; variant: 'success' | 'neutral' | 'danger' | 'warning' }
> = {
  active: { label: 'Active', variant: 'success' },
  scheduled: { label: 'Scheduled', variant: 'warning' },
  'used-up': { label: 'Used up', variant: 'warning' },
  inactive: { label: 'Inactive', variant: 'neutral' },
  expired: { label: 'Expired', variant: 'danger' },
};
const filterLabel: Record<CouponStatusFilter, string> = {
  all: 'All coupons',
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
};

const discountText = (c: AdminCoupon) =>
  c.discountType === 'fixed' ? `${formatRupees(c.discountValue)} off` : `${c.discountValue}% off`;
const limitsText = (c: AdminCoupon) =>
  [
    c.discountType === 'percentage' && c.maxDiscount && `up to ${formatRupees(c.maxDiscount)}`,
    c.firstOrderOnly && 'first order only',
    c.perCustomerLimit && `${c.perCustomerLimit} per customer`,
  ]
    .filter(Boolean)
    .join(' · ');
const usesText = (c: AdminCoupon) => `${c.usedCount} / ${c.maxUses ?? '∞'}`;
const validText = (c: AdminCoupon) =>
  `${formatIndiaTime(c.validFrom, 'date')} – ${c.validUntil ? formatIndiaTime(c.validUntil, 'date') : 'no end'}`;
const rulesText = (c: AdminCoupon) =>
  [c.minPurchase > 0 && `min ${formatRupees(c.minPurchase)}`, limitsText(c)]
    .filter(Boolean)
    .join(' · ');

function filtersFrom(params: URLSearchParams): CouponFilters {
  const status = params.get('status') as CouponStatusFilter | null;
  return {
    page: pageFrom(params),
    search: params.get('search') ?? '',
    status: status && couponStatusFilters.includes(status) ? status : 'all',
  };
}

export default function CouponsPage() {
  const [filters, setFilter] = useUrlFilters(filtersFrom);
  const coupons = useQuery(couponsQueryOptions(filters));
  const [usageOf, setUsageOf] = useState<AdminCoupon | null>(null);
  const editor = useItemEditor<AdminCoupon, CreateCouponBody | { isActive: boolean }>({
    queryKey: couponsKeys.all,
    save: saveCoupon,
    remove: deleteCoupon,
    savedMessage: (added) => (added ? 'Coupon created!' : 'Coupon updated!'),
    deletedMessage: 'Coupon deleted!',
  });

  // Orders point at a used coupon, so it is switched off rather than deleted (docs/decisions/coupons.md).
  const askDelete = (c: AdminCoupon) =>
    editor.confirm(
      c.usedCount > 0
        ? {
            title: `${c.code} cannot be deleted`,
            description: `It has been used on ${c.usedCount} ${c.usedCount === 1 ? 'order' : 'orders'}, which keep a record of it. Switch it off instead, so nobody can use it again.`,
            confirmLabel: 'Switch off',
            run: () => editor.save.mutate({ id: c.id, body: { isActive: false } }),
          }
        : {
            title: `Delete ${c.code}?`,
            description:
              'Are you sure you want to delete this coupon? Customers can no longer use the code.',
            confirmLabel: 'Delete',
            destructive: true,
            run: () => editor.remove.mutate(c.id),
          },
    );

  const data = coupons.data;
  const navigate = useNavigate();
  const rowActions = (c: AdminCoupon, compact: boolean) => (
    <RowActions
      compact={compact}
      actions={[
        { label: 'Usage', name: `Usage of ${c.code}`, icon: History, run: () => setUsageOf(c) },
        editAction(c.code, () => editor.setEditing(c)),
        changeLogAction(c.code, () =>
          navigate(paths.admin.audit({ kind: 'coupon', recordId: c.id })),
        ),
        deleteAction(c.code, () => askDelete(c)),
      ]}
    />
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title="Coupons"
        actions={<AddButton label="Add coupon" onClick={() => editor.setEditing('new')} />}
      >
        {data
          ? `${data.total} ${data.total === 1 ? 'coupon' : 'coupons'}. Changes apply to the next checkout.`
          : 'Loading coupons…'}
      </PageHeader>

      <SearchListFilters
        search={{
          label: 'Search coupons by code',
          placeholder: 'Search by code',
        }}
        selects={[
          { key: 'status', label: 'Status', options: couponStatusFilters, labels: filterLabel },
        ]}
        filters={filters}
        setFilter={setFilter}
      />

      <ListTable
        {...pageQueryProps(coupons, (d) => d.coupons, 'Coupon pages', setFilter)}
        errorTitle="Failed to load coupons"
        emptyIcon={TicketPercent}
        emptyTitle="No coupons found"
        emptyText={
          filters.search || filters.status !== 'all'
            ? 'Try another search or filter.'
            : 'Add a coupon to offer a discount at checkout.'
        }
        caption="Coupons, newest first"
        tableClassName="min-w-[52rem]"
        columns={couponColumns(rowActions)}
        rowKey={(c) => c.id}
        card={(c) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-mono font-semibold text-slate-900">{c.code}</p>
                <p className="text-sm text-slate-700">{discountText(c)}</p>
                {rulesText(c) && <p className="text-xs text-slate-500">{rulesText(c)}</p>}
                <p className="text-xs text-slate-500">
                  {validText(c)} · used {usesText(c)}
                </p>
              </div>
              <Badge variant={statusBadge[c.status].variant}>{statusBadge[c.status].label}</Badge>
            </div>
            {rowActions(c, false)}
          </>
        )}
      />

      {editor.dialog && (
        <CouponFormDialog key={editor.item?.id ?? 'new'} coupon={editor.item} {...editor.dialog} />
      )}
      {usageOf && (
        <CouponUsageDialog
          couponId={usageOf.id}
          code={usageOf.code}
          onClose={() => setUsageOf(null)}
        />
      )}
      <ConfirmDialog {...editor.confirmDialog} />
    </div>
  );
}
