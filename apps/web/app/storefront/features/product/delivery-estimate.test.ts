import type { ServerLoadContext } from '@propwash/domain/platform/load-context';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { describe, expect, it } from 'vitest';
import { loader } from '#app/storefront/features/product/delivery-estimate.ts';

// An admin moved Karnataka out of the free metro zone: ₹120, 6 days.
const shipping = {
  ...defaultSettings.shipping,
  zones: [
    ...defaultSettings.shipping.zones.map((z) => ({
      ...z,
      states: z.states.filter((s) => s !== 'Karnataka'),
    })),
    { name: 'Karnataka', states: ['Karnataka'], chargePaise: 12_000, days: 6 },
  ],
};

function contextWith(price: number, shipsBySurface = false) {
  return {
    services: {
      catalog: { getProduct: async () => ({ price, shipsBySurface }) },
      settings: { get: async (section: string) => (section === 'shipping' ? shipping : null) },
    },
  } as unknown as ServerLoadContext;
}

const ask = (pincode: string, price = 500, shipsBySurface = false) =>
  loader({
    request: new Request(`http://shop.test/product/p1/delivery?pincode=${pincode}`),
    params: { id: 'p1' },
    context: contextWith(price, shipsBySurface),
  } as never);

describe('pincode delivery check', () => {
  it("uses the shop's configured shipping zones, not the defaults", async () => {
    const answer = await ask('560034');
    expect(answer.estimate).toMatchObject({ state: 'Karnataka', chargePaise: 12_000 });
    const days = (Date.parse(answer.estimate!.date) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(6);
  });

  it('adds the surface days for a product that ships by surface only', async () => {
    const answer = await ask('560034', 500, true);
    const days = (Date.parse(answer.estimate!.date) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(6 + shipping.surfaceExtraDays);
  });

  it('is free at the configured threshold and answers null for a bad pincode', async () => {
    expect((await ask('560034', 999)).estimate?.chargePaise).toBe(0);
    expect((await ask('12ab')).estimate).toBeNull();
  });
});
