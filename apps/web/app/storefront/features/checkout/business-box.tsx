import type { BusinessBuyer } from '@propwash/domain/orders/business-buyer';
import { useId, useState, type FormEvent } from 'react';
import { cx } from '#app/lib/cx.ts';
import { notify } from '#app/lib/notify.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { inputClassName } from '#app/ui/field-styles.ts';
import { FormField, fieldProps } from '#app/ui/form-field.tsx';
import { ChevronDown, ReceiptText, X } from '#app/ui/icons.tsx';
import {
  businessErrorsFrom,
  checkBusiness,
  normalizeGstin,
  type BusinessField,
  type BusinessForm,
} from '#app/storefront/features/checkout/business-rules.ts';

/**
 * "Buying for a business? Add GSTIN": the GSTIN and legal name the GST invoice will name
 * (docs/decisions/business-buyers.md). Checked as typed with the API's rules, then by the server
 * (`verify` prices the order for it) before it is used; prefilled with the business the account
 * kept from the last one, which the shopper can forget.
 */
export function BusinessBox({
  applied,
  saved,
  verify,
  onApply,
  onRemove,
  onForget,
}: {
  /** The business the order is for now, else null (a consumer's invoice). */
  applied: BusinessBuyer | null;
  /** The business the account kept from the last order, else null. */
  saved: BusinessBuyer | null;
  /** The server's check: answers the business as it will be invoiced, or throws its refusal. */
  verify: (business: BusinessBuyer) => Promise<BusinessBuyer>;
  onApply: (business: BusinessBuyer) => void;
  onRemove: () => void;
  /** Forgets the saved business on the account. */
  onForget: () => Promise<void>;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [form, setForm] = useState<BusinessForm>(() => formOf(saved));
  const [errors, setErrors] = useState<Partial<Record<BusinessField, string>>>({});
  const [isBusy, setIsBusy] = useState(false);
  const panelId = useId();

  function change(field: BusinessField, value: string) {
    setForm((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  }

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkBusiness(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setIsBusy(true);
    try {
      const business = await verify(checked.business);
      setErrors({});
      setIsOpen(false);
      onApply(business);
    } catch (error) {
      setErrors(businessErrorsFrom(error, 'Could not check this GSTIN'));
    } finally {
      setIsBusy(false);
    }
  }

  async function forget() {
    setIsBusy(true);
    try {
      await onForget();
      setForm({ gstin: '', legalName: '' });
      notify.success('The saved business is forgotten');
    } catch {
      notify.error('Could not forget the business. Please try again.');
    } finally {
      setIsBusy(false);
    }
  }

  const forgetButton = saved && (
    <button
      type="button"
      onClick={() => void forget()}
      disabled={isBusy}
      className="text-sm font-semibold text-brand-700 hover:underline disabled:opacity-50"
    >
      Forget saved business
    </button>
  );

  if (applied && !isOpen) {
    return (
      <section
        aria-label="Business invoice"
        className="rounded-lg border border-success-600/30 bg-success-50 p-3 text-sm"
      >
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <p className="flex min-w-0 items-start gap-2 text-slate-800">
            <ReceiptText className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden />
            <span className="min-w-0">
              GST invoice for <strong className="font-semibold">{applied.legalName}</strong>
              <span className="block font-mono text-xs tracking-wide text-slate-600">
                GSTIN {applied.gstin}
              </span>
            </span>
          </p>
          <span className="flex gap-1">
            <button
              type="button"
              onClick={() => {
                setForm(formOf(applied));
                setIsOpen(true);
              }}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              Change
            </button>
            <button
              type="button"
              onClick={onRemove}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              <X aria-hidden /> Remove
            </button>
          </span>
        </div>
      </section>
    );
  }

  return (
    <section className="rounded-lg border border-slate-200 text-sm">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex w-full items-center justify-between gap-3 p-3 text-left font-semibold text-slate-800"
      >
        <span className="flex items-center gap-2">
          <ReceiptText className="size-4 text-brand-700" aria-hidden />
          Buying for a business? Add GSTIN
        </span>
        <ChevronDown
          className={cx('size-4 text-slate-500 transition-transform', isOpen && 'rotate-180')}
          aria-hidden
        />
      </button>
      <form
        id={panelId}
        hidden={!isOpen}
        onSubmit={(event) => void apply(event)}
        noValidate
        className="space-y-3 border-t border-slate-200 p-3"
      >
        <p className="text-slate-600">
          The GST invoice will name your business, so it can claim input tax credit. An invoice
          cannot be changed once issued: please check both match your GST registration.
        </p>
        <div className="grid gap-3 sm:grid-cols-[14rem_minmax(0,1fr)]">
          <FormField id="business-gstin" label="GSTIN" error={errors.gstin}>
            <input
              {...fieldProps('business-gstin', errors.gstin)}
              name="gstin"
              value={form.gstin}
              onChange={(event) => change('gstin', normalizeGstin(event.target.value))}
              placeholder="29ABCDE1234F1Z5"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={15}
              className={`${inputClassName} font-mono tracking-wide uppercase`}
            />
          </FormField>
          <FormField id="business-legal-name" label="Legal name" error={errors.legalName}>
            <input
              {...fieldProps('business-legal-name', errors.legalName)}
              name="legalName"
              value={form.legalName}
              onChange={(event) => change('legalName', event.target.value)}
              placeholder="As on the GST registration"
              autoComplete="organization"
              maxLength={120}
              className={inputClassName}
            />
          </FormField>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button
            type="submit"
            disabled={isBusy}
            aria-busy={isBusy || undefined}
            className={buttonVariants({ variant: 'outline' })}
          >
            {isBusy ? 'Checking…' : 'Use for the invoice'}
          </button>
          {forgetButton}
        </div>
      </form>
    </section>
  );
}

const formOf = (business: BusinessBuyer | null): BusinessForm => ({
  gstin: business?.gstin ?? '',
  legalName: business?.legalName ?? '',
});
