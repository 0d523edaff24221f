import { describe, expect, it } from 'vitest';
import { fieldLabel, formatIst, formatValue, readableChange } from './settings-history.ts';

describe('settings history formatting', () => {
  it('names fields the way the tabs do, list items counted from 1', () => {
    expect(fieldLabel('freeThresholdPaise')).toBe('Free shipping threshold');
    expect(fieldLabel('zones.2.chargePaise')).toBe('Zone 3 › Charge');
    expect(fieldLabel('warehouses.0.regions')).toBe('Warehouse 1 › Regions');
    expect(fieldLabel('restOfIndia.days')).toBe('Rest of India › Days');
    expect(fieldLabel('zones.4')).toBe('Zone 5');
    expect(fieldLabel('someNewLimitPaise')).toBe('Some new limit');
  });

  it('shows paise as rupees with Indian grouping, lists joined, on/off and absence', () => {
    expect(readableChange({ field: 'freeThresholdPaise', from: 99_900, to: 1_49_900 })).toEqual({
      label: 'Free shipping threshold',
      from: '₹999',
      to: '₹1,499',
    });
    expect(
      readableChange({ field: 'payment.codLimitPaise', from: 50_00_000, to: 12_345_050 }),
    ).toEqual({
      label: 'Payment › COD limit',
      from: '₹50,000',
      to: '₹1,23,450.50',
    });
    expect(
      readableChange({ field: 'zones.0.states', from: ['Delhi'], to: ['Delhi', 'Haryana'] }),
    ).toMatchObject({ from: 'Delhi', to: 'Delhi, Haryana' });
    expect(formatValue([], 'regions')).toBe('none');
    expect(
      readableChange({ field: 'warehouses.0.regions', from: ['north'], to: ['north', 'east'] }),
    ).toMatchObject({ from: 'North', to: 'North, East' });
    expect(formatValue(['cod', 'upi'], 'enabledMethods')).toBe('Cash on delivery, UPI');
    expect(formatValue('simulator', 'provider')).toBe('Built-in simulator');
    expect(readableChange({ field: 'codEnabled', from: true, to: false })).toMatchObject({
      from: 'On',
      to: 'Off',
    });
    // Days are not money, even in a section full of paise fields.
    expect(formatValue(3, 'days')).toBe('3');
  });

  it('spells out a whole zone that was added or removed, name first', () => {
    // PostgreSQL's jsonb hands keys back shortest first.
    expect(
      readableChange({
        field: 'zones.4',
        from: null,
        to: { days: 3, name: 'Goa', states: ['Goa'], chargePaise: 5_000 },
      }),
    ).toEqual({
      label: 'Zone 5',
      from: '—',
      to: 'Name: Goa; States: Goa; Charge: ₹50; Days: 3',
    });
  });

  it('gives the time in IST whatever the browser’s zone', () => {
    expect(formatIst('2026-11-24T04:45:00.000Z')).toBe('24 Nov 2026, 10:15 am IST');
  });
});
