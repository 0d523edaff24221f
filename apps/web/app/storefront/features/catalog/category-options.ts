/** A category as the listing filter offers it: `slug` is 'drones', or 'airplanes/propellers' for a child. */
export interface CategoryOption {
  slug: string;
  name: string;
  /** Products the choice leaves, when the server counted them (facets). */
  count?: number;
}

export interface NestedCategoryOption extends CategoryOption {
  /** 0 for a top-level category, 1 for a subcategory shown indented under its parent. */
  depth: 0 | 1;
}

/**
 * The facet list (top-level and child categories interleaved by sort order) as the filter shows
 * it: each parent followed by its own subcategories, in their order. A child whose parent is not
 * listed stays, unindented, at the end.
 */
export function nestCategoryOptions(options: CategoryOption[]): NestedCategoryOption[] {
  const parents = options.filter((o) => !o.slug.includes('/'));
  const childrenOf = new Map<string, CategoryOption[]>();
  for (const option of options) {
    const [parent, child] = option.slug.split('/');
    if (parent === undefined || child === undefined) continue;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), option]);
  }
  const nested: NestedCategoryOption[] = [];
  for (const parent of parents) {
    nested.push({ ...parent, depth: 0 });
    for (const child of childrenOf.get(parent.slug) ?? []) nested.push({ ...child, depth: 1 });
    childrenOf.delete(parent.slug);
  }
  for (const orphans of childrenOf.values()) {
    for (const orphan of orphans) nested.push({ ...orphan, depth: 0 });
  }
  return nested;
}

/** The name of the category a filter value names ('' or unknown gives undefined). */
export function categoryNameFor(options: CategoryOption[], slug: string): string | undefined {
  return slug ? options.find((o) => o.slug === slug)?.name : undefined;
}
