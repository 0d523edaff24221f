import { productListQuerySchema, type ProductListQuery } from '@propwash/domain/catalog/schemas';
import { MAX_SPEC_FILTERS, type SpecFilter } from '@propwash/domain/catalog/specs';
import type { ListingFilters } from '#app/lib/catalog/listing-search.ts';
import {
  foldSpecFilters,
  specToken,
  type SpecLabel,
} from '#app/storefront/features/catalog/spec-filters.ts';

export const PAGE_SIZE = 20;

const shape = productListQuerySchema.shape;

function field<K extends keyof typeof shape>(key: K, raw: string | null) {
  if (raw === null || raw === '') return undefined;
  const parsed = shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as ProductListQuery[K]) : undefined;
}

/**
 * The spec filters a page can apply: one per attribute the shop has (an unknown one, left by an
 * attribute since deleted, is dropped rather than answered 400), numbers only for a number
 * attribute, ranges only of numbers; the API's own schema checks what is left.
 */
function specFilters(params: URLSearchParams, attributes: readonly SpecLabel[]): SpecFilter[] {
  const typeOf = new Map(attributes.map((a) => [a.key, a.type]));
  const usable: SpecFilter[] = [];
  for (const filter of foldSpecFilters(params)) {
    const type = typeOf.get(filter.key);
    if (type === undefined || (filter.kind === 'range' && type !== 'number')) continue;
    const kept: SpecFilter =
      filter.kind === 'values' && type === 'number'
        ? { ...filter, values: filter.values.filter((v) => /^-?\d+(?:\.\d+)?$/.test(v)) }
        : filter;
    if (kept.kind === 'values' && kept.values.length === 0) continue;
    const checked = shape.spec.safeParse(specToken(kept));
    if (checked.success) usable.push(...(checked.data ?? []));
  }
  return usable.slice(0, MAX_SPEC_FILTERS);
}

/**
 * Reads a listing URL one parameter at a time: a broken value (sort=bogus, page=-3) falls back to
 * its default instead of failing the page, so an old or hand-edited link still shows products.
 * NUL characters are dropped first: PostgreSQL cannot take them, and /api answers them with 400
 * (platform/http.ts, installApiEdges), so the page searches for the text around them instead.
 * `attributes` are the shop's specifications, which `spec=` filters may name; `specLabels` are
 * those the URL filters by, for the chips.
 */
export function parseListingQuery(
  url: URLSearchParams,
  attributes: readonly SpecLabel[],
): {
  query: ProductListQuery;
  filters: ListingFilters;
  specLabels: SpecLabel[];
} {
  const params = new URLSearchParams(
    [...url].map(([key, value]) => [key, value.replaceAll('\u0000', '')]),
  );
  const minPrice = field('minPrice', params.get('minPrice'));
  let maxPrice = field('maxPrice', params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && maxPrice < minPrice) maxPrice = undefined;
  // option=Name:Value, repeatable; a broken one is dropped like any other broken parameter.
  const options = [...new Set(params.getAll('option'))]
    .filter((raw) => shape.option.safeParse(raw).success)
    .slice(0, 10);
  const specs = specFilters(params, attributes);
  // origin=China, repeatable or comma-separated; a broken set (too many) is dropped.
  const originParams = params.getAll('origin').filter((v) => v.trim() !== '');
  const parsedOrigins = originParams.length ? shape.origin.safeParse(originParams) : undefined;
  const origins = parsedOrigins?.success ? (parsedOrigins.data ?? []) : [];
  const query: ProductListQuery = {
    page: field('page', params.get('page')) ?? 1,
    limit: PAGE_SIZE,
    category: field('category', params.get('category')) || undefined,
    search: field('search', params.get('search')) || undefined,
    sort: field('sort', params.get('sort')) ?? 'default',
    minPrice,
    maxPrice,
    minRating: field('minRating', params.get('minRating')) || undefined,
    availability: field('availability', params.get('availability')) ?? 'all',
    minDiscount: field('minDiscount', params.get('minDiscount')) || undefined,
    deals: field('deals', params.get('deals')) || undefined,
    trending: field('trending', params.get('trending')) || undefined,
    option: options.length > 0 ? shape.option.parse(options) : undefined,
    fits: field('fits', params.get('fits')),
    spec: specs.length > 0 ? specs : undefined,
    origin: origins.length > 0 ? origins : undefined,
  };
  return {
    query,
    filters: {
      search: query.search ?? '',
      category: query.category ?? '',
      sort: query.sort,
      minPrice: query.minPrice ?? null,
      maxPrice: query.maxPrice ?? null,
      minRating: query.minRating ?? 0,
      availability: query.availability,
      minDiscount: query.minDiscount ?? 0,
      deals: query.deals ?? false,
      trending: query.trending ?? false,
      options,
      specs: specs.map(specToken),
      fits: query.fits?.join(',') ?? '',
      origins,
      page: query.page,
    },
    specLabels: attributes
      .filter((a) => specs.some((f) => f.key === a.key))
      .map(({ key, name, unit, type }) => ({ key, name, unit, type })),
  };
}
