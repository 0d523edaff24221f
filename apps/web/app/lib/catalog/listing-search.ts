import type { ProductSort } from '@propwash/domain/catalog/schemas';

/** The filters a listing page shows and links with: plain values, no zod in the browser bundle. */
export interface ListingFilters {
  search: string;
  category: string;
  sort: ProductSort;
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number;
  availability: 'all' | 'instock' | 'outofstock';
  minDiscount: number;
  deals: boolean;
  trending: boolean;
  /** Option values of products sold in versions, as "Name:Value" ("Version:BNF"). */
  options?: string[];
  /**
   * Specification filters, one per attribute key: "cells:3,4" (any of the values) or
   * "capacity:1500..2500" (a range, either end may be open).
   */
  specs?: string[];
  /** Model ids separated by commas: parts that fit any of them ('' for none). */
  fits: string;
  /** Countries of origin, any of them (docs/decisions/product-declarations.md). */
  origins?: string[];
  page: number;
}

/** The same filters as URL parameters, defaults left out, so links stay short and shareable. */
export function listingSearch(filters: Partial<ListingFilters>): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice != null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice != null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.minRating) params.set('minRating', String(filters.minRating));
  if (filters.availability && filters.availability !== 'all') {
    params.set('availability', filters.availability);
  }
  if (filters.minDiscount) params.set('minDiscount', String(filters.minDiscount));
  if (filters.deals) params.set('deals', 'true');
  if (filters.trending) params.set('trending', 'true');
  for (const option of filters.options ?? []) params.append('option', option);
  for (const spec of filters.specs ?? []) params.append('spec', spec);
  for (const origin of filters.origins ?? []) params.append('origin', origin);
  if (filters.fits) params.set('fits', filters.fits);
  if (filters.sort && filters.sort !== 'default') params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}
