import { inArray } from 'drizzle-orm';
import { paiseToRupees } from '@propwash/domain/money';
import {
  settingsWithDefaults,
  type SettingsSection,
  type ShopSettings,
} from '@propwash/domain/settings/defaults';
import type { StoreProfile } from '@propwash/domain/settings/store-profile';
import type { Cache } from '../../platform/cache.ts';
import type { Db } from '../../platform/db.ts';
import { settings } from './settings.tables.ts';

export function createSettingsService(deps: { db: Db; cache: Cache }) {
  const { db, cache } = deps;

  /** Stored sections merged over docs/decisions/admin-settings.md's defaults (a missing or bad row gives defaults). */
  async function read<K extends SettingsSection>(sections: K[]): Promise<Pick<ShopSettings, K>> {
    const rows = await db.select().from(settings).where(inArray(settings.section, sections));
    const stored = new Map(rows.map((r) => [r.section, r.value]));
    return Object.fromEntries(
      sections.map((s) => [s, settingsWithDefaults(s, stored.get(s))]),
    ) as Pick<ShopSettings, K>;
  }

  return {
    /** Drops cached settings; every write to settings calls this. */
    invalidate: () => cache.invalidate('settings:'),

    get<K extends SettingsSection>(section: K): Promise<ShopSettings[K]> {
      return cache.get(`settings:${section}`, async () => (await read([section]))[section]);
    },

    /** The public face of the settings: footer, contact, policy pages. */
    storeProfile(): Promise<StoreProfile> {
      return cache.get('settings:store-profile', async () => {
        const { general, shipping, legal, payment } = await read([
          'general',
          'shipping',
          'legal',
          'payment',
        ]);
        const saving = payment.prepaidSaving;
        return {
          storeName: general.storeName,
          legalName: general.legalName,
          address: general.address,
          city: general.city,
          state: general.state,
          pincode: general.pincode,
          gstin: general.gstin,
          supportEmail: general.supportEmail,
          supportPhone: general.supportPhone,
          supportHours: general.supportHours,
          returnsDays: general.returnsDays,
          grievanceOfficer: legal.grievanceOfficer,
          freeShippingThreshold: paiseToRupees(shipping.freeThresholdPaise),
          codFee:
            payment.codEnabled && payment.enabledMethods.includes('cod')
              ? paiseToRupees(payment.codFeePaise)
              : null,
          prepaidSaving: {
            type: saving.type,
            percent: saving.percent,
            fixed: paiseToRupees(saving.fixedPaise),
            cap: saving.capPaise === null ? null : paiseToRupees(saving.capPaise),
          },
        };
      });
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
