import type { Paise } from '../money.ts';
import type { ShippingSettings } from '../settings/defaults.ts';
import { indianStates, type IndianState, type StateName } from './states.ts';
import { PINCODE_PATTERN } from './pincode.ts';

export type ShippingMethod = 'standard' | 'express';
export type ShippingCharge = { chargePaise: Paise; minDays: number; maxDays: number };

const byLowerName = new Map<string, IndianState>(
  indianStates.map((s) => [s.name.toLowerCase(), s]),
);

/** The state or union territory with this name (case and spacing ignored), or null. */
export function findState(name: string): IndianState | null {
  return byLowerName.get(name.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

/**
 * Standard shipping by the delivery state's zone (rest of India when no zone lists it), free at or
 * above the threshold; express at its own two prices. The threshold compares the subtotal before discount.
 * `bySurface`: the parcel holds goods that go by road only, so standard takes the settings'
 * surface days longer (express cannot carry them: expressUnavailableReason).
 */
export function shippingFor(
  input: { state: string; method: ShippingMethod; subtotalPaise: Paise; bySurface?: boolean },
  settings: ShippingSettings,
): ShippingCharge {
  const reachesThreshold = input.subtotalPaise >= settings.freeThresholdPaise;
  if (input.method === 'express') {
    return {
      chargePaise: reachesThreshold
        ? settings.expressAtOrAboveThresholdPaise
        : settings.expressBelowThresholdPaise,
      minDays: settings.expressMinDays,
      maxDays: settings.expressMaxDays,
    };
  }
  const zone = zoneFor(input.state, settings);
  const extra = input.bySurface ? settings.surfaceExtraDays : 0;
  return {
    chargePaise: reachesThreshold ? 0 : zone.chargePaise,
    minDays: zone.days + extra,
    maxDays: zone.days + extra,
  };
}

/** A line or product as the surface rule reads it. */
export type SurfaceGood = { name: string; shipsBySurface?: boolean | undefined };

/** True when any of these goods may go by road only (LiPo batteries, fuel). */
export function needsSurface(goods: readonly SurfaceGood[]): boolean {
  return goods.some((g) => g.shipsBySurface === true);
}

/**
 * Why express cannot carry these goods, naming each one that ships by surface only, or null
 * when it can (docs/decisions/goods-that-ship-by-surface.md): airlines do not carry LiPo batteries
 * or fuel, and express goes by air.
 */
export function expressUnavailableReason(goods: readonly SurfaceGood[]): string | null {
  const names = [...new Set(goods.filter((g) => g.shipsBySurface === true).map((g) => g.name))];
  if (names.length === 0) return null;
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  const verb = names.length === 1 ? 'ships' : 'ship';
  return `Express delivery is not available: ${list} ${verb} by surface only (road), so choose Standard delivery`;
}

/** The warehouse serving the state's region; the first warehouse when none does (or the state is unknown). */
export function warehouseFor(state: string, settings: ShippingSettings): string {
  const region = findState(state)?.region;
  const serving = settings.warehouses.find(
    (w) => region !== undefined && w.regions.includes(region),
  );
  return (serving ?? settings.warehouses[0])?.name ?? '';
}

// Postal circles by PIN prefix ('40-44' is a range of equal-length prefixes); the longest
// matching prefix wins, so '403' (Goa) overrides '40' (Maharashtra), and a whole pincode can
// override its circle. Army post office pincodes (9xxxxx) are not a state.
const circles: ReadonlyArray<readonly [string, StateName]> = [
  ['11', 'Delhi'],
  ['12-13', 'Haryana'],
  ['14-16', 'Punjab'],
  ['160', 'Chandigarh'],
  ['17', 'Himachal Pradesh'],
  ['18-19', 'Jammu and Kashmir'],
  ['194', 'Ladakh'],
  ['20-28', 'Uttar Pradesh'],
  ['246', 'Uttarakhand'],
  ['248-249', 'Uttarakhand'],
  ['263', 'Uttarakhand'],
  ['30-34', 'Rajasthan'],
  ['36-39', 'Gujarat'],
  ['40-44', 'Maharashtra'],
  ['403', 'Goa'],
  ['45-48', 'Madhya Pradesh'],
  ['49', 'Chhattisgarh'],
  ['50', 'Telangana'],
  ['51-53', 'Andhra Pradesh'],
  ['56-59', 'Karnataka'],
  ['60-64', 'Tamil Nadu'],
  ['6050', 'Puducherry'],
  ['67-69', 'Kerala'],
  ['68255', 'Lakshadweep'],
  ['70-74', 'West Bengal'],
  ['737', 'Sikkim'],
  ['744', 'Andaman and Nicobar Islands'],
  ['75-77', 'Odisha'],
  ['78', 'Assam'],
  ['790-792', 'Arunachal Pradesh'],
  ['793-794', 'Meghalaya'],
  ['795', 'Manipur'],
  ['796', 'Mizoram'],
  ['797-798', 'Nagaland'],
  ['799', 'Tripura'],
  ['80-85', 'Bihar'],
  ['814-816', 'Jharkhand'],
  ['822', 'Jharkhand'],
  ['825-829', 'Jharkhand'],
  ['831-835', 'Jharkhand'],
  ['818142', 'Jharkhand'],
  ['814131', 'Bihar'],
  ['813208', 'Jharkhand'],
  // Border towns, from India Post's directory (apps/server/src/modules/shipping/data): Mohali is
  // Punjab, Udham Singh Nagar and Haridwar's edge Uttarakhand, Bijnor Uttar Pradesh, Diu, Daman and
  // Dadra and Nagar Haveli their union territory, Karaikal, Mahe and Yanam Puducherry.
  ['16005-16007', 'Punjab'],
  ['160103-160104', 'Punjab'],
  ['24471-24472', 'Uttarakhand'],
  ['2467', 'Uttar Pradesh'],
  ['24765', 'Uttarakhand'],
  ['247661', 'Uttarakhand'],
  ['247663-247668', 'Uttarakhand'],
  ['24767', 'Uttarakhand'],
  ['262308-262309', 'Uttarakhand'],
  ['26231', 'Uttarakhand'],
  ['262401-262402', 'Uttarakhand'],
  ['262405', 'Uttarakhand'],
  ['2625', 'Uttarakhand'],
  ['36252', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['36254', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['36257', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['396193', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['39621-39623', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['533464', 'Puducherry'],
  ['605106', 'Puducherry'],
  ['605110', 'Puducherry'],
  ['605501', 'Puducherry'],
  ['607402-607403', 'Puducherry'],
  ['609601-609607', 'Puducherry'],
  ['609609', 'Puducherry'],
  ['673310', 'Puducherry'],
  ['7917', 'Mizoram'],
];

const stateByPrefix = new Map<string, StateName>();
for (const [range, state] of circles) {
  const [from, to = from] = range.split('-') as [string, string?];
  for (let p = Number(from); p <= Number(to); p++)
    stateByPrefix.set(String(p).padStart(from.length, '0'), state);
}

/** The state a 6-digit PIN belongs to by its postal-circle prefix; null when malformed or unknown. */
export function stateForPincode(pincode: string): StateName | null {
  const pin = pincode.trim();
  if (!PINCODE_PATTERN.test(pin)) return null;
  for (let len = 6; len >= 2; len--) {
    const state = stateByPrefix.get(pin.slice(0, len));
    if (state) return state;
  }
  return null;
}

export type DeliveryEstimate = { state: StateName; chargePaise: Paise; days: number };

/**
 * The pincode check on product pages: the state and the standard charge and days for this
 * subtotal (longer by the surface days for a product that ships by surface only).
 */
export function deliveryEstimate(
  pincode: string,
  subtotalPaise: Paise,
  settings: ShippingSettings,
  opts: { bySurface?: boolean } = {},
): DeliveryEstimate | null {
  const state = stateForPincode(pincode);
  if (!state) return null;
  const { chargePaise, maxDays } = shippingFor(
    { state, method: 'standard', subtotalPaise, bySurface: opts.bySurface === true },
    settings,
  );
  return { state, chargePaise, days: maxDays };
}

/** The standard-shipping zone of a delivery state: the zone listing it, else the rest of India. */
export function zoneFor(
  state: string,
  settings: Pick<ShippingSettings, 'zones' | 'restOfIndia'>,
): { chargePaise: Paise; days: number } {
  const name = findState(state)?.name;
  return (
    settings.zones.find((z) => name !== undefined && z.states.includes(name)) ??
    settings.restOfIndia
  );
}
