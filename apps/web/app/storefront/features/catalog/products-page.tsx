import { paths } from '#app/lib/paths.ts';
import { toCardProduct } from '#app/lib/catalog/card-product.ts';
import {
  categoryNameFor,
  type CategoryOption,
} from '#app/storefront/features/catalog/category-options.ts';
import { fitsLabel } from '#app/storefront/features/catalog/filter-chips.ts';
import { ListingLayout } from '#app/storefront/features/catalog/listing-layout.tsx';
import { parseListingQuery } from '#app/storefront/features/catalog/listing-query.ts';
import { listingSearch } from '#app/lib/catalog/listing-search.ts';
import { canonicalUrl, pageMeta } from '#app/lib/catalog/page-meta.ts';
import { allSorts } from '#app/storefront/features/catalog/sort-select.tsx';
import {
  categoryPath,
  searchCategoryLinks,
} from '#app/storefront/features/catalog/search-links.ts';
import { SearchNoResults } from '#app/storefront/features/catalog/search-no-results.tsx';
import { SearchNotice } from '#app/storefront/features/catalog/search-notice.tsx';
import { ErrorPage } from '#app/ui/error-page.tsx';
import type { Route } from './+types/products-page';

const offers = ['deals', 'trending'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { catalog } = context.services;
  const { query, filters, specLabels } = parseListingQuery(
    url.searchParams,
    await catalog.allAttributes(),
  );
  const [list, categories, fitsModels] = await Promise.all([
    catalog.listProducts(query),
    catalog.listCategories(),
    // The models of a fits filter, for its chip and heading (hidden models are left out).
    query.fits ? catalog.productsForCart(query.fits) : [],
  ]);
  const fits = fitsLabel(fitsModels.map((m) => m.name));
  // Facet counts when the catalog gives them; else the enabled categories without counts.
  const categoryOptions: CategoryOption[] =
    list.facets?.categories ??
    categories
      .filter((c) => c.enabled)
      .map(({ slug, parentSlug, name }) => ({
        slug: parentSlug ? `${parentSlug}/${slug}` : slug,
        name,
      }));
  // The heading follows the chosen category ("Airplanes", "Electric Airplanes").
  const categoryName = categoryNameFor(categoryOptions, filters.category);
  // What the search did with the words (docs/decisions/search-engine.md): the heading names the
  // corrected spelling it searched for; a search that found nothing says so.
  const searchInfo = list.search ?? null;
  const searched = searchInfo?.showing ?? filters.search;
  const noResults = list.noResults
    ? {
        words: list.noResults.words,
        categories: list.noResults.categories.map((c) => ({
          label: c.name,
          to: categoryPath(c.slug),
        })),
        popular: list.noResults.popular.map(toCardProduct),
      }
    : null;
  const title = noResults
    ? `No results for “${filters.search}”`
    : filters.search
      ? `Results for “${searched}”${categoryName ? ` in ${categoryName}` : ''}`
      : fits
        ? `${categoryName ?? 'Parts'} that fit ${fits.models}`
        : (categoryName ?? 'All Products');
  const canonicalSearch = listingSearch({ category: filters.category, page: filters.page });
  return {
    title,
    description: '',
    crumbs: [
      { label: 'Home', to: paths.home() },
      ...(categoryName
        ? [{ label: 'Products', to: paths.products() }, { label: categoryName }]
        : [{ label: 'Products' }]),
    ],
    filters,
    facets: list.facets,
    categoryOptions,
    fixed: {},
    products: list.products.map(toCardProduct),
    page: list.page,
    limit: list.limit,
    total: list.total,
    totalPages: list.totalPages,
    canonicalUrl: canonicalUrl(context.publicUrl, paths.products() + canonicalSearch),
    isFiltered: url.search.length > 1,
    categoryName,
    fitsLabel: fits,
    specLabels,
    searchInfo: list.total > 0 ? searchInfo : null,
    searchLinks:
      searchInfo && list.total > 0
        ? searchCategoryLinks(searchInfo.categories, list.facets?.categories, filters, list.total)
        : [],
    noResults,
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: 'Products | Propwash' }];
  const term = data.searchInfo?.showing ?? data.filters.search;
  return pageMeta({
    title: term
      ? `Search results for “${term}” | Propwash`
      : `${data.categoryName ?? 'All RC products'} | Propwash`,
    description:
      'Browse RC planes, helicopters, drones, cars, boats, batteries, radios and spares. Filter by category, price, rating and discount; prices in rupees, inclusive of all taxes.',
    url: data.canonicalUrl,
    // Filtered and searched variants are not separate pages for search engines.
    noindex: Boolean(term) || data.isFiltered,
  });
};

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { searchInfo, searchLinks, noResults } = loaderData;
  return (
    <ListingLayout
      data={loaderData}
      sortOptions={allSorts}
      offers={offers}
      emptyText="No Products Found"
      empty={noResults ? (props) => <SearchNoResults data={noResults} {...props} /> : undefined}
    >
      {searchInfo && <SearchNotice info={searchInfo} links={searchLinks} />}
    </ListingLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
