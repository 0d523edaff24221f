import { productFits } from '../modules/catalog/catalog.tables.ts';
import type { Tx } from '../platform/db.ts';
import type { SeededProduct } from './catalog.ts';

// Which seeded parts and accessories fit which seeded models (docs/decisions/parts-that-fit.md),
// by SKU: each model with the batteries, propellers, chargers, power systems,
// spares and radios a shopper would buy for it, read from the products' own specs (a 4S plane
// gets 4S packs, a kit gets the motor and servos its description asks for).
const LIPO_BAG = 'PW-ACC-001';
const STRAPS = 'PW-ACC-007';
const B6 = 'PW-BAT-008'; // 50 W AC charger: 1-6S, small packs
const M6D = 'PW-BAT-009'; // 500 W DC charger: big 6S packs
const Q6 = 'PW-BAT-010'; // 200 W pocket charger: field charging
const FIVE_INCH_PROPS = ['PW-PRP-001', 'PW-PRP-002', 'PW-PRP-004', 'PW-PRP-005'];
const FIVE_INCH_MOTORS = ['PW-MOT-003', 'PW-MOT-004'];
const ELRS_RADIOS = ['PW-RAD-001', 'PW-RAD-002', 'PW-RAD-003'];

export const seedFits: Record<string, string[]> = {
  // Electric airplanes
  'PW-AEL-001': ['PW-BAT-004', 'PW-APR-001', 'PW-CON-001', STRAPS, LIPO_BAG, B6, 'PW-RAD-006'],
  'PW-AEL-002': ['PW-BAT-001', 'PW-BAT-005', 'PW-APR-001', STRAPS, LIPO_BAG, B6],
  'PW-AEL-003': ['PW-BAT-007', 'PW-CON-001', M6D, 'PW-RAD-001', 'PW-RAD-007'],
  'PW-AEL-004': ['PW-MOT-001', 'PW-MOT-006', 'PW-APR-007', 'PW-BAT-001', 'PW-RAD-006', B6],
  'PW-AEL-005': ['PW-RAD-009'],
  'PW-AEL-007': ['PW-BAT-001', 'PW-BAT-005', 'PW-APR-001', 'PW-AAC-002', STRAPS, B6, 'PW-RAD-006'],
  'PW-AEL-009': ['PW-BAT-001', 'PW-BAT-004', 'PW-BAT-005', 'PW-APR-002', 'PW-AAC-002', B6],
  'PW-AEL-010': ['PW-MOT-010', 'PW-RAD-009', 'PW-BAT-004', 'PW-BAT-007', 'PW-RAD-007', Q6],
  'PW-AEL-011': [
    'PW-MOT-001',
    'PW-MOT-006',
    'PW-RAD-009',
    'PW-APR-001',
    'PW-BAT-005',
    'PW-AAC-005',
    'PW-ACC-002',
    'PW-RAD-006',
  ],
  'PW-AEL-012': [M6D, 'PW-CON-002', 'PW-RAD-001', LIPO_BAG],
  // Glow and gas airplanes
  'PW-ANG-001': [
    'PW-ENG-002',
    'PW-APR-003',
    'PW-AAC-002',
    'PW-AAC-005',
    'PW-AAC-007',
    'PW-ACC-009',
    'PW-RAD-011',
  ],
  'PW-ANG-002': ['PW-ENG-001', 'PW-ENG-008', 'PW-AAC-007', 'PW-ACC-009', 'PW-RAD-008'],
  'PW-ANG-003': ['PW-AAC-003', 'PW-RAD-010', 'PW-ACC-005'],
  'PW-ANG-004': ['PW-ENG-003', 'PW-ENG-005', 'PW-AAC-006', 'PW-RAD-010'],
  'PW-ANG-005': ['PW-ENG-002', 'PW-APR-003', 'PW-AAC-007', 'PW-ACC-009', 'PW-RAD-008'],
  'PW-ANG-006': [
    'PW-ENG-002',
    'PW-APR-003',
    'PW-AAC-002',
    'PW-AAC-007',
    'PW-ACC-009',
    'PW-RAD-011',
  ],
  'PW-ANG-007': ['PW-ENG-004', 'PW-ENG-008', 'PW-APR-005', 'PW-AAC-004', 'PW-ACC-009'],
  // Jets
  'PW-ATB-003': ['PW-ATB-006', 'PW-RAD-005'],
  'PW-ATB-004': ['PW-ATB-002', 'PW-ATB-006'],
  'PW-ATB-005': ['PW-ATB-001', 'PW-ATB-006', 'PW-RAD-005'],
  // Helicopters
  'PW-HEL-001': ['PW-BAT-002', 'PW-CON-001', 'PW-CON-009', M6D, LIPO_BAG, 'PW-RAD-007'],
  'PW-HEL-002': ['PW-CON-002', 'PW-CON-004', M6D, LIPO_BAG],
  'PW-HEL-005': [Q6, 'PW-CON-003'],
  'PW-HEL-006': ['PW-MOT-007', 'PW-MOT-008', 'PW-RAD-010', 'PW-CON-002', M6D, 'PW-RAD-001'],
  // Drones
  'PW-DRN-004': [
    ...FIVE_INCH_PROPS,
    ...FIVE_INCH_MOTORS,
    'PW-BAT-002',
    'PW-CON-009',
    Q6,
    LIPO_BAG,
    ...ELRS_RADIOS,
  ],
  'PW-DRN-005': ['PW-PRP-007'],
  'PW-DRN-006': ['PW-PRP-003', 'PW-BAT-002', Q6, ...ELRS_RADIOS],
  'PW-DRN-007': ['PW-PRP-007'],
  'PW-DRN-008': [
    ...FIVE_INCH_PROPS,
    ...FIVE_INCH_MOTORS,
    'PW-DRN-009',
    'PW-DRN-010',
    'PW-RAD-007',
    'PW-BAT-002',
    'PW-BAT-004',
    'PW-CON-001',
    Q6,
  ],
  // Cars
  'PW-CAR-001': ['PW-BAT-003', 'PW-CON-002', M6D, LIPO_BAG],
  'PW-CAR-002': ['PW-BAT-003', 'PW-CON-002', M6D, LIPO_BAG],
  'PW-CAR-003': ['PW-BAT-006', 'PW-CON-008', B6],
  'PW-CAR-004': ['PW-BAT-006', 'PW-CON-008', B6],
  'PW-CAR-008': ['PW-MOT-009', 'PW-BAT-006', 'PW-CON-008', B6, 'PW-ACC-006'],
  'PW-CAR-010': ['PW-ACC-009', 'PW-ACC-006'],
  // Boats
  'PW-BOT-001': ['PW-CON-002', M6D, LIPO_BAG],
  'PW-BOT-002': ['PW-CON-002', M6D, LIPO_BAG],
  'PW-BOT-003': ['PW-BAT-001', 'PW-BAT-005', B6],
  'PW-BOT-007': ['PW-BAT-001', 'PW-BAT-005', B6],
};

/**
 * Links the seeded parts to the models they fit, for parts this run created (a shop seeded
 * before keeps the links its admin has set). Throws on a SKU the seed data does not have.
 */
export async function seedProductFits(
  tx: Tx,
  catalog: { products: SeededProduct[]; created: Set<string> },
): Promise<number> {
  const idOf = new Map(catalog.products.map((p) => [p.sku, p.id]));
  const id = (sku: string) => {
    const found = idOf.get(sku);
    if (!found) throw new Error(`seed fits: unknown SKU ${sku}`);
    return found;
  };
  const rows = Object.entries(seedFits).flatMap(([model, parts]) =>
    parts
      .map((part) => ({ part, partId: id(part), modelId: id(model) }))
      .filter((r) => catalog.created.has(r.part))
      .map(({ partId, modelId }) => ({ partId, modelId })),
  );
  if (rows.length === 0) return 0;
  await tx.insert(productFits).values(rows).onConflictDoNothing();
  return rows.length;
}
