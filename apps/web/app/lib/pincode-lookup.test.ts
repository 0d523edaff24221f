import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupPincode } from '#app/lib/pincode-lookup.ts';

function answer(body: unknown, status: number) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lookupPincode', () => {
  it('gives the city and state the directory lists', async () => {
    answer(
      { success: true, data: { pincode: '560001', city: 'Bengaluru', state: 'Karnataka' } },
      200,
    );
    await expect(lookupPincode('560001')).resolves.toEqual({
      status: 'found',
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/shipping/pincodes/560001');
  });

  it('says unknown for a pincode the directory does not have (404) or refuses (400)', async () => {
    answer({ success: false, error: { message: 'We could not find pincode 999999.' } }, 404);
    await expect(lookupPincode('999999')).resolves.toEqual({
      status: 'unknown',
      pincode: '999999',
    });
    answer({ success: false, error: { message: 'Enter a 6-digit pincode' } }, 400);
    await expect(lookupPincode('100000')).resolves.toMatchObject({ status: 'unknown' });
  });

  it("falls back to the postal circle's state when the shop cannot answer", async () => {
    answer({ success: false, error: { message: 'Something went wrong' } }, 500);
    await expect(lookupPincode('110001')).resolves.toEqual({
      status: 'unavailable',
      pincode: '110001',
      state: 'Delhi',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await expect(lookupPincode('560001')).resolves.toMatchObject({
      status: 'unavailable',
      state: 'Karnataka',
    });
  });
});
