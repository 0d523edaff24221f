import { formatIndiaTime } from '@propwash/domain/india-time';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '#app/lib/money.ts';
import { couponUsageQueryOptions } from './coupons.queries.ts';
import { TableDialog } from '#app/admin/ui/table-dialog.tsx';
import { TwoLines } from '#app/admin/ui/two-lines.tsx';

/** Who used a coupon and when, with the order and the discount it gave (newest first). */
export function CouponUsageDialog(props: { couponId: string; code: string; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const usage = useQuery(couponUsageQueryOptions(props.couponId, page));
  const data = usage.data;
  return (
    <TableDialog
      title={`Usage of ${props.code}`}
      description={
        data
          ? `${data.total} ${data.total === 1 ? 'order' : 'orders'} used this coupon. Cancelled orders give their use back.`
          : 'Loading…'
      }
      onClose={props.onClose}
      caption={`Orders that used ${props.code}, newest first`}
      rows={data?.redemptions}
      rowKey={(r) => r.orderId}
      error={usage.error}
      empty="Nobody has used it yet."
      skeletonRows={3}
      tableClassName="min-w-[34rem]"
      pager={
        data && {
          label: 'Usage pages',
          page: data.page,
          totalPages: data.totalPages,
          onPage: setPage,
        }
      }
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
          cell: (r) => <TwoLines main={r.customerName} sub={r.customerEmail} />,
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
  );
}
