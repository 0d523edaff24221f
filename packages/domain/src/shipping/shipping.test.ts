import { describe, expect, it } from 'vitest';
import { defaultSettings, type ShippingSettings } from '../settings/defaults.ts';
import { indianStates } from './states.ts';
import {
  deliveryEstimate,
  expressUnavailableReason,
  findState,
  needsSurface,
  shippingFor,
  stateForPincode,
  warehouseFor,
} from './shipping.ts';

const settings = defaultSettings.shipping;

describe('shippingFor', () => {
  it.each([
    { state: 'Delhi', subtotal: 50_000, charge: 0, days: 1 },
    { state: 'Maharashtra', subtotal: 50_000, charge: 0, days: 2 },
    { state: 'Karnataka', subtotal: 50_000, charge: 0, days: 2 },
    { state: 'Tamil Nadu', subtotal: 50_000, charge: 4_000, days: 3 },
    { state: 'West Bengal', subtotal: 50_000, charge: 4_000, days: 3 },
    { state: 'Telangana', subtotal: 50_000, charge: 4_000, days: 3 },
    { state: 'Gujarat', subtotal: 50_000, charge: 6_000, days: 4 },
    { state: 'Kerala', subtotal: 50_000, charge: 8_000, days: 5 },
    { state: 'Ladakh', subtotal: 99_899, charge: 8_000, days: 5 },
    { state: 'Ladakh', subtotal: 99_900, charge: 0, days: 5 },
    { state: 'Gujarat', subtotal: 1_500_000, charge: 0, days: 4 },
    { state: 'Atlantis', subtotal: 10_000, charge: 8_000, days: 5 },
    { state: 'tamil  nadu', subtotal: 10_000, charge: 4_000, days: 3 },
  ])(
    'standard to $state on $subtotal paise: $charge paise, $days days',
    ({ state, subtotal, charge, days }) => {
      expect(shippingFor({ state, method: 'standard', subtotalPaise: subtotal }, settings)).toEqual(
        {
          chargePaise: charge,
          minDays: days,
          maxDays: days,
        },
      );
    },
  );

  it.each([
    { subtotal: 0, charge: 19_900 },
    { subtotal: 99_899, charge: 19_900 },
    { subtotal: 99_900, charge: 15_000 },
    { subtotal: 2_000_000, charge: 15_000 },
  ])(
    'express on $subtotal paise costs $charge paise in 1-2 days anywhere',
    ({ subtotal, charge }) => {
      expect(
        shippingFor({ state: 'Assam', method: 'express', subtotalPaise: subtotal }, settings),
      ).toEqual({
        chargePaise: charge,
        minDays: 1,
        maxDays: 2,
      });
    },
  );

  it('follows edited settings', () => {
    const edited: ShippingSettings = {
      ...settings,
      freeThresholdPaise: 49_900,
      zones: [{ name: 'Kerala', states: ['Kerala'], chargePaise: 2_500, days: 2 }],
      restOfIndia: { chargePaise: 9_900, days: 6 },
    };
    expect(
      shippingFor({ state: 'Kerala', method: 'standard', subtotalPaise: 10_000 }, edited)
        .chargePaise,
    ).toBe(2_500);
    expect(
      shippingFor({ state: 'Delhi', method: 'standard', subtotalPaise: 10_000 }, edited),
    ).toEqual({ chargePaise: 9_900, minDays: 6, maxDays: 6 });
    expect(
      shippingFor({ state: 'Delhi', method: 'standard', subtotalPaise: 49_900 }, edited)
        .chargePaise,
    ).toBe(0);
  });
});

describe('warehouseFor', () => {
  it.each([
    ['Delhi', 'North Delhi'],
    ['Punjab', 'North Delhi'],
    ['Maharashtra', 'West Mumbai'],
    ['Gujarat', 'West Mumbai'],
    ['Karnataka', 'South Bengaluru'],
    ['Puducherry', 'South Bengaluru'],
    ['West Bengal', 'East Kolkata'],
    ['Assam', 'East Kolkata'],
    ['Nowhere', 'North Delhi'],
  ])('%s ships from %s', (state, warehouse) => {
    expect(warehouseFor(state, settings)).toBe(warehouse);
  });

  it('serves every state and union territory from a warehouse of its own region', () => {
    for (const s of indianStates) expect(warehouseFor(s.name, settings)).not.toBe('');
  });
});

describe('stateForPincode', () => {
  it.each([
    ['110001', 'Delhi'],
    ['122002', 'Haryana'],
    ['141001', 'Punjab'],
    ['160017', 'Chandigarh'],
    ['171001', 'Himachal Pradesh'],
    ['190001', 'Jammu and Kashmir'],
    ['194101', 'Ladakh'],
    ['226001', 'Uttar Pradesh'],
    ['248001', 'Uttarakhand'],
    ['302001', 'Rajasthan'],
    ['380009', 'Gujarat'],
    ['400001', 'Maharashtra'],
    ['411001', 'Maharashtra'],
    ['403001', 'Goa'],
    ['452001', 'Madhya Pradesh'],
    ['492001', 'Chhattisgarh'],
    ['500081', 'Telangana'],
    ['520001', 'Andhra Pradesh'],
    ['560034', 'Karnataka'],
    ['600001', 'Tamil Nadu'],
    ['605001', 'Puducherry'],
    ['682001', 'Kerala'],
    ['682555', 'Lakshadweep'],
    ['700001', 'West Bengal'],
    ['737101', 'Sikkim'],
    ['744101', 'Andaman and Nicobar Islands'],
    ['751001', 'Odisha'],
    ['781001', 'Assam'],
    ['791111', 'Arunachal Pradesh'],
    ['793001', 'Meghalaya'],
    ['795001', 'Manipur'],
    ['796001', 'Mizoram'],
    ['797001', 'Nagaland'],
    ['799001', 'Tripura'],
    ['800001', 'Bihar'],
    ['834001', 'Jharkhand'],
  ])('%s is in %s', (pin, state) => {
    expect(stateForPincode(pin)).toBe(state);
  });

  it.each(['', '12345', '1234567', '012345', '56003A', '999999', '100001', '350001'])(
    '%j gives null',
    (pin) => {
      expect(stateForPincode(pin)).toBeNull();
    },
  );

  it('names only real states', () => {
    for (let p = 100_000; p < 1_000_000; p += 1_000) {
      const state = stateForPincode(String(p));
      if (state) expect(findState(state)?.name).toBe(state);
    }
  });
});

describe('deliveryEstimate', () => {
  it('gives the state, charge and days for a pincode', () => {
    expect(deliveryEstimate('110001', 50_000, settings)).toEqual({
      state: 'Delhi',
      chargePaise: 0,
      days: 1,
    });
    expect(deliveryEstimate('600001', 50_000, settings)).toEqual({
      state: 'Tamil Nadu',
      chargePaise: 4_000,
      days: 3,
    });
    expect(deliveryEstimate('781001', 50_000, settings)).toEqual({
      state: 'Assam',
      chargePaise: 8_000,
      days: 5,
    });
    expect(deliveryEstimate('781001', 99_900, settings)).toEqual({
      state: 'Assam',
      chargePaise: 0,
      days: 5,
    });
  });

  it('says nothing for an unknown prefix', () => {
    expect(deliveryEstimate('999999', 50_000, settings)).toBeNull();
  });
});

describe('goods that ship by surface', () => {
  it('makes standard delivery longer by the surface days, at the same charge', () => {
    const input = { state: 'Tamil Nadu', method: 'standard', subtotalPaise: 50_000 } as const;
    expect(shippingFor({ ...input, bySurface: true }, settings)).toEqual({
      chargePaise: 4_000,
      minDays: 6,
      maxDays: 6,
    });
    expect(shippingFor({ ...input, bySurface: false }, settings).maxDays).toBe(3);
    const none = { ...settings, surfaceExtraDays: 0 };
    expect(shippingFor({ ...input, bySurface: true }, none).maxDays).toBe(3);
  });

  it('adds the surface days to the pincode estimate of such a product', () => {
    expect(deliveryEstimate('600001', 50_000, settings, { bySurface: true })).toEqual({
      state: 'Tamil Nadu',
      chargePaise: 4_000,
      days: 6,
    });
    expect(deliveryEstimate('600001', 50_000, settings, { bySurface: false })?.days).toBe(3);
  });

  it('names every surface-only good when express is refused', () => {
    const lipo = { name: 'LiPo 3S 2200mAh', shipsBySurface: true };
    const fuel = { name: 'Nitro Fuel 1 L', shipsBySurface: true };
    const prop = { name: 'APC 10x7 Propeller', shipsBySurface: false };
    expect(expressUnavailableReason([prop, lipo])).toBe(
      'Express delivery is not available: LiPo 3S 2200mAh ships by surface only (road), so choose Standard delivery',
    );
    expect(expressUnavailableReason([lipo, prop, fuel, lipo])).toBe(
      'Express delivery is not available: LiPo 3S 2200mAh and Nitro Fuel 1 L ship by surface only (road), so choose Standard delivery',
    );
    expect(expressUnavailableReason([prop, { name: 'Servo' }])).toBeNull();
    expect([needsSurface([prop, lipo]), needsSurface([prop]), needsSurface([])]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
