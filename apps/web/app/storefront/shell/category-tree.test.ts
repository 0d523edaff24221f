import type { Category } from '@propwash/domain/catalog/schemas';
import { describe, expect, it } from 'vitest';
import { buildCategoryMenu } from '#app/storefront/shell/category-tree.ts';

function category(overrides: Partial<Category> & Pick<Category, 'id' | 'slug'>): Category {
  return {
    name: overrides.slug,
    parentId: null,
    parentSlug: null,
    icon: 'fas fa-tag',
    image: null,
    description: '',
    enabled: true,
    sortOrder: 0,
    ...overrides,
  };
}

describe('buildCategoryMenu', () => {
  it('nests enabled children under their parents in admin order', () => {
    const menu = buildCategoryMenu([
      category({ id: '2', slug: 'drones', sortOrder: 2 }),
      category({ id: '1', slug: 'airplanes', sortOrder: 1 }),
      category({ id: '3', slug: 'turbine', parentId: '1', parentSlug: 'airplanes', sortOrder: 2 }),
      category({ id: '4', slug: 'electric', parentId: '1', parentSlug: 'airplanes', sortOrder: 1 }),
      category({ id: '5', slug: 'hidden', parentId: '1', enabled: false }),
      category({ id: '6', slug: 'boats', enabled: false }),
    ]);
    expect(menu).toEqual([
      {
        slug: 'airplanes',
        name: 'airplanes',
        children: [
          { slug: 'electric', name: 'electric' },
          { slug: 'turbine', name: 'turbine' },
        ],
      },
      { slug: 'drones', name: 'drones', children: [] },
    ]);
  });
});
