import type { ComponentProps } from 'react';
import type { Address } from '@propwash/domain/accounts/schemas';
import type { ShippingMethod } from '@propwash/domain/shipping/shipping';
import { cx } from '#app/lib/cx.ts';
import { deliveryByDate } from '#app/storefront/features/checkout/checkout-rules.ts';
import { formatRupees } from '#app/lib/money.ts';
import type { ShippingForm } from '#app/storefront/features/checkout/checkout-rules.ts';
import { ORDER_NOTE_MAX } from '@propwash/domain/orders/note';
import { inputClassName } from '#app/ui/field-styles.ts';
import { FormField } from '#app/ui/form-field.tsx';
import { SavedAddressCards } from '#app/storefront/features/checkout/saved-address-cards.tsx';
import { ShippingAddressFields } from '#app/storefront/features/checkout/shipping-address-fields.tsx';
import type { QuotePair } from '#app/storefront/features/checkout/use-quote.ts';

/** A saved address as step 1's fields. */
export function formFromAddress(address: Address, email: string): ShippingForm {
  return {
    name: address.name,
    email,
    phone: address.phone,
    address: [address.line1, address.line2].filter(Boolean).join(', '),
    landmark: address.landmark,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
  };
}

/** 'Delivery by Tue, 8 Dec': the date the product page's pincode check gives. */
function deliveryBy(maxDays: number) {
  return `Delivery by ${deliveryByDate(maxDays)}`;
}

const methodLabels: Record<ShippingMethod, string> = {
  standard: 'Standard delivery',
  express: 'Express delivery',
};

/**
 * Step 1: where to (a saved address in one tap, or the fields) and how fast. The fields show
 * when there is no saved address, for "Add a new address", and when a saved one needs fixing.
 */
export function ShippingStep({
  saved,
  fields,
  shippingMethod,
  quotes,
  onShippingMethod,
  note,
  onNote,
}: {
  saved: ComponentProps<typeof SavedAddressCards>;
  fields: ComponentProps<typeof ShippingAddressFields>;
  shippingMethod: ShippingMethod;
  quotes: QuotePair | null;
  onShippingMethod: (method: ShippingMethod) => void;
  note: string;
  onNote: (note: string) => void;
}) {
  return (
    <div className="space-y-6">
      {saved.addresses.length > 0 && <SavedAddressCards {...saved} />}

      {saved.chosenId === null && <ShippingAddressFields {...fields} />}

      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Shipping method</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {(['standard', 'express'] as const).map((method) => {
            const q = quotes?.[method];
            // Goods that ship by surface only cannot fly: express is off, and the quote says why.
            const unavailable = method === 'express' ? quotes?.standard.expressUnavailable : null;
            return (
              <label
                key={method}
                className={cx(
                  'flex items-start gap-3 rounded-lg border p-3 text-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                  unavailable
                    ? 'cursor-not-allowed border-slate-200 bg-slate-50'
                    : method === shippingMethod
                      ? 'cursor-pointer border-brand-600 bg-brand-50/60 ring-1 ring-brand-600'
                      : 'cursor-pointer border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="shipping-method"
                  value={method}
                  checked={method === shippingMethod}
                  disabled={Boolean(unavailable)}
                  aria-describedby={unavailable ? 'express-unavailable' : undefined}
                  onChange={() => onShippingMethod(method)}
                  className="mt-0.5 size-4 accent-brand-700"
                />
                <span className="flex-1">
                  <span
                    className={cx(
                      'block font-semibold',
                      unavailable ? 'text-slate-500' : 'text-slate-900',
                    )}
                  >
                    {methodLabels[method]}
                  </span>
                  {unavailable ? (
                    <span id="express-unavailable" className="block text-warning-700">
                      {unavailable}
                    </span>
                  ) : (
                    <span className="block text-slate-600">
                      {q
                        ? deliveryBy(q.deliveryDays.max)
                        : method === 'express'
                          ? '1–2 days'
                          : 'By state'}
                    </span>
                  )}
                </span>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {!q ? '' : q.shipping === 0 ? 'FREE' : formatRupees(q.shipping)}
                </span>
              </label>
            );
          })}
        </div>
        {!quotes && (
          <p className="mt-2 text-xs text-slate-500">
            Enter your pincode to see delivery charges and days.
          </p>
        )}
      </fieldset>

      <FormField id="order-note" label="Note for the shop (optional)">
        <textarea
          id="order-note"
          name="note"
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          value={note}
          onChange={(event) => onNote(event.target.value)}
          placeholder="Anything we should know about this order"
          className={`${inputClassName} h-auto py-2`}
        />
      </FormField>
    </div>
  );
}
