import { codAdvanceSettingsSchema } from '@propwash/domain/settings/defaults';
import { useWatch } from 'react-hook-form';
import { MoneyField, SelectField, SwitchField, TextField } from '#app/admin/ui/form-field.tsx';
import { numberText, paiseText, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { SectionCard, type SaveProps } from './settings-section.tsx';
import { rupeesOrBlank } from './settings-money.ts';

const shape = codAdvanceSettingsSchema.shape;

const formSchema = codAdvanceSettingsSchema.extend({
  aboveAmountPaise: rupeesOrBlank(shape.aboveAmountPaise, null),
  percent: numberText(shape.percent),
  fixedPaise: rupeesOrBlank(shape.fixedPaise, 0, 'Enter an amount in rupees (e.g. 500)'),
});

/** The percent or the fixed amount, whichever the type asks for. */
function AdvanceAmount() {
  const type = useWatch({ name: 'type' }) as 'percent' | 'fixed';
  return type === 'percent' ? (
    <TextField
      name="percent"
      label="Advance (percent of the total)"
      hint="A whole percent from 1 to 100."
      inputMode="numeric"
    />
  ) : (
    <MoneyField
      name="fixedPaise"
      label="Advance (fixed amount)"
      hint="Never more than the order's total."
    />
  );
}

/**
 * "Cash on delivery advance" (docs/decisions/part-paid-cod.md): which COD orders pay part of the
 * total online first, and how much.
 */
export function CodAdvanceTab(save: SaveProps) {
  const a = save.data.settings.codAdvance;
  const form = useSchemaForm(formSchema, {
    ...a,
    aboveAmountPaise: a.aboveAmountPaise === null ? '' : paiseText(a.aboveAmountPaise),
    percent: String(a.percent),
    fixedPaise: paiseText(a.fixedPaise),
  });
  return (
    <SectionCard form={form} section="codAdvance" {...save}>
      <SwitchField
        name="enabled"
        ariaLabel="Cash on delivery advance"
        label={(on) => `Ask for an advance ${on ? 'on' : 'off'}`}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField
          name="aboveAmountPaise"
          label="Orders above"
          hint="COD orders with a total above this pay an advance. Empty: no amount rule."
        />
        <SelectField name="type" label="Advance is">
          <option value="percent">A percent of the total</option>
          <option value="fixed">A fixed amount</option>
        </SelectField>
        <AdvanceAmount />
      </div>
      <SwitchField
        name="firstTimeCustomers"
        ariaLabel="First-time customers pay an advance"
        label={(on) =>
          on
            ? 'First-time customers (no order delivered yet) always pay an advance'
            : 'First-time customers: only the amount rule applies'
        }
      />
    </SectionCard>
  );
}
