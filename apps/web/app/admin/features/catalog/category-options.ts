import type { AdminCategory } from '@propwash/domain/catalog/admin-category-schemas';

export interface CategoryOption {
  value: string;
  label: string;
  depth: number;
}

/** The tree as select options: each top-level category followed by its subcategories. */
export function categoryOptions(categories: AdminCategory[]): CategoryOption[] {
  const byName = (a: AdminCategory, b: AdminCategory) =>
    a.sortOrder - b.sortOrder || a.name.localeCompare(b.name);
  const tops = categories.filter((c) => c.parentId === null).sort(byName);
  return tops.flatMap((top) => [
    { value: top.path, label: top.name, depth: 0 },
    ...categories
      .filter((c) => c.parentId === top.id)
      .sort(byName)
      .map((c) => ({ value: c.path, label: c.name, depth: 1 })),
  ]);
}
