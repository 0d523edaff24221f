import { describe, expect, it } from 'vitest';
import {
  categoryNameFor,
  nestCategoryOptions,
} from '#app/storefront/features/catalog/category-options.ts';

const facets = [
  { slug: 'airplanes', name: 'Airplanes', count: 39 },
  { slug: 'airplanes/electric', name: 'Electric Airplanes', count: 12 },
  { slug: 'helicopters', name: 'Helicopters', count: 9 },
  { slug: 'airplanes/turbine', name: 'Turbine Jets', count: 3 },
  { slug: 'drones', name: 'Drones', count: 10 },
  { slug: 'boats/sail', name: 'Sailboats', count: 1 },
];

describe('nestCategoryOptions', () => {
  it('puts each subcategory, indented, under its own parent in order', () => {
    expect(nestCategoryOptions(facets).map((o) => [o.slug, o.depth])).toEqual([
      ['airplanes', 0],
      ['airplanes/electric', 1],
      ['airplanes/turbine', 1],
      ['helicopters', 0],
      ['drones', 0],
      // Its parent is not offered: the child stays choosable, at the end.
      ['boats/sail', 0],
    ]);
  });

  it('keeps names and counts', () => {
    expect(nestCategoryOptions(facets)[1]).toEqual({
      slug: 'airplanes/electric',
      name: 'Electric Airplanes',
      count: 12,
      depth: 1,
    });
  });
});

describe('categoryNameFor', () => {
  it('names the chosen category or subcategory', () => {
    expect(categoryNameFor(facets, 'airplanes')).toBe('Airplanes');
    expect(categoryNameFor(facets, 'airplanes/electric')).toBe('Electric Airplanes');
    expect(categoryNameFor(facets, '')).toBeUndefined();
    expect(categoryNameFor(facets, 'submarines')).toBeUndefined();
  });
});
