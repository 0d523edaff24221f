import { describe, expect, it } from 'vitest';
import { parseListingQuery } from '#app/storefront/features/catalog/listing-query.ts';
import { listingSearch } from '#app/lib/catalog/listing-search.ts';

describe('parseListingQuery', () => {
  it('reads every filter from the URL', () => {
    const { query, filters } = parseListingQuery(
      new URLSearchParams(
        'category=drones&minPrice=1000&maxPrice=5000&minRating=4&availability=instock&minDiscount=20&deals=true&trending=1&sort=price-low&page=2',
      ),
    );
    expect(query).toMatchObject({
      category: 'drones',
      minPrice: 1000,
      maxPrice: 5000,
      minRating: 4,
      availability: 'instock',
      minDiscount: 20,
      deals: true,
      trending: true,
      sort: 'price-low',
      page: 2,
    });
    expect(listingSearch(filters)).toBe(
      '?category=drones&minPrice=1000&maxPrice=5000&minRating=4&availability=instock&minDiscount=20&deals=true&trending=true&sort=price-low&page=2',
    );
  });

  it('reads repeated option=Name:Value filters and writes them back', () => {
    const { query, filters } = parseListingQuery(
      new URLSearchParams('option=Version:BNF&option=Version:PNP&option=Mode:Mode 2&option=broken'),
    );
    expect(query.option).toEqual([
      { name: 'Version', value: 'BNF' },
      { name: 'Version', value: 'PNP' },
      { name: 'Mode', value: 'Mode 2' },
    ]);
    expect(filters.options).toEqual(['Version:BNF', 'Version:PNP', 'Mode:Mode 2']);
    expect(listingSearch(filters)).toBe(
      '?option=Version%3ABNF&option=Version%3APNP&option=Mode%3AMode+2',
    );
  });

  it('falls back to defaults for broken values instead of failing', () => {
    const { query } = parseListingQuery(
      new URLSearchParams('sort=bogus&page=-3&minPrice=abc&category=<script>&availability=x'),
    );
    expect(query).toMatchObject({ sort: 'default', page: 1, availability: 'all' });
    expect(query.minPrice).toBeUndefined();
    expect(query.category).toBeUndefined();
  });

  it('drops a maximum price below the minimum', () => {
    const { query } = parseListingQuery(new URLSearchParams('minPrice=5000&maxPrice=100'));
    expect(query.maxPrice).toBeUndefined();
  });
});
