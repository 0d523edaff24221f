import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  inventorySorts,
  type InventoryItem,
  type InventorySort,
  type SetStockBody,
} from '@propwash/domain/inventory/admin-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History, PackageCheck, PackageOpen, Pencil } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';

import { toast } from '#app/ui/toaster.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/inventory-page';
import {
  inventoryKeys,
  inventoryQueryOptions,
  lowStockQueryOptions,
  setStock,
  type InventoryFilters,
} from './inventory.queries.ts';
import { MovementsDialog } from './movements-dialog.tsx';
import { StockEditDialog } from './stock-edit-dialog.tsx';
import { type DataColumn } from '#app/admin/ui/data-table.tsx';
import { ListFilters } from '#app/admin/ui/filter-bar.tsx';
import { actionsColumn, ListTable, pageQueryProps, pagerOf } from '#app/admin/ui/list-table.tsx';
import { useUrlFilters } from '#app/admin/ui/url-filters.ts';
import { Pager } from '#app/admin/ui/pager.tsx';
import { SkeletonItems } from '#app/admin/ui/list-states.tsx';
import { TwoLines } from '#app/admin/ui/two-lines.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Inventory | Propwash Admin' }];

const sortLabel: Record<InventorySort, string> = {
  'stock-low': 'Fewest in stock',
  'stock-high': 'Most in stock',
  name: 'Name A-Z',
  updated: 'Recently changed',
};

function StockBadge({ item }: { item: InventoryItem }) {
  if (!item.isActive) return <Badge variant="neutral">Hidden</Badge>;
  if (item.stock === 0) return <Badge variant="danger">Out of stock</Badge>;
  if (!item.inStock) return <Badge variant="neutral">Marked out of stock</Badge>;
  return <Badge variant="success">In stock</Badge>;
}

const intParam = (value: string | null, fallback: number, min: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n >= min ? n : fallback;
};

function filtersFrom(params: URLSearchParams) {
  const sort = params.get('sort') as InventorySort | null;
  return {
    page: intParam(params.get('page'), 1, 1),
    search: params.get('search') ?? '',
    sort: sort && inventorySorts.includes(sort) ? sort : 'stock-low',
    threshold: intParam(params.get('threshold'), DEFAULT_LOW_STOCK_THRESHOLD, 0),
    lowPage: intParam(params.get('lowPage'), 1, 1),
  };
}

/** The desktop table's columns; `actions` renders a row's buttons. */
function inventoryColumns(
  actions: (item: InventoryItem) => ReactNode,
): DataColumn<InventoryItem>[] {
  return [
    {
      id: 'Product',
      header: 'Product',
      className: 'max-w-80 px-4 py-3',
      cell: (item) => <TwoLines truncate main={item.name} sub={item.categoryName} />,
    },
    {
      id: 'SKU',
      header: 'SKU',
      className: 'px-4 py-3 font-mono text-xs text-slate-600',
      cell: (item) => item.sku,
    },
    {
      id: 'Stock',
      header: 'Stock',
      headerClassName: 'px-4 py-3 whitespace-nowrap text-right',
      className: 'px-4 py-3 text-right font-semibold text-slate-900 tabular-nums',
      cell: (item) => item.stock,
    },
    { id: 'Status', header: 'Status', cell: (item) => <StockBadge item={item} /> },
    {
      id: 'Sold',
      header: 'Sold',
      headerClassName: 'px-4 py-3 whitespace-nowrap text-right',
      className: 'px-4 py-3 text-right text-slate-600 tabular-nums',
      cell: (item) => item.sold,
    },
    actionsColumn(actions),
  ];
}

function RowActions(props: { item: InventoryItem; onEdit: () => void; onHistory: () => void }) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={props.onEdit}
        aria-label={`Set stock of ${props.item.name}`}
      >
        <Pencil aria-hidden /> Set stock
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={props.onHistory}
        aria-label={`Stock history of ${props.item.name}`}
      >
        <History aria-hidden /> History
      </Button>
    </div>
  );
}

export default function InventoryPage() {
  const [filters, setFilter] = useUrlFilters(filtersFrom);
  const listFilters: InventoryFilters = {
    page: filters.page,
    search: filters.search,
    sort: filters.sort,
  };
  const inventory = useQuery(inventoryQueryOptions(listFilters));
  const lowStock = useQuery(lowStockQueryOptions(filters.threshold, filters.lowPage));
  const queryClient = useQueryClient();
  const [searchText, setSearchText] = useState(filters.search);
  const [thresholdText, setThresholdText] = useState(String(filters.threshold));
  const [editing, setEditing] = useState<InventoryItem | null>(null);
  const [historyOf, setHistoryOf] = useState<InventoryItem | null>(null);

  // Search and threshold apply on the server 300 ms after typing stops.
  useEffect(() => {
    const search = searchText.trim();
    const threshold = Number(thresholdText);
    const thresholdChanged =
      thresholdText.trim() !== '' &&
      Number.isInteger(threshold) &&
      threshold >= 0 &&
      threshold !== filters.threshold;
    if (search === filters.search && !thresholdChanged) return;
    const timer = setTimeout(
      () =>
        setFilter({
          search,
          page: search === filters.search ? filters.page : 1,
          threshold: thresholdChanged ? threshold : filters.threshold,
          lowPage: thresholdChanged ? 1 : filters.lowPage,
        }),
      300,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only typing restarts the timer
  }, [searchText, thresholdText]);

  const save = useMutation({
    mutationFn: (input: { id: string; body: SetStockBody }) => setStock(input.id, input.body),
    onSuccess: (result) => {
      toast.success(
        result.movement
          ? `Stock updated: ${result.item.name} now has ${result.item.stock}`
          : 'Stock unchanged',
      );
      setEditing(null);
    },
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });

  const low = lowStock.data;
  const actions = (item: InventoryItem) => (
    <RowActions item={item} onEdit={() => setEditing(item)} onHistory={() => setHistoryOf(item)} />
  );

  return (
    <div className="space-y-6">
      <PageHeader title="Inventory">
        Set stock with a reason; every change is kept in the product&apos;s history and shows in the
        shop at once.
      </PageHeader>

      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <div>
            <h2 className="font-semibold text-slate-900">Low stock</h2>
            <p className="text-sm text-slate-600">
              {low
                ? `${low.total} ${low.total === 1 ? 'product' : 'products'} at or below ${low.threshold}`
                : 'Loading…'}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Label htmlFor="low-threshold" className="text-sm whitespace-nowrap">
              Threshold
            </Label>
            <Input
              id="low-threshold"
              inputMode="numeric"
              className="w-20"
              value={thresholdText}
              onChange={(e) => setThresholdText(e.target.value)}
            />
          </div>
        </div>
        {lowStock.isError ? (
          <p role="alert" className="px-4 py-4 text-sm text-danger-700">
            {lowStock.error.message}
          </p>
        ) : low && low.items.length === 0 ? (
          <div className="flex items-center gap-3 px-4 py-6 text-sm text-slate-600">
            <PackageCheck className="size-5 text-success-700" aria-hidden />
            Nothing at or below {low.threshold} in stock.
          </div>
        ) : (
          <ul className="divide-y divide-slate-100" aria-busy={lowStock.isPending}>
            {low?.items.map((item) => (
              <li
                key={item.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2.5"
              >
                <div className="flex min-w-[15rem] flex-1 items-center gap-3">
                  <span
                    className={cn(
                      'flex size-10 shrink-0 items-center justify-center rounded-lg text-sm font-bold tabular-nums',
                      item.stock === 0
                        ? 'bg-danger-50 text-danger-700'
                        : 'bg-warning-50 text-warning-700',
                    )}
                    aria-label={`${item.stock} in stock`}
                  >
                    {item.stock}
                  </span>
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{item.name}</p>
                    <p className="truncate text-xs text-slate-500">
                      {item.sku} · {item.categoryName} · {item.sold} sold
                    </p>
                  </div>
                </div>
                {actions(item)}
              </li>
            )) ?? <SkeletonItems count={3} className="px-4 py-3" bars={['h-8 w-full']} />}
          </ul>
        )}
        {low && (
          <Pager
            {...pagerOf('Low stock pages', low, (lowPage) =>
              setFilter({ lowPage, page: filters.page }),
            )}
          />
        )}
      </Card>

      <ListFilters
        search={{
          label: 'Search products by name or SKU',
          placeholder: 'Search name or SKU',
          value: searchText,
          onChange: setSearchText,
        }}
        selects={[{ key: 'sort', label: 'Sort', options: inventorySorts, labels: sortLabel }]}
        filters={filters}
        setFilter={setFilter}
      />

      <ListTable
        {...pageQueryProps(inventory, (d) => d.items, 'Inventory pages', setFilter)}
        errorTitle="Failed to load inventory"
        emptyIcon={PackageOpen}
        emptyTitle="No products found"
        emptyText="Try another search."
        caption="Products and their stock"
        tableClassName="min-w-[48rem]"
        columns={inventoryColumns(actions)}
        rowKey={(item) => item.id}
        card={(item) => (
          <>
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{item.name}</p>
                <p className="truncate text-xs text-slate-500">
                  {item.sku} · {item.categoryName}
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className="text-lg font-bold text-slate-900 tabular-nums">{item.stock}</p>
                <StockBadge item={item} />
              </div>
            </div>
            {actions(item)}
          </>
        )}
        cardClassName="space-y-1 px-4 py-3"
      />

      {editing && (
        <StockEditDialog
          key={editing.id}
          item={editing}
          busy={save.isPending}
          onClose={() => setEditing(null)}
          onSave={(body) => save.mutateAsync({ id: editing.id, body })}
        />
      )}
      {historyOf && (
        <MovementsDialog
          productId={historyOf.id}
          name={historyOf.name}
          onClose={() => setHistoryOf(null)}
        />
      )}
    </div>
  );
}
