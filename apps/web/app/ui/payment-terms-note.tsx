import type { Paise } from '@propwash/domain/money';
import { formatPaiseShort } from '@propwash/domain/money';
import { cx } from '#app/lib/cx.ts';
import { paymentTermsFor, type PaymentTerms } from '#app/lib/payment-terms.ts';

/**
 * "Pay online and save ₹Y" and "Cash on delivery ₹X extra" for goods worth `goodsPaise`, before
 * checkout (docs/decisions/cod-fee-and-prepaid-saving.md: no charge may appear late); nothing
 * when there is neither a saving nor a fee.
 */
export function PaymentTermsNote({
  terms,
  goodsPaise,
  className,
}: {
  terms: PaymentTerms;
  goodsPaise: Paise;
  className?: string;
}) {
  const { savingPaise, codFeePaise } = paymentTermsFor(terms, goodsPaise);
  if (savingPaise <= 0 && codFeePaise <= 0) return null;
  return (
    <p className={cx('flex flex-wrap gap-x-3 gap-y-0.5 text-sm', className)}>
      {savingPaise > 0 && (
        <span className="font-semibold text-success-700">
          Pay online and save {formatPaiseShort(savingPaise)}
        </span>
      )}
      {codFeePaise > 0 && (
        <span className="text-slate-600">
          Cash on delivery {formatPaiseShort(codFeePaise)} extra
        </span>
      )}
    </p>
  );
}
