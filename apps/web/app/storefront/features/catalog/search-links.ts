import { listingSearch, type ListingFilters } from '#app/lib/catalog/listing-search.ts';
import { paths } from '#app/lib/paths.ts';

/** A category as the category filter takes it: 'cars', or 'airplanes/propellers' for a child. */
export interface CategoryRef {
  slug: string;
  name: string;
}

export interface SearchCategoryLink {
  /** "In Cars" (the search kept, narrowed to it) or "All Cars" (the category's own page). */
  label: string;
  to: string;
  /** How many of the search's products are in it, when the link keeps the search. */
  count?: number;
}

/** A category's own page: /category/cars, /category/airplanes/propellers. */
export function categoryPath(slug: string): string {
  const [parent = slug, child] = slug.split('/');
  return paths.category(parent, child);
}

/**
 * The quick links for the categories a search's words named (GET /api/products `search.categories`,
 * docs/decisions/search-engine.md). Where the search also found products elsewhere, the link keeps
 * the search and the other filters and narrows them to the category ("In Cars"); where every
 * result is already in it (or none is), narrowing would show the same page, so it opens the
 * category's own page to browse ("All Cars"). The category already filtered by gets no link.
 */
export function searchCategoryLinks(
  named: readonly CategoryRef[],
  counts: readonly { slug: string; count: number }[] | undefined,
  filters: ListingFilters,
  total: number,
): SearchCategoryLink[] {
  return named
    .filter((c) => c.slug !== filters.category)
    .map((c) => {
      const count = counts?.find((f) => f.slug === c.slug)?.count ?? 0;
      // With another category chosen, the facet counts the search across categories.
      const narrows = count > 0 && (filters.category !== '' || count < total);
      return narrows
        ? {
            label: `In ${c.name}`,
            to: paths.products() + listingSearch({ ...filters, category: c.slug, page: 1 }),
            count,
          }
        : { label: `All ${c.name}`, to: categoryPath(c.slug) };
    });
}
