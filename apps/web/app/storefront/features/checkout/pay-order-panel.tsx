import type { Order } from '@propwash/domain/orders/schemas';
import { CircleAlert, CreditCard, LoaderCircle, PackageCheck } from '#app/ui/icons.tsx';
import { Link, useNavigate } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { SummaryRow } from '#app/ui/summary-row.tsx';
import { isOnlineMethod } from '#app/lib/payments/online-methods.ts';
import { usePayOrder } from '#app/storefront/features/checkout/use-pay-order.tsx';
import { PayOnDeliveryButton } from '#app/ui/orders/payment-failed-panel.tsx';

const methodNames: Record<string, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  emi: 'EMI',
  cod: 'Cash on delivery',
};

function statusText(order: Order) {
  if (order.payment.status === 'paid') return 'This order is paid.';
  if (order.status === 'cancelled') return 'This order was cancelled.';
  return `This order is ${order.status}; it cannot be paid online now.`;
}

/** /checkout?pay={orderId}: pay (again) for an order placed earlier whose online payment did not go through. */
export function PayOrderPanel({ order }: { order: Order | null }) {
  const { pay, isPaying, modal } = usePayOrder();
  const navigate = useNavigate();

  if (!order) {
    return (
      <div className="mx-auto max-w-lg py-12 text-center">
        <CircleAlert className="mx-auto size-10 text-slate-400" aria-hidden />
        <h1 className="mt-3 text-2xl font-extrabold text-brand-950">Order Not Found</h1>
        <Link to={paths.orders()} className={buttonVariants({ className: 'mt-6' })}>
          Back to orders
        </Link>
      </div>
    );
  }

  const method = isOnlineMethod(order.payment.method) ? order.payment.method : 'upi';
  // A part-paid cash-on-delivery order pays its advance online, the rest at the door.
  const advance = order.advance && !order.advance.paid ? order.advance : null;
  const itemCount = order.items.reduce((sum, i) => sum + i.quantity, 0);

  return (
    <div className="mx-auto max-w-lg py-8 sm:py-12">
      <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">Complete your payment</h1>
      <section className="mt-6 rounded-card border border-slate-200 bg-white p-5 shadow-card">
        <dl className="space-y-2 text-sm">
          <SummaryRow label="Order" tone="font-semibold text-slate-900">
            {order.orderNumber}
          </SummaryRow>
          <SummaryRow label="Items" tone="text-slate-900">
            {itemCount}
          </SummaryRow>
          <SummaryRow label="Payment method" tone="text-slate-900">
            {methodNames[order.payment.method] ?? order.payment.method}
          </SummaryRow>
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
            <dt className="font-bold text-slate-900">Total</dt>
            <dd className="font-extrabold text-brand-950 tabular-nums">
              {formatRupees(order.summary.total)}
            </dd>
          </div>
        </dl>
        {order.summary.taxIncluded && (
          <p className="mt-1 text-right text-xs text-slate-500">Inclusive of all taxes</p>
        )}
        {advance && (
          <p className="mt-2 text-sm text-slate-700">
            Pay the advance of {formatRupees(advance.amount)} now to confirm your order;{' '}
            {formatRupees(advance.dueOnDelivery)} on delivery.
          </p>
        )}
        {order.can.pay ? (
          <>
            <p className="mt-4 rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-700">
              {order.payment.status === 'failed'
                ? 'Your last payment did not go through, and no money was taken (a debit your bank shows is reversed by the bank). Your order is reserved: try again, or pay cash on delivery.'
                : 'Your order is reserved but not paid yet.'}
            </p>
            <button
              type="button"
              disabled={isPaying}
              onClick={() => void pay(order, method)}
              className={buttonVariants({ size: 'lg', className: 'mt-4 w-full' })}
            >
              {isPaying ? (
                <LoaderCircle className="animate-spin" aria-hidden />
              ) : (
                <CreditCard aria-hidden />
              )}
              Pay {formatRupees(advance?.amount ?? order.summary.total)}
            </button>
            {order.payment.status === 'failed' && !advance && (
              <PayOnDeliveryButton
                order={order}
                className="mt-3 w-full"
                onSwitched={() => void navigate(paths.order(order.id))}
              />
            )}
          </>
        ) : (
          <p
            role="status"
            className="mt-4 flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700"
          >
            <PackageCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
            {statusText(order)}
          </p>
        )}
        <Link
          to={paths.order(order.id)}
          className={buttonVariants({ variant: 'outline', className: 'mt-3 w-full' })}
        >
          View order
        </Link>
      </section>
      {modal}
    </div>
  );
}
