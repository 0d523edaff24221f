import {
  adminDeclarationFilters,
  adminProductSorts,
  type AdminDeclarationFilter,
  type AdminProductRow,
  type AdminProductSort,
} from '@propwash/domain/catalog/admin-read-schemas';
import { useQuery } from '@tanstack/react-query';
import { FileUp, PackageSearch } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import { Pager } from '#app/admin/ui/pager.tsx';
import { countOf } from '#app/admin/ui/plural.ts';

import { buttonVariants } from '#app/ui/button-variants.ts';
import { Card } from '#app/ui/card.tsx';
import { PageHeader, AddButton } from '#app/admin/ui/page-header.tsx';
import type { Route } from './+types/products-page';
import { productListQueryOptions } from './catalog.queries.ts';
import { DeleteProductDialog } from './delete-product-dialog.tsx';
import { ProductFormDialog } from './product-form-dialog.tsx';
import {
  ProductsFilterBar,
  type ProductFilters,
  type StockFilter,
} from './products-filter-bar.tsx';
import { ProductsList } from './products-list.tsx';
import { pagerOf } from '#app/admin/ui/list-table.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Products | Propwash Admin' }];

const PAGE_SIZE = 20;

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sortParam = params.get('sort') as AdminProductSort | null;
  const declarationsParam = params.get('declarations') as AdminDeclarationFilter | null;
  const filters: ProductFilters = {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    stock: (params.get('stock') ?? 'all') as StockFilter,
    declarations:
      declarationsParam && adminDeclarationFilters.includes(declarationsParam)
        ? declarationsParam
        : 'all',
    sort: sortParam && adminProductSorts.includes(sortParam) ? sortParam : 'newest',
  };

  const update = (changes: Record<string, string>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v && !(k === 'page' && v === '1')) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { preventScrollReset: true, replace: true },
    );
  };

  const list = useQuery(
    productListQueryOptions({
      page,
      limit: PAGE_SIZE,
      search: filters.search || undefined,
      category: filters.category || undefined,
      stock: filters.stock,
      declarations: filters.declarations,
      sort: filters.sort,
    }),
  );
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);

  const data = list.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Product management"
        actions={
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/products/import" className={buttonVariants({ variant: 'outline' })}>
              <FileUp aria-hidden /> Import / export
            </Link>
            <AddButton label="Add product" onClick={() => setEditing(null)} />
          </div>
        }
      >
        {data ? countOf(data.total, 'product') : 'Loading products…'}
      </PageHeader>

      <ProductsFilterBar filters={filters} onChange={update} />

      {list.isError ? (
        <LoadError title="Failed to fetch products" message={list.error.message} />
      ) : data && data.products.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <PackageSearch className="size-10 text-slate-400" aria-hidden />
          <p className="mt-4 font-semibold text-slate-900">No products match</p>
          <p className="mt-1 text-sm text-slate-600">Try another search or clear the filters.</p>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ProductsList products={data?.products} onEdit={setEditing} onDelete={setDeleting} />
          {data && <Pager {...pagerOf('Pages', data, (p) => update({ page: String(p) }))} />}
        </Card>
      )}

      <ProductFormDialog
        productId={editing ?? null}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
