import { shippingRegions } from '@propwash/domain/settings/defaults';
import { stateNames, type Region } from '@propwash/domain/shipping/states';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, get, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import {
  CheckboxOption,
  MoneyField,
  SelectField,
  TextField,
  TextFields,
} from '#app/admin/ui/form-field.tsx';
import { useSchemaForm } from '#app/admin/ui/form-schema.ts';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';
import { SectionCard, type SaveProps } from './settings-section.tsx';
import {
  addWarehouse,
  addZone,
  overlapMessages,
  removeAt,
  shippingFormSchema,
  shippingFormValues,
  takenByOthers,
  unservedRegions,
  type WarehouseDraft,
  type ZoneDraft,
} from './shipping-zones.ts';
import { StatePicker } from './state-picker.tsx';

const regionOrder = [...shippingRegions].sort();
const regionLabel = (r: Region) => r[0]!.toUpperCase() + r.slice(1);

/** Messages under one zone or warehouse row. */
function RowMessages({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="col-span-full space-y-0.5 text-sm text-danger-700">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

function RemoveButton(props: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  className: string;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={props.disabled}
      onClick={props.onClick}
      aria-label={props.label}
      className={cn(
        'col-span-full justify-self-end text-danger-700 hover:bg-danger-50 hover:text-danger-700',
        props.className,
      )}
    >
      <Trash2 aria-hidden />
      <span className="sm:sr-only">Remove</span>
    </Button>
  );
}

/** A list of the shipping settings under its heading, what it is for and its "Add …" button. */
function ListSection(props: {
  id: string;
  title: string;
  intro: ReactNode;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id={props.id} className="text-sm font-semibold text-slate-900">
            {props.title}
          </h3>
          <p className="text-xs text-slate-500">{props.intro}</p>
        </div>
        <Button type="button" variant="outline" size="sm" onClick={props.onAdd}>
          <Plus aria-hidden /> {props.addLabel}
        </Button>
      </div>
      {props.children}
    </section>
  );
}

export function ShippingTab(save: SaveProps) {
  const form = useSchemaForm(shippingFormSchema, shippingFormValues(save.data.settings.shipping));
  const { control } = form;
  const zoneRows = useFieldArray({ control, name: 'zones', keyName: 'fieldKey' });
  const warehouseRows = useFieldArray({ control, name: 'warehouses', keyName: 'fieldKey' });
  const zones = useWatch({ control, name: 'zones' }) as ZoneDraft[];
  const warehouses = useWatch({ control, name: 'warehouses' }) as WarehouseDraft[];
  const { errors } = useFormState({ control });
  const errorOf = (name: string) =>
    (get(errors, name) as { message?: string } | undefined)?.message;

  const overlaps = overlapMessages(zones);
  const unserved = unservedRegions(warehouses, regionOrder);
  const warehousesError = errorOf('warehouses.root') ?? errorOf('warehouses');

  return (
    <SectionCard form={form} section="shipping" {...save}>
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField
          name="freeThresholdPaise"
          label="Free standard shipping from"
          hint="Subtotal before discounts"
        />
        <MoneyField name="expressBelowThresholdPaise" label="Express below the threshold" />
        <MoneyField name="expressAtOrAboveThresholdPaise" label="Express at or above it" />
        <TextFields
          fields={[
            { name: 'expressMinDays', label: 'Express: fastest (days)', inputMode: 'numeric' },
            { name: 'expressMaxDays', label: 'Express: slowest (days)', inputMode: 'numeric' },
            {
              name: 'surfaceExtraDays',
              label: 'Surface only: extra days',
              inputMode: 'numeric',
              hint: 'Added to standard delivery for goods marked “ships by surface only” (LiPo, fuel); they never go express',
            },
          ]}
        />
        <MoneyField
          name="ewayBillLimitPaise"
          label="E-way bill above"
          hint="Goods worth more than this (GST included, after discount, without shipping) ship only once their e-way bill number is recorded"
        />
      </div>

      <ListSection
        id="zones-heading"
        title="Zones"
        addLabel="Add zone"
        onAdd={() => zoneRows.append(addZone(zones).at(-1)!)}
        intro="A state belongs to at most one zone; states in no zone pay the rest-of-India rate."
      >
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {zoneRows.fields.map((row, i) => {
            const z = zones[i] ?? row;
            const statesError = errorOf(`zones.${i}.states`);
            const messages = [...overlaps[i]!, ...(statesError ? [`States: ${statesError}`] : [])];
            const errorId = `zone-${row.key}-errors`;
            const rowField = (key: string) => ({
              name: `zones.${i}.${key}`,
              id: `zone-${row.key}-${key}`,
            });
            return (
              <li
                key={row.fieldKey}
                aria-label={z.name || `Zone ${i + 1}`}
                className="grid grid-cols-2 gap-3 p-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_8rem_5.5rem_auto] lg:items-start"
              >
                <TextField
                  {...rowField('name')}
                  className="col-span-2 sm:col-span-1"
                  label="Zone name"
                />
                <Controller
                  control={control}
                  name={`zones.${i}.states`}
                  render={({ field }) => (
                    <StatePicker
                      id={`zone-${row.key}-states`}
                      className="col-span-2 sm:col-span-1"
                      zoneName={z.name}
                      value={field.value}
                      takenBy={takenByOthers(zones, i)}
                      onChange={field.onChange}
                      invalid={messages.length > 0}
                      describedBy={messages.length > 0 ? errorId : undefined}
                    />
                  )}
                />
                <MoneyField {...rowField('charge')} label="Charge" />
                <TextField {...rowField('days')} label="Days" inputMode="numeric" />
                <RowMessages id={errorId} messages={messages} />
                <RemoveButton
                  label={`Remove zone ${z.name || i + 1}`}
                  className="lg:col-span-1 lg:col-start-5 lg:row-start-1 lg:mt-6"
                  onClick={() => zoneRows.remove(i)}
                />
              </li>
            );
          })}
          <li className="grid grid-cols-2 gap-3 p-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_8rem_5.5rem_auto] lg:items-end">
            <div className="col-span-2">
              <p className="font-medium text-slate-900">Rest of India</p>
              <p className="text-xs text-slate-500">Every state not in a zone above</p>
            </div>
            <MoneyField name="restOfIndia.chargePaise" id="rest-charge" label="Charge" />
            <TextField name="restOfIndia.days" id="rest-days" label="Days" inputMode="numeric" />
            <span className="hidden w-10 lg:block" aria-hidden />
          </li>
        </ul>
      </ListSection>

      <ListSection
        id="warehouses-heading"
        title="Warehouses"
        addLabel="Add warehouse"
        onAdd={() => warehouseRows.append(addWarehouse(warehouses).at(-1)!)}
        intro={
          <>
            An order ships from the first warehouse that serves its region.
            {unserved.length > 0 &&
              ` No warehouse serves ${unserved.map(regionLabel).join(', ')}: those orders go to the first one.`}
          </>
        }
      >
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {warehouseRows.fields.map((row, i) => {
            const name = warehouses[i]?.name ?? row.name;
            const rowField = (key: string) => ({
              name: `warehouses.${i}.${key}`,
              id: `warehouse-${row.key}-${key}`,
            });
            return (
              <li
                key={row.fieldKey}
                aria-label={name || `Warehouse ${i + 1}`}
                className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-start"
              >
                <TextField {...rowField('name')} label="Warehouse name" />
                <fieldset className="space-y-1.5">
                  <legend className="text-sm leading-none font-medium text-slate-800">
                    Regions served
                    <span className="sr-only"> by {name || `warehouse ${i + 1}`}</span>
                  </legend>
                  <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2 pt-1.5">
                    {regionOrder.map((r) => (
                      <CheckboxOption key={r} name={`warehouses.${i}.regions`} value={r}>
                        {regionLabel(r)}
                      </CheckboxOption>
                    ))}
                  </div>
                </fieldset>
                <div
                  role="group"
                  aria-labelledby={`warehouse-${row.key}-gst`}
                  aria-describedby={`warehouse-${row.key}-gst-hint`}
                  className="col-span-full grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-2 lg:grid-cols-[12rem_minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_6.5rem]"
                >
                  <p className="col-span-full text-sm font-medium text-slate-800">
                    <span id={`warehouse-${row.key}-gst`}>
                      GST registration it invoices from
                      <span className="sr-only"> ({name || `warehouse ${i + 1}`})</span>
                    </span>
                    <span
                      id={`warehouse-${row.key}-gst-hint`}
                      className="block text-xs font-normal text-slate-500"
                    >
                      Its invoices carry this GSTIN and address, in their own series. Leave the
                      GSTIN empty to invoice from the store profile&apos;s (General tab).
                    </span>
                  </p>
                  <TextField
                    {...rowField('gstin')}
                    label="GSTIN"
                    autoCapitalize="characters"
                    spellCheck={false}
                    maxLength={15}
                  />
                  <TextField {...rowField('address')} label="Address" />
                  <TextField {...rowField('city')} label="City" />
                  <SelectField {...rowField('state')} label="State">
                    <option value="">Choose…</option>
                    {stateNames.map((s) => (
                      <option key={s}>{s}</option>
                    ))}
                  </SelectField>
                  <TextField
                    {...rowField('pincode')}
                    label="Pincode"
                    inputMode="numeric"
                    maxLength={6}
                  />
                </div>
                <RemoveButton
                  label={`Remove warehouse ${name || i + 1}`}
                  className="sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:mt-6"
                  disabled={warehouseRows.fields.length <= 1}
                  onClick={() => warehouseRows.replace(removeAt(warehouses, i, 1))}
                />
              </li>
            );
          })}
        </ul>
        {warehousesError && <p className="text-sm text-danger-700">{warehousesError}</p>}
      </ListSection>
    </SectionCard>
  );
}
