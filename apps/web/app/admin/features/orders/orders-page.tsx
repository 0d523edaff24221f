import type { AdminOrderRow } from '@propwash/domain/orders/admin-schemas';
import { orderStatusLabels, orderStatuses, type OrderStatus } from '@propwash/domain/orders/status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CircleAlert,
  ExternalLink,
  FileJson,
  FileSpreadsheet,
  FileText,
  Printer,
  Search,
  ShoppingBag,
  Truck,
  Upload,
  X,
} from 'lucide-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '#app/admin/ui/pager.tsx';
import { useDebouncedFilter } from '#app/admin/ui/search-field.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/orders-page';
import {
  bulkSetStatus,
  downloadFile,
  exportPath,
  importOrders,
  invoicePath,
  orderPaths,
  ordersForReport,
  ordersKeys,
  ordersQueryOptions,
  setOrderStatus,
  suggestionsQueryOptions,
  type OrderFilters,
} from './orders.queries.ts';
import { OrdersList } from './orders-list.tsx';
import { openReportWindow, writeReport } from './print-report.ts';
import { reachableStatuses, StatusDialog, type StatusChange } from './status-dialog.tsx';
import { countOf } from '#app/admin/ui/plural.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Orders | Propwash Admin' }];

/** The statuses the bulk-action bar offers. */
const bulkStatuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
const IMPORT_CHUNK = 200;

const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');

function filtersFrom(params: URLSearchParams): OrderFilters {
  const status = params.get('status');
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    status: orderStatuses.includes(status as OrderStatus) ? (status as OrderStatus) : 'all',
    search: params.get('search') ?? '',
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
    product: params.get('product') ?? '',
  };
}

function describeFilters(f: OrderFilters): string {
  return [
    f.status !== 'all' && `status ${f.status}`,
    f.search && `search “${f.search}”`,
    f.from && `from ${f.from}`,
    f.to && `to ${f.to}`,
    f.product && `product “${f.product}”`,
  ]
    .filter(Boolean)
    .join(', ');
}

type Dialog =
  | { kind: 'one'; order: AdminOrderRow; initial: OrderStatus }
  | { kind: 'bulk'; initial: OrderStatus };

export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const orders = useQuery(ordersQueryOptions(filters));
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkAction, setBulkAction] = useState<'' | OrderStatus>('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [importing, setImporting] = useState<{ done: number; total: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  function setFilter(change: Partial<OrderFilters>) {
    // From the address bar, not this render: a debounced box may apply its text after a newer
    // change (e.g. Clear) has already moved the URL on.
    const current = filtersFrom(new URLSearchParams(window.location.search));
    const next = { ...current, page: 1, ...change };
    const q = new URLSearchParams();
    if (next.page > 1) q.set('page', String(next.page));
    if (next.status !== 'all') q.set('status', next.status);
    if (next.search) q.set('search', next.search);
    if (next.from) q.set('from', next.from);
    if (next.to) q.set('to', next.to);
    if (next.product) q.set('product', next.product);
    setParams(q, { replace: true, preventScrollReset: true });
    setSelected(new Set());
  }

  const [searchText, setSearchText] = useDebouncedFilter(filters.search, (search) =>
    setFilter({ search }),
  );
  const [productText, setProductText] = useDebouncedFilter(filters.product, (product) =>
    setFilter({ product }),
  );
  const suggestions = useQuery(suggestionsQueryOptions(productText.trim()));

  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKeys.all });

  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: refresh,
  });

  function submitStatus(c: StatusChange) {
    if (!dialog) return;
    if (dialog.kind === 'one') {
      change.mutate(() => setOrderStatus(dialog.order.id, c), {
        onSuccess: () => {
          toast.success('Order status updated successfully!');
          setDialog(null);
        },
        onError: (error) => toast.error(error.message || 'Failed to update order status'),
      });
      return;
    }
    const orderIds = [...selected];
    change.mutate(() => bulkSetStatus({ orderIds, status: c.status, message: c.message }), {
      onSuccess: (result) => {
        const r = result as Awaited<ReturnType<typeof bulkSetStatus>>;
        if (r.updated > 0)
          toast.success(`Bulk action completed for ${countOf(r.updated, 'order')}`);
        else toast.error('Bulk action failed');
        if (r.failed.length > 0) {
          toast.warning(
            `${r.failed.length} ${r.failed.length === 1 ? 'order was' : 'orders were'} not changed`,
            { description: r.failed[0]?.reason },
          );
        }
        setSelected(new Set(r.failed.map((f) => f.orderId)));
        setBulkAction('');
        setDialog(null);
      },
      onError: (error) => toast.error(error.message || 'Bulk action failed'),
    });
  }

  function startBulk() {
    if (selected.size === 0 || !bulkAction) {
      toast.error('Please select orders and action');
      return;
    }
    setDialog({ kind: 'bulk', initial: bulkAction });
  }

  async function downloadInvoice(o: AdminOrderRow) {
    if (!o.invoiceNumber) {
      toast.error('Invoice not available yet');
      return;
    }
    try {
      await downloadFile(invoicePath(o.id), `Invoice_${o.orderNumber}.pdf`);
      toast.success('Invoice downloaded!');
    } catch {
      toast.error('Invoice not available yet');
    }
  }

  function showTracking(o: AdminOrderRow) {
    if (o.status === 'shipped' || o.status === 'delivered' || o.trackingNumber) {
      toast.info(`Tracking: ${o.trackingNumber ?? 'Not available'}`);
    } else {
      toast.info('Tracking info not available yet');
    }
  }

  async function exportAs(format: 'xlsx' | 'json') {
    try {
      await downloadFile(exportPath(filters, format), `orders.${format}`);
      toast.success(format === 'xlsx' ? 'Excel file downloaded' : 'JSON file downloaded');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Export failed');
    }
  }

  async function print() {
    const w = openReportWindow();
    if (!w) {
      toast.error('Allow pop-ups for this site to print the report');
      return;
    }
    try {
      const report = await ordersForReport(filters);
      writeReport(w, { ...report, filters: describeFilters(filters) });
    } catch (error) {
      w.close();
      toast.error(error instanceof Error ? error.message : 'Failed to fetch orders');
    }
  }

  async function importFile(file: File) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      toast.error('Invalid JSON file format.');
      return;
    }
    if (!Array.isArray(parsed)) {
      toast.error('Invalid format. Expected array of orders.');
      return;
    }
    const totals = { imported: 0, failed: 0, skipped: 0 };
    setImporting({ done: 0, total: parsed.length });
    try {
      // In parts, so the bar shows real progress and no request grows large.
      for (let i = 0; i < parsed.length; i += IMPORT_CHUNK) {
        const part = await importOrders(parsed.slice(i, i + IMPORT_CHUNK));
        totals.imported += part.imported;
        totals.failed += part.failed;
        totals.skipped += part.skipped;
        setImporting({ done: Math.min(parsed.length, i + IMPORT_CHUNK), total: parsed.length });
      }
      const skipped = totals.skipped
        ? `${countOf(totals.skipped, 'order')} already in the shop ${totals.skipped === 1 ? 'was' : 'were'} skipped.`
        : undefined;
      if (totals.imported > 0) {
        toast.success(
          `Imported ${countOf(totals.imported, 'order')}${totals.failed ? ` (${totals.failed} failed)` : ''}`,
          { description: skipped },
        );
      } else {
        toast.error('Failed to import orders.', { description: skipped });
      }
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to import orders.');
    } finally {
      setImporting(null);
      void refresh();
    }
  }

  const data = orders.data;
  const pageIds = data?.orders.map((o) => o.id) ?? [];
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const id of pageIds) {
        if (allSelected) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  const statusSelect = (o: AdminOrderRow) => (
    <NativeSelect
      aria-label={`Status of order ${o.orderNumber}`}
      className="w-40 xl:w-32"
      value={o.status}
      disabled={reachableStatuses(o.status).length <= 1}
      onChange={(e) => setDialog({ kind: 'one', order: o, initial: e.target.value as OrderStatus })}
    >
      {reachableStatuses(o.status).map((s) => (
        <option key={s} value={s}>
          {orderStatusLabels[s]}
        </option>
      ))}
    </NativeSelect>
  );

  const actions = (o: AdminOrderRow) => (
    <div className="flex justify-end gap-0.5">
      <a
        href={orderPaths.detail(o.id)}
        target="_blank"
        rel="noopener"
        aria-label={`View details of order ${o.orderNumber}`}
        title="View details"
        className="inline-flex size-7 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <ExternalLink className="size-4" aria-hidden />
      </a>
      <Button
        variant="ghost"
        size="sm"
        className="w-7 px-0"
        aria-label={`Download the invoice of order ${o.orderNumber}`}
        title="Download invoice"
        onClick={() => void downloadInvoice(o)}
      >
        <FileText aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="w-7 px-0"
        aria-label={`Track order ${o.orderNumber}`}
        title="Track shipment"
        onClick={() => showTracking(o)}
      >
        <Truck aria-hidden />
      </Button>
    </div>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Order management</h1>
          <p className="mt-1 text-sm text-slate-600">
            {data
              ? `${data.pagination.total} ${data.pagination.total === 1 ? 'order' : 'orders'}`
              : 'Loading orders…'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void exportAs('xlsx')}>
            <FileSpreadsheet aria-hidden /> Export Excel
          </Button>
          <Button variant="outline" size="sm" onClick={() => void print()}>
            <Printer aria-hidden /> Print
          </Button>
          <Button variant="outline" size="sm" onClick={() => void exportAs('json')}>
            <FileJson aria-hidden /> Export JSON
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={importing !== null}
            onClick={() => fileInput.current?.click()}
          >
            <Upload aria-hidden /> Import JSON
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            className="hidden"
            aria-label="Orders JSON file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void importFile(file);
            }}
          />
        </div>
      </div>

      {importing && (
        <Card className="space-y-2 p-4" role="status">
          <p className="text-sm font-medium text-slate-800">
            Importing orders… {importing.done} of {importing.total}
          </p>
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
            max={importing.total || 1}
            value={importing.done}
            aria-label="Import progress"
          />
        </Card>
      )}

      <Card className="flex flex-wrap items-end gap-3 p-4">
        <div className="w-full space-y-1.5 sm:w-40">
          <Label htmlFor="orders-status">Status</Label>
          <NativeSelect
            id="orders-status"
            value={filters.status}
            onChange={(e) => setFilter({ status: e.target.value as OrderFilters['status'] })}
          >
            <option value="all">All statuses</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {orderStatusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="w-full space-y-1.5 sm:w-auto sm:min-w-52 sm:flex-1">
          <Label htmlFor="orders-search">Search</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              id="orders-search"
              type="search"
              placeholder="Order ID, name, email"
              className="pl-9"
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </div>
        </div>
        <div className="min-w-36 flex-1 space-y-1.5 sm:w-40 sm:flex-none">
          <Label htmlFor="orders-from">Date from</Label>
          <Input
            id="orders-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => setFilter({ from: e.target.value })}
          />
        </div>
        <div className="min-w-36 flex-1 space-y-1.5 sm:w-40 sm:flex-none">
          <Label htmlFor="orders-to">Date to</Label>
          <Input
            id="orders-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => setFilter({ to: e.target.value })}
          />
        </div>
        <div className="w-full space-y-1.5 sm:w-auto sm:min-w-52 sm:flex-1">
          <Label htmlFor="orders-product">Product</Label>
          <Input
            id="orders-product"
            list="orders-product-suggestions"
            placeholder="Product name"
            autoComplete="off"
            value={productText}
            onChange={(e) => setProductText(e.target.value)}
          />
        </div>
        <datalist id="orders-product-suggestions">
          {(suggestions.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Button
          variant="ghost"
          size="md"
          disabled={!describeFilters(filters)}
          onClick={() => {
            setSearchText('');
            setProductText('');
            setFilter({ status: 'all', search: '', from: '', to: '', product: '' });
          }}
        >
          <X aria-hidden /> Clear
        </Button>
      </Card>

      {selected.size > 0 && (
        <Card
          role="region"
          aria-label="Bulk actions"
          className="flex flex-wrap items-center gap-3 border-brand-200 bg-brand-50 p-3"
        >
          <p className="text-sm font-medium text-brand-900">
            {selected.size} {selected.size === 1 ? 'order' : 'orders'} selected
          </p>
          <NativeSelect
            aria-label="Bulk action"
            className="w-44"
            value={bulkAction}
            onChange={(e) => setBulkAction(e.target.value as OrderStatus | '')}
          >
            <option value="">Choose action</option>
            {bulkStatuses.map((s) => (
              <option key={s} value={s}>
                Mark {orderStatusLabels[s]}
              </option>
            ))}
          </NativeSelect>
          <Button size="sm" onClick={startBulk}>
            Apply
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </Card>
      )}

      {orders.isError ? (
        <Card role="alert" className="flex items-center gap-4 border-danger-600/30 p-6">
          <CircleAlert className="size-8 shrink-0 text-danger-600" aria-hidden />
          <div>
            <p className="font-semibold text-slate-900">Failed to fetch orders</p>
            <p className="text-sm text-slate-600">{orders.error.message}</p>
          </div>
        </Card>
      ) : data && data.orders.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ShoppingBag className="size-6" aria-hidden />
          </span>
          <p className="mt-4 font-semibold text-slate-900">No orders found</p>
          <p className="mt-1 text-sm text-slate-600">Try another search or filter.</p>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <OrdersList
            orders={data?.orders}
            selected={selected}
            allSelected={allSelected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            statusSelect={statusSelect}
            actions={actions}
          />
          {data && (
            <Pager
              label="Orders pages"
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={(page) => setFilter({ page })}
            />
          )}
        </Card>
      )}

      {dialog && (
        <StatusDialog
          key={dialog.kind === 'one' ? `${dialog.order.id}-${dialog.initial}` : 'bulk'}
          open
          title={
            dialog.kind === 'one'
              ? `Order ${dialog.order.orderNumber}`
              : `Change ${selected.size} ${selected.size === 1 ? 'order' : 'orders'}`
          }
          from={dialog.kind === 'one' ? dialog.order.status : null}
          initial={dialog.initial}
          options={dialog.kind === 'one' ? reachableStatuses(dialog.order.status) : bulkStatuses}
          busy={change.isPending}
          onOpenChange={(open) => !open && setDialog(null)}
          onSubmit={submitStatus}
        />
      )}
    </div>
  );
}
