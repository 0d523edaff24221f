import { paymentMethodTypes } from '@propwash/domain/orders/status';
import {
  paymentMethodBodySchema,
  type AdminPaymentMethod,
  type PaymentMethodBody,
} from '@propwash/domain/payments/schemas';
import { z } from 'zod';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { CheckboxField, SelectField, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, numberOf, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { methodLabel } from '#app/admin/lib/payment-method-labels.ts';

/** The order is typed as text; blank means 0. */
const methodFormSchema = formSchema(
  z.object({
    name: z.string(),
    type: z.enum(paymentMethodTypes),
    icon: z.string(),
    description: z.string(),
    enabled: z.boolean(),
    order: z.string(),
  }),
  (v) => ({ ...v, order: numberOf(v.order, 0) }),
  paymentMethodBodySchema,
);

/** Add or edit a payment method; a new one takes a type checkout does not offer yet. */
export function PaymentMethodFormDialog(props: {
  method: AdminPaymentMethod | null;
  taken: string[];
  busy: boolean;
  onClose: () => void;
  onSave: (body: PaymentMethodBody) => unknown;
}) {
  const { method } = props;
  const free = paymentMethodTypes.filter((t) => !props.taken.includes(t));
  const form = useSchemaForm(methodFormSchema, {
    name: method?.name ?? '',
    type: method?.type ?? free[0] ?? 'cod',
    icon: method?.icon ?? '',
    description: method?.description ?? '',
    enabled: method?.enabled ?? true,
    order: String(method?.order ?? 0),
  });
  return (
    <FormDialog
      form={form}
      idPrefix="pm"
      title={method ? 'Edit payment method' : 'Add payment method'}
      description="Checkout offers each enabled type once. Cash on delivery also follows the COD limit in Settings."
      submitLabel={method ? 'Save changes' : 'Add payment method'}
      busy={props.busy}
      onClose={props.onClose}
      onSubmit={props.onSave}
    >
      <TextField name="name" label="Name" />
      <div className="grid grid-cols-2 gap-4">
        <SelectField name="type" label="Type" disabled={method !== null}>
          {(method ? [method.type] : free).map((t) => (
            <option key={t} value={t}>
              {methodLabel[t]}
            </option>
          ))}
        </SelectField>
        <TextField name="order" label="Order" inputMode="numeric" />
      </div>
      <TextField name="description" label="Description shown at checkout" />
      <TextField name="icon" label="Icon (optional)" placeholder="e.g. wallet" />
      <CheckboxField name="enabled" label="Offer at checkout" />
    </FormDialog>
  );
}
