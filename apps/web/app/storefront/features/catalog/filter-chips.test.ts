import { describe, expect, it } from 'vitest';
import {
  clearedSearch,
  filterChips,
  fitsLabel,
} from '#app/storefront/features/catalog/filter-chips.ts';
import type { ListingFilters } from '#app/lib/catalog/listing-search.ts';

const none: ListingFilters = {
  search: '',
  category: '',
  sort: 'default',
  minPrice: null,
  maxPrice: null,
  minRating: 0,
  availability: 'all',
  minDiscount: 0,
  deals: false,
  trending: false,
  fits: '',
  page: 1,
};
const names: Record<string, string> = {
  airplanes: 'Airplanes',
  'airplanes/electric': 'Electric Airplanes',
};
const nameOf = (slug: string) => names[slug];

describe('filterChips', () => {
  it('gives each chosen option value a chip that removes only that value', () => {
    const chips = filterChips({ ...none, options: ['Version:BNF', 'Mode:Mode 2'] }, nameOf);
    expect(chips.map((c) => [c.label, c.spoken])).toEqual([
      ['BNF', 'Version BNF'],
      ['Mode 2', 'Mode Mode 2'],
    ]);
    expect(chips[0]!.search).toBe('?option=Mode%3AMode+2');
  });

  it('gives each country of origin a chip that removes only that country', () => {
    const chips = filterChips({ ...none, origins: ['China', 'Taiwan'], deals: true }, nameOf);
    expect(chips.map((c) => [c.label, c.spoken])).toEqual([
      ["Today's Deals", "Today's Deals"],
      ['Made in China', 'Country of origin China'],
      ['Made in Taiwan', 'Country of origin Taiwan'],
    ]);
    expect(chips[1]!.search).toBe('?deals=true&origin=Taiwan');
    expect(chips[0]!.search).toBe('?origin=China&origin=Taiwan');
  });

  it('gives no chip when nothing is filtered', () => {
    expect(filterChips({ ...none, search: 'glider', sort: 'price-low' }, nameOf)).toEqual([]);
  });

  it('names each active filter, and removing one keeps the others from page 1', () => {
    const filters: ListingFilters = {
      ...none,
      search: 'trainer',
      category: 'airplanes/electric',
      sort: 'price-low',
      maxPrice: 20000,
      minRating: 4,
      availability: 'instock',
      minDiscount: 10,
      deals: true,
      trending: true,
      page: 3,
    };
    const chips = filterChips(filters, nameOf);
    expect(chips.map((c) => c.label)).toEqual([
      'Electric Airplanes',
      'Up to ₹20,000',
      '4★ & up',
      'In stock',
      '10% off or more',
      "Today's Deals",
      'Trending',
    ]);
    expect(chips[2]!.spoken).toBe('Rated 4 and up');
    const category = new URLSearchParams(chips[0]!.search);
    expect(category.has('category')).toBe(false);
    expect(category.get('search')).toBe('trainer');
    expect(category.get('sort')).toBe('price-low');
    expect(category.get('maxPrice')).toBe('20000');
    expect(category.has('page')).toBe(false);
    const price = new URLSearchParams(chips[1]!.search);
    expect(price.has('maxPrice')).toBe(false);
    expect(price.get('category')).toBe('airplanes/electric');
  });

  it('reads a price range both ways and falls back to the slug for an unknown category', () => {
    const both = filterChips({ ...none, minPrice: 1000, maxPrice: 5000 }, nameOf);
    expect(both.map((c) => c.label)).toEqual(['₹1,000 – ₹5,000']);
    expect(both[0]!.search).toBe('');
    const from = filterChips({ ...none, minPrice: 1000, category: 'yachts' }, nameOf);
    expect(from.map((c) => c.label)).toEqual(['yachts', '₹1,000 and above']);
  });
});

describe('spec chips', () => {
  const labels = [
    { key: 'cells', name: 'Cells', unit: 'S', type: 'number' as const },
    { key: 'capacity', name: 'Capacity', unit: 'mAh', type: 'number' as const },
    { key: 'connector', name: 'Connector', unit: '', type: 'choice' as const },
  ];

  it('names each value and range with its attribute, and removes only that one', () => {
    const filters = { ...none, specs: ['cells:3,4', 'capacity:1500..2500', 'connector:XT60'] };
    const chips = filterChips(filters, nameOf, undefined, labels);
    expect(chips.map((c) => c.label)).toEqual([
      'Cells: 3S',
      'Cells: 4S',
      'Capacity: 1500–2500 mAh',
      'Connector: XT60',
    ]);
    expect(chips[2]!.spoken).toBe('Capacity 1500 to 2500 mAh');
    expect(new URLSearchParams(chips[0]!.search).getAll('spec')).toEqual([
      'cells:4',
      'capacity:1500..2500',
      'connector:XT60',
    ]);
    expect(new URLSearchParams(chips[2]!.search).getAll('spec')).toEqual([
      'cells:3,4',
      'connector:XT60',
    ]);
    expect(new URLSearchParams(chips[3]!.search).getAll('spec')).toEqual([
      'cells:3,4',
      'capacity:1500..2500',
    ]);
  });

  it('reads open ranges, and falls back to the key for an attribute it does not know', () => {
    const chips = filterChips(
      { ...none, specs: ['capacity:1500..', 'cells:..4', 'kv:2000..'] },
      nameOf,
      undefined,
      labels,
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Capacity: 1500 mAh and above',
      'Cells: up to 4S',
      'kv: 2000 and above',
    ]);
  });

  it('are cleared by Clear all', () => {
    expect(clearedSearch({ ...none, search: 'lipo', specs: ['cells:3'] })).toBe('?search=lipo');
  });
});

describe('clearedSearch', () => {
  it('drops every filter but keeps the search and the order', () => {
    expect(clearedSearch({ ...none, search: 'heli', sort: 'rating', minRating: 3, page: 2 })).toBe(
      '?search=heli&sort=rating',
    );
    expect(clearedSearch({ ...none, category: 'airplanes' })).toBe('');
  });
});

describe('fitsLabel', () => {
  it('names one model, counts several, and speaks every name', () => {
    expect(fitsLabel([])).toBeUndefined();
    expect(fitsLabel(['Align T-Rex 470LM'])).toEqual({
      label: 'Fits Align T-Rex 470LM',
      spoken: 'Fits Align T-Rex 470LM',
      models: 'Align T-Rex 470LM',
    });
    expect(fitsLabel(['A', 'B', 'C'])).toEqual({
      label: 'Fits 3 models',
      spoken: 'Fits A, B or C',
      models: '3 models',
    });
  });

  it('puts a fits chip first that removes only the fits filter', () => {
    const chips = filterChips({ ...none, fits: 'a,b', minRating: 4 }, () => undefined, {
      label: 'Fits 2 models',
      spoken: 'Fits A or B',
      models: '2 models',
    });
    expect(chips[0]).toEqual({
      key: 'fits',
      label: 'Fits 2 models',
      spoken: 'Fits A or B',
      search: '?minRating=4',
    });
  });
});
