import { rupeesToPaise } from '@propwash/domain/money';
import { codConfirmationSettingsSchema } from '@propwash/domain/settings/defaults';
import { z } from 'zod';
import { MoneyField, SwitchField, TextField } from '#app/admin/ui/form-field.tsx';
import { numberText, paiseText, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { SectionCard, type SaveProps } from './settings-section.tsx';

const shape = codConfirmationSettingsSchema.shape;

/** Rupees, or blank for no amount rule (null). */
const optionalRupees = z
  .string()
  .transform((text, ctx) => {
    const trimmed = text.trim().replace(/,/g, '');
    if (trimmed === '') return null;
    if (/^\d+(\.\d{1,2})?$/.test(trimmed)) return rupeesToPaise(Number(trimmed));
    ctx.addIssue({
      code: 'custom',
      message: 'Enter an amount in rupees (e.g. 5000), or leave it empty',
    });
    return z.NEVER;
  })
  .pipe(shape.aboveAmountPaise);

const formSchema = codConfirmationSettingsSchema.extend({
  aboveAmountPaise: optionalRupees,
  cancelAfterHours: numberText(shape.cancelAfterHours),
});

/**
 * "Cash on delivery confirmation" (docs/decisions/cod-confirmation.md): which COD orders wait for the customer's
 * confirmation by the emailed link, and when an unconfirmed one is cancelled.
 */
export function CodConfirmationTab(save: SaveProps) {
  const c = save.data.settings.codConfirmation;
  const form = useSchemaForm(formSchema, {
    ...c,
    aboveAmountPaise: c.aboveAmountPaise === null ? '' : paiseText(c.aboveAmountPaise),
    cancelAfterHours: String(c.cancelAfterHours),
  });
  return (
    <SectionCard form={form} section="codConfirmation" {...save}>
      <SwitchField
        name="enabled"
        ariaLabel="Cash on delivery confirmation"
        label={(on) => `Ask for confirmation ${on ? 'on' : 'off'}`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          name="aboveAmountPaise"
          label="Orders above"
          hint="COD orders with a total above this wait for confirmation. Empty: no amount rule."
        />
        <TextField
          name="cancelAfterHours"
          label="Cancel after (hours)"
          hint="An order still unconfirmed this long after it was placed is cancelled."
          inputMode="numeric"
        />
      </div>
      <SwitchField
        name="firstTimeCustomers"
        ariaLabel="First-time customers"
        label={(on) =>
          on
            ? 'First-time customers (no order delivered yet) always confirm'
            : 'First-time customers: only the amount rule applies'
        }
      />
    </SectionCard>
  );
}
