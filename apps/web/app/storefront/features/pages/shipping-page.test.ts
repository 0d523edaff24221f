import type { ServerLoadContext } from '@propwash/domain/platform/load-context';
import { defaultSettings } from '@propwash/domain/settings/defaults';
import { describe, expect, it } from 'vitest';
import { loader } from '#app/storefront/features/pages/shipping-page.tsx';

// An admin gave Karnataka a zone of its own and changed the rest of India and express prices.
const shipping = {
  ...defaultSettings.shipping,
  zones: [{ name: 'Home state', states: ['Karnataka'], chargePaise: 4_500, days: 2 }],
  restOfIndia: { chargePaise: 12_000, days: 7 },
  expressBelowThresholdPaise: 29_900,
  expressAtOrAboveThresholdPaise: 9_900,
  expressMinDays: 2,
  expressMaxDays: 3,
};

const context = {
  publicUrl: 'http://shop.test',
  services: {
    settings: {
      storeProfile: async () => ({
        freeShippingThreshold: 1499,
        returnsDays: 7,
        supportEmail: 'help@shop.test',
      }),
      get: async (section: string) => (section === 'shipping' ? shipping : null),
    },
  },
} as unknown as ServerLoadContext;

describe('shipping policy page', () => {
  it("lists the shop's configured zones and express prices, not the defaults", async () => {
    const data = await loader({ context } as never);
    expect(data.zones).toEqual([
      { name: 'Karnataka', charge: '₹45', isFree: false, days: '2 business days' },
      {
        name: 'Every other state and union territory',
        charge: '₹120',
        isFree: false,
        days: '7 business days',
      },
    ]);
    expect(data.expressBelow).toBe('₹299');
    expect(data.expressAtOrAbove).toBe('₹99');
    expect(data.expressDays).toBe('2-3 business days');
  });
});
