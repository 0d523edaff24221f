import {
  adminOrderPatchSchema,
  type AdminOrder,
  type AdminOrderPatch,
} from '@propwash/domain/orders/admin-schemas';
import { orderPriorities } from '@propwash/domain/orders/status';
import { z } from 'zod';
import { AdminForm, submitWith } from '#app/admin/ui/form-dialog.tsx';
import { FormAlert, SelectField, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { Button } from '#app/ui/button.tsx';
import { toast } from '#app/ui/toaster.tsx';

/** Only changed fields are sent (one timeline entry each); none changed is "Nothing to change". */
function fulfilmentSchema(o: AdminOrder) {
  return formSchema(
    z.object({
      trackingNumber: z.string(),
      priority: z.enum(orderPriorities),
      warehouse: z.string(),
    }),
    (v) => ({
      trackingNumber:
        v.trackingNumber.trim() !== (o.fulfillment.trackingNumber ?? '')
          ? v.trackingNumber.trim()
          : undefined,
      priority: v.priority !== o.priority ? v.priority : undefined,
      warehouse: v.warehouse.trim() !== o.fulfillment.warehouse ? v.warehouse.trim() : undefined,
    }),
    adminOrderPatchSchema,
  );
}

/** Tracking number, priority and warehouse of one order (PATCH /api/orders/admin/:id). */
export function FulfilmentForm(props: {
  order: AdminOrder;
  busy: boolean;
  onSave: (body: AdminOrderPatch) => unknown;
}) {
  const o = props.order;
  const form = useSchemaForm(fulfilmentSchema(o), {
    trackingNumber: o.fulfillment.trackingNumber ?? '',
    priority: o.priority,
    warehouse: o.fulfillment.warehouse,
  });
  return (
    <AdminForm
      form={form}
      idPrefix="order"
      className="space-y-3"
      onSubmit={submitWith(form, props.onSave, (message) => message && toast.info(message))}
    >
      <TextField
        name="trackingNumber"
        id="order-tracking-number"
        label="Tracking number"
        placeholder="Set when the order ships"
        autoComplete="off"
      />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <SelectField name="priority" label="Priority">
          {orderPriorities.map((p) => (
            <option key={p} value={p}>
              {p[0]!.toUpperCase() + p.slice(1)}
            </option>
          ))}
        </SelectField>
        <TextField name="warehouse" label="Warehouse" maxLength={60} />
      </div>
      <FormAlert />
      <Button type="submit" size="sm" disabled={props.busy}>
        {props.busy ? 'Saving…' : 'Save fulfilment'}
      </Button>
    </AdminForm>
  );
}
