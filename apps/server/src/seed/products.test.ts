import { describe, expect, it } from 'vitest';
import { droneCategoryOf } from '@propwash/domain/catalog/drones';
import { buildProductSeeds, seedNetQuantity, shipsBySurfaceOnly } from './products.ts';

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

describe('seeded specifications', () => {
  const seeds = buildProductSeeds();
  /** Every version's values over the product's, or the product's own when it has no versions. */
  const valueSets = (s: (typeof seeds)[number]) =>
    s.variants.length === 0 ? [s.specs] : s.variants.map((v) => ({ ...s.specs, ...v.specs }));

  // Parts whose maker publishes fewer than three of their category's specifications that we
  // could state with certainty; a value is left out rather than guessed.
  const fewerThanThree = new Set([
    'Xicoy Kerosene Fuel Tank Set with UAT Hopper', // a turbine part, not a model
    'SpeedyBee F405 V4 BLS 55A 30x30 Stack', // no cells, frame size or camera of its own
    'Hobbywing Skywalker 40A V2 ESC',
    'Hobbywing Platinum 60A V4 ESC',
    'Castle Creations Phoenix Edge 75 ESC',
    'Savox SC-1258TG Coreless Digital Servo',
  ]);
  const needsThree = (s: (typeof seeds)[number]) =>
    (s.categoryPath === 'batteries-chargers' && !/charger/i.test(s.name)) ||
    ['motors-escs', 'radios-servos', 'cars', 'drones'].includes(s.categoryPath) ||
    ['airplanes/electric', 'airplanes/nitro-gas', 'airplanes/turbine'].includes(s.categoryPath);

  it('gives every battery, motor, ESC, radio, servo, model airplane, car and drone three values or more', () => {
    const checked = seeds.filter((s) => needsThree(s) && !fewerThanThree.has(s.name));
    expect(checked.length).toBeGreaterThanOrEqual(60);
    for (const s of checked) {
      for (const values of valueSets(s)) {
        expect(Object.keys(values).length, s.name).toBeGreaterThanOrEqual(3);
      }
    }
    // The exceptions are real products of those categories, and still carry what is certain.
    for (const name of fewerThanThree) {
      const s = seeds.find((x) => x.name === name);
      expect(s && needsThree(s), name).toBe(true);
    }
  });

  it('puts a value that differs by version on each version: capacity, stick mode, build', () => {
    const versions = (name: string) => {
      const s = seeds.find((x) => x.name === name)!;
      return s.variants.map((v) => ({ label: v.label, specs: v.specs, own: s.specs }));
    };
    const orange = versions('Orange 3S 30C LiPo (XT60)');
    expect(orange.map((v) => v.specs.capacity)).toEqual([2200, 3300, 5000]);
    expect(orange[0]?.own).toMatchObject({ cells: 3, c_rating: 30, connector: 'XT60' });
    expect(orange[0]?.own).not.toHaveProperty('capacity');
    for (const radio of [
      'Radiomaster Pocket ELRS Radio',
      'Flysky FS-i6X 10CH Radio with FS-iA6B Receiver',
    ]) {
      expect(versions(radio).map((v) => v.specs.mode)).toEqual(['Mode 1', 'Mode 2']);
    }
    expect(versions('FMS Ranger 1220mm Trainer').map((v) => v.specs.build)).toEqual([
      'RTF',
      'BNF',
      'PNP',
    ]);
    for (const s of seeds.filter((x) => x.variants.length > 0)) {
      for (const v of s.variants) {
        // Each version's own value agrees with the option it is chosen by ('2200 mAh', 'BNF').
        for (const value of Object.values(v.specs)) {
          expect(Object.values(v.options).join(' '), `${v.sku}`).toContain(String(value));
        }
      }
    }
  });
});

describe('seeded declarations and drones', () => {
  const seeds = buildProductSeeds();

  it('names the shop as importer of what it imports, and makes up no licence numbers', () => {
    const imported = seeds.filter((s) => s.countryOfOrigin !== 'India');
    expect(imported.length).toBeGreaterThan(100);
    for (const s of imported) {
      expect(s.declarations, s.name).toMatchObject({
        importerName: 'Propwash Hobbies Private Limited',
        importerAddress:
          '42, 2nd Floor, 80 Feet Road, Koramangala 4th Block, Bengaluru, Karnataka 560034',
        manufacturerName: '',
      });
    }
    for (const s of seeds) {
      expect(s.declarations.consumerCare, s.name).toMatch(/support@propwash\.in/);
      expect([
        s.declarations.bisLicence,
        s.declarations.wpcApproval,
        s.declarations.batteryEpr,
      ]).toEqual(['', '', '']);
    }
    // Its own workshop's goods name it as their maker; other Indian makers are not guessed at.
    const own = seeds.filter(
      (s) => s.brand === 'Propwash Workshop' && s.countryOfOrigin === 'India',
    );
    expect(own.length).toBeGreaterThan(0);
    for (const s of own)
      expect(s.declarations.manufacturerName).toBe('Propwash Hobbies Private Limited');
    expect(seeds.find((s) => s.brand === 'Techno Aeromodels')!.declarations).toMatchObject({
      manufacturerName: '',
      importerName: '',
    });
  });

  it('states a pack count, one unit, or nothing for goods sold by measure', () => {
    expect(seedNetQuantity('Heat Shrink Tube Assortment (164 pcs)', { pack_size: 164 })).toBe(
      '164 units',
    );
    expect(seedNetQuantity('E-flite Apprentice STS 1.5m RTF Smart Trainer', {})).toBe('1 unit');
    expect(seedNetQuantity('Xicoy Kerosene Fuel Tank Set with UAT Hopper', {})).toBe('1 unit');
    expect(seedNetQuantity('Bob Smith Insta-Cure+ Gap Filling CA Glue 2 oz', {})).toBe('');
    expect(seedNetQuantity('Morgan Cool Power 15% Nitro Fuel 1 L', {})).toBe('');
    expect(seedNetQuantity('Silicone Wire 16 AWG 5 m Red and Black', {})).toBe('');
  });

  it('weighs the complete drones only, nano and micro among them', () => {
    const weighed = seeds.filter((s) => s.droneWeightGrams !== null);
    for (const s of weighed) expect(s.categoryPath, s.name).toBe('drones');
    const category = (s: (typeof seeds)[number]) => droneCategoryOf(s.droneWeightGrams!);
    expect(new Set(weighed.map(category))).toEqual(new Set(['nano', 'micro']));
    const hs720e = seeds.find((s) => s.slug === 'holy-stone-hs720e-4k-eis-gps-drone')!;
    expect(category(hs720e)).toBe('micro');
    // A frame kit, a flight controller stack and a camera are parts, not drones.
    for (const name of [
      'TBS Source One V5 5in Frame Kit',
      'SpeedyBee F405 V4 BLS 55A 30x30 Stack',
      'Caddx Ant Nano FPV Camera 1200TVL',
    ])
      expect(seeds.find((s) => s.name === name)!.droneWeightGrams, name).toBeNull();
  });
});
