import type { PaymentOrder } from '@propwash/domain/payments/schemas';
import { CircleCheck, CircleX, LoaderCircle, ShieldCheck } from '#app/ui/icons.tsx';
import { useState } from 'react';
import { formatPaise } from '@propwash/domain/money';
import { ApiError } from '#app/lib/api-client.ts';
import { cx } from '#app/lib/cx.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Modal } from '#app/ui/modal.tsx';
import { completeSimulatorPayment, type ProviderOutcome } from '#app/lib/payments/payment.ts';
import { onlineMethods, type OnlineMethod } from '#app/lib/payments/online-methods.ts';

/** The simulator's two answers, as a provider's test page offers them. */
const outcomeButtons = [
  {
    outcome: 'success',
    label: 'Success',
    Icon: CircleCheck,
    className:
      'inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-success-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-success-600 disabled:opacity-50 [&_.icon]:size-4',
  },
  {
    outcome: 'failure',
    label: 'Failure',
    Icon: CircleX,
    className: buttonVariants({ variant: 'destructive' }),
  },
] as const;

const methodLabels: Record<OnlineMethod, string> = {
  card: 'Card',
  upi: 'UPI',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  emi: 'EMI',
};

/**
 * The built-in payment simulator's checkout (docs/decisions/integrations-and-local-stand-ins.md): shaped like a provider's pay
 * modal, so the whole online flow runs offline. Success and Failure ask the server, which signs the
 * result the way Razorpay would; Cancel (or closing) abandons the attempt.
 */
export function SimulatorPayModal({
  paymentOrder,
  method: initialMethod,
  onDone,
}: {
  paymentOrder: PaymentOrder;
  method: OnlineMethod;
  onDone: (outcome: ProviderOutcome) => void;
}) {
  const [method, setMethod] = useState<OnlineMethod>(initialMethod);
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function complete(outcome: 'success' | 'failure') {
    setBusy(outcome);
    setError(null);
    try {
      onDone(await completeSimulatorPayment(paymentOrder.id, outcome, method));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Payment failed');
      setBusy(null);
    }
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!busy) onDone({ kind: 'dismissed' });
      }}
      title="Payment simulator"
      description={`Order ${paymentOrder.orderNumber} · test mode, no money moves`}
      className="max-w-md"
    >
      <div className="rounded-lg bg-brand-950 px-4 py-3 text-white">
        <p className="text-xs tracking-wide text-brand-200 uppercase">Amount to pay</p>
        <p className="mt-0.5 text-2xl font-extrabold tabular-nums">
          {formatPaise(paymentOrder.amount)}
        </p>
        <p className="mt-1 truncate text-xs text-brand-200">
          {paymentOrder.name} · {paymentOrder.email}
        </p>
      </div>

      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-800">Pay with</legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {onlineMethods.map((m) => (
            <label
              key={m}
              className={cx(
                'flex h-10 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                m === method
                  ? 'border-brand-600 bg-brand-50 text-brand-800'
                  : 'border-slate-300 text-slate-700 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="simulator-method"
                value={m}
                checked={m === method}
                onChange={() => setMethod(m)}
                className="sr-only"
              />
              {methodLabels[m]}
            </label>
          ))}
        </div>
      </fieldset>

      {error && (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {error}
        </p>
      )}

      <div className="mt-5 grid gap-2 sm:grid-cols-3">
        {outcomeButtons.map(({ outcome, label, Icon, className }) => (
          <button
            key={outcome}
            type="button"
            disabled={busy !== null}
            onClick={() => void complete(outcome)}
            className={className}
          >
            {busy === outcome ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : (
              <Icon aria-hidden />
            )}
            {label}
          </button>
        ))}
        <button
          type="button"
          disabled={busy !== null}
          onClick={() => onDone({ kind: 'dismissed' })}
          className={buttonVariants({ variant: 'outline' })}
        >
          Cancel
        </button>
      </div>
      <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-slate-500">
        <ShieldCheck className="size-3.5" aria-hidden /> Signed like a real provider, verified by
        the shop
      </p>
    </Modal>
  );
}
