import { formatIndiaTime } from '@propwash/domain/india-time';
import { returnReasonLabels, returnStatusLabels } from '@propwash/domain/returns/rules';
import type { OrderReturn, ReturnOptions } from '@propwash/domain/returns/schemas';
import { FileDown, Undo2 } from '#app/ui/icons.tsx';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '#app/lib/api-client.ts';
import { formatRupees } from '#app/lib/money.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { downloadCreditNote } from '#app/storefront/features/orders/returns/returns-api.ts';

// The form (and the zod schema it checks with) loads when it is first opened, so the order page
// stays within the storefront's JavaScript budget (docs/architecture.md, Performance budget).
const ReturnRequestDialog = lazy(() =>
  import('#app/storefront/features/orders/returns/return-request-dialog.tsx').then((m) => ({
    default: m.ReturnRequestDialog,
  })),
);

const statusTone: Record<OrderReturn['status'], string> = {
  requested: 'bg-amber-50 text-amber-800',
  approved: 'bg-sky-50 text-sky-800',
  rejected: 'bg-danger-50 text-danger-700',
  picked_up: 'bg-sky-50 text-sky-800',
  received: 'bg-sky-50 text-sky-800',
  refunded: 'bg-emerald-50 text-emerald-800',
  replaced: 'bg-emerald-50 text-emerald-800',
};

/** The "Return or replace" action: shown while the window is open and something is left. */
export function ReturnAction({
  orderId,
  options,
  onRequested,
}: {
  orderId: string;
  options: ReturnOptions | null;
  onRequested: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const returnable = options?.lines.filter((l) => l.isReturnable && l.returned < l.bought) ?? [];
  if (!options?.isOpen || returnable.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        onClick={() => setIsOpen(true)}
      >
        <Undo2 aria-hidden /> Return or replace
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <ReturnRequestDialog
            orderId={orderId}
            options={options}
            open={isOpen}
            onClose={() => setIsOpen(false)}
            onRequested={onRequested}
          />
        </Suspense>
      )}
    </>
  );
}

/** The order's returns with their status, the replacement order and the credit note. */
export function OrderReturns({
  returns,
  options,
}: {
  returns: OrderReturn[];
  options: ReturnOptions | null;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (returns.length === 0 && !options?.isOpen) return null;

  async function creditNote(id: string) {
    setBusy(id);
    try {
      await downloadCreditNote(id);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Download failed');
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      aria-label="Returns"
      className="rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-5"
    >
      <h2 className="mb-3 text-base font-bold text-slate-900">Returns</h2>
      {options?.isOpen && options.closesAt && (
        <p className="mb-3 text-sm text-slate-600">
          You can ask to return or replace items until{' '}
          <time dateTime={options.closesAt}>{formatIndiaTime(options.closesAt, 'longDate')}</time>.
          {options.lines.some((l) => !l.isReturnable) &&
            ' Batteries and some items cannot be returned.'}
        </p>
      )}
      {returns.length === 0 ? (
        <p className="text-sm text-slate-500">No returns asked for yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {returns.map((r) => (
            <li key={r.id} className="py-3 first:pt-0 last:pb-0" data-testid="order-return">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold text-slate-900">
                  {r.kind === 'refund' ? 'Refund' : 'Replacement'} · {returnReasonLabels[r.reason]}
                </p>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[r.status]}`}
                >
                  {returnStatusLabels[r.status]}
                </span>
              </div>
              <ul className="mt-1 text-sm text-slate-600">
                {r.items.map((i) => (
                  <li key={i.orderItemId}>
                    {i.quantity} × {i.name}
                  </li>
                ))}
              </ul>
              <p className="mt-1 text-xs text-slate-500">
                Asked on {formatIndiaTime(r.createdAt, 'dateTime')}
                {r.kind === 'refund' && <> · Value {formatRupees(r.refundAmount)}</>}
              </p>
              {r.refundTo && (
                <p className="mt-1 text-xs text-slate-600">
                  Refund to {r.refundTo.label}
                  {r.refund?.reference && (
                    <>
                      {' '}
                      · Transfer reference (UTR){' '}
                      <span className="font-semibold text-slate-900">{r.refund.reference}</span>
                    </>
                  )}
                </p>
              )}
              {r.events.at(-1)?.message && r.status !== 'requested' && (
                <p className="mt-1 text-sm text-slate-700">{r.events.at(-1)!.message}</p>
              )}
              <div className="mt-2 flex flex-wrap gap-2 empty:hidden">
                {r.replacementOrder && (
                  <Link
                    to={paths.order(r.replacementOrder.id)}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                  >
                    Replacement order #{r.replacementOrder.orderNumber}
                  </Link>
                )}
                {r.creditNoteNumber && (
                  <button
                    type="button"
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    disabled={busy === r.id}
                    onClick={() => void creditNote(r.id)}
                  >
                    <FileDown aria-hidden /> Credit note {r.creditNoteNumber}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
