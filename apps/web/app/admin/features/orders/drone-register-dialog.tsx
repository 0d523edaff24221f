import { indiaDay } from '@propwash/domain/india-time';
import { droneRegisterQuerySchema } from '@propwash/domain/orders/dispatch';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { downloadFile } from '#app/admin/lib/download-file.ts';
import { FormDialog } from '#app/admin/ui/form-dialog.tsx';
import { SelectField, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { toast } from '#app/ui/toaster.tsx';
import { droneRegisterPath } from './orders.queries.ts';

const registerFormSchema = formSchema(
  z.object({ from: z.string(), to: z.string(), format: z.enum(['xlsx', 'csv']) }),
  (v) => v,
  droneRegisterQuerySchema,
);

/**
 * The drone sales register of a period (docs/decisions/drones.md): each drone unit of the orders
 * shipped and invoiced in it, with its buyer and serial numbers, as Excel or CSV.
 */
export function DroneRegisterDialog(props: { onClose: () => void }) {
  const today = indiaDay();
  const form = useSchemaForm(registerFormSchema, {
    from: `${today.slice(0, 8)}01`,
    to: today,
    format: 'xlsx',
  });
  const download = useMutation({
    mutationFn: (q: z.output<typeof registerFormSchema>) =>
      downloadFile(
        droneRegisterPath(q.from, q.to, q.format),
        `drone-register_${q.from}_${q.to}.${q.format}`,
      ),
    onSuccess: () => {
      toast.success('Drone sales register downloaded');
      props.onClose();
    },
  });
  return (
    <FormDialog
      form={form}
      idPrefix="drone-register"
      title="Drone sales register"
      description="Every drone unit sold in the period, by invoice date: buyer, address, phone, category and the aircraft, flight controller and remote serial numbers."
      submitLabel="Download"
      busy={download.isPending}
      onClose={props.onClose}
      onSubmit={(q) => download.mutateAsync(q)}
      formClassName="grid gap-4 sm:grid-cols-2"
    >
      <TextField name="from" label="From" type="date" max={today} />
      <TextField name="to" label="To" type="date" max={today} />
      <SelectField name="format" label="File" className="sm:col-span-2">
        <option value="xlsx">Excel (.xlsx)</option>
        <option value="csv">CSV</option>
      </SelectField>
    </FormDialog>
  );
}
