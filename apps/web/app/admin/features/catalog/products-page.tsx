import {
  adminProductSorts,
  type AdminProductRow,
  type AdminProductSort,
} from '@propwash/domain/catalog/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import {
  ChevronLeft,
  ChevronRight,
  ImageOff,
  PackageSearch,
  Pencil,
  Plus,
  Search,
  Trash2,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { categoryOptions } from '#app/admin/features/catalog/category-options.ts';
import {
  categoriesQueryOptions,
  productListQueryOptions,
  useDeleteProduct,
} from '#app/admin/features/catalog/catalog.queries.ts';
import { ProductFormDialog } from '#app/admin/features/catalog/product-form-dialog.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { formatRupees } from '#app/lib/money.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#app/ui/dialog.tsx';
import { Input } from '#app/ui/input.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { Skeleton } from '#app/ui/skeleton.tsx';
import { toast } from '#app/ui/toaster.tsx';
import type { Route } from './+types/products-page';
import { LoadError } from '#app/admin/ui/list-states.tsx';
import { countOf } from '#app/admin/ui/plural.ts';

export const meta: Route.MetaFunction = () => [{ title: 'Products | Propwash Admin' }];

const PAGE_SIZE = 20;
const sortLabels: Record<AdminProductSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name A-Z',
  'name-desc': 'Name Z-A',
  'price-low': 'Price: low to high',
  'price-high': 'Price: high to low',
  'stock-low': 'Stock: low to high',
  'stock-high': 'Stock: high to low',
  sales: 'Best selling',
};
const stockLabels = {
  all: 'All stock',
  instock: 'In stock',
  outofstock: 'Out of stock',
  low: 'Low stock (10 or fewer)',
} as const;
type StockFilter = keyof typeof stockLabels;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const category = params.get('category') ?? '';
  const stock = (params.get('stock') ?? 'all') as StockFilter;
  const sortParam = params.get('sort') as AdminProductSort | null;
  const sort = sortParam && adminProductSorts.includes(sortParam) ? sortParam : 'newest';
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebounced(searchText.trim(), 300);

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
  useEffect(() => {
    if (search !== (params.get('search') ?? '')) update({ search });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const list = useQuery(
    productListQueryOptions({
      page,
      limit: PAGE_SIZE,
      search: params.get('search') ?? undefined,
      category: category || undefined,
      stock,
      sort,
    }),
  );
  const categories = useQuery(categoriesQueryOptions());
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);
  const remove = useDeleteProduct();

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Product deleted successfully!');
      setDeleting(null);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Failed to delete product');
    }
  }

  const data = list.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Product management</h1>
          <p className="mt-1 text-sm text-slate-600">
            {data ? countOf(data.total, 'product') : 'Loading products…'}
          </p>
        </div>
        <Button onClick={() => setEditing(null)}>
          <Plus aria-hidden /> Add product
        </Button>
      </div>

      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="relative sm:col-span-2 lg:col-span-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search products"
            placeholder="Search name, brand or SKU"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            className="pl-9"
          />
        </div>
        <NativeSelect
          aria-label="Category"
          value={category}
          onChange={(e) => update({ category: e.target.value })}
        >
          <option value="">All categories</option>
          {categoryOptions(categories.data ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.depth ? `\u00a0\u00a0\u00a0— ${o.label}` : o.label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Stock"
          value={stock}
          onChange={(e) => update({ stock: e.target.value === 'all' ? '' : e.target.value })}
        >
          {Object.entries(stockLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Sort"
          value={sort}
          onChange={(e) => update({ sort: e.target.value === 'newest' ? '' : e.target.value })}
        >
          {adminProductSorts.map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </Card>

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
          <ul className="divide-y divide-slate-100 md:hidden" aria-busy={!data}>
            {data
              ? data.products.map((p) => (
                  <li key={p.id} className="flex gap-3 p-3">
                    <Thumb product={p} />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-900">{p.name}</p>
                      <p className="text-xs text-slate-500">
                        #{p.id.slice(-6)} · {p.categoryName}
                      </p>
                      <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                        <Price product={p} />
                        <DiscountBadge product={p} />
                        <StockText product={p} />
                      </div>
                    </div>
                    <RowActions product={p} onEdit={setEditing} onDelete={setDeleting} />
                  </li>
                ))
              : Array.from({ length: 5 }, (_, i) => (
                  <li key={i} className="flex gap-3 p-3">
                    <Skeleton className="size-14" />
                    <Skeleton className="h-4 w-40" />
                  </li>
                ))}
          </ul>
          <div className="overflow-x-auto max-md:hidden">
            <table className="w-full min-w-[50rem] text-left text-sm">
              <caption className="sr-only">Products</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    ID
                  </th>
                  <th scope="col" className="px-2 py-3 font-semibold">
                    Image
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Category
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Price
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Discount
                  </th>
                  <th scope="col" className="px-3 py-3 font-semibold">
                    Stock
                  </th>
                  <th scope="col" className="px-3 py-3 text-right font-semibold">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data
                  ? data.products.map((p) => (
                      <tr key={p.id} className="hover:bg-slate-50/60">
                        <td className="px-3 py-2 font-mono text-xs text-slate-500">
                          {p.id.slice(-6)}
                        </td>
                        <td className="px-2 py-2">
                          <Thumb product={p} />
                        </td>
                        <td className="max-w-56 px-3 py-2">
                          <p className="truncate font-medium text-slate-900" title={p.name}>
                            {p.name}
                          </p>
                          <p className="text-xs text-slate-500">
                            {p.sku}
                            {!p.isActive && (
                              <Badge variant="neutral" className="ml-2">
                                Hidden
                              </Badge>
                            )}
                          </p>
                        </td>
                        <td className="px-3 py-2 text-slate-700">{p.categoryName}</td>
                        <td className="px-3 py-2">
                          <Price product={p} />
                        </td>
                        <td className="px-3 py-2">
                          <DiscountBadge product={p} />
                        </td>
                        <td className="px-3 py-2">
                          <StockText product={p} />
                        </td>
                        <td className="px-3 py-2">
                          <RowActions product={p} onEdit={setEditing} onDelete={setDeleting} />
                        </td>
                      </tr>
                    ))
                  : Array.from({ length: 6 }, (_, i) => (
                      <tr key={i}>
                        <td colSpan={8} className="px-4 py-3">
                          <Skeleton className="h-8 w-full" />
                        </td>
                      </tr>
                    ))}
              </tbody>
            </table>
          </div>
          {data && data.totalPages > 1 && (
            <nav
              aria-label="Pages"
              className="flex items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => update({ page: String(page - 1) })}
              >
                <ChevronLeft aria-hidden /> Previous
              </Button>
              <span className="text-slate-600">
                Page {data.page} of {data.totalPages}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= data.totalPages}
                onClick={() => update({ page: String(page + 1) })}
              >
                Next <ChevronRight aria-hidden />
              </Button>
            </nav>
          )}
        </Card>
      )}

      <ProductFormDialog
        productId={editing ?? null}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete product</DialogTitle>
            <DialogDescription>Are you sure you want to delete this product?</DialogDescription>
          </DialogHeader>
          <p className="text-sm font-medium text-slate-900">{deleting?.name}</p>
          <DialogFooter>
            <Button variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => void confirmDelete()}
            >
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

function Thumb({ product }: { product: AdminProductRow }) {
  return product.image ? (
    <img
      src={product.image}
      alt=""
      width={64}
      height={48}
      className="h-12 w-16 shrink-0 rounded-md border border-slate-200 bg-white object-contain"
    />
  ) : (
    <span className="flex h-12 w-16 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-slate-50 text-slate-400">
      <ImageOff className="size-4" aria-label="No image" />
    </span>
  );
}

function Price({ product }: { product: AdminProductRow }) {
  return (
    <span className="whitespace-nowrap">
      <span className="font-semibold text-slate-900">{formatRupees(product.price)}</span>
      {product.originalPrice > product.price && (
        <s className="ml-1.5 text-xs text-slate-500">{formatRupees(product.originalPrice)}</s>
      )}
    </span>
  );
}

function DiscountBadge({ product }: { product: AdminProductRow }) {
  return product.discount > 0 ? (
    <Badge variant="success">{product.discount}% OFF</Badge>
  ) : (
    <span className="text-xs text-slate-500">No discount</span>
  );
}

function StockText({ product }: { product: AdminProductRow }) {
  return product.inStock ? (
    <span className="whitespace-nowrap text-slate-700">{product.stock} in stock</span>
  ) : (
    <Badge variant="danger">Out of Stock</Badge>
  );
}

function RowActions({
  product,
  onEdit,
  onDelete,
}: {
  product: AdminProductRow;
  onEdit: (id: string) => void;
  onDelete: (product: AdminProductRow) => void;
}) {
  return (
    <div className="flex shrink-0 items-center justify-end gap-1">
      <Button variant="ghost" size="icon" className="size-8" onClick={() => onEdit(product.id)}>
        <Pencil aria-hidden />
        <span className="sr-only">Edit {product.name}</span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-danger-700 hover:bg-danger-50 hover:text-danger-700"
        onClick={() => onDelete(product)}
      >
        <Trash2 aria-hidden />
        <span className="sr-only">Delete {product.name}</span>
      </Button>
    </div>
  );
}
