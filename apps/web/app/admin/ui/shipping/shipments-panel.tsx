import { formatIndiaTime } from '@propwash/domain/india-time';
import { isWebAddress } from '@propwash/domain/shipping/tracking-url';
import type { OrderStatus } from '@propwash/domain/orders/status';
import {
  carriers,
  createShipmentBodySchema,
  shipmentStatusLabels,
  type Shipment,
} from '@propwash/domain/shipping/shipment-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, ExternalLink, FileDown, RefreshCw, Truck } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AdminForm, submitWith } from '#app/admin/ui/form-dialog.tsx';
import { FormAlert, SelectField, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { downloadFile } from '#app/admin/lib/download-file.ts';
import {
  createShipment,
  labelPath,
  orderShipmentsQueryOptions,
  refreshShipment,
  shipmentsKeys,
} from '#app/admin/lib/shipments.queries.ts';

const carrierLabels = { manual: 'Manual (own courier)', shiprocket: 'Shiprocket' } as const;

/** The form's text, turned into POST /api/orders/admin/:id/shipments's body and checked by it. */
const createSchema = formSchema(
  z.object({ carrier: z.enum(carriers), courier: z.string(), awb: z.string() }),
  (v) => ({
    carrier: v.carrier,
    courier: v.courier.trim() || undefined,
    awb: v.awb.trim() || undefined,
  }),
  createShipmentBodySchema,
);

function CreateShipmentForm(props: { orderId: string; onCreated: () => void }) {
  const form = useSchemaForm(createSchema, { carrier: 'manual', courier: '', awb: '' });
  const carrier = useWatch({ control: form.control, name: 'carrier' });
  const create = useMutation({
    mutationFn: (body: z.output<typeof createSchema>) => createShipment(props.orderId, body),
    onSuccess: (s) => {
      toast.success(`Shipment created${s.awb ? ` (AWB ${s.awb})` : ''}`);
      props.onCreated();
    },
  });
  return (
    <AdminForm
      form={form}
      idPrefix="shipment"
      aria-label="Create shipment"
      className="space-y-3"
      onSubmit={submitWith(form, (body) => create.mutateAsync(body))}
    >
      <SelectField name="carrier" label="Carrier">
        {carriers.map((c) => (
          <option key={c} value={c}>
            {carrierLabels[c]}
          </option>
        ))}
      </SelectField>
      <TextField
        name="courier"
        label={carrier === 'shiprocket' ? 'Courier id (optional)' : 'Courier'}
        placeholder={carrier === 'shiprocket' ? 'Shiprocket chooses' : 'e.g. Blue Dart'}
        autoComplete="off"
      />
      {carrier === 'manual' && (
        <TextField
          name="awb"
          label="AWB number"
          placeholder="From the courier's receipt"
          autoComplete="off"
        />
      )}
      <FormAlert />
      <Button type="submit" size="sm" disabled={create.isPending}>
        <Truck aria-hidden /> {create.isPending ? 'Creating…' : 'Create shipment'}
      </Button>
    </AdminForm>
  );
}

function ShipmentCard(props: { shipment: Shipment; onChanged: () => void }) {
  const s = props.shipment;
  const refresh = useMutation({
    mutationFn: () => refreshShipment(s.orderId, s.id),
    onSuccess: () => props.onChanged(),
    onError: (error) => toast.error(error.message),
  });
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{s.courier}</p>
        <Badge variant={s.status === 'delivered' ? 'success' : 'brand'}>
          {shipmentStatusLabels[s.status].toUpperCase()}
        </Badge>
      </div>
      <p className="text-slate-600">
        AWB <span className="font-mono text-slate-900">{s.awb ?? 'not given'}</span>
        {s.carrier === 'shiprocket' && ' · via Shiprocket'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            void downloadFile(labelPath(s.orderId, s.id), `label-${s.orderNumber}.pdf`).catch(
              (error: Error) => toast.error(error.message),
            )
          }
        >
          <FileDown aria-hidden /> Label
        </Button>
        {s.carrier === 'shiprocket' && (
          <Button
            size="sm"
            variant="outline"
            disabled={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            <RefreshCw aria-hidden /> Tracking
          </Button>
        )}
        {isWebAddress(s.trackingUrl) && (
          <a
            href={s.trackingUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 self-center text-sm font-medium text-brand-800 hover:underline"
          >
            Tracking page <ExternalLink className="size-3.5" aria-hidden />
          </a>
        )}
      </div>
      <ol aria-label="Tracking events" className="space-y-1 border-t border-slate-100 pt-2">
        {s.events.map((e, i) => (
          <li key={i} className="text-xs text-slate-600">
            <span className="text-slate-500">{formatIndiaTime(e.at)}</span> ·{' '}
            <span className="text-slate-900">{e.description}</span>
            {e.location && ` · ${e.location}`}
          </li>
        ))}
      </ol>
    </li>
  );
}

/**
 * The order's shipments, their labels and events, and the form creating one; while the order may
 * not ship yet (drone serials, the e-way bill), the reason instead of the form.
 */
export function ShipmentsPanel(props: {
  orderId: string;
  status: OrderStatus;
  /** Why no shipment can be created yet (the server's words), else null. */
  blocked?: string | null;
  onOrderChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const list = useQuery(orderShipmentsQueryOptions(props.orderId));
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: shipmentsKeys.ofOrder(props.orderId) });
    props.onOrderChanged();
  };
  const canCreate = props.status === 'confirmed' || props.status === 'processing';
  return (
    <div className="space-y-4">
      {list.isError && <p className="text-sm text-danger-700">{list.error.message}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="space-y-3">
          {list.data.map((s) => (
            <ShipmentCard key={s.id} shipment={s} onChanged={changed} />
          ))}
        </ul>
      )}
      {canCreate && props.blocked ? (
        <p
          role="note"
          className="flex gap-2 rounded-md border border-warning-700/30 bg-warning-50 p-3 text-sm text-slate-800"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning-700" aria-hidden />
          <span>
            <span className="font-medium">Not ready to ship.</span> {props.blocked}
          </span>
        </p>
      ) : canCreate ? (
        <CreateShipmentForm orderId={props.orderId} onCreated={changed} />
      ) : (
        list.data?.length === 0 && (
          <p className="text-sm text-slate-500">
            A shipment is created once the order is confirmed.
          </p>
        )
      )}
    </div>
  );
}
