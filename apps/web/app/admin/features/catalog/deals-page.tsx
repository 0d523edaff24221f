import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { productListQueryOptions } from '#app/admin/features/catalog/catalog.queries.ts';
import { ProductFlagList } from '#app/admin/features/catalog/product-flag-list.tsx';
import { ProductFlagSwitch } from '#app/admin/features/catalog/product-flag-switch.tsx';
import { Card } from '#app/ui/card.tsx';
import { SearchField, useSettledSearch } from '#app/admin/ui/search-field.tsx';
import { FilterSelect } from '#app/admin/ui/filter-bar.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { LoadFailed } from '#app/admin/ui/list-states.tsx';
import type { Route } from './+types/deals-page';

const modes = {
  deals: {
    flag: 'featured',
    title: "Today's Deals",
    intro:
      "Products switched on here are shown in Today's Deals on the home page and at /featured.",
  },
  trending: {
    flag: 'trending',
    title: 'Trending',
    intro: 'Products switched on here are shown in Trending Now on the home page.',
  },
} as const;

const modeOf = (pathname: string) => (pathname.includes('trending') ? modes.trending : modes.deals);

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${modeOf(location.pathname).title} | Propwash Admin` },
];

/** Today's Deals (featured flag) and Trending (trending flag): every product with its switch. */
export default function DealsPage() {
  const mode = modeOf(useLocation().pathname);
  const [onlyOn, setOnlyOn] = useState(false);
  const [page, setPage] = useState(1);
  const { text: searchText, setText: setSearchText, search } = useSettledSearch(() => setPage(1));
  const list = useQuery(
    productListQueryOptions({
      page,
      limit: 20,
      search: search || undefined,
      sort: 'sales',
      flags: onlyOn ? mode.flag : 'all',
    }),
  );

  return (
    <div className="space-y-6">
      <PageHeader title={mode.title}>{mode.intro}</PageHeader>
      <Card className="grid gap-3 p-4 sm:grid-cols-2">
        <SearchField label="Search products" value={searchText} onChange={setSearchText} />
        <FilterSelect
          aria-label="Show"
          value={onlyOn ? 'on' : 'all'}
          onChange={(value) => {
            setOnlyOn(value === 'on');
            setPage(1);
          }}
          labels={{ all: 'All products', on: `Only ${mode.title}` }}
        />
      </Card>
      {list.isError ? (
        <LoadFailed>{list.error.message}</LoadFailed>
      ) : (
        <ProductFlagList
          products={list.data?.products}
          page={page}
          totalPages={list.data?.totalPages ?? 1}
          onPage={setPage}
          emptyText={onlyOn ? `No products in ${mode.title} yet.` : 'No products match.'}
          switches={(p) => (
            <span className="flex items-center gap-2 text-xs font-medium text-slate-700">
              <ProductFlagSwitch product={p} flag={mode.flag} label={mode.title} />
              {p[mode.flag] ? 'On' : 'Off'}
            </span>
          )}
        />
      )}
    </div>
  );
}
