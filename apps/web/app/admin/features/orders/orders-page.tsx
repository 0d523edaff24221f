import type { AdminOrderRow } from '@propwash/domain/orders/admin-schemas';
import type { OrderStatus } from '@propwash/domain/orders/status';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, LoadError } from '#app/admin/ui/list-states.tsx';
import { Pager } from '#app/admin/ui/pager.tsx';
import { countOf } from '#app/admin/ui/plural.ts';
import { Card } from '#app/ui/card.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/orders-page';
import { filtersFrom, filtersSearch } from './order-filters.ts';
import { OrderRowActions, OrderStatusSelect } from './order-row-actions.tsx';
import { BulkShipmentsDialog } from '#app/admin/ui/shipping/bulk-shipments-dialog.tsx';
import { bulkStatuses, OrdersBulkBar, type BulkAction } from './orders-bulk-bar.tsx';
import { OrdersFilterBar } from './orders-filter-bar.tsx';
import { OrdersList } from './orders-list.tsx';
import {
  bulkSetStatus,
  ordersKeys,
  ordersQueryOptions,
  setOrderStatus,
  type OrderFilters,
} from './orders.queries.ts';
import { ImportProgress, OrdersToolbar, useOrderImport } from './orders-toolbar.tsx';
import { reachableStatuses, StatusDialog, type StatusChange } from './status-dialog.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Orders | Propwash Admin' }];

type Dialog =
  | { kind: 'one'; order: AdminOrderRow; initial: OrderStatus }
  | { kind: 'bulk'; initial: OrderStatus }
  | { kind: 'ship' };

export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const orders = useQuery(ordersQueryOptions(filters));
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkAction, setBulkAction] = useState<BulkAction>('');
  const [dialog, setDialog] = useState<Dialog | null>(null);

  function setFilter(change: Partial<OrderFilters>) {
    // From the address bar, not this render: a debounced box may apply its text after a newer
    // change (e.g. Clear) has already moved the URL on.
    const current = filtersFrom(new URLSearchParams(window.location.search));
    setParams(filtersSearch({ ...current, page: 1, ...change }), {
      replace: true,
      preventScrollReset: true,
    });
    setSelected(new Set());
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKeys.all });
  const importer = useOrderImport(() => void refresh());

  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: refresh,
  });

  function submitStatus(c: StatusChange) {
    if (!dialog || dialog.kind === 'ship') return;
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
        finishBulk(r.failed, 'changed');
      },
      onError: (error) => toast.error(error.message || 'Bulk action failed'),
    });
  }

  /** After a bulk change: names the orders left unchanged and keeps only them selected. */
  function finishBulk(failed: { orderId: string; reason: string }[], verb: string) {
    if (failed.length > 0) {
      toast.warning(
        `${failed.length} ${failed.length === 1 ? 'order was' : 'orders were'} not ${verb}`,
        { description: failed[0]?.reason },
      );
    }
    setSelected(new Set(failed.map((f) => f.orderId)));
    setBulkAction('');
    setDialog(null);
  }

  function startBulk() {
    if (selected.size === 0 || !bulkAction) {
      toast.error('Please select orders and action');
      return;
    }
    setDialog(
      bulkAction === 'create-shipments' ? { kind: 'ship' } : { kind: 'bulk', initial: bulkAction },
    );
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

  return (
    <div className="space-y-6">
      <PageHeader
        title="Order management"
        actions={
          <OrdersToolbar
            filters={filters}
            importing={importer.progress !== null}
            onImport={(file) => void importer.importFile(file)}
          />
        }
      >
        {data
          ? `${data.pagination.total} ${data.pagination.total === 1 ? 'order' : 'orders'}`
          : 'Loading orders…'}
      </PageHeader>

      {importer.progress && <ImportProgress progress={importer.progress} />}

      <OrdersFilterBar filters={filters} onChange={setFilter} />

      {selected.size > 0 && (
        <OrdersBulkBar
          count={selected.size}
          action={bulkAction}
          onAction={setBulkAction}
          onApply={startBulk}
          onClear={() => setSelected(new Set())}
        />
      )}

      {orders.isError ? (
        <LoadError title="Failed to fetch orders" message={orders.error.message} />
      ) : data && data.orders.length === 0 ? (
        <EmptyState icon={ShoppingBag} title="No orders found">
          Try another search or filter.
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          <OrdersList
            orders={data?.orders}
            selected={selected}
            allSelected={allSelected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            statusSelect={(o) => (
              <OrderStatusSelect
                order={o}
                onPick={(initial) => setDialog({ kind: 'one', order: o, initial })}
              />
            )}
            actions={(o) => <OrderRowActions order={o} />}
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

      {dialog?.kind === 'ship' && (
        <BulkShipmentsDialog
          orderIds={[...selected]}
          onClose={() => setDialog(null)}
          onDone={(r) => {
            if (r.created.length > 0)
              toast.success(`Created ${countOf(r.created.length, 'shipment')}`);
            finishBulk(r.failed, 'shipped');
            void refresh();
          }}
        />
      )}
      {dialog && dialog.kind !== 'ship' && (
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
