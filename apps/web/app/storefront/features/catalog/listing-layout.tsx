import type { ProductFacets, ProductSort } from '@propwash/domain/catalog/schemas';
import { PackageSearch } from '#app/ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { Breadcrumbs, type Crumb } from '#app/ui/catalog/breadcrumbs.tsx';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import {
  categoryNameFor,
  nestCategoryOptions,
  type CategoryOption,
} from '#app/storefront/features/catalog/category-options.ts';
import {
  clearedSearch,
  filterChips,
  type FitsLabel,
} from '#app/storefront/features/catalog/filter-chips.ts';
import { FilterChips } from '#app/storefront/features/catalog/filter-chips-bar.tsx';
import type { OfferName } from '#app/storefront/features/catalog/filter-fields.tsx';
import { FilterPanel, FiltersButton } from '#app/storefront/features/catalog/filter-panel.tsx';
import type { ListingFilters } from '#app/lib/catalog/listing-search.ts';
import type { SpecLabel } from '#app/storefront/features/catalog/spec-filters.ts';
import { PaginationNav } from '#app/storefront/features/catalog/pagination-nav.tsx';
import { ProductGrid } from '#app/ui/catalog/product-grid.tsx';
import { ResultCount } from '#app/storefront/features/catalog/result-count.tsx';
import { SortSelect } from '#app/storefront/features/catalog/sort-select.tsx';
import { TaxNote } from '#app/ui/catalog/tax-note.tsx';
import { CompareTrayLauncher } from '#app/ui/compare/compare-tray-launcher.tsx';
import { FitsMyHangarToggle } from '#app/ui/hangar/fits-my-hangar-toggle.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

export interface ListingData {
  title: string;
  description: string;
  crumbs: Crumb[];
  /** The filters as applied (sort is the page's effective order). */
  filters: ListingFilters;
  facets: ProductFacets | undefined;
  /** The category filter's choices; null where the page is itself a category. */
  categoryOptions: CategoryOption[] | null;
  /** What the page filters by itself (GET /api/products parameters), for the drawer's count. */
  fixed: Record<string, string>;
  products: CardProduct[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  /** The chip of a fits filter: "Fits Align T-Rex 470LM", "Fits 3 models". */
  fitsLabel?: FitsLabel;
  /** The attributes the URL's spec filters name, for their chips and groups. */
  specLabels: SpecLabel[];
}

/**
 * Every listing (/products, categories, collections): heading, filters (sidebar on a desktop,
 * drawer on a phone), chips for the active filters, sort, grid, page links and the compare tray.
 */
export function ListingLayout({
  data,
  sortOptions,
  offers,
  emptyText,
  empty,
  children,
}: {
  data: ListingData;
  sortOptions: readonly ProductSort[];
  /** The Offers switches this page offers (a collection that is one of them leaves it out). */
  offers: readonly OfferName[];
  emptyText: string;
  /**
   * What an empty listing shows instead of `emptyText` (a search that found nothing). With no
   * filter applied, the page leaves out the filters and sort, which have nothing to narrow, and
   * it takes the page's width (`wide`).
   */
  empty?: (props: { filtered: boolean; clearHref: string; wide: boolean }) => ReactNode;
  children?: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const options = data.categoryOptions;
  const chips = filterChips(
    data.filters,
    (slug) => categoryNameFor(options ?? [], slug),
    data.fitsLabel,
    [...data.specLabels, ...(data.facets?.specs ?? [])],
  );
  const clearHref = pathname + clearedSearch(data.filters);
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const qs = next.toString();
    return qs ? `${pathname}?${qs}` : pathname;
  };

  const isEmpty = data.products.length === 0;
  const isBare = isEmpty && data.total === 0 && empty !== undefined && chips.length === 0;

  return (
    <div className="py-6">
      <Breadcrumbs items={data.crumbs} />
      <header className="mt-3 mb-5">
        <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">{data.title}</h1>
        {data.description && <p className="mt-1 max-w-3xl text-slate-600">{data.description}</p>}
      </header>
      {children}
      {isBare ? (
        empty({ filtered: false, clearHref, wide: true })
      ) : (
        <div className="lg:grid lg:grid-cols-[280px_minmax(0,1fr)] lg:gap-6">
          {/* The filters hydrate in a task of their own (ui/hydrate-later.tsx). */}
          <HydrateLater>
            <aside>
              <FilterPanel
                filters={data.filters}
                facets={data.facets}
                categories={options ? nestCategoryOptions(options) : null}
                offers={offers}
                action={pathname}
                total={data.total}
                fixed={data.fixed}
                clearHref={clearHref}
                specLabels={data.specLabels}
              />
            </aside>
          </HydrateLater>
          <section aria-label="Products" className="min-w-0">
            <div className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3">
              <div className="min-w-0 flex-1 max-lg:order-last max-lg:basis-full">
                <ResultCount page={data.page} limit={data.limit} total={data.total} />
                <TaxNote className="mt-0.5" />
              </div>
              <FiltersButton activeCount={chips.length} />
              <SortSelect value={data.filters.sort} options={sortOptions} keep={params} />
            </div>
            <FitsMyHangarToggle filters={data.filters} pathname={pathname} />
            <FilterChips chips={chips} pathname={pathname} clearHref={clearHref} />
            {isEmpty && empty ? (
              empty({ filtered: chips.length > 0, clearHref, wide: false })
            ) : isEmpty ? (
              <div className="flex flex-col items-center rounded-card border border-slate-200 bg-white px-6 py-16 text-center">
                <PackageSearch className="size-12 text-slate-400" aria-hidden />
                <h2 className="mt-4 text-xl font-bold text-slate-900">
                  {chips.length > 0 ? 'No products match these filters' : emptyText}
                </h2>
                {chips.length > 0 && (
                  <p className="mt-2 text-slate-600">
                    Try fewer filters, a wider price range or another search term.
                  </p>
                )}
                <Link
                  to={chips.length > 0 ? clearHref : paths.products()}
                  className={buttonVariants({ className: 'mt-6' })}
                >
                  {chips.length > 0 ? 'Clear all filters' : 'Browse all products'}
                </Link>
              </div>
            ) : (
              <ProductGrid products={data.products} columns={3} canCompare />
            )}
            <PaginationNav page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />
          </section>
        </div>
      )}
      <CompareTrayLauncher />
    </div>
  );
}
