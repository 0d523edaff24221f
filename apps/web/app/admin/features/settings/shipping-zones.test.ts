import { defaultSettings } from '@propwash/domain/settings/defaults';
import { stateNames } from '@propwash/domain/shipping/states';
import { describe, expect, it } from 'vitest';
import {
  addZone,
  overlapMessages,
  removeAt,
  shippingFormSchema,
  shippingFormValues,
  takenByOthers,
  toggle,
  unservedRegions,
  warehouseDrafts,
  zoneDrafts,
} from './shipping-zones.ts';

const shipping = defaultSettings.shipping;
const { zones, warehouses } = shipping;

/** The form's issues as `path: message`. */
function issuesOf(values: ReturnType<typeof shippingFormValues>) {
  const parsed = shippingFormSchema.safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('zone editing', () => {
  it('round-trips the saved zones and warehouses through the form', () => {
    expect(zoneDrafts(zones)[2]).toMatchObject({ charge: '40', days: '3' });
    expect(shippingFormSchema.parse(shippingFormValues(shipping))).toEqual(shipping);
  });

  it('keeps the e-way bill limit the owner set (docs/decisions/e-way-bills.md)', () => {
    const values = shippingFormValues({ ...shipping, ewayBillLimitPaise: 10_000_000 });
    expect(values.ewayBillLimitPaise).toBe('100000');
    values.ewayBillLimitPaise = '75000';
    expect(shippingFormSchema.parse(values).ewayBillLimitPaise).toBe(7_500_000);
  });

  it('reads typed amounts: rupees to paise, anything else refused beside its field', () => {
    const values = shippingFormValues(shipping);
    values.zones[0] = { ...values.zones[0]!, charge: '49.50', days: '2' };
    expect(shippingFormSchema.parse(values).zones[0]).toMatchObject({
      chargePaise: 4_950,
      days: 2,
    });
    values.zones[1] = { ...values.zones[1]!, charge: 'free', days: 'two' };
    values.freeThresholdPaise = '999.999';
    expect(issuesOf(values)).toEqual([
      'freeThresholdPaise: Enter an amount in rupees (e.g. 999 or 999.50)',
      'zones.1.charge: Enter an amount in rupees (e.g. 999 or 999.50)',
      expect.stringMatching(/^zones\.1\.days: /),
    ]);
  });

  it('adds a zone with a name of its own and removes by position', () => {
    const drafts = zoneDrafts(zones);
    const more = addZone(addZone(drafts));
    expect(more.slice(-2).map((z) => z.name)).toEqual(['Zone 5', 'Zone 6']);
    expect(more.at(-1)).toMatchObject({ states: [], charge: '0', days: '3' });
    expect(new Set(more.map((z) => z.key)).size).toBe(more.length);
    expect(removeAt(drafts, 1).map((z) => z.name)).toEqual([
      'Delhi NCR',
      'Metro East and South',
      'Gujarat',
    ]);
  });

  it('keeps the last warehouse', () => {
    const one = warehouseDrafts(warehouses.slice(0, 1));
    expect(removeAt(one, 0, 1)).toBe(one);
    expect(removeAt(warehouseDrafts(warehouses), 0, 1)).toHaveLength(3);
  });

  it('toggles a state in the order of the list of states', () => {
    expect(toggle(['Karnataka'], 'Assam', true, stateNames)).toEqual(['Assam', 'Karnataka']);
    expect(toggle(['Assam', 'Karnataka'], 'Assam', false, stateNames)).toEqual(['Karnataka']);
    expect(toggle(['Assam'], 'Assam', true, stateNames)).toEqual(['Assam']);
  });

  it('marks states other zones cover, and flags a state in two zones on both', () => {
    const drafts = zoneDrafts(zones);
    expect(takenByOthers(drafts, 0).get('Karnataka')).toBe('Metro West and South');
    expect(takenByOthers(drafts, 0).has('Delhi')).toBe(false);
    expect(overlapMessages(drafts).flat()).toEqual([]);

    drafts[3] = { ...drafts[3]!, states: ['Gujarat', 'Karnataka'] };
    expect(overlapMessages(drafts)).toEqual([
      [],
      ['Karnataka is in more than one zone (also in Gujarat)'],
      [],
      ['Karnataka is in more than one zone (also in Metro West and South)'],
    ]);
  });

  it('names the field of each save issue: zone names, a state in two zones, express days', () => {
    const values = shippingFormValues(shipping);
    values.zones[0] = { ...values.zones[0]!, name: ' ' };
    values.zones[3] = { ...values.zones[3]!, states: ['Gujarat', 'Karnataka'] };
    values.warehouses[2] = { ...values.warehouses[2]!, name: '' };
    values.expressMinDays = '9';
    values.expressMaxDays = '3';
    expect(issuesOf(values)).toEqual([
      'zones.0.name: enter a name',
      'warehouses.2.name: enter a name',
    ]);
    values.zones[0] = { ...values.zones[0]!, name: 'Delhi NCR' };
    values.warehouses[2] = { ...values.warehouses[2]!, name: 'Kolkata' };
    expect(issuesOf(values)).toEqual([
      'zones: Karnataka is in more than one zone',
      'expressMinDays: expressMinDays must not exceed expressMaxDays',
    ]);
  });

  it('names the regions no warehouse serves', () => {
    const drafts = warehouseDrafts(warehouses);
    expect(unservedRegions(drafts, ['east', 'north', 'south', 'west'])).toEqual([]);
    expect(unservedRegions(drafts.slice(0, 2), ['east', 'north', 'south', 'west'])).toEqual([
      'east',
      'south',
    ]);
  });
});
