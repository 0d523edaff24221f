import { FEATURED_COUNT, type AdminProductSort } from '@propwash/domain/catalog/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  featuredCountQueryOptions,
  productListQueryOptions,
  useSaveFeaturedCount,
} from '#app/admin/features/catalog/catalog.queries.ts';
import { ProductFlagList } from '#app/admin/features/catalog/product-flag-list.tsx';
import { ProductFlagSwitch } from '#app/admin/features/catalog/product-flag-switch.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/featured-page';

export const meta: Route.MetaFunction = () => [{ title: 'Featured products | Propwash Admin' }];

const sorts: [AdminProductSort, string][] = [
  ['sales', 'Sales'],
  ['price-high', 'Price: high to low'],
  ['price-low', 'Price: low to high'],
  ['name', 'Name A-Z'],
];
const filters = [
  ['all', 'All products'],
  ['featured', 'Featured'],
  ['trending', 'Trending'],
  ['both', 'Featured and trending'],
] as const;

export default function FeaturedPage() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AdminProductSort>('sales');
  const [flags, setFlags] = useState<(typeof filters)[number][0]>('all');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const list = useQuery(
    productListQueryOptions({ page, limit: 20, search: search || undefined, sort, flags }),
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Featured products</h1>
        <p className="mt-1 text-sm text-slate-600">
          Featured products appear in Today&apos;s Deals; trending ones in Trending Now on the home
          page.
        </p>
      </div>
      <FeaturedCountCard />
      <Card className="grid gap-3 p-4 sm:grid-cols-3">
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search products"
            placeholder="Search products"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            className="pl-9"
          />
        </div>
        <NativeSelect
          aria-label="Sort"
          value={sort}
          onChange={(e) => {
            setSort(e.target.value as AdminProductSort);
            setPage(1);
          }}
        >
          {sorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Show"
          value={flags}
          onChange={(e) => {
            setFlags(e.target.value as typeof flags);
            setPage(1);
          }}
        >
          {filters.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Card>
      {list.isError ? (
        <Card role="alert" className="flex items-center gap-3 p-6">
          <CircleAlert className="size-6 text-danger-600" aria-hidden />
          <p className="font-semibold">Failed to load products</p>
        </Card>
      ) : (
        <ProductFlagList
          products={list.data?.products}
          page={page}
          totalPages={list.data?.totalPages ?? 1}
          onPage={setPage}
          emptyText="No products match."
          switches={(p) => (
            <>
              <span className="flex items-center gap-2 text-xs font-medium text-slate-700">
                <ProductFlagSwitch product={p} flag="featured" label="Featured" plainToast />
                Featured
              </span>
              <span className="flex items-center gap-2 text-xs font-medium text-slate-700">
                <ProductFlagSwitch product={p} flag="trending" label="Trending" plainToast />
                Trending
              </span>
            </>
          )}
        />
      )}
    </div>
  );
}

function FeaturedCountCard() {
  const current = useQuery(featuredCountQueryOptions());
  const save = useSaveFeaturedCount();
  const [value, setValue] = useState<string | null>(null);
  const shown = value ?? String(current.data?.count ?? FEATURED_COUNT.default);
  const n = Number(shown);
  const valid = Number.isInteger(n) && n >= FEATURED_COUNT.min && n <= FEATURED_COUNT.max;

  async function onSave() {
    try {
      await save.mutateAsync(n);
      setValue(null);
      toast.success('Product updated successfully!');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to update product');
    }
  }

  return (
    <Card className="flex flex-wrap items-end gap-3 p-4">
      <div className="space-y-1.5">
        <Label htmlFor="featured-count">Featured products on the home page</Label>
        <Input
          id="featured-count"
          type="number"
          min={FEATURED_COUNT.min}
          max={FEATURED_COUNT.max}
          value={shown}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={!valid || undefined}
          className="w-28"
        />
      </div>
      <Button
        variant="outline"
        disabled={!valid || save.isPending || value === null}
        onClick={() => void onSave()}
      >
        Save count
      </Button>
      <p className="basis-full text-xs text-slate-500">
        {FEATURED_COUNT.min} to {FEATURED_COUNT.max}, default {FEATURED_COUNT.default}.
      </p>
    </Card>
  );
}
