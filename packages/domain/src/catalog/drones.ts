/**
 * Drone categories by all-up weight (Drone Rules 2021, rule 5, notified 25 Aug 2021): nano up to
 * 250 g, micro up to 2 kg, small up to 25 kg, medium up to 150 kg, large above. No zod here: the
 * storefront's product page imports it (docs/decisions/drones.md).
 */
export const droneCategories = ['nano', 'micro', 'small', 'medium', 'large'] as const;
export type DroneCategory = (typeof droneCategories)[number];

const UPPER_GRAMS: Array<[DroneCategory, number]> = [
  ['nano', 250],
  ['micro', 2_000],
  ['small', 25_000],
  ['medium', 150_000],
];

/** The category of a drone of this all-up weight in grams. */
export function droneCategoryOf(weightGrams: number): DroneCategory {
  for (const [category, upTo] of UPPER_GRAMS) if (weightGrams <= upTo) return category;
  return 'large';
}

export const droneCategoryLabels: Record<DroneCategory, string> = {
  nano: 'Nano (up to 250 g)',
  micro: 'Micro (250 g to 2 kg)',
  small: 'Small (2 kg to 25 kg)',
  medium: 'Medium (25 kg to 150 kg)',
  large: 'Large (above 150 kg)',
};

/** Every category but nano needs the buyer's acknowledgement at checkout. */
export function needsDroneAcknowledgement(category: DroneCategory): boolean {
  return category !== 'nano';
}

/** The most a product form accepts, in grams (a large drone is not sold by a hobby shop). */
export const DRONE_WEIGHT_MAX_GRAMS = 150_000;
