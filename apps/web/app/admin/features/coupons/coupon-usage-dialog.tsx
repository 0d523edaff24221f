import { formatIndiaTime } from '@propwash/domain/india-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '#app/admin/ui/pager.tsx';
import { formatRupees } from '#app/lib/money.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog.tsx';
import { couponUsageQueryOptions } from './coupons.queries.ts';
import { DataTable } from '#app/admin/ui/data-table.tsx';

/** Who used a coupon and when, with the order and the discount it gave (newest first). */
export function CouponUsageDialog(props: { couponId: string; code: string; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const usage = useQuery(couponUsageQueryOptions(props.couponId, page));
  const data = usage.data;
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Usage of {props.code}</DialogTitle>
          <DialogDescription>
            {data
              ? `${data.total} ${data.total === 1 ? 'order' : 'orders'} used this coupon. Cancelled orders give their use back.`
              : 'Loading…'}
          </DialogDescription>
        </DialogHeader>
        {usage.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            {usage.error.message}
          </p>
        ) : data && data.redemptions.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">Nobody has used it yet.</p>
        ) : (
          <DataTable
            caption={`Orders that used ${props.code}, newest first`}
            className="-mx-6"
            tableClassName="min-w-[34rem]"
            theadClassName="border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            rows={data?.redemptions}
            rowKey={(r) => r.orderId}
            skeletonRows={3}
            skeletonCellClassName="px-6 py-3"
            columns={[
              {
                id: 'Order',
                header: 'Order',
                headerClassName: 'px-6 py-2',
                className: 'px-6 py-2.5 font-mono text-xs whitespace-nowrap text-slate-900',
                cell: (r) => (
                  <>
                    {r.orderNumber}
                    <span className="block font-sans text-slate-500 capitalize">
                      {r.orderStatus} · {formatRupees(r.orderTotal)}
                    </span>
                  </>
                ),
              },
              {
                id: 'Customer',
                header: 'Customer',
                headerClassName: 'px-3 py-2',
                className: 'px-3 py-2.5',
                cell: (r) => (
                  <>
                    <p className="font-medium text-slate-900">{r.customerName}</p>
                    <p className="text-xs text-slate-500">{r.customerEmail}</p>
                  </>
                ),
              },
              {
                id: 'Discount',
                header: 'Discount',
                headerClassName: 'px-3 py-2 text-right',
                className:
                  'px-3 py-2.5 text-right font-medium whitespace-nowrap text-success-700 tabular-nums',
                cell: (r) => `−${formatRupees(r.discount)}`,
              },
              {
                id: 'Used',
                header: 'Used',
                headerClassName: 'px-6 py-2',
                className: 'px-6 py-2.5 whitespace-nowrap text-slate-600',
                cell: (r) => formatIndiaTime(r.usedAt),
              },
            ]}
          />
        )}
        {data && (
          <Pager
            label="Usage pages"
            page={data.page}
            totalPages={data.totalPages}
            onPage={setPage}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
