import type { Order } from '@propwash/domain/orders/schemas';
import { Hourglass, ShieldCheck } from '#app/ui/icons.tsx';
import { notify } from '#app/lib/notify.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { confirmCodAsOwner } from '#app/lib/orders/orders-api.ts';
import { useBusyAction } from '#app/lib/use-busy-action.ts';

/**
 * "Waiting for your confirmation": a cash-on-delivery order the shop packs only once the customer
 * confirms it (docs/decisions/cod-confirmation.md). The same button as the emailed
 * link's page, for the signed-in owner.
 */
export function CodConfirmPanel({ order, onConfirmed }: { order: Order; onConfirmed: () => void }) {
  const { busy, error, run } = useBusyAction('Your order could not be confirmed');
  const confirm = () =>
    run(async () => {
      await confirmCodAsOwner(order.id);
      notify.success('Thank you! Your order is confirmed.');
      onConfirmed();
    });

  return (
    <section
      aria-labelledby="cod-confirm-title"
      className="mt-4 rounded-card border border-warning-700/25 bg-warning-50 p-4 sm:p-5"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <Hourglass className="mt-0.5 size-6 shrink-0 text-warning-700" aria-hidden />
          <div className="min-w-0">
            <h2 id="cod-confirm-title" className="text-base font-bold text-slate-900">
              Waiting for your confirmation
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              You pay cash on delivery. Please confirm this order so we can pack it; an order not
              confirmed in time is cancelled. We also emailed you a link.
            </p>
          </div>
        </div>
        <button
          type="button"
          className={buttonVariants({ variant: 'accent', className: 'shrink-0' })}
          disabled={busy}
          onClick={() => void confirm()}
        >
          <ShieldCheck aria-hidden /> {busy ? 'Confirming…' : 'Confirm my order'}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </section>
  );
}
