import { formatPaiseShort } from '@propwash/domain/money';
import { prepaidSavingFor } from '@propwash/domain/pricing/quote';
import { prepaidSavingSchema, type PrepaidSavingRule } from '@propwash/domain/settings/defaults';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { MoneyField, SelectField, TextField } from '#app/admin/ui/form-field.tsx';
import { numberText, paiseText } from '#app/admin/ui/form-schema.ts';
import { rupeesOrBlank } from './settings-money.ts';

const shape = prepaidSavingSchema.shape;

/**
 * The prepaid saving as the Payment form holds it (text inputs), turned into the domain's rule
 * (docs/decisions/cod-fee-and-prepaid-saving.md): a blank percent or fixed amount is 0, a blank
 * cap is no cap.
 */
export const prepaidSavingFormSchema = prepaidSavingSchema.extend({
  percent: numberText(shape.percent, 0),
  fixedPaise: rupeesOrBlank(shape.fixedPaise, 0, 'Enter an amount in rupees (e.g. 250)'),
  capPaise: rupeesOrBlank(shape.capPaise, null),
});
export type PrepaidSavingForm = z.input<typeof prepaidSavingFormSchema>;

/** The stored rule as the form's text. */
export const prepaidSavingFormValues = (rule: PrepaidSavingRule): PrepaidSavingForm => ({
  type: rule.type,
  percent: String(rule.percent),
  fixedPaise: paiseText(rule.fixedPaise),
  capPaise: rule.capPaise === null ? '' : paiseText(rule.capPaise),
});

/** The goods the example line prices: one ₹4,999 product. */
const EXAMPLE_PAISE = 499_900;

/** What the shop would show for a ₹4,999 product with the rule being typed. */
function ExampleLine() {
  const typed = useWatch({ name: 'prepaidSaving' }) as PrepaidSavingForm | undefined;
  const rule = prepaidSavingFormSchema.safeParse(typed);
  let text: string;
  if (!rule.success) text = 'Fix the amounts above to see the example.';
  else {
    const saving = prepaidSavingFor(rule.data, EXAMPLE_PAISE);
    text =
      saving > 0
        ? `A ₹4,999 product would show “Pay online and save ${formatPaiseShort(saving)}”.`
        : 'A ₹4,999 product would show no saving for paying online.';
  }
  return (
    <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700" aria-live="polite">
      {text}
    </p>
  );
}

/** "Prepaid saving": none, a percent with an optional cap, or a fixed amount, and the example. */
export function PrepaidSavingFields() {
  const type = useWatch({ name: 'prepaidSaving.type' }) as PrepaidSavingRule['type'];
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-slate-900">Prepaid saving</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          name="prepaidSaving.type"
          label="Saving for paying online"
          hint="Taken off the goods (after any coupon) when the customer pays online."
        >
          <option value="none">None</option>
          <option value="percent">Percent with cap</option>
          <option value="fixed">Fixed amount</option>
        </SelectField>
        {type === 'percent' && (
          <>
            <TextField
              name="prepaidSaving.percent"
              label="Percent"
              hint="Up to 50, two decimals at most."
              inputMode="decimal"
            />
            <MoneyField
              name="prepaidSaving.capPaise"
              label="Cap"
              hint="The most it takes off. Empty: no cap."
            />
          </>
        )}
        {type === 'fixed' && (
          <MoneyField
            name="prepaidSaving.fixedPaise"
            label="Fixed amount"
            hint="Never more than the goods."
          />
        )}
      </div>
      <ExampleLine />
    </fieldset>
  );
}
