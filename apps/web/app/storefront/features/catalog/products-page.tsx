import { PackageSearch, SlidersHorizontal } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { Breadcrumbs } from '#app/storefront/features/catalog/breadcrumbs.tsx';
import { toCardProduct } from '#app/storefront/features/catalog/card-product.ts';
import { FilterPanel } from '#app/storefront/features/catalog/filter-panel.tsx';
import { parseListingQuery } from '#app/storefront/features/catalog/listing-query.ts';
import { listingSearch } from '#app/storefront/features/catalog/listing-search.ts';
import { canonicalUrl, pageMeta } from '#app/storefront/features/catalog/page-meta.ts';
import { PaginationNav } from '#app/storefront/features/catalog/pagination-nav.tsx';
import { ProductGrid } from '#app/storefront/features/catalog/product-grid.tsx';
import { ResultCount } from '#app/storefront/features/catalog/result-count.tsx';
import { allSorts, SortSelect } from '#app/storefront/features/catalog/sort-select.tsx';
import { ErrorPage } from '#app/storefront/features/errors/error-page.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import type { Route } from './+types/products-page';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { query, filters } = parseListingQuery(url.searchParams);
  const { catalog } = context.services;
  const [list, categories] = await Promise.all([
    catalog.listProducts(query),
    catalog.listCategories(),
  ]);
  // Facet counts when the catalog gives them; else the top-level categories without counts.
  const categoryOptions =
    list.facets?.categories ??
    categories
      .filter((c) => c.enabled && c.parentId === null)
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map(({ slug, name }) => ({ slug, name }));
  const canonicalSearch = listingSearch({ category: filters.category, page: filters.page });
  return {
    filters,
    facets: list.facets,
    categoryOptions,
    products: list.products.map(toCardProduct),
    page: list.page,
    limit: list.limit,
    total: list.total,
    totalPages: list.totalPages,
    canonicalUrl: canonicalUrl(context.publicUrl, paths.products() + canonicalSearch),
    isFiltered: url.search.length > 1,
  };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: 'Products | Propwash' }];
  const term = data.filters.search;
  return pageMeta({
    title: term ? `Search results for "${term}" | Propwash` : 'All RC products | Propwash',
    description:
      'Browse RC planes, helicopters, drones, cars, boats, batteries, radios and spares. Filter by category, price, rating and discount; prices in rupees, GST included.',
    url: data.canonicalUrl,
    // Filtered and searched variants are not separate pages for search engines.
    noindex: Boolean(term) || data.isFiltered,
  });
};

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { filters, facets, categoryOptions, products, page, limit, total, totalPages } = loaderData;
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const clearHref = paths.products(filters.search ? { search: filters.search } : {});

  return (
    <div className="py-6">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home() }, { label: 'Products' }]} />
      <h1 className="mt-3 text-2xl font-extrabold text-brand-950 sm:text-3xl">
        {filters.search ? `Results for "${filters.search}"` : 'All Products'}
      </h1>
      <div className="mt-5 grid gap-6 lg:grid-cols-[280px_1fr]">
        <aside>
          {/* Phones: a CSS-only toggle (works before hydration); desktops: always open. */}
          <input
            id="filters-toggle"
            type="checkbox"
            aria-label="Show filters"
            className="peer sr-only lg:hidden"
          />
          <label
            htmlFor="filters-toggle"
            className={buttonVariants({
              variant: 'outline',
              className: 'w-full cursor-pointer peer-focus-visible:ring-2 lg:hidden',
            })}
          >
            <SlidersHorizontal aria-hidden /> Show filters
          </label>
          <div className="mt-3 max-lg:hidden max-lg:peer-checked:block lg:mt-0">
            <FilterPanel filters={filters} facets={facets} categories={categoryOptions} />
          </div>
        </aside>
        <section aria-label="Products">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <ResultCount page={page} limit={limit} total={total} />
            <SortSelect value={filters.sort} options={allSorts} keep={params} />
          </div>
          {products.length === 0 ? (
            <div className="flex flex-col items-center rounded-card border border-slate-200 bg-white px-6 py-16 text-center">
              <PackageSearch className="size-12 text-slate-400" aria-hidden />
              <h2 className="mt-4 text-xl font-bold text-slate-900">No Products Found</h2>
              <p className="mt-2 text-slate-600">
                Try fewer filters, a wider price range or another search term.
              </p>
              <Link to={clearHref} className={buttonVariants({ className: 'mt-6' })}>
                Clear Filters
              </Link>
            </div>
          ) : (
            <ProductGrid products={products} columns={3} />
          )}
          <PaginationNav
            page={page}
            totalPages={totalPages}
            hrefFor={(p) => paths.products() + listingSearch({ ...filters, page: p })}
          />
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
