import { useSearchParams } from 'react-router';
import { ErrorPage } from '#app/ui/error-page.tsx';
import { OrderHistory } from '#app/ui/orders/order-history.tsx';
import { isOrderFilter, type OrderFilter } from '#app/lib/orders/order-status.ts';
import type { Route } from './+types/orders-page';

export const meta: Route.MetaFunction = () => [
  { title: 'My Orders | Propwash' },
  { name: 'robots', content: 'noindex' },
];

/** /orders: the signed-in customer's orders (the protected layout has checked the session). */
export default function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status: OrderFilter = isOrderFilter(requested) ? requested : 'all';

  function select(next: OrderFilter) {
    setSearchParams(
      (params) => {
        if (next === 'all') params.delete('status');
        else params.set('status', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div>
      <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">My Orders</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        Track parcels, download GST invoices and order your favourites again.
      </p>
      <OrderHistory status={status} onStatusChange={select} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
