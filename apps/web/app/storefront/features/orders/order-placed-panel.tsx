import type { Order } from '@propwash/domain/orders/schemas';
import { CircleCheck, House, Mail, PackageOpen, ShoppingBag, Truck } from '#app/ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { deliveryWindow } from '#app/storefront/features/orders/delivery-window.ts';
import { InvoiceMenu } from '#app/storefront/features/orders/invoice-menu.tsx';
import { paymentMethodLabel } from '#app/lib/orders/order-status.ts';
import { OrderUpdatesCard } from '#app/storefront/features/orders/order-updates-card.tsx';

/**
 * A just-placed order worth thanking for: not cancelled, and paid unless it is cash on delivery
 * (whose advance, when one is asked, is paid: docs/decisions/part-paid-cod.md).
 */
export function isConfirmable(order: Order): boolean {
  if (order.status === 'cancelled') return false;
  if (order.advance && !order.advance.paid) return false;
  return order.payment.method === 'cod' || order.payment.status === 'paid';
}

function NextStep({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600 [&_.icon]:size-4">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="text-slate-600">{children}</p>
      </div>
    </li>
  );
}

/**
 * The confirmation at the top of a just-placed order's page (/order/:number?placed=1, so it
 * survives a reload): the number, what is paid or still to pay, when it arrives, what happens
 * next, the invoice, and an offer of order-update notifications.
 */
export function OrderPlacedPanel({ order }: { order: Order }) {
  const isCod = order.payment.method === 'cod';
  // With an advance paid, what is left is collected at the door.
  const total = formatRupees(order.advance?.dueOnDelivery ?? order.summary.total);
  const arrival = deliveryWindow(order);

  return (
    <section
      aria-labelledby="order-placed-title"
      className="rounded-card border border-success-600/25 bg-white p-4 shadow-card sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CircleCheck className="size-10 shrink-0 text-success-600" aria-hidden />
        <div className="min-w-0">
          <h1 id="order-placed-title" className="text-2xl font-extrabold text-brand-950">
            Order placed
          </h1>
          <p className="mt-0.5 text-sm text-slate-600">
            Thank you, {order.shipping.name.split(' ')[0]}! Your order number is{' '}
            <span className="font-semibold whitespace-nowrap text-slate-900">
              {order.orderNumber}
            </span>
          </p>
        </div>
      </div>

      <dl className="mt-4 grid gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:grid-cols-2 sm:p-4 lg:grid-cols-3">
        <div>
          <dt className="text-slate-600">{isCod ? 'Cash on delivery' : 'Payment'}</dt>
          <dd className="text-lg font-extrabold text-brand-950">
            {isCod ? `${total} to pay on delivery` : `${total} paid`}
          </dd>
          <dd className="text-xs text-slate-500">
            {order.advance
              ? `Advance ${formatRupees(order.advance.amount)} paid; the rest by cash or UPI when your parcel arrives.`
              : isCod
                ? 'Pay by cash or UPI when your parcel arrives.'
                : `By ${paymentMethodLabel(order.payment.method)}.`}
          </dd>
        </div>
        {arrival && (
          <div>
            <dt className="text-slate-600">Arriving</dt>
            <dd className="text-lg font-extrabold text-brand-950">{arrival.text}</dd>
            <dd className="text-xs text-slate-500">
              {order.shipping.method === 'express' ? 'Express' : 'Standard'} delivery
            </dd>
          </div>
        )}
        <div className="sm:col-span-2 lg:col-span-1">
          <dt className="text-slate-600">Delivering to</dt>
          <dd className="font-semibold text-slate-900">{order.shipping.name}</dd>
          <dd className="text-xs text-slate-500">
            {order.shipping.city}, {order.shipping.state} {order.shipping.pincode}
          </dd>
        </div>
      </dl>

      <h2 className="mt-5 text-base font-bold text-slate-900">What happens next</h2>
      <ol className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <NextStep icon={<Mail aria-hidden />} title="Confirmation email">
          On its way to <span className="break-all">{order.shipping.email}</span>.
        </NextStep>
        <NextStep icon={<PackageOpen aria-hidden />} title="Packing">
          We pack your order.
        </NextStep>
        <NextStep icon={<Truck aria-hidden />} title="Shipping">
          You get the tracking number here and by email once it ships.
        </NextStep>
        <NextStep icon={<House aria-hidden />} title="Delivery">
          {arrival ? `Arriving ${arrival.text}` : 'At your door'}
          {isCod ? `; keep ${total} ready.` : '.'}
        </NextStep>
      </ol>

      <div className="mt-5 flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="flex flex-col gap-2 sm:flex-row lg:order-2 lg:ml-auto lg:flex-col">
          {order.invoiceNumber && <InvoiceMenu order={order} size="md" className="sm:w-44" />}
          <Link to={paths.products()} className={buttonVariants({ variant: 'ghost' })}>
            <ShoppingBag aria-hidden /> Continue shopping
          </Link>
        </div>
        <div className="min-w-0 empty:hidden lg:max-w-xl lg:flex-1">
          <OrderUpdatesCard />
        </div>
      </div>
    </section>
  );
}
