import type { Category } from '@propwash/domain/catalog/schemas';
import { describe, expect, it } from 'vitest';
import { resolveCategoryPath } from '#app/storefront/features/catalog/category-path.ts';

const category = (id: string, slug: string, parentId: string | null = null): Category => ({
  id,
  name: id,
  slug,
  parentId,
  parentSlug: null,
  icon: 'fas fa-tag',
  image: null,
  description: '',
  enabled: true,
  sortOrder: 0,
});

const categories = [
  category('propellers', 'propellers'),
  category('airplanes', 'airplanes'),
  category('plane-props', 'propellers', 'airplanes'),
  category('helicopters', 'helicopters'),
];

describe('resolveCategoryPath', () => {
  it('finds a child under its parent and filters the listing by parent/child', () => {
    const found = resolveCategoryPath(categories, 'airplanes', 'propellers');
    expect(found?.child?.id).toBe('plane-props');
    expect(found?.filter).toBe('airplanes/propellers');
  });

  it('takes a top-level slug as the top-level category', () => {
    const found = resolveCategoryPath(categories, 'propellers', undefined);
    expect(found).toMatchObject({ parent: { id: 'propellers' }, child: undefined });
    expect(found?.filter).toBe('propellers');
  });

  it('knows no child under the wrong parent, and no child slug at the top level', () => {
    expect(resolveCategoryPath(categories, 'helicopters', 'propellers')).toBeNull();
    expect(resolveCategoryPath(categories, 'plane-props', undefined)).toBeNull();
    expect(resolveCategoryPath(categories, 'submarines', undefined)).toBeNull();
  });
});
