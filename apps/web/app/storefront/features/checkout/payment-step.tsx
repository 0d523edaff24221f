import type { CheckoutQuote, PaymentTotals } from '@propwash/domain/orders/schemas';
import type { PaymentMethodType } from '@propwash/domain/orders/status';
import {
  Banknote,
  CalendarClock,
  CreditCard,
  Info,
  Landmark,
  Smartphone,
  Wallet,
} from '#app/ui/icons.tsx';
import { cx } from '#app/lib/cx.ts';
import { formatRupees } from '#app/lib/money.ts';

const icons: Record<PaymentMethodType, typeof CreditCard> = {
  cod: Banknote,
  card: CreditCard,
  upi: Smartphone,
  netbanking: Landmark,
  wallet: Wallet,
  emi: CalendarClock,
};

/**
 * What this way of paying comes to, beside its choice (docs/decisions/cod-fee-and-prepaid-saving.md):
 * online with the prepaid saving, cash on delivery with its fee, or the advance and the rest.
 */
function MethodTotal({ totals, isCod }: { totals: PaymentTotals | null; isCod: boolean }) {
  if (!totals) return null;
  const total = formatRupees(totals.total);
  if (isCod) {
    const fee = totals.codFee > 0 ? ` incl. ${formatRupees(totals.codFee)} COD fee` : '';
    return (
      <>
        <span className="mt-1 block font-semibold text-slate-900 tabular-nums">
          {totals.advance > 0
            ? `Pay ${formatRupees(totals.advance)} now, ${formatRupees(totals.payOnDelivery)} on delivery`
            : `${total}${fee}`}
        </span>
        {totals.advance > 0 && (
          <span className="block text-xs text-slate-600 tabular-nums">
            Total {total}
            {fee}
          </span>
        )}
      </>
    );
  }
  const saving =
    totals.prepaidSaving > 0 ? ` — you save ${formatRupees(totals.prepaidSaving)}` : '';
  return (
    <span
      className={cx(
        'mt-1 block font-semibold tabular-nums',
        totals.prepaidSaving > 0 ? 'text-success-700' : 'text-slate-900',
      )}
    >
      {total}
      {saving}
    </span>
  );
}

/** Step 2: the methods the server offers for this order as radio cards; EMI shows its plans. */
export function PaymentStep({
  quote,
  method,
  emiMonths,
  onMethod,
  onEmiMonths,
}: {
  quote: CheckoutQuote | null;
  method: PaymentMethodType | null;
  emiMonths: number | null;
  onMethod: (method: PaymentMethodType) => void;
  onEmiMonths: (months: number) => void;
}) {
  if (!quote) {
    return (
      <div className="space-y-3" aria-busy>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-lg bg-slate-200/70" />
        ))}
        <span className="sr-only">Loading payment methods…</span>
      </div>
    );
  }
  const isCodHidden = !quote.paymentMethods.some((m) => m.type === 'cod');
  const { cod, online } = quote.byPaymentMethod;

  return (
    <div className="space-y-4">
      {/* Where cash on delivery would be: why it is not offered for this order. */}
      {isCodHidden && quote.codUnavailable && (
        <p
          role="note"
          aria-label="Cash on delivery"
          className="flex items-start gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          {quote.codUnavailable}
        </p>
      )}
      <fieldset>
        <legend className="sr-only">Payment method</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {quote.paymentMethods.map((m) => {
            const Icon = icons[m.type];
            const isChosen = m.type === method;
            return (
              <label
                key={m.type}
                className={cx(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                  isChosen
                    ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={m.type}
                  checked={isChosen}
                  onChange={() => onMethod(m.type)}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <Icon
                  className={cx(
                    'mt-px size-5 shrink-0',
                    isChosen ? 'text-brand-700' : 'text-slate-500',
                  )}
                  aria-hidden
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{m.name}</span>
                  <span className="block text-slate-600">{m.description}</span>
                  <MethodTotal totals={m.type === 'cod' ? cod : online} isCod={m.type === 'cod'} />
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {method === 'emi' && quote.emiPlans.length > 0 && (
        <fieldset className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">Choose an EMI plan</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {quote.emiPlans.map((plan) => (
              <label
                key={plan.months}
                className={cx(
                  'flex cursor-pointer flex-col items-center rounded-lg border px-2 py-2.5 text-center text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                  plan.months === emiMonths
                    ? 'border-brand-600 bg-brand-50 text-brand-900'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="emi-months"
                  value={plan.months}
                  checked={plan.months === emiMonths}
                  onChange={() => onEmiMonths(plan.months)}
                  className="sr-only"
                />
                <span className="font-semibold">{plan.months} months</span>
                <span className="text-slate-600 tabular-nums">{formatRupees(plan.monthly)}/mo</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
