import {
  shippingSettingsSchema,
  shippingZoneSchema,
  surfaceExtraDaysSchema,
  warehouseSchema,
  type ShippingSettings,
} from '@propwash/domain/settings/defaults';
import type { Region, StateName } from '@propwash/domain/shipping/states';
import { z } from 'zod';
import { formSchema, numberText, paiseText, rupeesText } from '#app/admin/ui/form-schema.ts';

/** A zone as typed on screen: amounts and days stay text until the save. */
export type ZoneDraft = {
  key: string;
  name: string;
  states: StateName[];
  charge: string;
  days: string;
};
/** A warehouse row: the regions it serves and the GST registration it invoices from. */
export type WarehouseDraft = {
  key: string;
  name: string;
  regions: Region[];
  gstin: string;
  address: string;
  city: string;
  state: StateName | '';
  pincode: string;
};

let nextKey = 0;
/** A React key for a row added on screen (rows have no ids of their own). */
export const newRowKey = () => `new-${++nextKey}`;

export function zoneDrafts(zones: ShippingSettings['zones']): ZoneDraft[] {
  return zones.map((z, i) => ({
    key: `zone-${i}`,
    name: z.name,
    states: [...z.states],
    charge: paiseText(z.chargePaise),
    days: String(z.days),
  }));
}

export function warehouseDrafts(warehouses: ShippingSettings['warehouses']): WarehouseDraft[] {
  return warehouses.map((w, i) => ({
    key: `warehouse-${i}`,
    name: w.name,
    regions: [...w.regions],
    gstin: w.gstin,
    address: w.address,
    city: w.city,
    state: w.state,
    pincode: w.pincode,
  }));
}

/** A new, empty zone at the end, named so it can be told apart from the others. */
export function addZone(drafts: ZoneDraft[]): ZoneDraft[] {
  const names = new Set(drafts.map((z) => z.name));
  let n = drafts.length + 1;
  while (names.has(`Zone ${n}`)) n += 1;
  return [...drafts, { key: newRowKey(), name: `Zone ${n}`, states: [], charge: '0', days: '3' }];
}

export function addWarehouse(drafts: WarehouseDraft[]): WarehouseDraft[] {
  return [
    ...drafts,
    {
      key: newRowKey(),
      name: '',
      regions: [],
      gstin: '',
      address: '',
      city: '',
      state: '',
      pincode: '',
    },
  ];
}

/** Drops row `index`; the last warehouse stays (the schema needs at least one). */
export function removeAt<T>(rows: T[], index: number, keepAtLeast = 0): T[] {
  if (rows.length <= keepAtLeast) return rows;
  return rows.filter((_, i) => i !== index);
}

/** Adds or removes one value, keeping the list in the order of `order`. */
export function toggle<T>(list: T[], value: T, on: boolean, order: readonly T[]): T[] {
  const next = new Set(list);
  if (on) next.add(value);
  else next.delete(value);
  return order.filter((v) => next.has(v));
}

/** For zone `index`: each state another zone already covers, with that zone's name. */
export function takenByOthers(drafts: ZoneDraft[], index: number): Map<StateName, string> {
  const taken = new Map<StateName, string>();
  drafts.forEach((z, i) => {
    if (i === index) return;
    for (const s of z.states) if (!taken.has(s)) taken.set(s, z.name || `Zone ${i + 1}`);
  });
  return taken;
}

/** "Goa is in more than one zone" (the schema's message) for each zone that shares a state. */
export function overlapMessages(drafts: ZoneDraft[]): string[][] {
  return drafts.map((z, i) => {
    const taken = takenByOthers(drafts, i);
    return z.states
      .filter((s) => taken.has(s))
      .map((s) => `${s} is in more than one zone (also in ${taken.get(s)})`);
  });
}

/** Regions no warehouse serves (their orders go to the first warehouse). */
export function unservedRegions(drafts: WarehouseDraft[], all: readonly Region[]): Region[] {
  const served = new Set(drafts.flatMap((w) => w.regions));
  return all.filter((r) => !served.has(r));
}

const { chargePaise: paise, days } = shippingZoneSchema.shape;
const amount = rupeesText(paise);
const dayCount = numberText(days);

/**
 * The shipping form: amounts typed in rupees and days as text (each refused beside its field),
 * zones and warehouses as their rows, then PUT /api/settings/admin/shipping's own schema (a state
 * in two zones, express days in the wrong order).
 */
export const shippingFormSchema = formSchema(
  z.object({
    freeThresholdPaise: amount,
    expressBelowThresholdPaise: amount,
    expressAtOrAboveThresholdPaise: amount,
    expressMinDays: dayCount,
    expressMaxDays: dayCount,
    surfaceExtraDays: numberText(surfaceExtraDaysSchema),
    ewayBillLimitPaise: amount,
    restOfIndia: z.object({ chargePaise: amount, days: dayCount }),
    zones: z.array(
      shippingZoneSchema.omit({ chargePaise: true, days: true }).extend({
        key: z.string(),
        charge: amount,
        days: dayCount,
      }),
    ),
    warehouses: z.array(warehouseSchema.safeExtend({ key: z.string() })),
  }),
  (v) => ({
    ...v,
    zones: v.zones.map((z) => ({
      name: z.name,
      states: z.states,
      chargePaise: z.charge,
      days: z.days,
    })),
    warehouses: v.warehouses.map(({ key: _key, ...w }) => w),
  }),
  shippingSettingsSchema,
);

/** What the shipping form's inputs start with. */
export function shippingFormValues(s: ShippingSettings): z.input<typeof shippingFormSchema> {
  return {
    freeThresholdPaise: paiseText(s.freeThresholdPaise),
    expressBelowThresholdPaise: paiseText(s.expressBelowThresholdPaise),
    expressAtOrAboveThresholdPaise: paiseText(s.expressAtOrAboveThresholdPaise),
    expressMinDays: String(s.expressMinDays),
    expressMaxDays: String(s.expressMaxDays),
    surfaceExtraDays: String(s.surfaceExtraDays),
    ewayBillLimitPaise: paiseText(s.ewayBillLimitPaise),
    restOfIndia: {
      chargePaise: paiseText(s.restOfIndia.chargePaise),
      days: String(s.restOfIndia.days),
    },
    zones: zoneDrafts(s.zones),
    warehouses: warehouseDrafts(s.warehouses),
  };
}
