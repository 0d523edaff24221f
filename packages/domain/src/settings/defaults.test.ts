import { describe, expect, it } from 'vitest';
import { indianStates } from '../shipping/states.ts';
import {
  defaultSettings,
  settingsSchemas,
  settingsSections,
  settingsWithDefaults,
} from './defaults.ts';
import { gstinCheckChar, gstinProblem, isValidGstin } from './gstin.ts';

describe('default settings', () => {
  it.each(settingsSections)('%s parses with its own schema', (section) => {
    expect(settingsSchemas[section].parse(defaultSettings[section])).toEqual(
      defaultSettings[section],
    );
  });

  it('holds the numbers of docs/decisions/README.md', () => {
    const { shipping, payment, general } = defaultSettings;
    expect(shipping.freeThresholdPaise).toBe(99_900);
    expect([shipping.expressBelowThresholdPaise, shipping.expressAtOrAboveThresholdPaise]).toEqual([
      19_900, 15_000,
    ]);
    expect(payment.codLimitPaise).toBe(5_000_000);
    expect(payment.enabledMethods).toHaveLength(6);
    expect(general.state).toBe('Karnataka');
    expect(general.gstin.startsWith('29')).toBe(true);
    expect(general.returnsDays).toBe(7);
  });

  it('has a warehouse for every region', () => {
    const served = new Set(defaultSettings.shipping.warehouses.flatMap((w) => w.regions));
    for (const s of indianStates) expect(served.has(s.region)).toBe(true);
  });

  it('refuses a state listed in two zones', () => {
    const twice = {
      ...defaultSettings.shipping,
      zones: [
        ...defaultSettings.shipping.zones,
        { name: 'Again', states: ['Delhi'], chargePaise: 100, days: 1 },
      ],
    };
    expect(settingsSchemas.shipping.safeParse(twice).success).toBe(false);
  });

  it('merges a stored section over the defaults and falls back when it no longer parses', () => {
    expect(settingsWithDefaults('general', { storeName: 'Propwash Hobbies' }).storeName).toBe(
      'Propwash Hobbies',
    );
    expect(settingsWithDefaults('general', { storeName: 'Propwash Hobbies' }).supportHours).toBe(
      'Mon-Sat 9 AM-6 PM',
    );
    expect(settingsWithDefaults('payment', { codLimitPaise: -1 })).toEqual(defaultSettings.payment);
    expect(settingsWithDefaults('email', null)).toEqual(defaultSettings.email);
  });
});

describe('surface days', () => {
  const shipping = settingsSchemas.shipping;
  it('takes 0 to 15 whole days and defaults to 3 for a section saved before the field', () => {
    const { surfaceExtraDays: _, ...older } = defaultSettings.shipping;
    expect(shipping.parse(older).surfaceExtraDays).toBe(3);
    expect(settingsWithDefaults('shipping', older).surfaceExtraDays).toBe(3);
    expect(shipping.parse({ ...older, surfaceExtraDays: 0 }).surfaceExtraDays).toBe(0);
    expect(shipping.parse({ ...older, surfaceExtraDays: 15 }).surfaceExtraDays).toBe(15);
    for (const bad of [-1, 16, 2.5, '3'])
      expect(shipping.safeParse({ ...older, surfaceExtraDays: bad }).success).toBe(false);
  });
});

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', defaultSettings.general.gstin])(
    '%s is valid',
    (g) => {
      expect(isValidGstin(g)).toBe(true);
    },
  );

  it.each(['27AAPFU0939F1ZA', '29AAHCP7245K1Z', '29aahcp7245k1zu', '29AAHCP7245K0ZU'])(
    '%s is not',
    (g) => {
      expect(isValidGstin(g)).toBe(false);
    },
  );

  it('computes the check character', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it.each([
    ['29AAHCP7245K1Z', /15 characters; this one has 14/],
    ['29AAHCP7245K1Z-', /only letters and digits/],
    ['40AAHCP7245K1ZU', /state code .* 40 is none/],
    ['29AAHC17245K1ZU', /PAN .* AAHC17245K is not/],
    ['29AAHCP7245K0ZU', /13th character .* never 0/],
    ['29AAHCP7245K1YU', /14th character .* 'Z'/],
    ['29AAHCP7245K1ZV', /typing mistake/],
  ])('%s says what is wrong', (g, message) => {
    expect(gstinProblem(g)).toMatch(message);
  });

  it('finds nothing wrong with a valid one, in any letter case, and says so in settings', () => {
    expect(gstinProblem(' 29aahcp7245k1zu ')).toBeNull();
    const general = { ...defaultSettings.general, gstin: '29AAHCP7245K1ZV' };
    const parsed = settingsSchemas.general.safeParse(general);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/typing mistake/);
  });
});
