import { defaultSettings } from '@propwash/domain/settings/defaults';
import { stateNames } from '@propwash/domain/shipping/states';
import { describe, expect, it } from 'vitest';
import {
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
} from './shipping-zones.ts';

const { zones, warehouses } = defaultSettings.shipping;

describe('zone editing', () => {
  it('round-trips the saved zones and warehouses through the drafts', () => {
    expect(zoneDrafts(zones)[2]).toMatchObject({ charge: '40', days: '3' });
    expect(zonesFromDrafts(zoneDrafts(zones))).toEqual(zones);
    expect(warehousesFromDrafts(warehouseDrafts(warehouses))).toEqual(warehouses);
  });

  it('reads typed amounts: rupees to paise, anything else as NaN for the form to refuse', () => {
    const drafts = zoneDrafts(zones);
    drafts[0] = { ...drafts[0]!, charge: '49.50', days: '2' };
    drafts[1] = { ...drafts[1]!, charge: 'free', days: 'two' };
    const [first, second] = zonesFromDrafts(drafts);
    expect(first).toMatchObject({ chargePaise: 4_950, days: 2 });
    expect(second!.chargePaise).toBeNaN();
    expect(second!.days).toBeNaN();
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

  it('puts save issues beside their zone or warehouse row', () => {
    const drafts = zoneDrafts(zones);
    drafts[3] = { ...drafts[3]!, states: ['Gujarat', 'Karnataka'] };
    const placed = rowIssues(
      [
        { field: 'zones', message: 'Karnataka is in more than one zone' },
        { field: 'zones.0.name', message: 'enter a name' },
        { field: 'warehouses.2.name', message: 'enter a name' },
        { field: 'expressMinDays', message: 'expressMinDays must not exceed expressMaxDays' },
      ],
      drafts,
      warehouses.length,
    );
    expect(placed.zones).toEqual([
      ['Name: enter a name'],
      ['Karnataka is in more than one zone'],
      [],
      ['Karnataka is in more than one zone'],
    ]);
    expect(placed.warehouses).toEqual([[], [], ['Name: enter a name'], []]);
    expect(placed.other.map((o) => o.field)).toEqual(['expressMinDays']);
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
