import type { DroneCategory } from '@propwash/domain/catalog/drones';
import type { StoreDrone } from '@propwash/domain/catalog/schemas';
import { Drone as DroneIcon } from '#app/ui/icons.tsx';
import { Badge } from '#app/ui/badge.tsx';

// A drone's category by its all-up weight and what the Drone Rules 2021 ask of its owner, in
// plain words (docs/decisions/drones.md). Guidance, not legal advice.

const DIGITAL_SKY = 'https://digitalsky.dgca.gov.in';

const categoryNames: Record<DroneCategory, string> = {
  nano: 'Nano',
  micro: 'Micro',
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
};

/**
 * 249 → '249 g', 1200 → '1.2 kg', 2001 → '2.001 kg': exact (whole grams have at most three
 * decimals in kilograms), so a weight just above a category's limit never reads as on it.
 */
export function droneWeightLabel(grams: number): string {
  return grams < 1000 ? `${grams} g` : `${grams / 1000} kg`;
}

/** "Micro drone · 1.2 kg", beside the product's name. */
export function DroneBadge({ drone }: { drone: StoreDrone }) {
  return (
    <Badge variant="soft" title={`${drone.categoryLabel}, Drone Rules 2021`}>
      <DroneIcon className="size-3.5" aria-hidden />
      {categoryNames[drone.category]} drone · {droneWeightLabel(drone.weightGrams)}
    </Badge>
  );
}

/** What flying a drone of this category needs: registration (UIN) and the pilot's certificate. */
function rulesFor(category: DroneCategory): string[] {
  if (category === 'nano')
    return [
      'A nano drone (up to 250 g) flown for non-commercial purposes needs no unique identification number (UIN). Flown for commercial purposes, register it on the Digital Sky platform for a UIN first.',
      'No remote pilot certificate is needed to fly a nano drone.',
    ];
  const registration =
    'Register it on the Digital Sky platform for a unique identification number (UIN) before flying it.';
  if (category === 'micro')
    return [
      registration,
      'Flown for non-commercial purposes, a micro drone needs no remote pilot certificate; flown for commercial purposes, its pilot needs one.',
    ];
  return [registration, 'Its remote pilot needs a remote pilot certificate.'];
}

/** The rules that apply to this drone, quoted plainly, with where to check them. */
export function DroneGuidance({ drone }: { drone: StoreDrone }) {
  return (
    <section
      aria-labelledby="drone-rules-heading"
      className="rounded-card border border-brand-200 bg-brand-50/60 p-4 text-sm text-slate-700"
    >
      <h2
        id="drone-rules-heading"
        className="flex items-center gap-2 text-base font-bold text-brand-950"
      >
        <DroneIcon className="size-5 shrink-0 text-brand-700" aria-hidden />
        Flying it in India
      </h2>
      <p className="mt-1">
        All-up weight {droneWeightLabel(drone.weightGrams)}, so under the Drone Rules 2021 it is in
        the category{' '}
        <strong className="font-semibold whitespace-nowrap text-slate-900">
          {drone.categoryLabel}
        </strong>
        .
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {rulesFor(drone.category).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        Check the current rules on{' '}
        <a
          href={DIGITAL_SKY}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-accent-700 underline-offset-2 hover:underline"
        >
          digitalsky.dgca.gov.in
        </a>
        ; this is guidance, not legal advice.
      </p>
    </section>
  );
}
