import {
  bulkCreateShipmentsBodySchema,
  carriers,
  type BulkShipmentsResult,
} from '@propwash/domain/shipping/shipment-schemas';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { SelectField, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { createShipments } from '#app/admin/lib/shipments.queries.ts';

/** "Create shipments" for the selected orders: one carrier (and courier) for all of them. */
export function BulkShipmentsDialog(props: {
  orderIds: string[];
  onClose: () => void;
  onDone: (result: BulkShipmentsResult) => void;
}) {
  const schema = formSchema(
    z.object({ carrier: z.enum(carriers), courier: z.string() }),
    (v) => ({
      orderIds: props.orderIds,
      carrier: v.carrier,
      courier: v.courier.trim() || undefined,
    }),
    bulkCreateShipmentsBodySchema,
  );
  const form = useSchemaForm(schema, { carrier: 'manual', courier: '' });
  const create = useMutation({ mutationFn: createShipments, onSuccess: props.onDone });
  const count = props.orderIds.length;
  return (
    <FormDialog
      form={form}
      idPrefix="bulk-shipments"
      title={`Create shipments for ${count} ${count === 1 ? 'order' : 'orders'}`}
      description="Each confirmed or processing order gets a shipment and is marked shipped. Shiprocket assigns the AWBs; add a manual courier's AWB on each order afterwards."
      submitLabel="Create shipments"
      busy={create.isPending}
      onClose={props.onClose}
      onSubmit={(body) => create.mutateAsync(body)}
    >
      <SelectField name="carrier" label="Carrier">
        <option value="manual">Manual (own courier)</option>
        <option value="shiprocket">Shiprocket</option>
      </SelectField>
      <TextField name="courier" label="Courier" placeholder="e.g. Blue Dart" autoComplete="off" />
    </FormDialog>
  );
}
