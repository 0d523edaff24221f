import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateForPincode } from '@propwash/domain/shipping/shipping';
import { stateNames } from '@propwash/domain/shipping/states';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { parseDirectory, pincodeFile } from './pincodes.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const lookup = (pincode: string) =>
  t.app.inject({ method: 'GET', url: `/api/shipping/pincodes/${pincode}` });

describe('GET /api/shipping/pincodes/:pincode', () => {
  it.each([
    ['560001', 'Bengaluru', 'Karnataka'],
    ['110001', 'New Delhi', 'Delhi'],
    ['400001', 'Mumbai', 'Maharashtra'],
    ['600001', 'Chennai', 'Tamil Nadu'],
    ['700001', 'Kolkata', 'West Bengal'],
    ['500001', 'Hyderabad', 'Telangana'],
    ['799001', 'West Tripura', 'Tripura'],
    ['605001', 'Puducherry', 'Puducherry'],
    ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
  ])('%s is in %s, %s', async (pincode, city, state) => {
    const res = await lookup(pincode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { pincode, city, state } });
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('says plainly when India Post does not list the pincode', async () => {
    const res = await lookup('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      success: false,
      error: { message: 'We could not find pincode 999999. Please check it.', type: 'NOT_FOUND' },
    });
  });

  it('is listed in the API docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json();
    expect(doc.paths['/api/shipping/pincodes/{pincode}'].get.tags).toEqual(['shipping']);
  });

  it.each(['56000', 'abcdef', '056000', '5600011', '56 001'])(
    'asks for 6 digits when given %j',
    async (pincode) => {
      const res = await lookup(encodeURIComponent(pincode));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: { message: 'Enter a 6-digit pincode', type: 'VALIDATION_FAILED' },
      });
    },
  );
});

// Where the directory and stateForPincode()'s postal-circle prefixes disagree, the directory is
// right: the prefix table is approximate at borders (its own comment says so). Each entry: the
// pincode prefix and the state India Post files those offices under.
const knownBorderPincodes: ReadonlyArray<readonly [string, string]> = [
  ['16005', 'Punjab'], // Mohali (SAS Nagar) sectors under Chandigarh's 160 prefix
  ['16006', 'Punjab'],
  ['16007', 'Punjab'],
  ['16010', 'Punjab'],
  ['2447', 'Uttarakhand'], // Udham Singh Nagar and Nainital under UP's 24x
  ['2476', 'Uttarakhand'], // Haridwar's villages by Roorkee
  ['2623', 'Uttarakhand'], // Udham Singh Nagar, Champawat
  ['2624', 'Uttarakhand'],
  ['2625', 'Uttarakhand'], // Pithoragarh
  ['2467', 'Uttar Pradesh'], // Bijnor, inside Uttarakhand's 246
  ['3625', 'Dadra and Nagar Haveli and Daman and Diu'], // Diu
  ['3961', 'Dadra and Nagar Haveli and Daman and Diu'], // Dadra and Nagar Haveli
  ['3962', 'Dadra and Nagar Haveli and Daman and Diu'], // Daman, Silvassa
  ['533464', 'Puducherry'], // Yanam
  ['605106', 'Puducherry'],
  ['605110', 'Puducherry'],
  ['605501', 'Puducherry'],
  ['607402', 'Puducherry'],
  ['607403', 'Puducherry'],
  ['6096', 'Puducherry'], // Karaikal
  ['673310', 'Puducherry'], // Mahe
  ['791701', 'Mizoram'], // Aizawl villages filed under an Arunachal code
  ['813208', 'Jharkhand'], // Mirzachowki, Sahebganj
  ['814131', 'Bihar'], // Chandan, Banka
  ['818142', 'Jharkhand'], // Jhinaki, Dhanbad
];

describe('the pincode directory', () => {
  it('lists 19,000+ pincodes, each in one of the 36 states and union territories', async () => {
    const dir = parseDirectory(await readFile(pincodeFile, 'utf8'));
    expect(dir.pins.length).toBeGreaterThan(19_000);
    expect(new Set(dir.places.map((p) => p.state))).toEqual(new Set(stateNames));
    for (const place of dir.places) expect(place.city).toMatch(/^[A-Z0-9][\w .()-]*$/i);
    expect(new Set(dir.pins).size).toBe(dir.pins.length);
  });

  it('agrees with stateForPincode() except at the known borders', async () => {
    const dir = parseDirectory(await readFile(pincodeFile, 'utf8'));
    const disagreements: string[] = [];
    dir.pins.forEach((pin, i) => {
      const pincode = String(pin);
      const state = dir.places[dir.placeOf[i]!]!.state;
      const byPrefix = stateForPincode(pincode);
      if (!byPrefix || byPrefix === state) return;
      const known = knownBorderPincodes.some(([p, s]) => pincode.startsWith(p) && s === state);
      if (!known) disagreements.push(`${pincode}: directory ${state}, prefix ${byPrefix}`);
    });
    expect(disagreements).toEqual([]);
  });
});
