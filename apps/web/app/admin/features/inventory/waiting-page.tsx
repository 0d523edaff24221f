import type { WaitingItem } from '@propwash/domain/inventory/stock-alerts';
import { useQuery } from '@tanstack/react-query';
import { BellRing, FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { type DataColumn } from '#app/admin/ui/data-table.tsx';
import { ListTable, pageQueryProps } from '#app/admin/ui/list-table.tsx';
import { useUrlFilters } from '#app/admin/ui/url-filters.ts';
import { TwoLines } from '#app/admin/ui/two-lines.tsx';
import type { Route } from './+types/waiting-page';
import { downloadWaiting, waitingQueryOptions } from './inventory.queries.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Waiting for stock | Propwash Admin' }];

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const askedOn = (iso: string) => dateFormat.format(new Date(iso));

function filtersFrom(params: URLSearchParams) {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

function StockNow({ item }: { item: WaitingItem }) {
  return item.stock > 0 ? (
    <Badge variant="success">{item.stock} in stock</Badge>
  ) : (
    <Badge variant="danger">Out of stock</Badge>
  );
}

const columns: DataColumn<WaitingItem>[] = [
  {
    id: 'Product',
    header: 'Product',
    className: 'max-w-96 px-4 py-3',
    cell: (item) => (
      <TwoLines truncate main={item.productName} sub={item.variantLabel ?? 'No versions'} />
    ),
  },
  {
    id: 'SKU',
    header: 'SKU',
    className: 'px-4 py-3 font-mono text-xs text-slate-600',
    cell: (item) => item.sku,
  },
  {
    id: 'Waiting',
    header: 'Waiting',
    headerClassName: 'px-4 py-3 whitespace-nowrap text-right',
    className: 'px-4 py-3 text-right text-base font-bold text-slate-900 tabular-nums',
    cell: (item) => item.waiting,
  },
  { id: 'Stock now', header: 'Stock now', cell: (item) => <StockNow item={item} /> },
  {
    id: 'Oldest request',
    header: 'Oldest request',
    className: 'px-4 py-3 whitespace-nowrap text-slate-600',
    cell: (item) => askedOn(item.oldestAt),
  },
];

/**
 * Demand for what is sold out (docs/decisions/back-in-stock.md): how many shoppers asked to be
 * told when each product or version is back, most wanted first, and the list as a file.
 */
export default function WaitingPage() {
  const [filters, setFilter] = useUrlFilters(filtersFrom);
  const waiting = useQuery(waitingQueryOptions(filters.page));
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);

  async function download(format: 'csv' | 'xlsx') {
    setBusy(format);
    try {
      await downloadWaiting(format);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  }

  const shoppers = waiting.data?.shoppers;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Waiting for stock"
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={busy !== null}
              onClick={() => void download('xlsx')}
            >
              <FileSpreadsheet aria-hidden /> Export Excel
            </Button>
            <Button variant="outline" disabled={busy !== null} onClick={() => void download('csv')}>
              <FileText aria-hidden /> Export CSV
            </Button>
          </div>
        }
      >
        Shoppers who asked to be told when a sold-out product or version is back, most wanted first.
        Each is told once, by email or WhatsApp, as soon as its stock goes above zero.
        {shoppers !== undefined &&
          ` ${shoppers} ${shoppers === 1 ? 'shopper is' : 'shoppers are'} waiting.`}
      </PageHeader>
      <ListTable
        {...pageQueryProps(waiting, (d) => d.items, 'Waiting list pages', setFilter)}
        errorTitle="Failed to load the waiting list"
        emptyIcon={BellRing}
        emptyTitle="No one is waiting"
        emptyText="When a shopper asks to be told about a sold-out product, it shows here."
        caption="Products and versions shoppers are waiting for"
        tableClassName="min-w-[44rem]"
        columns={columns}
        rowKey={(item) => `${item.productId}:${item.variantId ?? ''}`}
        card={(item) => (
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{item.productName}</p>
              <p className="truncate text-xs text-slate-500">
                {item.variantLabel ? `${item.variantLabel} · ` : ''}
                {item.sku} · since {askedOn(item.oldestAt)}
              </p>
              <div className="mt-1">
                <StockNow item={item} />
              </div>
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-lg font-bold text-slate-900 tabular-nums">
                {item.waiting}
              </span>
              <span className="text-xs text-slate-500">waiting</span>
            </p>
          </div>
        )}
        cardClassName="px-4 py-3"
      />
    </div>
  );
}
