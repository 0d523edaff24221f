import { formatIndiaTime } from '@propwash/domain/india-time';
import type { Order } from '@propwash/domain/orders/schemas';
import type { OrderReturn, ReturnOptions } from '@propwash/domain/returns/schemas';
import {
  ArrowLeft,
  CircleX,
  CreditCard,
  FileText,
  PackageSearch,
  RotateCcw,
  Truck,
} from '#app/ui/icons.tsx';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { ApiError } from '#app/lib/api-client.ts';
import { useLiveEvents } from '#app/lib/live-events.ts';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { requireUser, withUser } from '#app/lib/require-user.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Breadcrumbs } from '#app/ui/catalog/breadcrumbs.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';
import { CodConfirmPanel } from '#app/storefront/features/orders/cod-confirm-panel.tsx';
import { PaymentStatusBadge, StatusBadge } from '#app/ui/orders/order-badges.tsx';
import { isTaxIncluded } from '#app/ui/orders/gst-note.tsx';
import { InvoiceMenu } from '#app/storefront/features/orders/invoice-menu.tsx';
import { reorderToCart } from '#app/lib/orders/order-actions.ts';
import { isPlacedView, payHref, trackHref } from '#app/lib/orders/order-links.ts';
import { PaymentFailedPanel } from '#app/ui/orders/payment-failed-panel.tsx';
import {
  isConfirmable,
  OrderPlacedPanel,
} from '#app/storefront/features/orders/order-placed-panel.tsx';
import { paymentMethodLabel } from '#app/lib/orders/order-status.ts';
import { OrderTimeline } from '#app/storefront/features/orders/order-timeline.tsx';
import { ShipmentDetails } from '#app/storefront/features/orders/shipment-details.tsx';
import { OrderItemRow } from '#app/ui/orders/order-item-row.tsx';
import { OrderRow } from '#app/storefront/features/orders/order-row.tsx';
import { OrderTotals } from '#app/storefront/features/orders/order-totals.tsx';
import { getOrder } from '#app/lib/orders/orders-api.ts';
import {
  OrderReturns,
  ReturnAction,
} from '#app/storefront/features/orders/returns/order-returns.tsx';
import {
  getOrderReturns,
  getReturnOptions,
} from '#app/storefront/features/orders/returns/returns-api.ts';
import type { Route } from './+types/order-page';
import { LineName } from '#app/ui/cart/line-name.tsx';

// Parts few visits use load when shown, keeping the page inside its first-load budget
// (docs/decisions/storefront-js-budget-preact.md): cancelling, paying a COD order now or its advance.
const CancelOrderDialog = lazy(() =>
  import('#app/storefront/features/orders/cancel-order-dialog.tsx').then((m) => ({
    default: m.CancelOrderDialog,
  })),
);
const PayNowCard = lazy(() =>
  import('#app/storefront/features/orders/pay-online-card.tsx').then((m) => ({
    default: m.PayNowCard,
  })),
);
const AdvanceCard = lazy(() =>
  import('#app/storefront/features/orders/pay-online-card.tsx').then((m) => ({
    default: m.AdvanceCard,
  })),
);

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  requireUser(request);
  try {
    const order = await withUser(request, () => getOrder(params.id, request.signal));
    // Returns only concern delivered orders; the page shows without them if they fail.
    const [returns, returnOptions] =
      order.status === 'delivered'
        ? await Promise.all([
            withUser(request, () => getOrderReturns(order.id, request.signal)).catch(
              () => [] as OrderReturn[],
            ),
            withUser(request, () => getReturnOptions(order.id, request.signal)).catch(() => null),
          ])
        : [[] as OrderReturn[], null];
    return { order, returns, returnOptions };
  } catch (error) {
    // Missing or someone else's: the same answer.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return { order: null, returns: [] as OrderReturn[], returnOptions: null };
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ data, params }) => [
  { title: `Order ${data?.order?.orderNumber ?? params.id} | Propwash` },
  { name: 'robots', content: 'noindex' },
];

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      className={`rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5 ${className ?? ''}`}
    >
      <h2 className="mb-3 text-base font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function OrderNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <PackageSearch className="size-8" aria-hidden />
      </span>
      <h1 className="mt-6 text-2xl font-extrabold text-brand-950 sm:text-3xl">Order Not Found</h1>
      <p className="mt-3 text-slate-600">
        We could not find this order in your account. Check the link, or find it in your orders.
      </p>
      <Link to={paths.orders()} className={buttonVariants({ className: 'mt-8' })}>
        <ArrowLeft aria-hidden /> Back to orders
      </Link>
    </section>
  );
}

function OrderDetail({
  order,
  returns,
  returnOptions,
}: {
  order: Order;
  returns: OrderReturn[];
  returnOptions: ReturnOptions | null;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const isJustPlaced = isPlacedView(location.search) && isConfirmable(order);
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  // A change made elsewhere (the shop moves it, a payment settles) shows here at once.
  useLiveEvents((event) => {
    if (event.type === 'order.updated' && event.orderId === order.id) void revalidator.revalidate();
  });
  const timeline =
    order.timeline.length > 0
      ? order.timeline
      : [{ status: 'Order Placed', message: '', timestamp: order.createdAt, automated: false }];
  const trackingNumber = order.fulfillment.trackingNumber;

  async function orderAgain() {
    setBusy('reorder');
    const ok = await reorderToCart(order);
    setBusy(null);
    if (ok) void navigate(paths.cart());
  }

  const outline = buttonVariants({ variant: 'outline', size: 'sm' });
  // With the confirmation above it, the order's own title is the page's second heading.
  const Title = isJustPlaced ? 'h2' : 'h1';

  return (
    <div className="py-6 sm:py-10">
      <Breadcrumbs
        items={[
          { label: 'Home', to: paths.home() },
          { label: 'My Orders', to: paths.orders() },
          { label: `Order #${order.orderNumber}` },
        ]}
      />

      {isJustPlaced && (
        <div className="mt-4">
          <OrderPlacedPanel order={order} />
        </div>
      )}

      <header
        className={`flex flex-wrap items-start justify-between gap-4 ${isJustPlaced ? 'mt-8' : 'mt-4'}`}
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Title className="text-2xl font-extrabold break-words text-brand-950 sm:text-3xl">
              Order #{order.orderNumber}
            </Title>
            <StatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Placed on{' '}
            <time dateTime={order.createdAt}>{formatIndiaTime(order.createdAt, 'dateTime')}</time>
            {order.invoiceNumber ? (
              <>
                {' · '}
                <span className="whitespace-nowrap">Invoice {order.invoiceNumber}</span>
              </>
            ) : (
              (order.status === 'pending' || order.status === 'confirmed') && (
                <> · The GST invoice is issued when your order is packed</>
              )
            )}
          </p>
        </div>
        {order.can.pay && !order.advance && (
          <Link to={payHref(order)} className={buttonVariants({ variant: 'accent' })}>
            <CreditCard aria-hidden /> Complete payment
          </Link>
        )}
      </header>

      {order.can.pay && order.payment.status === 'failed' && !order.advance && (
        <PaymentFailedPanel order={order} onSwitched={() => void revalidator.revalidate()} />
      )}

      {(order.can.payNow || order.advance) && (
        <Suspense fallback={null}>
          {order.can.payNow && (
            <PayNowCard order={order} onPaid={() => void revalidator.revalidate()} />
          )}
          {order.advance && (
            <AdvanceCard order={order} onPaid={() => void revalidator.revalidate()} />
          )}
        </Suspense>
      )}

      {order.can.confirmCod && (
        <CodConfirmPanel order={order} onConfirmed={() => void revalidator.revalidate()} />
      )}

      {order.status === 'cancelled' && (
        <p className="mt-4 rounded-lg border border-danger-600/25 bg-danger-50 px-4 py-3 text-sm text-danger-700">
          This order was cancelled{order.cancelReason ? `: ${order.cancelReason}` : '.'}
        </p>
      )}

      <div
        className="mt-4 flex flex-wrap gap-2 empty:hidden"
        role="group"
        aria-label="Order actions"
      >
        {order.invoiceNumber && !isJustPlaced && <InvoiceMenu order={order} />}
        {order.receiptNumber && !order.invoiceNumber && (
          <Link to={`${paths.order(order.id)}/receipt`} className={outline}>
            <FileText aria-hidden /> Receipt
          </Link>
        )}
        {trackingNumber && (
          <Link to={trackHref(order.orderNumber)} className={outline}>
            <Truck aria-hidden /> Track package
          </Link>
        )}
        {order.status === 'delivered' && order.can.reorder && (
          <button
            type="button"
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            disabled={busy !== null}
            onClick={() => void orderAgain()}
          >
            <RotateCcw aria-hidden /> Reorder
          </button>
        )}
        <ReturnAction
          orderId={order.id}
          options={returnOptions}
          onRequested={() => void revalidator.revalidate()}
        />
        {order.can.cancel && (
          <button
            type="button"
            className={buttonVariants({
              variant: 'outline',
              size: 'sm',
              className: 'text-danger-700 hover:text-danger-700',
            })}
            disabled={busy !== null}
            onClick={() => setIsCancelOpen(true)}
          >
            <CircleX aria-hidden /> Cancel order
          </button>
        )}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="space-y-6">
          <Section title={`Items (${order.items.length})`}>
            <ul className="divide-y divide-slate-100">
              {order.items.map((item, index) => {
                const name = item.productId ? (
                  <Link
                    to={paths.product(item.productId, item.variantId)}
                    className="hover:text-brand-700"
                  >
                    <LineName line={item} className="line-clamp-2" />
                  </Link>
                ) : (
                  <LineName line={item} className="line-clamp-2" />
                );
                return (
                  <OrderItemRow
                    key={`${item.productId ?? item.name}-${index}`}
                    item={item}
                    photoSize={64}
                    className="first:pt-0 last:pb-0"
                  >
                    <p className="text-sm font-semibold text-slate-900">{name}</p>
                    <p className="text-xs text-slate-600">
                      {formatRupees(item.price)} × {item.quantity}
                      {item.gstRate > 0 && !isTaxIncluded(order.summary) && (
                        <> · GST {item.gstRate}%</>
                      )}
                    </p>
                  </OrderItemRow>
                );
              })}
            </ul>
          </Section>

          {order.shipments && order.shipments.length > 0 && (
            <Section title="Shipment">
              <ShipmentDetails shipments={order.shipments} />
            </Section>
          )}
          <OrderReturns returns={returns} options={returnOptions} />

          <Section title="Order Timeline">
            <OrderTimeline entries={timeline} />
          </Section>
        </div>

        <div className="space-y-6">
          <Section title="Order Summary">
            <OrderTotals order={order} />
          </Section>

          <Section title="Payment & Delivery">
            <dl className="text-sm">
              <OrderRow label="Payment method">{paymentMethodLabel(order.payment.method)}</OrderRow>
              <OrderRow label="Payment status">
                {/* An advance still to pay is pending, not "Pay on delivery". */}
                <PaymentStatusBadge
                  status={order.payment.status}
                  orderStatus={order.status}
                  method={order.advance && !order.advance.paid ? 'advance' : order.payment.method}
                />
              </OrderRow>
              <OrderRow label="Tracking number">
                {trackingNumber ? (
                  <span className="flex flex-col items-end">
                    <span className="font-mono">{trackingNumber}</span>
                    <Link
                      to={trackHref(order.orderNumber)}
                      className="text-xs font-semibold text-brand-700 hover:underline"
                    >
                      Track package
                    </Link>
                  </span>
                ) : (
                  <span className="text-slate-500">
                    {order.status === 'cancelled' ? '—' : 'Not shipped yet'}
                  </span>
                )}
              </OrderRow>
              {order.shipping.estimatedDelivery && order.status !== 'cancelled' && (
                <OrderRow label="Expected delivery">
                  {formatIndiaTime(order.shipping.estimatedDelivery, 'longDate')}
                </OrderRow>
              )}
            </dl>
          </Section>

          <Section title="Shipping Address">
            <address className="text-sm leading-relaxed text-slate-700 not-italic">
              <span className="font-semibold text-slate-900">{order.shipping.name}</span>
              <br />
              {order.shipping.address}
              <br />
              {order.shipping.landmark && (
                <>
                  Landmark: {order.shipping.landmark}
                  <br />
                </>
              )}
              {order.shipping.city}, {order.shipping.state} {order.shipping.pincode}
              <br />
              Phone: {order.shipping.phone}
              {order.shipping.email && (
                <>
                  <br />
                  {order.shipping.email}
                </>
              )}
            </address>
          </Section>

          {order.note && (
            <Section title="Your note to the shop">
              <p className="text-sm break-words whitespace-pre-line text-slate-700">{order.note}</p>
            </Section>
          )}
        </div>
      </div>

      <Link to={paths.orders()} className={buttonVariants({ variant: 'ghost', className: 'mt-6' })}>
        <ArrowLeft aria-hidden /> Back to orders
      </Link>

      {isCancelOpen && (
        <Suspense fallback={null}>
          <CancelOrderDialog
            orderId={order.id}
            orderNumber={order.orderNumber}
            open
            onClose={() => setIsCancelOpen(false)}
            onCancelled={() => void revalidator.revalidate()}
          />
        </Suspense>
      )}
    </div>
  );
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.order) return <OrderNotFound />;
  return (
    <OrderDetail
      key={loaderData.order.id}
      order={loaderData.order}
      returns={loaderData.returns}
      returnOptions={loaderData.returnOptions}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
