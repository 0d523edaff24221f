import type { ProductSort } from '@propwash/domain/catalog/schemas';
import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { Breadcrumbs, type Crumb } from '#app/storefront/features/catalog/breadcrumbs.tsx';
import type { CardProduct } from '#app/storefront/features/catalog/card-product.ts';
import { PaginationNav } from '#app/storefront/features/catalog/pagination-nav.tsx';
import { ProductGrid } from '#app/storefront/features/catalog/product-grid.tsx';
import { ResultCount } from '#app/storefront/features/catalog/result-count.tsx';
import { SortSelect } from '#app/storefront/features/catalog/sort-select.tsx';
import { buttonVariants } from '#app/ui/button-variants.ts';

export interface ListingData {
  title: string;
  description: string;
  crumbs: Crumb[];
  sort: ProductSort;
  products: CardProduct[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** Category and collection pages: heading, sort, grid, empty state and page links. */
export function ListingLayout({
  data,
  sortOptions,
  emptyText,
  children,
}: {
  data: ListingData;
  sortOptions: readonly ProductSort[];
  emptyText: string;
  children?: ReactNode;
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const qs = next.toString();
    return qs ? `${location.pathname}?${qs}` : location.pathname;
  };
  return (
    <div className="py-6">
      <Breadcrumbs items={data.crumbs} />
      <header className="mt-3 mb-5">
        <h1 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">{data.title}</h1>
        {data.description && <p className="mt-1 max-w-3xl text-slate-600">{data.description}</p>}
      </header>
      {children}
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ResultCount page={data.page} limit={data.limit} total={data.total} />
        <SortSelect value={data.sort} options={sortOptions} keep={params} />
      </div>
      {data.products.length === 0 ? (
        <div className="flex flex-col items-center rounded-card border border-slate-200 bg-white px-6 py-16 text-center">
          <PackageOpen className="size-12 text-slate-400" aria-hidden />
          <h2 className="mt-4 text-xl font-bold text-slate-900">{emptyText}</h2>
          <Link to={paths.products()} className={buttonVariants({ className: 'mt-6' })}>
            Browse all products
          </Link>
        </div>
      ) : (
        <ProductGrid products={data.products} />
      )}
      <PaginationNav page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />
    </div>
  );
}
