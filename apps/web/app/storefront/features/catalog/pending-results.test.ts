import { describe, expect, it } from 'vitest';
import { pendingCountQuery } from '#app/storefront/features/catalog/pending-results.ts';

describe('pendingCountQuery', () => {
  it('counts the chosen fields in one row, without order or page', () => {
    const form = new URLSearchParams('category=drones&minPrice=&sort=price-low&page=3&minRating=4');
    expect(pendingCountQuery(form, {})).toBe('category=drones&minRating=4&limit=1');
  });

  it('adds what the page fixes unless the form chose that field', () => {
    const form = new URLSearchParams('minDiscount=20&availability=instock');
    expect(pendingCountQuery(form, { minDiscount: '1', category: 'airplanes' })).toBe(
      'minDiscount=20&availability=instock&category=airplanes&limit=1',
    );
  });
});
