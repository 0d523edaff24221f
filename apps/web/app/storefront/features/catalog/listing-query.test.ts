import { describe, expect, it } from 'vitest';
import { parseListingQuery } from '#app/storefront/features/catalog/listing-query.ts';
import { listingSearch } from '#app/lib/catalog/listing-search.ts';
import type { SpecLabel } from '#app/storefront/features/catalog/spec-filters.ts';

const attributes: SpecLabel[] = [
  { key: 'cells', name: 'Cells', unit: 'S', type: 'number' },
  { key: 'capacity', name: 'Capacity', unit: 'mAh', type: 'number' },
  { key: 'connector', name: 'Connector', unit: '', type: 'choice' },
];

describe('parseListingQuery', () => {
  it('reads every filter from the URL', () => {
    const { query, filters } = parseListingQuery(
      new URLSearchParams(
        'category=drones&minPrice=1000&maxPrice=5000&minRating=4&availability=instock&minDiscount=20&deals=true&trending=1&sort=price-low&page=2',
      ),
      attributes,
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
      attributes,
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

  it('reads countries of origin, repeated or comma-separated, and writes them back one each', () => {
    const { query, filters } = parseListingQuery(
      new URLSearchParams('origin=Taiwan&origin=China, Japan&origin=&origin=china'),
      attributes,
    );
    expect(query.origin).toEqual(['China', 'Japan', 'Taiwan', 'china']);
    expect(filters.origins).toEqual(['China', 'Japan', 'Taiwan', 'china']);
    expect(listingSearch(filters)).toBe('?origin=China&origin=Japan&origin=Taiwan&origin=china');
    // More countries than the API takes: the page shows every country instead of failing.
    const many = Array.from({ length: 21 }, (_, i) => `origin=C${i}`).join('&');
    const dropped = parseListingQuery(new URLSearchParams(many), attributes);
    expect(dropped.query.origin).toBeUndefined();
    expect(dropped.filters.origins).toEqual([]);
  });

  it('reads spec filters, one per attribute, and writes them back', () => {
    const { query, filters, specLabels } = parseListingQuery(
      new URLSearchParams('spec=cells:4,3&spec=capacity:1500..2500&spec=connector:XT60'),
      attributes,
    );
    expect(query.spec).toEqual([
      { key: 'cells', kind: 'values', values: ['3', '4'] },
      { key: 'capacity', kind: 'range', min: 1500, max: 2500 },
      { key: 'connector', kind: 'values', values: ['XT60'] },
    ]);
    expect(filters.specs).toEqual(['cells:3,4', 'capacity:1500..2500', 'connector:XT60']);
    expect(specLabels.map((l) => l.name)).toEqual(['Cells', 'Capacity', 'Connector']);
    expect(listingSearch(filters)).toBe(
      '?spec=cells%3A3%2C4&spec=capacity%3A1500..2500&spec=connector%3AXT60',
    );
  });

  it("folds a form's spec checkboxes and range boxes into one filter per attribute", () => {
    const { query, filters } = parseListingQuery(
      new URLSearchParams(
        'spec=cells:3&spec=cells:4&spec-min:capacity=2500&spec-max:capacity=1500&spec-min:cells=',
      ),
      attributes,
    );
    expect(filters.specs).toEqual(['cells:3,4', 'capacity:1500..2500']);
    expect(query.spec).toHaveLength(2);
    const open = parseListingQuery(new URLSearchParams('spec-max:capacity=2200'), attributes);
    expect(open.filters.specs).toEqual(['capacity:..2200']);
  });

  it('drops spec filters the shop cannot apply instead of failing the page', () => {
    const { query, filters, specLabels } = parseListingQuery(
      new URLSearchParams(
        'spec=flavour:mint&spec=cells:three&spec=connector:1..2&spec=capacity:..&spec=broken&spec=cells:3,x',
      ),
      attributes,
    );
    expect(filters.specs).toEqual(['cells:3']);
    expect(query.spec).toEqual([{ key: 'cells', kind: 'values', values: ['3'] }]);
    expect(specLabels.map((l) => l.key)).toEqual(['cells']);
  });

  it('falls back to defaults for broken values instead of failing', () => {
    const { query } = parseListingQuery(
      new URLSearchParams('sort=bogus&page=-3&minPrice=abc&category=<script>&availability=x'),
      attributes,
    );
    expect(query).toMatchObject({ sort: 'default', page: 1, availability: 'all' });
    expect(query.minPrice).toBeUndefined();
    expect(query.category).toBeUndefined();
  });

  it('drops a maximum price below the minimum', () => {
    const { query } = parseListingQuery(
      new URLSearchParams('minPrice=5000&maxPrice=100'),
      attributes,
    );
    expect(query.maxPrice).toBeUndefined();
  });
});
