import { FEATURED_COUNT, featuredCountSchema } from '@propwash/domain/catalog/admin-schemas';
import type { AdminProductSort } from '@propwash/domain/catalog/admin-read-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { AdminForm, submitWith } from '#app/admin/ui/form-dialog.tsx';
import { TextField } from '#app/admin/ui/form-field.tsx';
import { formSchema, numberOf, useSchemaForm } from '#app/admin/ui/form-schema.ts';
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
import { SearchField, useSettledSearch } from '#app/admin/ui/search-field.tsx';
import { FilterSelect } from '#app/admin/ui/filter-bar.tsx';
import { toast } from '#app/ui/toaster.tsx';
import { PageHeader } from '#app/admin/ui/page-header.tsx';
import { LoadFailed } from '#app/admin/ui/list-states.tsx';
import type { Route } from './+types/featured-page';

export const meta: Route.MetaFunction = () => [{ title: 'Featured products | Propwash Admin' }];

const sortLabels = {
  sales: 'Sales',
  'price-high': 'Price: high to low',
  'price-low': 'Price: low to high',
  name: 'Name A-Z',
} satisfies Partial<Record<AdminProductSort, string>>;
const flagLabels = {
  all: 'All products',
  featured: 'Featured',
  trending: 'Trending',
  both: 'Featured and trending',
};

export default function FeaturedPage() {
  const [sort, setSort] = useState<keyof typeof sortLabels>('sales');
  const [flags, setFlags] = useState<keyof typeof flagLabels>('all');
  const [page, setPage] = useState(1);
  const { text: searchText, setText: setSearchText, search } = useSettledSearch(() => setPage(1));
  /** A filter's setter that also goes back to the first page. */
  const firstPage =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  const list = useQuery(
    productListQueryOptions({ page, limit: 20, search: search || undefined, sort, flags }),
  );

  return (
    <div className="space-y-6">
      <PageHeader title="Featured products">
        Featured products appear in Today&apos;s Deals; trending ones in Trending Now on the home
        page.
      </PageHeader>
      <FeaturedCountCard />
      <Card className="grid gap-3 p-4 sm:grid-cols-3">
        <SearchField label="Search products" value={searchText} onChange={setSearchText} />
        <FilterSelect
          aria-label="Sort"
          value={sort}
          onChange={firstPage(setSort)}
          labels={sortLabels}
        />
        <FilterSelect
          aria-label="Show"
          value={flags}
          onChange={firstPage(setFlags)}
          labels={flagLabels}
        />
      </Card>
      {list.isError ? (
        <LoadFailed>Failed to load products</LoadFailed>
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

const countFormSchema = formSchema(
  z.object({ count: z.string() }),
  ({ count }) => ({ count: numberOf(count) }),
  featuredCountSchema,
);

function FeaturedCountCard() {
  const current = useQuery(featuredCountQueryOptions());
  const count = current.data?.count ?? FEATURED_COUNT.default;
  // A new form once the saved count arrives (or changes), starting from it.
  return <FeaturedCountForm key={count} count={count} />;
}

function FeaturedCountForm(props: { count: number }) {
  const save = useSaveFeaturedCount();
  const form = useSchemaForm(countFormSchema, { count: String(props.count) });

  async function onSave({ count }: { count: number }) {
    try {
      await save.mutateAsync(count);
      toast.success('Product updated successfully!');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to update product');
      throw error;
    }
  }

  return (
    <Card className="p-4">
      <AdminForm
        form={form}
        idPrefix="featured"
        onSubmit={submitWith(form, onSave)}
        className="flex flex-wrap items-start gap-3"
      >
        <TextField
          name="count"
          label="Featured products on the home page"
          type="number"
          min={FEATURED_COUNT.min}
          max={FEATURED_COUNT.max}
          inputClassName="w-28"
          hint={`${FEATURED_COUNT.min} to ${FEATURED_COUNT.max}, default ${FEATURED_COUNT.default}.`}
        />
        <Button
          type="submit"
          variant="outline"
          className="mt-6"
          disabled={save.isPending || !form.formState.isDirty}
        >
          Save count
        </Button>
      </AdminForm>
    </Card>
  );
}
