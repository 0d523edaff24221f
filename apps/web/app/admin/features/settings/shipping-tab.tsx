import { shippingRegions, shippingSettingsSchema } from '@propwash/domain/settings/defaults';
import type { Region } from '@propwash/domain/shipping/states';
import { Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Button } from '#app/ui/button.tsx';
import { Field } from './settings-fields.tsx';
import { checkAmounts, paiseToInput, rupeesInputToPaise, wholeNumber } from './settings-input.ts';
import { SectionCard, useSectionSave, type SaveProps } from './settings-section.tsx';
import {
  addWarehouse,
  addZone,
  overlapMessages,
  removeAt,
  rowIssues,
  takenByOthers,
  toggle,
  unservedRegions,
  warehouseDrafts,
  warehousesFromDrafts,
  zoneDrafts,
  zonesFromDrafts,
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

function SubHeading(props: { id: string; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <div>
        <h3 id={props.id} className="text-sm font-semibold text-slate-900">
          {props.title}
        </h3>
        <p className="text-xs text-slate-500">{props.children}</p>
      </div>
      {props.action}
    </div>
  );
}

export function ShippingTab({ data, onSaved }: SaveProps) {
  const s = data.settings.shipping;
  const [d, setD] = useState({
    freeThreshold: paiseToInput(s.freeThresholdPaise),
    expressBelow: paiseToInput(s.expressBelowThresholdPaise),
    expressAtOrAbove: paiseToInput(s.expressAtOrAboveThresholdPaise),
    expressMinDays: String(s.expressMinDays),
    expressMaxDays: String(s.expressMaxDays),
    restCharge: paiseToInput(s.restOfIndia.chargePaise),
    restDays: String(s.restOfIndia.days),
  });
  const [zones, setZones] = useState<ZoneDraft[]>(() => zoneDrafts(s.zones));
  const [warehouses, setWarehouses] = useState<WarehouseDraft[]>(() =>
    warehouseDrafts(s.warehouses),
  );
  const save = useSectionSave('shipping', shippingSettingsSchema, 'Shipping', onSaved);

  function submit() {
    const amounts: Record<string, number> = {
      'Free shipping threshold': rupeesInputToPaise(d.freeThreshold),
      'Express below threshold': rupeesInputToPaise(d.expressBelow),
      'Express at or above threshold': rupeesInputToPaise(d.expressAtOrAbove),
      'Rest of India charge': rupeesInputToPaise(d.restCharge),
    };
    const zoneValues = zonesFromDrafts(zones);
    zoneValues.forEach((z, i) => {
      amounts[`${z.name || `Zone ${i + 1}`} charge`] = z.chargePaise;
    });
    save.submit(
      {
        freeThresholdPaise: amounts['Free shipping threshold'],
        zones: zoneValues,
        restOfIndia: {
          chargePaise: amounts['Rest of India charge'],
          days: wholeNumber(d.restDays),
        },
        expressBelowThresholdPaise: amounts['Express below threshold'],
        expressAtOrAboveThresholdPaise: amounts['Express at or above threshold'],
        expressMinDays: wholeNumber(d.expressMinDays),
        expressMaxDays: wholeNumber(d.expressMaxDays),
        warehouses: warehousesFromDrafts(warehouses),
      },
      checkAmounts(amounts),
    );
  }

  // Rows move when one is added or removed: earlier messages would land on the wrong row.
  const changeZones = (next: ZoneDraft[]) => {
    if (next.length !== zones.length) save.clear();
    setZones(next);
  };
  const changeWarehouses = (next: WarehouseDraft[]) => {
    if (next.length !== warehouses.length) save.clear();
    setWarehouses(next);
  };
  const setZone = (i: number, patch: Partial<ZoneDraft>) =>
    changeZones(zones.map((z, j) => (j === i ? { ...z, ...patch } : z)));
  const setWarehouse = (i: number, patch: Partial<WarehouseDraft>) =>
    changeWarehouses(warehouses.map((w, j) => (j === i ? { ...w, ...patch } : w)));

  const issues = rowIssues(save.issues, zones, warehouses.length);
  const overlaps = overlapMessages(zones);
  const unserved = unservedRegions(warehouses, regionOrder);

  return (
    <SectionCard
      title="Shipping"
      description="Standard shipping by zone, free above the threshold; express on top. Checkout, the cart and the product page's pincode check follow these at once."
      meta={data.meta.shipping}
      error={save.error}
      busy={save.busy}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id="shipping-free"
          label="Free standard shipping from"
          prefix="₹"
          inputMode="decimal"
          hint="Subtotal before discounts"
          value={d.freeThreshold}
          onChange={(v) => setD({ ...d, freeThreshold: v })}
        />
        <Field
          id="shipping-express-below"
          label="Express below the threshold"
          prefix="₹"
          inputMode="decimal"
          value={d.expressBelow}
          onChange={(v) => setD({ ...d, expressBelow: v })}
        />
        <Field
          id="shipping-express-above"
          label="Express at or above it"
          prefix="₹"
          inputMode="decimal"
          value={d.expressAtOrAbove}
          onChange={(v) => setD({ ...d, expressAtOrAbove: v })}
        />
        <Field
          id="shipping-express-min"
          label="Express: fastest (days)"
          inputMode="numeric"
          value={d.expressMinDays}
          onChange={(v) => setD({ ...d, expressMinDays: v })}
        />
        <Field
          id="shipping-express-max"
          label="Express: slowest (days)"
          inputMode="numeric"
          value={d.expressMaxDays}
          onChange={(v) => setD({ ...d, expressMaxDays: v })}
        />
      </div>

      <section aria-labelledby="zones-heading" className="space-y-2">
        <SubHeading
          id="zones-heading"
          title="Zones"
          action={
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => changeZones(addZone(zones))}
            >
              <Plus aria-hidden /> Add zone
            </Button>
          }
        >
          A state belongs to at most one zone; states in no zone pay the rest-of-India rate.
        </SubHeading>
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {zones.map((z, i) => {
            const messages = [
              ...overlaps[i]!,
              ...issues.zones[i]!.filter((m) => !overlaps[i]!.some((o) => o.startsWith(m))),
            ];
            const errorId = `zone-${z.key}-errors`;
            const invalid = messages.length > 0;
            return (
              <li
                key={z.key}
                aria-label={z.name || `Zone ${i + 1}`}
                className="grid grid-cols-2 gap-3 p-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_8rem_5.5rem_auto] lg:items-start"
              >
                <Field
                  id={`zone-${z.key}-name`}
                  className="col-span-2 sm:col-span-1"
                  label="Zone name"
                  value={z.name}
                  onChange={(v) => setZone(i, { name: v })}
                  invalid={issues.zones[i]!.some((m) => m.startsWith('Name'))}
                  describedBy={invalid ? errorId : undefined}
                />
                <StatePicker
                  id={`zone-${z.key}-states`}
                  className="col-span-2 sm:col-span-1"
                  zoneName={z.name}
                  value={z.states}
                  takenBy={takenByOthers(zones, i)}
                  onChange={(states) => setZone(i, { states })}
                  invalid={
                    overlaps[i]!.length > 0 || issues.zones[i]!.some((m) => m.startsWith('States'))
                  }
                  describedBy={invalid ? errorId : undefined}
                />
                <Field
                  id={`zone-${z.key}-charge`}
                  label="Charge"
                  prefix="₹"
                  inputMode="decimal"
                  value={z.charge}
                  onChange={(v) => setZone(i, { charge: v })}
                />
                <Field
                  id={`zone-${z.key}-days`}
                  label="Days"
                  inputMode="numeric"
                  value={z.days}
                  onChange={(v) => setZone(i, { days: v })}
                />
                <RowMessages id={errorId} messages={messages} />
                <RemoveButton
                  label={`Remove zone ${z.name || i + 1}`}
                  className="lg:col-span-1 lg:col-start-5 lg:row-start-1 lg:mt-6"
                  onClick={() => changeZones(removeAt(zones, i))}
                />
              </li>
            );
          })}
          <li className="grid grid-cols-2 gap-3 p-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_8rem_5.5rem_auto] lg:items-end">
            <div className="col-span-2">
              <p className="font-medium text-slate-900">Rest of India</p>
              <p className="text-xs text-slate-500">Every state not in a zone above</p>
            </div>
            <Field
              id="rest-charge"
              label="Charge"
              prefix="₹"
              inputMode="decimal"
              value={d.restCharge}
              onChange={(v) => setD({ ...d, restCharge: v })}
            />
            <Field
              id="rest-days"
              label="Days"
              inputMode="numeric"
              value={d.restDays}
              onChange={(v) => setD({ ...d, restDays: v })}
            />
            <span className="hidden w-10 lg:block" aria-hidden />
          </li>
        </ul>
      </section>

      <section aria-labelledby="warehouses-heading" className="space-y-2">
        <SubHeading
          id="warehouses-heading"
          title="Warehouses"
          action={
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => changeWarehouses(addWarehouse(warehouses))}
            >
              <Plus aria-hidden /> Add warehouse
            </Button>
          }
        >
          An order ships from the first warehouse that serves its region.
          {unserved.length > 0 &&
            ` No warehouse serves ${unserved.map(regionLabel).join(', ')}: those orders go to the first one.`}
        </SubHeading>
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {warehouses.map((w, i) => {
            const errorId = `warehouse-${w.key}-errors`;
            const messages = issues.warehouses[i]!;
            return (
              <li
                key={w.key}
                aria-label={w.name || `Warehouse ${i + 1}`}
                className="grid gap-3 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-start"
              >
                <Field
                  id={`warehouse-${w.key}-name`}
                  label="Warehouse name"
                  value={w.name}
                  onChange={(v) => setWarehouse(i, { name: v })}
                  invalid={messages.some((m) => m.startsWith('Name'))}
                  describedBy={messages.length ? errorId : undefined}
                />
                <fieldset className="space-y-1.5">
                  <legend className="text-sm leading-none font-medium text-slate-800">
                    Regions served
                    <span className="sr-only"> by {w.name || `warehouse ${i + 1}`}</span>
                  </legend>
                  <div className="flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2 pt-1.5">
                    {regionOrder.map((r) => (
                      <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-700"
                          checked={w.regions.includes(r)}
                          onChange={(e) =>
                            setWarehouse(i, {
                              regions: toggle(w.regions, r, e.target.checked, regionOrder),
                            })
                          }
                        />
                        {regionLabel(r)}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <RowMessages id={errorId} messages={messages} />
                <RemoveButton
                  label={`Remove warehouse ${w.name || i + 1}`}
                  className="sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:mt-6"
                  disabled={warehouses.length <= 1}
                  onClick={() => changeWarehouses(removeAt(warehouses, i, 1))}
                />
              </li>
            );
          })}
        </ul>
        {issues.other.some((o) => o.field === 'warehouses') && (
          <p className="text-sm text-danger-700">
            {issues.other.find((o) => o.field === 'warehouses')!.message}
          </p>
        )}
      </section>
    </SectionCard>
  );
}
