import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { stateForPincode } from '@propwash/domain/shipping/shipping';
import { stateNames } from '@propwash/domain/shipping/states';
import { useTestApp } from '../../test/test-app.ts';
import { parseDirectory, pincodeFile } from './shipping.pincodes.ts';

const session = useTestApp();

const lookup = (pincode: string) =>
  session.t.app.inject({ method: 'GET', url: `/api/shipping/pincodes/${pincode}` });

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
    const res = await session.t.app.inject({ method: 'GET', url: '/api/docs/json' });
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

describe('the pincode directory', () => {
  it('lists 19,000+ pincodes, each in one of the 36 states and union territories', async () => {
    const dir = parseDirectory(await readFile(pincodeFile, 'utf8'));
    expect(dir.pins.length).toBeGreaterThan(19_000);
    expect(new Set(dir.places.map((p) => p.state))).toEqual(new Set(stateNames));
    for (const place of dir.places) expect(place.city).toMatch(/^[A-Z0-9][\w .()-]*$/i);
    expect(new Set(dir.pins).size).toBe(dir.pins.length);
  });

  // The domain's prefix rule (used where the directory is not at hand) carries the directory's
  // border towns, so the two never name different states.
  it('agrees with stateForPincode() wherever that names a state', async () => {
    const dir = parseDirectory(await readFile(pincodeFile, 'utf8'));
    const disagreements: string[] = [];
    dir.pins.forEach((pin, i) => {
      const pincode = String(pin);
      const state = dir.places[dir.placeOf[i]!]!.state;
      const byPrefix = stateForPincode(pincode);
      if (!byPrefix || byPrefix === state) return;
      disagreements.push(`${pincode}: directory ${state}, prefix ${byPrefix}`);
    });
    expect(disagreements).toEqual([]);
  });
});
