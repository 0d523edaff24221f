import { describe, expect, it } from 'vitest';
import type { ListingFilters } from '#app/lib/catalog/listing-search.ts';
import {
  categoryPath,
  searchCategoryLinks,
} from '#app/storefront/features/catalog/search-links.ts';

const search: ListingFilters = {
  search: 'lipo xt60',
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
  page: 3,
};
const batteries = { slug: 'batteries-chargers', name: 'Batteries & Chargers' };
const counts = [
  { slug: 'batteries-chargers', count: 10 },
  { slug: 'accessories-materials', count: 2 },
  { slug: 'airplanes/propellers', count: 4 },
];

describe('searchCategoryLinks', () => {
  it('narrows the search to a category when it also found products elsewhere', () => {
    const links = searchCategoryLinks([batteries], counts, { ...search, maxPrice: 5000 }, 12);
    expect(links).toEqual([
      {
        label: 'In Batteries & Chargers',
        to: '/products?search=lipo+xt60&category=batteries-chargers&maxPrice=5000',
        count: 10,
      },
    ]);
  });

  it("opens the category's own page when every result is already in it", () => {
    expect(searchCategoryLinks([batteries], counts, search, 10)).toEqual([
      { label: 'All Batteries & Chargers', to: '/category/batteries-chargers' },
    ]);
  });

  it("opens the category's own page when the search found nothing in it", () => {
    const cars = { slug: 'cars', name: 'Cars' };
    expect(searchCategoryLinks([cars], counts, search, 12)).toEqual([
      { label: 'All Cars', to: '/category/cars' },
    ]);
  });

  it('switches from another chosen category to the named one, keeping the search', () => {
    const links = searchCategoryLinks([batteries], counts, { ...search, category: 'drones' }, 0);
    expect(links[0]?.to).toBe('/products?search=lipo+xt60&category=batteries-chargers');
  });

  it('gives no link for the category already filtered by', () => {
    const chosen = { ...search, category: 'batteries-chargers' };
    expect(searchCategoryLinks([batteries], counts, chosen, 10)).toEqual([]);
  });

  it('links a subcategory by its parent and its own slug', () => {
    const props = { slug: 'airplanes/propellers', name: 'Airplane Propellers' };
    expect(searchCategoryLinks([props], counts, search, 4)).toEqual([
      { label: 'All Airplane Propellers', to: '/category/airplanes/propellers' },
    ]);
    expect(categoryPath('drones')).toBe('/category/drones');
  });
});
