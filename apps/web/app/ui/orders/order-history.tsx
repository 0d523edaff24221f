import type { OrderList } from '@propwash/domain/orders/schemas';
import { PackageOpen, ShoppingBag } from '#app/ui/icons.tsx';
import { useState } from 'react';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { cx } from '#app/lib/cx.ts';
import { paths } from '#app/lib/paths.ts';
import { useApiData } from '#app/lib/use-api-data.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { OrderCard } from '#app/ui/orders/order-card.tsx';
import { listOrders } from '#app/lib/orders/orders-api.ts';
import { orderFilters, type OrderFilter } from '#app/lib/orders/order-status.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';

/** The filter buttons (a radio-like group of toggle buttons). */
export function OrderFilters({
  selected,
  onSelect,
}: {
  selected: OrderFilter;
  onSelect: (status: OrderFilter) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Filter orders"
      className="grid grid-cols-4 gap-1.5 sm:flex sm:gap-2"
    >
      {orderFilters.map((filter) => {
        const isSelected = filter.status === selected;
        return (
          <button
            key={filter.status}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onSelect(filter.status)}
            className={cx(
              'h-9 rounded-full border px-1 text-xs font-semibold whitespace-nowrap transition-colors min-[400px]:text-sm sm:px-4',
              isSelected
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
            )}
          >
            {filter.label}
          </button>
        );
      })}
    </div>
  );
}

/** Orders shown so far and the page they reach. */
type Shown = Pick<OrderList, 'orders' | 'pagination'>;

/**
 * The customer's orders for one filter, newest first, a page at a time ("Load more"). Render it with
 * `key={status}` so a new filter starts from a clean list.
 */
export function OrderList({ status }: { status: OrderFilter }) {
  const [attempt, setAttempt] = useState(0);
  const firstPage = useApiData(`${status}#${attempt}`, (signal) =>
    listOrders({ status, page: 1 }, signal),
  );
  const [more, setMore] = useState<Shown | null>(null);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const shown: Shown | undefined = more ?? firstPage.data;

  async function loadMore() {
    if (!shown) return;
    setIsLoadingMore(true);
    try {
      const next = await listOrders({ status, page: shown.pagination.page + 1 });
      setMore({
        // A new order may shift pages: keep each order once.
        orders: [
          ...shown.orders,
          ...next.orders.filter((o) => !shown.orders.some((seen) => seen.id === o.id)),
        ],
        pagination: next.pagination,
      });
    } catch (error) {
      // Shown in place of the button below.
      setMoreError(storefrontErrorMessage(error, 'Could not load more orders.'));
    } finally {
      setIsLoadingMore(false);
    }
  }

  if (!shown && firstPage.error && !firstPage.isLoading) {
    return (
      <div
        role="alert"
        className="rounded-card border border-danger-600/30 bg-danger-50 p-6 text-center"
      >
        <p className="font-semibold text-danger-700">
          {storefrontErrorMessage(firstPage.error, 'We could not load your orders.')}
        </p>
        <button
          type="button"
          onClick={() => setAttempt((n) => n + 1)}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}
        >
          Try again
        </button>
      </div>
    );
  }

  if (!shown) {
    return (
      <div aria-busy className="space-y-4">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-56 w-full rounded-card" />
        ))}
        <span className="sr-only">Loading your orders…</span>
      </div>
    );
  }

  if (shown.orders.length === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title="No orders found"
        text={
          status === 'all'
            ? 'When you place an order, it shows up here with its status, tracking and invoice.'
            : 'No orders with this status. Try another filter.'
        }
        linkTo={paths.products()}
        linkLabel={
          <>
            <ShoppingBag aria-hidden /> Start shopping
          </>
        }
        className="py-14"
      />
    );
  }

  const { orders, pagination } = shown;
  const hasMore = pagination.page < pagination.totalPages;
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        Showing {orders.length} of {pagination.total} {pagination.total === 1 ? 'order' : 'orders'}
      </p>
      <ul className="space-y-4">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div className="mt-6 flex flex-col items-center gap-2">
          {moreError && (
            <p role="alert" className="text-sm text-danger-700">
              {moreError}
            </p>
          )}
          <button
            type="button"
            onClick={() => {
              setMoreError(null);
              void loadMore();
            }}
            disabled={isLoadingMore}
            className={buttonVariants({ variant: 'outline' })}
          >
            {isLoadingMore ? 'Loading…' : 'Load more orders'}
          </button>
        </div>
      )}
    </div>
  );
}

/** Filters plus the list: the /orders page and the profile's Orders tab. */
export function OrderHistory({
  status,
  onStatusChange,
}: {
  status: OrderFilter;
  onStatusChange: (status: OrderFilter) => void;
}) {
  return (
    <div className="space-y-4">
      <OrderFilters selected={status} onSelect={onStatusChange} />
      <OrderList key={status} status={status} />
    </div>
  );
}
