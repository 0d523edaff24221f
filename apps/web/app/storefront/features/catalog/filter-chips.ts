import { formatRupees } from '#app/lib/money.ts';
import { listingSearch, type ListingFilters } from '#app/lib/catalog/listing-search.ts';
import {
  readSpecToken,
  specRangeLabel,
  specToken,
  specValueLabel,
  type SpecLabel,
} from '#app/storefront/features/catalog/spec-filters.ts';

/** One active filter above the results: what it says, and the listing's query without it. */
export interface FilterChip {
  key:
    | 'category'
    | 'price'
    | 'rating'
    | 'availability'
    | 'discount'
    | 'deals'
    | 'trending'
    | 'fits'
    | `option:${string}`
    | `spec:${string}`
    | `origin:${string}`;
  label: string;
  /** What a screen reader hears when `label` is terse ("4★ & up"). */
  spoken: string;
  /** The query string (with '?', or '') of the same listing without this filter, from page 1. */
  search: string;
}

function without(filters: ListingFilters, changes: Partial<ListingFilters>): string {
  return listingSearch({ ...filters, ...changes, page: 1 });
}

function priceLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `${formatRupees(min)} – ${formatRupees(max)}`;
  if (max !== null) return `Up to ${formatRupees(max)}`;
  return `${formatRupees(min ?? 0)} and above`;
}

/**
 * The chips for the filters a listing URL holds, in the panel's order. The search term is the
 * page's heading, not a chip; `nameOf` turns a category filter into the name shoppers know,
 * `fits` names the models of a fits filter ("Fits Align T-Rex 470LM", "Fits 3 models") and
 * `specLabels` the attributes of spec filters ("Cells: 3S", "Capacity: 1500–2500 mAh").
 */
export function filterChips(
  filters: ListingFilters,
  nameOf: (slug: string) => string | undefined,
  fits?: FitsLabel,
  specLabels: readonly SpecLabel[] = [],
): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: FilterChip['key'], label: string, search: string, spoken = label) =>
    chips.push({ key, label, spoken, search });
  if (filters.fits) {
    const label = fits?.label ?? 'Fits the chosen models';
    add('fits', label, without(filters, { fits: '' }), fits?.spoken ?? label);
  }
  if (filters.category) {
    add(
      'category',
      nameOf(filters.category) ?? filters.category,
      without(filters, { category: '' }),
    );
  }
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    add(
      'price',
      priceLabel(filters.minPrice, filters.maxPrice),
      without(filters, { minPrice: null, maxPrice: null }),
    );
  }
  if (filters.minRating > 0) {
    add(
      'rating',
      `${filters.minRating}★ & up`,
      without(filters, { minRating: 0 }),
      `Rated ${filters.minRating} and up`,
    );
  }
  if (filters.availability !== 'all') {
    add(
      'availability',
      filters.availability === 'instock' ? 'In stock' : 'Out of stock',
      without(filters, { availability: 'all' }),
    );
  }
  if (filters.minDiscount > 0) {
    add('discount', `${filters.minDiscount}% off or more`, without(filters, { minDiscount: 0 }));
  }
  if (filters.deals) add('deals', "Today's Deals", without(filters, { deals: false }));
  if (filters.trending) add('trending', 'Trending', without(filters, { trending: false }));
  for (const origin of filters.origins ?? []) {
    add(
      `origin:${origin}`,
      `Made in ${origin}`,
      without(filters, { origins: (filters.origins ?? []).filter((o) => o !== origin) }),
      `Country of origin ${origin}`,
    );
  }
  for (const option of filters.options ?? []) {
    const at = option.indexOf(':');
    const [name, value] = [option.slice(0, at), option.slice(at + 1)];
    add(
      `option:${option}`,
      value,
      without(filters, { options: (filters.options ?? []).filter((o) => o !== option) }),
      `${name} ${value}`,
    );
  }
  const specs = filters.specs ?? [];
  specs.forEach((token, at) => {
    const filter = readSpecToken(token);
    if (!filter) return;
    const label = specLabels.find((l) => l.key === filter.key);
    const name = label?.name ?? filter.key;
    const withSpec = (next: string | null) =>
      without(filters, {
        specs:
          next === null
            ? specs.filter((_, i) => i !== at)
            : specs.map((s, i) => (i === at ? next : s)),
      });
    if (filter.kind === 'range') {
      const range = specRangeLabel(filter.min, filter.max, label);
      add(
        `spec:${token}`,
        `${name}: ${range}`,
        withSpec(null),
        `${name} ${range.replace('–', ' to ')}`,
      );
      return;
    }
    for (const value of filter.values) {
      const rest = filter.values.filter((v) => v !== value);
      const shown = specValueLabel(value, label);
      add(
        `spec:${filter.key}:${value}`,
        `${name}: ${shown}`,
        withSpec(rest.length ? specToken({ ...filter, values: rest }) : null),
        `${name} ${shown}`,
      );
    }
  });
  return chips;
}

/** "Clear all": every filter off; the search term and the chosen order stay. */
export function clearedSearch(filters: ListingFilters): string {
  return listingSearch({ search: filters.search, sort: filters.sort });
}

/** A fits filter as its chip and heading say it, and as a screen reader hears it in full. */
export interface FitsLabel {
  /** "Align T-Rex 470LM" for one model, "3 models" for several (full names are long). */
  label: string;
  spoken: string;
  /** The models alone, for a heading: "Parts that fit 3 models". */
  models: string;
}

/** The models of a fits filter: one by its name, several by their count. */
export function fitsLabel(names: string[]): FitsLabel | undefined {
  if (names.length === 0) return undefined;
  const models = names.length === 1 ? names[0]! : `${names.length} models`;
  const all =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return { label: `Fits ${models}`, spoken: `Fits ${all}`, models };
}
