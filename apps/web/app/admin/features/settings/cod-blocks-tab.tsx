import { codBlockSettingsSchema } from '@propwash/domain/settings/defaults';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { CheckboxField, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { SectionCard, type SaveProps } from './settings-section.tsx';

const rules = [
  ['customer', 'customerAfterReturns', 'Customer accounts'],
  ['phone', 'phoneAfterReturns', 'Phone numbers'],
  ['pincode', 'pincodeAfterReturns', 'Delivery pincodes'],
] as const;

/** Each rule as a checkbox and the number typed beside it; an unticked rule is null (off). */
const fields = z.object({
  customerOn: z.boolean(),
  // A disabled input may submit nothing.
  customerAfterReturns: z.string().optional(),
  phoneOn: z.boolean(),
  phoneAfterReturns: z.string().optional(),
  pincodeOn: z.boolean(),
  pincodeAfterReturns: z.string().optional(),
});
type Fields = z.infer<typeof fields>;
const count = (on: boolean, text: string | undefined) => {
  if (!on) return null;
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
};
const blocksFormSchema = formSchema(
  fields,
  (f) => ({
    customerAfterReturns: count(f.customerOn, f.customerAfterReturns),
    phoneAfterReturns: count(f.phoneOn, f.phoneAfterReturns),
    pincodeAfterReturns: count(f.pincodeOn, f.pincodeAfterReturns),
  }),
  codBlockSettingsSchema,
);

/** One rule: "Block customer accounts" and after how many returned parcels. */
function Rule({ kind, name, label }: { kind: string; name: keyof Fields; label: string }) {
  const on = useWatch({ name: `${kind}On` }) as boolean;
  return (
    <div className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[14rem_1fr] sm:items-start">
      <CheckboxField name={`${kind}On`} label={`Block ${label.toLowerCase()}`} className="pt-2" />
      <TextField
        name={name}
        label={`${label}: after how many returned parcels`}
        hint={
          on
            ? 'Cash on delivery is switched off when this many parcels came back (1 to 20).'
            : 'Off: returns are still counted, nothing is blocked.'
        }
        inputMode="numeric"
        inputClassName="max-w-32"
        disabled={!on}
      />
    </div>
  );
}

/**
 * "Cash on delivery blocks" (docs/decisions/cod-blocks.md): after how many parcels returned to
 * origin cash on delivery is switched off for an account, a phone number or a pincode.
 */
export function CodBlocksTab(save: SaveProps) {
  const b = save.data.settings.codBlocks;
  const text = (n: number | null) => (n === null ? '' : String(n));
  const form = useSchemaForm(blocksFormSchema, {
    customerOn: b.customerAfterReturns !== null,
    customerAfterReturns: text(b.customerAfterReturns),
    phoneOn: b.phoneAfterReturns !== null,
    phoneAfterReturns: text(b.phoneAfterReturns),
    pincodeOn: b.pincodeAfterReturns !== null,
    pincodeAfterReturns: text(b.pincodeAfterReturns),
  });
  return (
    <SectionCard form={form} section="codBlocks" {...save}>
      <div className="space-y-3">
        {rules.map(([kind, name, label]) => (
          <Rule key={kind} kind={kind} name={name} label={label} />
        ))}
      </div>
      <p className="text-xs text-slate-500">
        The shopper reads only that cash on delivery isn&apos;t available and is asked to pay
        online. See and lift blocks under{' '}
        <Link className="text-brand-700 underline" to="/admin/orders/cod-blocks">
          COD blocks
        </Link>
        .
      </p>
    </SectionCard>
  );
}
