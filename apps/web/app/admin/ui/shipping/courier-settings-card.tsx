import {
  courierSettingsBodySchema,
  type CourierSettings,
} from '@propwash/domain/shipping/shipment-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminForm, submitWith } from '#app/admin/ui/form-dialog.tsx';
import { FormAlert, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import {
  courierSettingsQueryOptions,
  saveCourierSettings,
  shipmentsKeys,
} from '#app/admin/lib/shipments.queries.ts';

const schema = formSchema(
  z.object({
    shiprocketEmail: z.string(),
    shiprocketPassword: z.string(),
    pickupLocation: z.string(),
    webhookToken: z.string(),
  }),
  (v) => ({
    shiprocketEmail: v.shiprocketEmail.trim(),
    shiprocketPassword: v.shiprocketPassword || undefined,
    pickupLocation: v.pickupLocation.trim(),
    webhookToken: v.webhookToken.trim() || undefined,
  }),
  courierSettingsBodySchema,
);

function CourierForm({ settings }: { settings: CourierSettings }) {
  const queryClient = useQueryClient();
  const env = new Set(settings.fromEnvironment);
  const form = useSchemaForm(schema, {
    shiprocketEmail: settings.shiprocketEmail,
    shiprocketPassword: '',
    pickupLocation: settings.pickupLocation,
    webhookToken: '',
  });
  const save = useMutation({
    mutationFn: saveCourierSettings,
    onSuccess: (fresh) => {
      queryClient.setQueryData(shipmentsKeys.courierSettings(), fresh);
      form.reset({ ...form.getValues(), shiprocketPassword: '', webhookToken: '' });
      toast.success('Courier settings saved');
    },
  });
  /** A field the server environment may set instead: then it is locked and names the variable. */
  const envField = (
    key: CourierSettings['fromEnvironment'][number],
    variable: string,
    hint?: string,
  ) =>
    env.has(key)
      ? { disabled: true, hint: `${variable} (set by the server environment)` }
      : { disabled: false, hint };
  return (
    <AdminForm
      form={form}
      idPrefix="courier"
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={submitWith(form, (body) => save.mutateAsync(body))}
    >
      <TextField
        name="shiprocketEmail"
        label="Shiprocket API user email"
        type="email"
        autoComplete="off"
        {...envField('email', 'SHIPROCKET_EMAIL')}
      />
      <TextField
        name="shiprocketPassword"
        label="Shiprocket API user password"
        type="password"
        autoComplete="new-password"
        placeholder={`Password ${settings.shiprocketPassword}`}
        {...envField('password', 'SHIPROCKET_PASSWORD', 'Leave blank to keep the saved password')}
      />
      <TextField
        name="pickupLocation"
        label="Pickup location"
        hint="Its name exactly as in Shiprocket → Settings → Pickup Address"
        autoComplete="off"
      />
      <TextField
        name="webhookToken"
        label="Webhook token"
        autoComplete="off"
        placeholder={`Token ${settings.webhookToken}`}
        {...envField(
          'webhookToken',
          'SHIPROCKET_WEBHOOK_TOKEN',
          'The same token as in Shiprocket’s webhook form; blank keeps the saved one',
        )}
      />
      <p className="text-sm text-slate-600 sm:col-span-2">
        Webhook URL for Shiprocket:{' '}
        <code className="break-all">
          {`${window.location.origin}/api/shipping/webhook/courier-updates`}
        </code>
        {' · '}API: {settings.baseUrl} · {settings.shiprocketReady ? 'ready to book' : 'not set up'}
      </p>
      <FormAlert className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save couriers'}
        </Button>
      </div>
    </AdminForm>
  );
}

/** Settings → Couriers: the Shiprocket account, pickup location and webhook token. */
export function CourierSettingsCard() {
  const settings = useQuery(courierSettingsQueryOptions());
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Couriers</h2>
        <p className="text-sm text-slate-600">
          Shipments booked through Shiprocket use this account. Manual shipments need nothing here.
        </p>
      </div>
      {settings.isError ? (
        <LoadError title="Courier settings could not be loaded" message={settings.error.message} />
      ) : settings.data ? (
        <CourierForm settings={settings.data} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </Card>
  );
}
