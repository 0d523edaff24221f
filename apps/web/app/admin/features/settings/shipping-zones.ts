import type { ShippingSettings } from '@propwash/domain/settings/defaults';
import type { Region, StateName } from '@propwash/domain/shipping/states';
import { paiseToInput, rupeesInputToPaise, wholeNumber } from './settings-input.ts';

/** A zone as typed on screen: amounts and days stay text until the save. */
export type ZoneDraft = {
  key: string;
  name: string;
  states: StateName[];
  charge: string;
  days: string;
};
export type WarehouseDraft = { key: string; name: string; regions: Region[] };

let nextKey = 0;
/** A React key for a row added on screen (rows have no ids of their own). */
export const newRowKey = () => `new-${++nextKey}`;

export function zoneDrafts(zones: ShippingSettings['zones']): ZoneDraft[] {
  return zones.map((z, i) => ({
    key: `zone-${i}`,
    name: z.name,
    states: [...z.states],
    charge: paiseToInput(z.chargePaise),
    days: String(z.days),
  }));
}

export function warehouseDrafts(warehouses: ShippingSettings['warehouses']): WarehouseDraft[] {
  return warehouses.map((w, i) => ({
    key: `warehouse-${i}`,
    name: w.name,
    regions: [...w.regions],
  }));
}

/** Zones as the schema takes them (unparseable amounts become NaN for checkAmounts to name). */
export function zonesFromDrafts(drafts: ZoneDraft[]): ShippingSettings['zones'] {
  return drafts.map((z) => ({
    name: z.name,
    states: z.states,
    chargePaise: rupeesInputToPaise(z.charge),
    days: wholeNumber(z.days),
  }));
}

export const warehousesFromDrafts = (drafts: WarehouseDraft[]): ShippingSettings['warehouses'] =>
  drafts.map((w) => ({ name: w.name, regions: w.regions }));

/** A new, empty zone at the end, named so it can be told apart from the others. */
export function addZone(drafts: ZoneDraft[]): ZoneDraft[] {
  const names = new Set(drafts.map((z) => z.name));
  let n = drafts.length + 1;
  while (names.has(`Zone ${n}`)) n += 1;
  return [...drafts, { key: newRowKey(), name: `Zone ${n}`, states: [], charge: '0', days: '3' }];
}

export function addWarehouse(drafts: WarehouseDraft[]): WarehouseDraft[] {
  return [...drafts, { key: newRowKey(), name: '', regions: [] }];
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

/** One save problem, as the schema or the server names it: `zones.2.states`, `zones`, ... */
export type FieldIssue = { field: string; message: string };

/**
 * Which zone or warehouse row an issue belongs to, so its message shows beside the field.
 * The overlap message names a state: it goes to every zone that has that state.
 */
export function rowIssues(
  issues: FieldIssue[],
  zones: ZoneDraft[],
  warehouseCount: number,
): { zones: string[][]; warehouses: string[][]; other: FieldIssue[] } {
  const out = {
    zones: zones.map(() => [] as string[]),
    warehouses: Array.from({ length: warehouseCount }, () => [] as string[]),
    other: [] as FieldIssue[],
  };
  for (const issue of issues) {
    const [list, index, field] = issue.field.split('.');
    const i = Number(index);
    const text = field ? `${labelOf(field)}: ${issue.message}` : issue.message;
    if (list === 'zones' && index !== undefined && out.zones[i]) out.zones[i].push(text);
    else if (list === 'warehouses' && index !== undefined && out.warehouses[i])
      out.warehouses[i].push(text);
    else if (list === 'zones' && index === undefined) {
      const state = /^(.+) is in more than one zone$/.exec(issue.message)?.[1];
      const holders = zones.flatMap((z, j) => (z.states.some((s) => s === state) ? [j] : []));
      if (holders.length === 0) out.other.push(issue);
      for (const j of holders) out.zones[j]!.push(issue.message);
    } else out.other.push(issue);
  }
  return out;
}

const fieldLabels: Record<string, string> = {
  name: 'Name',
  states: 'States',
  chargePaise: 'Charge',
  days: 'Days',
  regions: 'Regions',
};
const labelOf = (field: string) => fieldLabels[field] ?? field;

/** Regions no warehouse serves (their orders go to the first warehouse). */
export function unservedRegions(drafts: WarehouseDraft[], all: readonly Region[]): Region[] {
  const served = new Set(drafts.flatMap((w) => w.regions));
  return all.filter((r) => !served.has(r));
}
