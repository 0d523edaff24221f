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
import { SkeletonRows } from '#app/admin/ui/list-states.tsx';

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
          <div className="-mx-6 overflow-x-auto">
            <table className="w-full min-w-[34rem] text-left text-sm">
              <thead className="border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-6 py-2">
                    Order
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Customer
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Discount
                  </th>
                  <th scope="col" className="px-6 py-2">
                    Used
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100" aria-busy={usage.isPending}>
                {data ? (
                  data.redemptions.map((r) => (
                    <tr key={r.orderId}>
                      <td className="px-6 py-2.5 font-mono text-xs whitespace-nowrap text-slate-900">
                        {r.orderNumber}
                        <span className="block font-sans text-slate-500 capitalize">
                          {r.orderStatus} · {formatRupees(r.orderTotal)}
                        </span>
                      </td>
                      <td className="px-3 py-2.5">
                        <p className="font-medium text-slate-900">{r.customerName}</p>
                        <p className="text-xs text-slate-500">{r.customerEmail}</p>
                      </td>
                      <td className="px-3 py-2.5 text-right font-medium whitespace-nowrap text-success-700 tabular-nums">
                        −{formatRupees(r.discount)}
                      </td>
                      <td className="px-6 py-2.5 whitespace-nowrap text-slate-600">
                        {formatIndiaTime(r.usedAt)}
                      </td>
                    </tr>
                  ))
                ) : (
                  <SkeletonRows rows={3} columns={4} cellClassName="px-6 py-3" />
                )}
              </tbody>
            </table>
          </div>
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
