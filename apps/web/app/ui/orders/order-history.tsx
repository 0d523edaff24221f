import type { Order, OrderList } from '@propwash/domain/orders/schemas';
import type { PageInfo } from '@propwash/domain/platform/pagination';
import { PackageOpen, ShoppingBag } from '#app/ui/icons.tsx';
import { useEffect, useState } from 'react';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { cx } from '#app/lib/cx.ts';
import { paths } from '#app/lib/paths.ts';
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

type ListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; orders: Order[]; pagination: PageInfo; isLoadingMore: boolean };

/**
 * The customer's orders for one filter, newest first, a page at a time ("Load more"). Render it with
 * `key={status}` so a new filter starts from a clean list.
 */
export function OrderList({ status }: { status: OrderFilter }) {
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [moreError, setMoreError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    listOrders({ status, page: 1 }, controller.signal).then(
      (list: OrderList) => setState({ status: 'ready', ...list, isLoadingMore: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: storefrontErrorMessage(error, 'We could not load your orders.'),
        });
      },
    );
    return () => controller.abort();
  }, [status, attempt]);

  async function loadMore() {
    if (state.status !== 'ready') return;
    setState({ ...state, isLoadingMore: true });
    try {
      const next = await listOrders({ status, page: state.pagination.page + 1 });
      setState({
        status: 'ready',
        // A new order may shift pages: keep each order once.
        orders: [
          ...state.orders,
          ...next.orders.filter((o) => !state.orders.some((seen) => seen.id === o.id)),
        ],
        pagination: next.pagination,
        isLoadingMore: false,
      });
    } catch (error) {
      setState({ ...state, isLoadingMore: false });
      // Shown in place of the button below.
      setMoreError(storefrontErrorMessage(error, 'Could not load more orders.'));
    }
  }

  if (state.status === 'loading') {
    return (
      <div aria-busy className="space-y-4">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-56 w-full rounded-card" />
        ))}
        <span className="sr-only">Loading your orders…</span>
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <div
        role="alert"
        className="rounded-card border border-danger-600/30 bg-danger-50 p-6 text-center"
      >
        <p className="font-semibold text-danger-700">{state.message}</p>
        <button
          type="button"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-4' })}
        >
          Try again
        </button>
      </div>
    );
  }

  if (state.orders.length === 0) {
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

  const { orders, pagination } = state;
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
            disabled={state.isLoadingMore}
            className={buttonVariants({ variant: 'outline' })}
          >
            {state.isLoadingMore ? 'Loading…' : 'Load more orders'}
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
