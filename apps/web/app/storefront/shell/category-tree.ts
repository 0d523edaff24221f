import type { Category } from '@propwash/domain/catalog/schemas';

export interface MenuCategory {
  slug: string;
  name: string;
  children: { slug: string; name: string }[];
}

const bySortOrder = (a: Category, b: Category) =>
  a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);

/** Enabled top-level categories with their enabled children, in admin order: only what menus need. */
export function buildCategoryMenu(categories: Category[]): MenuCategory[] {
  const enabled = categories.filter((c) => c.enabled);
  return enabled
    .filter((c) => c.parentId === null)
    .sort(bySortOrder)
    .map((parent) => ({
      slug: parent.slug,
      name: parent.name,
      children: enabled
        .filter((c) => c.parentId === parent.id)
        .sort(bySortOrder)
        .map((child) => ({ slug: child.slug, name: child.name })),
    }));
}
