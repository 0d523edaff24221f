import { formatIndiaTime } from '@propwash/domain/india-time';
import { stockReasonLabels } from '@propwash/domain/inventory/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { cn } from '#app/lib/cn.ts';
import { movementsQueryOptions } from './inventory.queries.ts';
import { TableDialog } from '#app/admin/ui/table-dialog.tsx';

/** A product's stock history, newest first: when, by how much, why and who. */
export function MovementsDialog(props: { productId: string; name: string; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const history = useQuery(movementsQueryOptions(props.productId, page));
  const data = history.data;
  return (
    <TableDialog
      title="Stock history"
      description={`${props.name}${data ? ` · ${data.product.stock} in stock now` : ''}`}
      onClose={props.onClose}
      caption={`Stock changes of ${props.name}, newest first`}
      rows={data?.movements}
      rowKey={(m) => m.id}
      error={history.error}
      empty="No stock changes recorded yet."
      skeletonRows={4}
      pager={
        data && {
          label: 'History pages',
          page: data.page,
          totalPages: data.totalPages,
          onPage: setPage,
        }
      }
      columns={[
        {
          id: 'When',
          header: 'When',
          headerClassName: 'px-6 py-2',
          className: 'px-6 py-2.5 text-slate-600 max-sm:pr-2 max-sm:text-xs',
          cell: (m) => formatIndiaTime(m.createdAt),
        },
        {
          id: 'Change',
          header: 'Change',
          headerClassName: 'px-3 py-2 text-right',
          className: (m) =>
            cn(
              'px-3 py-2.5 text-right font-semibold tabular-nums',
              m.delta > 0 && 'text-success-700',
              m.delta < 0 && 'text-danger-700',
              m.delta === 0 && 'text-slate-500',
            ),
          cell: (m) => (m.delta > 0 ? `+${m.delta}` : m.delta < 0 ? `−${-m.delta}` : '±0'),
        },
        {
          id: 'After',
          header: 'After',
          headerClassName: 'px-3 py-2 text-right',
          className: 'px-3 py-2.5 text-right text-slate-900 tabular-nums',
          cell: (m) => m.stockAfter,
        },
        {
          id: 'Why and who',
          header: 'Why and who',
          headerClassName: 'px-6 py-2 max-sm:px-3',
          className: 'px-6 py-2.5 max-sm:px-3',
          cell: (m) => (
            <>
              <p className="text-slate-900">
                {stockReasonLabels[m.reason] ?? m.reason}
                {m.orderNumber && (
                  <span className="ml-1 font-mono text-xs text-slate-500">{m.orderNumber}</span>
                )}
              </p>
              {m.actor && <p className="text-xs text-slate-500">by {m.actor.name}</p>}
            </>
          ),
        },
      ]}
    />
  );
}
