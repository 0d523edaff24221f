import {
  droneCategoryLabels,
  droneCategoryOf,
  needsDroneAcknowledgement,
  type DroneCategory,
} from '@propwash/domain/catalog/drones';

/** A cart line as far as the drone rules care: its product, name and all-up weight. */
type DroneLine = { productId: string; name: string; droneWeightGrams: number | null };

/** The drones among these lines that need the buyer's acknowledgement (micro or larger), once each. */
export function dronesToAcknowledge(
  lines: DroneLine[],
): Array<{ productId: string; name: string; category: DroneCategory }> {
  const seen = new Map<string, { productId: string; name: string; category: DroneCategory }>();
  for (const line of lines) {
    if (line.droneWeightGrams === null || seen.has(line.productId)) continue;
    const category = droneCategoryOf(line.droneWeightGrams);
    if (needsDroneAcknowledgement(category)) {
      seen.set(line.productId, { productId: line.productId, name: line.name, category });
    }
  }
  return [...seen.values()];
}

/**
 * What the shopper acknowledges before ordering a micro or larger drone (docs/decisions/drones.md),
 * naming each drone and its category and saying plainly what the Drone Rules 2021 ask: a UIN on
 * Digital Sky tied to the serial numbers (rules 14 to 17), and when a remote pilot certificate is
 * needed (rule 34). Null when the lines hold no such drone.
 */
export function droneAcknowledgementFor(lines: DroneLine[]): string | null {
  const drones = dronesToAcknowledge(lines);
  if (drones.length === 0) return null;
  const many = drones.length > 1;
  const named = drones
    .map((d) => `${d.name} is a ${d.category} drone (${weightRangeOf(d.category)})`)
    .join('; ');
  const hasMicro = drones.some((d) => d.category === 'micro');
  const hasLarger = drones.some((d) => d.category !== 'micro');
  return [
    `Under the Drone Rules 2021, ${named}.`,
    `Before flying ${many ? 'each one' : 'it'} in India, register it on the Digital Sky platform to get its unique identification number (UIN), which is linked to the serial numbers of the drone, its flight controller and its remote (rules 14 to 17); we print those serial numbers on your invoice.`,
    ...(hasMicro
      ? [
          'A micro drone flown for non-commercial purposes needs no remote pilot certificate; flown for commercial purposes it needs one (rule 34).',
        ]
      : []),
    ...(hasLarger
      ? [
          'A small or larger drone needs a remote pilot certificate, earned at a DGCA-authorised remote pilot training organisation, before anyone flies it (rule 34).',
        ]
      : []),
    'Check the airspace map on Digital Sky before every flight. This is guidance, not legal advice.',
    `I have read this and will register and fly the ${many ? 'drones' : 'drone'} as the Drone Rules 2021 require.`,
  ].join(' ');
}

/** '250 g to 2 kg': a category's weights, from its label 'Micro (250 g to 2 kg)'. */
function weightRangeOf(category: DroneCategory): string {
  const label = droneCategoryLabels[category];
  return /\((.*)\)/.exec(label)?.[1] ?? label;
}

/** The refusal of an order whose drone acknowledgement was not given. */
export function droneAcknowledgementMissing(lines: DroneLine[]): string {
  const drones = dronesToAcknowledge(lines);
  const many = drones.length > 1;
  const names = drones.map((d) => `${d.name}, ${d.category}`).join('; ');
  return `Your order has ${many ? 'drones' : 'a drone'} covered by the Drone Rules 2021 (${names}): please read the guidance and tick that you will register and fly ${many ? 'them' : 'it'} as the rules require.`;
}
