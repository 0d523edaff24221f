import { describe, expect, it } from 'vitest';
import { buildProductSeeds, shipsBySurfaceOnly } from './products.ts';

describe('seeded goods that ship by surface', () => {
  it('marks LiPo and Li-ion packs and fuel, not chargers, safe bags or fuel tanks', () => {
    expect(shipsBySurfaceOnly('batteries-chargers', 'Tattu 2200mAh 3S 45C LiPo (XT60)')).toBe(true);
    expect(shipsBySurfaceOnly('batteries-chargers', 'Molicel P42A 21700 4S1P Li-ion Pack')).toBe(
      true,
    );
    expect(shipsBySurfaceOnly('engines', 'Morgan Cool Power 15% Nitro Fuel 1 L')).toBe(true);
    expect(shipsBySurfaceOnly('batteries-chargers', 'SkyRC iMAX B6AC V2 Balance Charger')).toBe(
      false,
    );
    expect(
      shipsBySurfaceOnly('accessories-materials', 'LiPo Fireproof Safe Bag 230 x 300 mm'),
    ).toBe(false);
    expect(
      shipsBySurfaceOnly('airplanes/turbine', 'Xicoy Kerosene Fuel Tank Set with UAT Hopper'),
    ).toBe(false);
  });

  it('marks every seeded LiPo battery', () => {
    const seeds = buildProductSeeds();
    const lipos = seeds.filter(
      (s) => s.categoryPath === 'batteries-chargers' && /lipo/i.test(s.name),
    );
    expect(lipos.length).toBeGreaterThanOrEqual(5);
    for (const s of lipos) expect(s.shipsBySurface, s.name).toBe(true);
    const marked = seeds.filter((s) => s.shipsBySurface).map((s) => s.name);
    for (const name of marked) expect(name).toMatch(/\b(lipo|li-ion|fuel)\b/i);
  });
});
