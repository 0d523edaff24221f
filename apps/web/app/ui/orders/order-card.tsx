import { formatIndiaTime } from '@propwash/domain/india-time';
import type { Order } from '@propwash/domain/orders/schemas';
import { CreditCard, Eye, FileDown, MapPin, RotateCcw, Truck } from '#app/ui/icons.tsx';
import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { StatusBadge } from '#app/ui/orders/order-badges.tsx';
import { downloadInvoice, reorderToCart } from '#app/lib/orders/order-actions.ts';
import { orderHref, payHref, trackHref } from '#app/lib/orders/order-links.ts';
import { paymentMethodLabel } from '#app/lib/orders/order-status.ts';
import { OrderItemRow } from '#app/ui/orders/order-item-row.tsx';
import { LineName } from '#app/ui/cart/line-name.tsx';

const MAX_LINES_SHOWN = 3;

/** One order in a list: the whole card opens the order; its buttons do their own thing. */
export function OrderCard({ order }: { order: Order }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'invoice' | 'reorder' | null>(null);
  const href = orderHref(order);
  const hidden = order.items.length - MAX_LINES_SHOWN;

  function openOrder(event: MouseEvent<HTMLElement>) {
    // Links and buttons inside the card handle their own clicks.
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(href);
  }

  async function invoice() {
    setBusy('invoice');
    await downloadInvoice(order, 'html', 'Invoice downloaded!');
    setBusy(null);
  }

  async function orderAgain() {
    setBusy('reorder');
    const ok = await reorderToCart(order);
    setBusy(null);
    if (ok) void navigate(paths.cart());
  }

  return (
    <article
      onClick={openOrder}
      aria-labelledby={`order-${order.id}`}
      className="cursor-pointer rounded-card border border-slate-200 bg-white shadow-card transition-shadow hover:shadow-lift"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h2 id={`order-${order.id}`} className="font-bold text-slate-900">
            <Link to={href} className="hover:text-brand-700">
              Order #{order.orderNumber}
            </Link>
          </h2>
          <p className="text-sm text-slate-600">
            Placed on{' '}
            <time dateTime={order.createdAt}>{formatIndiaTime(order.createdAt, 'longDate')}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusBadge status={order.status} />
        </div>
      </header>

      <ul className="divide-y divide-slate-100 px-4 sm:px-5" aria-label="Items">
        {order.items.slice(0, MAX_LINES_SHOWN).map((item, index) => (
          <OrderItemRow
            key={`${item.productId ?? item.name}-${index}`}
            item={item}
            photoSize={56}
            loading="lazy"
          >
            <p className="text-sm font-medium text-slate-900">
              <LineName line={item} className="line-clamp-2" />
            </p>
            <p className="text-xs text-slate-600">
              Qty: {item.quantity} × {formatRupees(item.price)}
            </p>
          </OrderItemRow>
        ))}
        {hidden > 0 && (
          <li className="py-2 text-sm text-slate-600">
            + {hidden} more {hidden === 1 ? 'item' : 'items'}
          </li>
        )}
      </ul>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 border-t border-slate-100 px-4 py-3 text-sm sm:grid-cols-3 sm:px-5">
        <div className="flex items-center gap-1.5 text-slate-600">
          <CreditCard className="size-4 shrink-0 text-slate-400" aria-hidden />
          <dt className="sr-only">Payment</dt>
          <dd>{paymentMethodLabel(order.payment.method)}</dd>
        </div>
        <div className="flex items-center gap-1.5 text-slate-600">
          <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden />
          <dt className="sr-only">Ships to</dt>
          <dd className="truncate">{order.shipping.city}</dd>
        </div>
        <div className="col-span-2 flex items-baseline gap-1.5 sm:col-span-1 sm:justify-end">
          <dt className="text-slate-600">Total</dt>
          <dd className="text-base font-extrabold text-brand-950">
            {formatRupees(order.summary.total)}
          </dd>
        </div>
      </dl>

      <div className="grid grid-cols-2 gap-2 border-t border-slate-100 px-4 py-3 sm:flex sm:flex-wrap sm:px-5 [&>*]:max-sm:h-10 [&>*]:max-sm:gap-1.5 [&>*]:max-sm:px-2 max-[379px]:[&>*]:text-[0.8125rem] [&>*:last-child:nth-child(odd)]:max-sm:col-span-2">
        <Link
          to={href}
          className={buttonVariants({
            // Beside Complete payment it steps back, so one button leads.
            variant: order.can.pay ? 'outline' : 'primary',
            size: 'sm',
            className: order.can.pay ? 'max-sm:col-span-2' : undefined,
          })}
        >
          <Eye aria-hidden /> View details
        </Link>
        {order.can.pay && (
          // On a phone the payment gets a row of its own, first: it is what the shopper came for.
          <Link
            to={payHref(order)}
            className={buttonVariants({
              variant: 'accent',
              size: 'sm',
              className: 'max-sm:order-first max-sm:col-span-2',
            })}
          >
            <CreditCard aria-hidden /> Complete payment
          </Link>
        )}
        {order.fulfillment.trackingNumber && (
          <Link
            to={trackHref(order.orderNumber)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Truck aria-hidden /> Track
          </Link>
        )}
        {order.invoiceNumber && (
          <button
            type="button"
            onClick={() => void invoice()}
            disabled={busy !== null}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <FileDown aria-hidden /> Invoice
          </button>
        )}
        {order.status === 'delivered' && order.can.reorder && (
          <button
            type="button"
            onClick={() => void orderAgain()}
            disabled={busy !== null}
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            <RotateCcw aria-hidden /> Reorder
          </button>
        )}
      </div>
    </article>
  );
}
