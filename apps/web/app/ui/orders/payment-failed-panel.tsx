import type { Order } from '@propwash/domain/orders/schemas';
import { Banknote, CircleAlert, RotateCcw } from '#app/ui/icons.tsx';

import { Link } from 'react-router';

import { notify } from '#app/lib/notify.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { payHref } from '#app/lib/orders/order-links.ts';
import { payOnDelivery } from '#app/lib/orders/orders-api.ts';
import { useBusyAction } from '#app/lib/use-busy-action.ts';

/**
 * An order whose online payment failed: nothing was charged (or the bank reverses it), and the
 * customer may try again or pay cash on delivery instead; the server decides whether COD is
 * offered for the order (docs/decisions/failed-payment-to-cash-on-delivery.md).
 */
export function PaymentFailedPanel({
  order,
  onSwitched,
}: {
  order: Order;
  onSwitched: () => void;
}) {
  return (
    <section
      aria-labelledby="payment-failed-title"
      className="mt-4 rounded-card border border-danger-600/25 bg-danger-50 p-4 sm:p-5"
    >
      <div className="flex min-w-0 gap-3">
        <CircleAlert className="mt-0.5 size-6 shrink-0 text-danger-700" aria-hidden />
        <div className="min-w-0">
          <h2 id="payment-failed-title" className="text-base font-bold text-slate-900">
            Your payment did not go through
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            No money was taken for this order. If your bank or UPI app shows a debit, the bank
            reverses it on its own, usually within 5–7 working days. Your items stay reserved for a
            while: try again, or pay in cash when the parcel arrives.
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Link to={payHref(order)} className={buttonVariants({ variant: 'accent' })}>
          <RotateCcw aria-hidden /> Try again
        </Link>
        <PayOnDeliveryButton order={order} onSwitched={onSwitched} />
      </div>
    </section>
  );
}

/** "Pay cash on delivery instead": the server switches the order when COD is offered for it. */
export function PayOnDeliveryButton({
  order,
  onSwitched,
  className,
}: {
  order: Pick<Order, 'id'>;
  onSwitched: () => void;
  className?: string;
}) {
  const { busy, error, run } = useBusyAction('Please try again');
  const switchToCod = () =>
    run(async () => {
      await payOnDelivery(order.id);
      notify.success('Your order is confirmed: you pay cash on delivery.');
      onSwitched();
    });

  return (
    <div className={className}>
      <button
        type="button"
        className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        disabled={busy}
        onClick={() => void switchToCod()}
      >
        <Banknote aria-hidden /> {busy ? 'Switching…' : 'Pay cash on delivery instead'}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
