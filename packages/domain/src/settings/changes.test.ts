import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { diffSettings, HIDDEN_VALUE, secretFieldPattern } from './changes.ts';
import { defaultSettings, settingsSchemas, settingsSections } from './defaults.ts';

const shipping = defaultSettings.shipping;

describe('diffSettings', () => {
  it('finds nothing between equal values', () => {
    expect(diffSettings(shipping, structuredClone(shipping))).toEqual([]);
  });

  it('names changed scalars by dotted path, nested objects and list items included', () => {
    const zones = structuredClone(shipping.zones);
    zones[2]!.chargePaise = 5_000;
    const changes = diffSettings(shipping, {
      ...shipping,
      freeThresholdPaise: 149_900,
      zones,
      restOfIndia: { chargePaise: 8_000, days: 6 },
    });
    expect(changes).toEqual([
      { field: 'freeThresholdPaise', from: 99_900, to: 149_900 },
      { field: 'zones.2.chargePaise', from: 4_000, to: 5_000 },
      { field: 'restOfIndia.days', from: 5, to: 6 },
    ]);
  });

  it('compares a list of plain values as one value', () => {
    const warehouses = structuredClone(shipping.warehouses);
    warehouses[0]!.regions = ['north', 'east'];
    const zones = structuredClone(shipping.zones);
    zones[0]!.states = ['Delhi', 'Haryana'];
    expect(diffSettings(shipping, { ...shipping, zones, warehouses })).toEqual([
      { field: 'zones.0.states', from: ['Delhi'], to: ['Delhi', 'Haryana'] },
      { field: 'warehouses.0.regions', from: ['north'], to: ['north', 'east'] },
    ]);
    const payment = defaultSettings.payment;
    expect(diffSettings(payment, { ...payment, emiTenureMonths: [6, 3, 9, 12] })).toEqual([
      { field: 'emiTenureMonths', from: [3, 6, 9, 12], to: [6, 3, 9, 12] },
    ]);
  });

  it('records an added item as from null and a removed one as to null', () => {
    const added = { name: 'Goa', states: ['Goa'], chargePaise: 5_000, days: 3 };
    expect(diffSettings(shipping, { ...shipping, zones: [...shipping.zones, added] })).toEqual([
      { field: 'zones.4', from: null, to: added },
    ]);
    expect(
      diffSettings(shipping, { ...shipping, warehouses: shipping.warehouses.slice(0, 3) }),
    ).toEqual([{ field: 'warehouses.3', from: shipping.warehouses[3], to: null }]);
    expect(diffSettings({ zones: [] }, { zones: [added] })).toEqual([
      { field: 'zones.0', from: null, to: added },
    ]);
  });

  it('hides the values of a field that looks like a secret', () => {
    expect(diffSettings({ smtpPassword: 'a', port: 1 }, { smtpPassword: 'b', port: 2 })).toEqual([
      { field: 'smtpPassword', from: HIDDEN_VALUE, to: HIDDEN_VALUE },
      { field: 'port', from: 1, to: 2 },
    ]);
  });
});

/** Every field name a schema can hold, nested objects and list items included. */
function fieldNames(schema: z.ZodType): string[] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, s]) => [
        k,
        ...fieldNames(s),
      ]);
    case 'array':
      return fieldNames(def.element as z.ZodType);
    case 'optional':
    case 'nullable':
    case 'default':
      return fieldNames(def.innerType as z.ZodType);
    case 'pipe':
      return fieldNames(def.in as z.ZodType);
    default:
      return [];
  }
}

describe('settings hold no secrets', () => {
  it.each(settingsSections)('%s has no field named like a secret', (section) => {
    const names = fieldNames(settingsSchemas[section]);
    expect(names.length).toBeGreaterThan(1);
    expect(names.filter((n) => secretFieldPattern.test(n))).toEqual([]);
  });
});
