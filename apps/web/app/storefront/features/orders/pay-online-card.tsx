import type { Order } from '@propwash/domain/orders/schemas';
import { CircleCheck, CreditCard, LoaderCircle, Wallet } from '#app/ui/icons.tsx';
import { formatRupees } from '#app/lib/money.ts';
import { notify } from '#app/lib/notify.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { useOnlinePayment } from '#app/ui/payments/use-online-payment.tsx';

/** The pay button of both cards: the same flow as checkout's (create-order → provider → verify). */
function PayButton({
  order,
  label,
  success,
  onPaid,
}: {
  order: Order;
  label: string;
  success: string;
  onPaid: () => void;
}) {
  const { pay, isPaying, modal } = useOnlinePayment();
  async function payNow() {
    const result = await pay(order.id, 'upi');
    if (result.status === 'paid') {
      notify.success(success);
      onPaid();
    }
  }
  return (
    <>
      <button
        type="button"
        disabled={isPaying}
        onClick={() => void payNow()}
        className={buttonVariants({ variant: 'accent', className: 'w-full sm:w-auto' })}
      >
        {isPaying ? (
          <LoaderCircle className="animate-spin" aria-hidden />
        ) : (
          <CreditCard aria-hidden />
        )}
        {label}
      </button>
      {modal}
    </>
  );
}

/**
 * A cash-on-delivery order not packed yet may be paid online now (docs/decisions/pay-now-for-cod-orders.md):
 * the saving and the new total, the COD fee dropped; after paying, the page reloads the order.
 */
export function PayNowCard({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const offer = order.payNow;
  if (!offer) return null;
  const headline =
    offer.saving > 0
      ? `Pay now by UPI or card and save ${formatRupees(offer.saving)}`
      : 'Pay now by UPI or card';
  return (
    <section
      aria-labelledby="pay-now-title"
      className="mt-4 rounded-card border border-success-600/25 bg-success-50 p-4 sm:p-5"
    >
      <div className="flex min-w-0 gap-3">
        <Wallet className="mt-0.5 size-6 shrink-0 text-success-700" aria-hidden />
        <div className="min-w-0">
          <h2 id="pay-now-title" className="text-base font-bold text-slate-900">
            {headline}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Your new total is{' '}
            <strong className="text-slate-900 tabular-nums">{formatRupees(offer.total)}</strong>{' '}
            instead of {formatRupees(order.summary.total)}
            {offer.codFeeDropped > 0 && <> (no {formatRupees(offer.codFeeDropped)} COD fee)</>}, and
            nothing to pay when the parcel arrives.
          </p>
        </div>
      </div>
      <div className="mt-3 sm:pl-9">
        <PayButton
          order={order}
          label={`Pay ${formatRupees(offer.total)} now`}
          success="Payment successful! Your order is paid."
          onPaid={onPaid}
        />
      </div>
    </section>
  );
}

/**
 * A part-paid cash-on-delivery order (docs/decisions/part-paid-cod.md): the advance to pay online
 * to confirm it, with its button, or once paid what is left to pay at the door.
 */
export function AdvanceCard({ order, onPaid }: { order: Order; onPaid: () => void }) {
  const { advance } = order;
  if (!advance || order.status === 'cancelled') return null;
  if (advance.paid) {
    return (
      <p
        role="status"
        className="mt-4 flex items-start gap-2 rounded-lg border border-success-600/25 bg-success-50 px-4 py-3 text-sm text-slate-800"
      >
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden />
        <span>
          Advance {formatRupees(advance.amount)} paid · {formatRupees(advance.dueOnDelivery)} to pay
          on delivery
        </span>
      </p>
    );
  }
  if (!order.can.pay) return null;
  return (
    <section
      aria-labelledby="advance-title"
      className="mt-4 rounded-card border border-warning-700/25 bg-warning-50 p-4 sm:p-5"
    >
      <h2 id="advance-title" className="text-base font-bold text-slate-900">
        Pay the advance of {formatRupees(advance.amount)} to confirm your order;{' '}
        {formatRupees(advance.dueOnDelivery)} on delivery
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {order.payment.status === 'failed'
          ? 'Your last payment did not go through, and no money was taken. Try again by UPI or card.'
          : 'Pay by UPI or card; the rest is paid in cash or UPI when the parcel arrives.'}
      </p>
      <div className="mt-3">
        <PayButton
          order={order}
          label={`Pay ${formatRupees(advance.amount)} now`}
          success="Advance paid! Your order is confirmed."
          onPaid={onPaid}
        />
      </div>
    </section>
  );
}
