import { droneCategoryLabels } from '@propwash/domain/catalog/drones';
import type { AdminOrder } from '@propwash/domain/orders/admin-schemas';
import { droneUnitsBodySchema, type DroneUnitsBody } from '@propwash/domain/orders/drone-units';
import { Plane } from 'lucide-react';
import { z } from 'zod';
import { AdminForm, submitWith } from '#app/admin/ui/form-dialog.tsx';
import { FormAlert, TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { cn } from '#app/lib/cn.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';

type Drones = AdminOrder['droneUnits'];

/** The form's rows (one per unit), checked by PUT /api/orders/admin/:id/drone-units's schema. */
const serialsFormSchema = formSchema(
  z.object({
    units: z.array(
      z.object({
        orderItemId: z.string(),
        aircraft: z.string(),
        flightController: z.string(),
        remote: z.string(),
      }),
    ),
  }),
  (v) => v,
  droneUnitsBodySchema,
);

/** One row per unit of every drone line, filled with what is recorded. */
function unitRows(drones: Drones) {
  return drones.lines.flatMap((line) =>
    Array.from({ length: line.quantity }, (_, i) => {
      const saved = drones.units.find(
        (u) => u.orderItemId === line.orderItemId && u.unit === i + 1,
      );
      return {
        orderItemId: line.orderItemId,
        aircraft: saved?.aircraft ?? '',
        flightController: saved?.flightController ?? '',
        remote: saved?.remote ?? '',
      };
    }),
  );
}

const parts = [
  ['aircraft', 'Aircraft'],
  ['flightController', 'Flight controller'],
  ['remote', 'Remote'],
] as const;

/**
 * Each drone unit's aircraft, flight controller and remote serial numbers (docs/decisions/drones.md):
 * recorded at packing, printed on the invoice, so editable only until the invoice is issued.
 */
export function DroneSerialsCard(props: {
  order: Pick<AdminOrder, 'id' | 'status' | 'droneUnits' | 'invoiceNumber'>;
  busy: boolean;
  onSave: (body: DroneUnitsBody) => Promise<unknown>;
}) {
  const drones = props.order.droneUnits;
  if (drones.lines.length === 0) return null;
  const needed = drones.lines.reduce((n, l) => n + l.quantity, 0);
  const missing = drones.units.length < needed;
  const editable = drones.editable && props.order.status !== 'cancelled';
  return (
    <Card
      role="region"
      aria-labelledby="drone-serials-title"
      className={cn('p-4 sm:p-5', missing && editable && 'border-warning-700/30 bg-warning-50')}
    >
      <div className="flex gap-3">
        <Plane className="mt-0.5 hidden size-5 shrink-0 text-slate-500 sm:block" aria-hidden />
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <h2 id="drone-serials-title" className="font-semibold text-slate-900">
              Drone serial numbers
            </h2>
            <p className="text-sm text-slate-700">
              {editable
                ? `Record each unit's serials before packing: the invoice prints them and the drone sales register lists them. ${drones.units.length} of ${needed} unit${needed === 1 ? '' : 's'} recorded.`
                : props.order.invoiceNumber
                  ? `Printed on invoice ${props.order.invoiceNumber}; they can no longer be changed.`
                  : 'This order ships no drones.'}
            </p>
          </div>
          {editable ? (
            <SerialsForm key={JSON.stringify(drones.units)} drones={drones} {...props} />
          ) : (
            <SerialsList drones={drones} />
          )}
        </div>
      </div>
    </Card>
  );
}

function LineHeading({ line }: { line: Drones['lines'][number] }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
      {line.name}
      <Badge variant="neutral">{droneCategoryLabels[line.category]}</Badge>
      <span className="font-normal text-slate-500">
        {line.quantity} unit{line.quantity === 1 ? '' : 's'}
      </span>
    </p>
  );
}

function SerialsForm(props: {
  drones: Drones;
  busy: boolean;
  onSave: (body: DroneUnitsBody) => Promise<unknown>;
}) {
  const rows = unitRows(props.drones);
  const form = useSchemaForm(serialsFormSchema, { units: rows });
  let index = 0;
  return (
    <AdminForm
      form={form}
      idPrefix="drone"
      aria-label="Drone serial numbers"
      className="space-y-4"
      onSubmit={submitWith(form, props.onSave)}
    >
      {props.drones.lines.map((line) => (
        <fieldset key={line.orderItemId} className="space-y-2">
          <legend className="contents">
            <LineHeading line={line} />
          </legend>
          {Array.from({ length: line.quantity }, (_, unit) => {
            const at = index++;
            return (
              <div
                key={unit}
                className="grid gap-2 rounded-md border border-slate-200 bg-white p-3 sm:grid-cols-[4rem_repeat(3,minmax(0,1fr))] sm:items-start"
              >
                <p className="text-sm font-medium text-slate-600 sm:pt-7">Unit {unit + 1}</p>
                {parts.map(([key, label]) => (
                  <TextField
                    key={key}
                    name={`units.${at}.${key}`}
                    label={<span>{label}</span>}
                    aria-label={`${label} serial, unit ${unit + 1} of ${line.name}`}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={60}
                    inputClassName="font-mono"
                  />
                ))}
              </div>
            );
          })}
        </fieldset>
      ))}
      <FormAlert />
      <Button type="submit" size="sm" disabled={props.busy}>
        {props.busy ? 'Saving…' : 'Save serial numbers'}
      </Button>
    </AdminForm>
  );
}

function SerialsList({ drones }: { drones: Drones }) {
  return (
    <div className="space-y-3">
      {drones.lines.map((line) => (
        <div key={line.orderItemId} className="space-y-1">
          <LineHeading line={line} />
          <ul className="space-y-1 text-sm text-slate-700">
            {drones.units
              .filter((u) => u.orderItemId === line.orderItemId)
              .map((u) => (
                <li key={u.unit} className="text-xs">
                  <span className="font-medium">Unit {u.unit}:</span>{' '}
                  {parts.map(([key, label], i) => (
                    <span key={key} className="inline-block pr-2">
                      {label} <span className="font-mono text-slate-900">{u[key]}</span>
                      {i < parts.length - 1 && ' ·'}
                    </span>
                  ))}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
