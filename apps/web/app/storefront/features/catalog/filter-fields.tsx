import type { ProductFacets } from '@propwash/domain/catalog/schemas';
import { formatSpecValue } from '@propwash/domain/catalog/spec-format';
import type { SpecFacet, SpecFilter, SpecValue } from '@propwash/domain/catalog/specs';
import { Star } from '#app/ui/icons.tsx';
import type { FocusEvent, ReactNode } from 'react';
import { cx } from '#app/lib/cx.ts';
import { formatRupees } from '#app/lib/money.ts';
import type { NestedCategoryOption } from '#app/storefront/features/catalog/category-options.ts';
import type { ListingFilters } from '#app/lib/catalog/listing-search.ts';
import { checkboxClassName, inputClassName } from '#app/ui/field-styles.ts';
import {
  readSpecToken,
  specToken,
  type SpecLabel,
} from '#app/storefront/features/catalog/spec-filters.ts';

// Price range 0–100000 with a 1000 step; minimum discount 10–50.
export const PRICE_MAX = 100_000;
const PRICE_STEP = 1_000;
const DISCOUNT_OPTIONS = [10, 20, 30, 40, 50];
const RATING_OPTIONS = [4, 3, 2, 1];

const legendClass = 'mb-2 text-sm font-bold text-slate-900';
const optionClass =
  'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-50 lg:min-h-9';
const countClass = 'ml-auto pl-2 text-xs text-slate-500 tabular-nums';

function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : <span className={countClass}>{value}</span>;
}

/** One radio or checkbox line of a group, with the count of products it would show. */
function Choice({
  type,
  name,
  value,
  isChecked,
  count,
  className,
  children,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  isChecked: boolean;
  count?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={cx(optionClass, className)}>
      <input
        type={type}
        name={name}
        value={value}
        defaultChecked={isChecked}
        className={checkboxClassName}
      />
      {children}
      <Count value={count} />
    </label>
  );
}

interface RadioChoice {
  /** The URL value ('' for the choice that sets no filter). */
  value: string;
  label: ReactNode;
  count?: number;
  className?: string;
}

/**
 * A radio group keyed by its own URL value, so it follows the URL (back/forward, a removed chip)
 * by remounting, while the others keep what the shopper is choosing.
 */
function RadioField({
  legend,
  name,
  value,
  choices,
}: {
  legend: string;
  name: string;
  value: string;
  choices: RadioChoice[];
}) {
  return (
    <fieldset key={value}>
      <legend className={legendClass}>{legend}</legend>
      {choices.map((choice) => (
        <Choice
          key={choice.value}
          type="radio"
          name={name}
          value={choice.value}
          isChecked={value === choice.value}
          count={choice.count}
          className={choice.className}
        >
          {choice.label}
        </Choice>
      ))}
    </fieldset>
  );
}

/** A minimum filter's URL value: '' when it is off (0). */
const minimumValue = (value: number) => (value === 0 ? '' : String(value));

/** "Any" first, then one choice per minimum with the count of products at or above it. */
function minimumChoices(
  anyLabel: string,
  minimums: readonly number[],
  counts: readonly { min: number; count: number }[] | undefined,
  label: (min: number) => ReactNode,
): RadioChoice[] {
  return [
    { value: '', label: anyLabel },
    ...minimums.map((min) => ({
      value: String(min),
      label: label(min),
      count: counts?.find((c) => c.min === min)?.count,
    })),
  ];
}

export function CategoryField({
  value,
  options,
}: {
  value: string;
  options: NestedCategoryOption[];
}) {
  return (
    <RadioField
      legend="Category"
      name="category"
      value={value}
      choices={[
        { value: '', label: 'All categories' },
        ...options.map((category) => ({
          value: category.slug,
          label: category.name,
          count: category.count,
          className: category.depth === 1 ? 'ml-5 text-slate-600' : undefined,
        })),
      ]}
    />
  );
}

export function PriceField({
  minPrice,
  maxPrice,
  onMaxPrice,
}: {
  minPrice: number | null;
  /** The typed maximum ('' for none), held by the panel so the slider and the box agree. */
  maxPrice: string;
  onMaxPrice: (value: string) => void;
}) {
  const sliderValue = maxPrice === '' ? PRICE_MAX : Math.min(Number(maxPrice) || 0, PRICE_MAX);
  return (
    <fieldset key={`${minPrice}`}>
      <legend className={legendClass}>Price (₹)</legend>
      <div className="grid grid-cols-2 gap-2">
        <label className="text-xs text-slate-600">
          Min price
          <input
            type="number"
            name="minPrice"
            inputMode="numeric"
            min={0}
            max={PRICE_MAX}
            step={1}
            placeholder="0"
            defaultValue={minPrice ?? ''}
            className={`${inputClassName} mt-1`}
          />
        </label>
        <label className="text-xs text-slate-600">
          Max price
          <input
            type="number"
            name="maxPrice"
            inputMode="numeric"
            min={0}
            max={PRICE_MAX}
            step={1}
            placeholder={String(PRICE_MAX)}
            value={maxPrice}
            onChange={(event) => onMaxPrice(event.target.value)}
            className={`${inputClassName} mt-1`}
          />
        </label>
      </div>
      <label className="mt-3 block text-xs text-slate-600">
        <span className="sr-only">Maximum price slider</span>
        <input
          type="range"
          min={0}
          max={PRICE_MAX}
          step={PRICE_STEP}
          value={sliderValue}
          aria-valuetext={formatRupees(sliderValue)}
          onChange={(event) =>
            onMaxPrice(event.target.value === String(PRICE_MAX) ? '' : event.target.value)
          }
          className="w-full accent-brand-700"
        />
        <span className="flex justify-between">
          <span>{formatRupees(0)}</span>
          <span>Up to {formatRupees(sliderValue)}</span>
        </span>
      </label>
    </fieldset>
  );
}

export function RatingField({ value, facets }: { value: number; facets?: ProductFacets }) {
  return (
    <RadioField
      legend="Customer rating"
      name="minRating"
      value={minimumValue(value)}
      choices={minimumChoices('Any rating', RATING_OPTIONS, facets?.rating, (min) => (
        <span className="flex items-center gap-1">
          {min}
          <Star filled className="size-3.5 text-amber-400" aria-hidden /> & up
        </span>
      ))}
    />
  );
}

export function AvailabilityField({
  value,
  facets,
}: {
  value: ListingFilters['availability'];
  facets?: ProductFacets;
}) {
  return (
    <RadioField
      legend="Availability"
      name="availability"
      value={value === 'all' ? '' : value}
      choices={[
        { value: '', label: 'All' },
        { value: 'instock', label: 'In stock', count: facets?.availability.instock },
        { value: 'outofstock', label: 'Out of stock', count: facets?.availability.outofstock },
      ]}
    />
  );
}

export function DiscountField({ value, facets }: { value: number; facets?: ProductFacets }) {
  return (
    <RadioField
      legend="Minimum discount"
      name="minDiscount"
      value={minimumValue(value)}
      choices={minimumChoices('Any discount', DISCOUNT_OPTIONS, facets?.discount, (min) => (
        <>{min}% or more</>
      ))}
    />
  );
}

export type OfferName = 'deals' | 'trending';
const offerLabels: Record<OfferName, string> = { deals: "Today's Deals", trending: 'Trending' };

/**
 * One group per option of the listed products sold in versions (Version: RTF, BNF, PNP), values
 * as "Name:Value" checkboxes: several values of one option show any of them. A chosen value stays
 * listed when the other filters leave no product with it.
 */
export function OptionFields({
  value,
  facets,
}: {
  value: readonly string[];
  facets: ProductFacets | undefined;
}) {
  // An option a specification already filters by (a battery sold in capacities "2200 mAh", whose
  // versions carry the capacity spec; a radio's Mode 1 / Mode 2) is shown once, as the spec.
  const specValueSets = (facets?.specs ?? []).map(
    (spec) => new Set(spec.values.map((v) => formatSpecValue(v.value, spec.unit).toLowerCase())),
  );
  const coveredBySpec = (values: { value: string }[]) =>
    specValueSets.some((set) => values.every((v) => set.has(v.value.toLowerCase())));
  const groups = (facets?.options ?? [])
    .filter((o) => !coveredBySpec(o.values))
    .map((o) => ({
      name: o.name,
      values: o.values.map((v) => ({ value: v.value, count: v.count as number | undefined })),
    }));
  for (const chosen of value) {
    const at = chosen.indexOf(':');
    const [name, v] = [chosen.slice(0, at), chosen.slice(at + 1)];
    let group = groups.find((g) => g.name === name);
    if (!group) groups.push((group = { name, values: [] }));
    if (!group.values.some((x) => x.value === v)) group.values.push({ value: v, count: undefined });
  }
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((group) => (
        <fieldset key={`${group.name}-${value.join('|')}`}>
          <legend className={legendClass}>{group.name}</legend>
          {group.values.map((v) => {
            const token = `${group.name}:${v.value}`;
            return (
              <Choice
                key={v.value}
                type="checkbox"
                name="option"
                value={token}
                isChecked={value.includes(token)}
                count={v.count}
              >
                {v.value}
              </Choice>
            );
          })}
        </fieldset>
      ))}
    </>
  );
}

/**
 * "Country of origin" (docs/decisions/product-declarations.md): one checkbox per country the
 * listed products are made in, with its count (`origin=China`; several: any of them). A chosen
 * country stays listed when the other filters leave no product from it; a long list shows the
 * first few, the rest behind "Show N more".
 */
export function OriginField({
  value,
  facets,
}: {
  /** The URL's countries. */
  value: readonly string[];
  facets: ProductFacets | undefined;
}) {
  const counted = facets?.origins ?? [];
  const sameCountry = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const choices: { country: string; count?: number }[] = [...counted];
  for (const chosen of value) {
    if (!choices.some((c) => sameCountry(c.country, chosen))) choices.push({ country: chosen });
  }
  if (choices.length === 0) return null;
  const isChecked = (country: string) => value.some((v) => sameCountry(v, country));
  const long = choices.length > SHOWN_VALUES + 1;
  const shown = long ? choices.slice(0, SHOWN_VALUES) : choices;
  const more = long ? choices.slice(SHOWN_VALUES) : [];
  const choice = (c: (typeof choices)[number]) => (
    <Choice
      key={c.country}
      type="checkbox"
      name="origin"
      value={c.country}
      isChecked={isChecked(c.country)}
      count={c.count ?? 0}
    >
      {c.country}
    </Choice>
  );
  // Keyed by the URL's countries, so the boxes follow the URL (a removed chip, back).
  return (
    <fieldset key={value.join('|')}>
      <legend className={legendClass}>Country of origin</legend>
      {shown.map(choice)}
      {more.length > 0 && (
        <details open={more.some((c) => isChecked(c.country)) || undefined} className="group">
          <summary className="flex min-h-10 cursor-pointer list-none items-center px-2 text-sm font-semibold text-accent-700 group-open:hidden hover:underline lg:min-h-9 [&::-webkit-details-marker]:hidden">
            Show {more.length} more
          </summary>
          {more.map(choice)}
        </details>
      )}
    </fieldset>
  );
}

/** A number attribute with more values than this is filtered by a range, not checkboxes. */
const MAX_NUMBER_CHECKBOXES = 8;
/** A longer list shows this many values, the rest behind "Show N more". */
const SHOWN_VALUES = 6;

interface SpecGroup extends Omit<SpecFacet, 'values'> {
  values: { value: SpecValue; count?: number }[];
  filter: SpecFilter | undefined;
  /** A min–max range rather than checkboxes. */
  asRange: boolean;
}

const sameValue = (a: SpecValue, b: string) =>
  typeof a === 'number' ? a === Number(b) : a.toLowerCase() === b.toLowerCase();

/**
 * The specification groups: the applied facets' attributes in their order, and any attribute
 * the URL filters by that the facets no longer list. The phone drawer's counts for choices not
 * applied yet (`pending`) change the numbers, never the groups' shape, so nothing typed or
 * ticked in the drawer moves away under the shopper's finger. A chosen value stays listed when
 * the other filters leave no product with it.
 */
function specGroups(
  tokens: readonly string[],
  applied: ProductFacets | undefined,
  pending: ProductFacets | undefined,
  labels: readonly SpecLabel[],
): SpecGroup[] {
  const chosen = tokens.map(readSpecToken).filter((f) => f !== null);
  const counted = new Map((pending ?? applied)?.specs.map((f) => [f.key, f]));
  const layout = [
    ...(applied?.specs ?? []),
    ...(pending?.specs ?? []).filter((f) => !applied?.specs.some((a) => a.key === f.key)),
  ];
  const groups: SpecGroup[] = layout.map((f) => {
    const filter = chosen.find((c) => c.key === f.key);
    const counts = counted.get(f.key);
    const countOf = (v: SpecValue) =>
      counts?.values.find((c) => sameValue(c.value, String(v)))?.count ?? 0;
    const extra = (counts?.values ?? []).filter(
      (c) => !f.values.some((v) => sameValue(v.value, String(c.value))),
    );
    return {
      ...f,
      values: [...f.values.map((v) => ({ value: v.value, count: countOf(v.value) })), ...extra],
      range: counts?.range ?? f.range,
      filter,
      asRange:
        filter?.kind === 'range' ||
        (filter === undefined && f.type === 'number' && f.values.length > MAX_NUMBER_CHECKBOXES),
    };
  });
  for (const filter of chosen) {
    let group = groups.find((g) => g.key === filter.key);
    if (!group) {
      const label = labels.find((l) => l.key === filter.key);
      if (!label) continue;
      groups.push(
        (group = { ...label, values: [], range: null, filter, asRange: filter.kind === 'range' }),
      );
    }
    if (filter.kind !== 'values') continue;
    for (const v of filter.values) {
      if (group.values.some((x) => sameValue(x.value, v))) continue;
      const value = group.type === 'number' ? Number(v) : v;
      if (typeof value === 'number' && !Number.isFinite(value)) continue;
      group.values.push({ value });
    }
  }
  for (const group of groups) {
    if (group.type === 'number') group.values.sort((a, b) => Number(a.value) - Number(b.value));
  }
  return groups;
}

/**
 * One group per specification of the listed products (docs/decisions/specifications.md):
 * choices, and numbers with few values, as checkboxes with their counts (`spec=cells:3`, several
 * values of one attribute: any of them); numbers with many values as a min–max range in the
 * attribute's unit (`spec-min:capacity` and `spec-max:capacity`, which the panel folds into
 * `spec=capacity:1500..2500`), applied when the box is left or the form submitted.
 */
export function SpecFields({
  value,
  facets,
  pending,
  labels,
  onRangeBlur,
}: {
  /** The URL's spec filters ("cells:3,4", "capacity:1500..2500"). */
  value: readonly string[];
  /** The applied filters' facets: they decide the groups. */
  facets: ProductFacets | undefined;
  /** The drawer's counts for choices not applied yet. */
  pending: ProductFacets | undefined;
  labels: readonly SpecLabel[];
  onRangeBlur: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  const groups = specGroups(value, facets, pending, labels);
  if (groups.length === 0) return null;
  return (
    <>
      {groups.map((group) => {
        // Keyed by the URL's filter, so a group follows the URL (a removed chip, back).
        const key = `${group.key}-${group.filter ? specToken(group.filter) : ''}`;
        return group.asRange ? (
          <SpecRange key={key} group={group} onBlur={onRangeBlur} />
        ) : (
          <SpecChoices key={key} group={group} />
        );
      })}
    </>
  );
}

function SpecChoices({ group }: { group: SpecGroup }) {
  const chosen = group.filter?.kind === 'values' ? group.filter.values : [];
  const isChecked = (v: SpecValue) => chosen.some((c) => sameValue(v, c));
  const long = group.values.length > SHOWN_VALUES + 1;
  const shown = long ? group.values.slice(0, SHOWN_VALUES) : group.values;
  const more = long ? group.values.slice(SHOWN_VALUES) : [];
  const choice = (v: SpecGroup['values'][number]) => (
    <Choice
      key={String(v.value)}
      type="checkbox"
      name="spec"
      value={`${group.key}:${v.value}`}
      isChecked={isChecked(v.value)}
      count={v.count}
    >
      {formatSpecValue(v.value, group.unit)}
    </Choice>
  );
  return (
    <fieldset>
      <legend className={legendClass}>{group.name}</legend>
      {shown.map(choice)}
      {more.length > 0 && (
        // Works without JavaScript; open when a value inside it is chosen. Once open, the rest
        // of the list simply follows (a "Show fewer" above them would sit mid-list).
        <details open={more.some((v) => isChecked(v.value)) || undefined} className="group">
          <summary className="flex min-h-10 cursor-pointer list-none items-center px-2 text-sm font-semibold text-accent-700 group-open:hidden hover:underline lg:min-h-9 [&::-webkit-details-marker]:hidden">
            Show {more.length} more
          </summary>
          {more.map(choice)}
        </details>
      )}
    </fieldset>
  );
}

function SpecRange({
  group,
  onBlur,
}: {
  group: SpecGroup;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  const filter = group.filter?.kind === 'range' ? group.filter : undefined;
  const box = (end: 'min' | 'max', label: string) => {
    const current = filter?.[end];
    const hint = group.range?.[end];
    return (
      <label className="text-xs text-slate-600">
        {label}
        <span className="relative mt-1 block">
          <input
            type="number"
            name={`spec-${end}:${group.key}`}
            inputMode="decimal"
            step="any"
            placeholder={hint === undefined ? '' : String(hint)}
            defaultValue={current ?? ''}
            // The panel applies a typed range when the box is left (or on Enter), not per key.
            data-commit="blur"
            onBlur={onBlur}
            className={cx(inputClassName, group.unit && 'pr-12')}
          />
          {group.unit && (
            <span
              aria-hidden
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-slate-500"
            >
              {group.unit}
            </span>
          )}
        </span>
      </label>
    );
  };
  return (
    <fieldset>
      <legend className={legendClass}>
        {group.name}
        {group.unit && <span className="sr-only"> ({group.unit})</span>}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {box('min', 'Min')}
        {box('max', 'Max')}
      </div>
      {group.range && (
        <p className="mt-1.5 text-xs text-slate-500">
          In this list: {formatSpecValue(group.range.min, '')}–
          {formatSpecValue(group.range.max, group.unit)}
        </p>
      )}
    </fieldset>
  );
}

export function OffersField({
  offers,
  filters,
}: {
  offers: readonly OfferName[];
  filters: ListingFilters;
}) {
  if (offers.length === 0) return null;
  return (
    <fieldset key={`${filters.deals}-${filters.trending}`} className="space-y-1">
      <legend className={legendClass}>Offers</legend>
      {offers.map((name) => (
        <Switch key={name} name={name} label={offerLabels[name]} isChecked={filters[name]} />
      ))}
    </fieldset>
  );
}

function Switch({ name, label, isChecked }: { name: string; label: string; isChecked: boolean }) {
  return (
    <label className={`${optionClass} justify-between`}>
      {label}
      <input
        type="checkbox"
        role="switch"
        name={name}
        value="true"
        defaultChecked={isChecked}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className="relative h-6 w-11 rounded-full bg-slate-300 transition peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
      />
    </label>
  );
}
