import { formatIndiaTime } from '@propwash/domain/india-time';
import { stockReasonLabels } from '@propwash/domain/inventory/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Pager } from '#app/admin/ui/pager.tsx';
import { cn } from '#app/lib/cn.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog.tsx';
import { movementsQueryOptions } from './inventory.queries.ts';
import { SkeletonRows } from '#app/admin/ui/list-states.tsx';

/** A product's stock history, newest first: when, by how much, why and who. */
export function MovementsDialog(props: { productId: string; name: string; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const history = useQuery(movementsQueryOptions(props.productId, page));
  const data = history.data;
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Stock history</DialogTitle>
          <DialogDescription>
            {props.name}
            {data ? ` · ${data.product.stock} in stock now` : ''}
          </DialogDescription>
        </DialogHeader>
        {history.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            {history.error.message}
          </p>
        ) : data && data.movements.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">No stock changes recorded yet.</p>
        ) : (
          <div className="-mx-6 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-y border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-6 py-2">
                    When
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Change
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    After
                  </th>
                  <th scope="col" className="px-6 py-2 max-sm:px-3">
                    Why and who
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100" aria-busy={history.isPending}>
                {data ? (
                  data.movements.map((m) => (
                    <tr key={m.id}>
                      <td className="px-6 py-2.5 text-slate-600 max-sm:pr-2 max-sm:text-xs">
                        {formatIndiaTime(m.createdAt)}
                      </td>
                      <td
                        className={cn(
                          'px-3 py-2.5 text-right font-semibold tabular-nums',
                          m.delta > 0 && 'text-success-700',
                          m.delta < 0 && 'text-danger-700',
                          m.delta === 0 && 'text-slate-500',
                        )}
                      >
                        {m.delta > 0 ? `+${m.delta}` : m.delta < 0 ? `−${-m.delta}` : '±0'}
                      </td>
                      <td className="px-3 py-2.5 text-right text-slate-900 tabular-nums">
                        {m.stockAfter}
                      </td>
                      <td className="px-6 py-2.5 max-sm:px-3">
                        <p className="text-slate-900">
                          {stockReasonLabels[m.reason] ?? m.reason}
                          {m.orderNumber && (
                            <span className="ml-1 font-mono text-xs text-slate-500">
                              {m.orderNumber}
                            </span>
                          )}
                        </p>
                        {m.actor && <p className="text-xs text-slate-500">by {m.actor.name}</p>}
                      </td>
                    </tr>
                  ))
                ) : (
                  <SkeletonRows rows={4} columns={4} cellClassName="px-6 py-3" />
                )}
              </tbody>
            </table>
          </div>
        )}
        {data && (
          <Pager
            label="History pages"
            page={data.page}
            totalPages={data.totalPages}
            onPage={setPage}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
