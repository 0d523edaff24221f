import {
  adminProductSorts,
  type AdminDeclarationFilter,
  type AdminProductSort,
} from '@propwash/domain/catalog/admin-read-schemas';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '#app/admin/ui/filter-bar.tsx';
import { SearchField, useDebouncedFilter } from '#app/admin/ui/search-field.tsx';
import { Card } from '#app/ui/card.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { categoriesQueryOptions } from './catalog.queries.ts';
import { categoryOptions } from './category-options.ts';

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

export const stockLabels = {
  all: 'All stock',
  instock: 'In stock',
  outofstock: 'Out of stock',
  low: 'Low stock (10 or fewer)',
} as const;
export type StockFilter = keyof typeof stockLabels;

/** docs/decisions/product-declarations.md: imported products whose label names no importer. */
export const declarationLabels: Record<AdminDeclarationFilter, string> = {
  all: 'All declarations',
  'missing-importer': 'Importer missing',
};

export interface ProductFilters {
  search: string;
  category: string;
  stock: StockFilter;
  declarations: AdminDeclarationFilter;
  sort: AdminProductSort;
}

/**
 * Search, category, stock, declarations and sort over the products list. `onChange` gets the URL parameters to
 * set; an empty value means the default.
 */
export function ProductsFilterBar(props: {
  filters: ProductFilters;
  onChange: (changes: Record<string, string>) => void;
}) {
  const { filters, onChange } = props;
  const categories = useQuery(categoriesQueryOptions());
  const [searchText, setSearchText] = useDebouncedFilter(filters.search, (search) =>
    onChange({ search }),
  );
  return (
    <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4">
      <SearchField
        className="sm:col-span-2 lg:col-span-4"
        label="Search products"
        placeholder="Search name, brand or SKU"
        value={searchText}
        onChange={setSearchText}
      />
      <NativeSelect
        aria-label="Category"
        value={filters.category}
        onChange={(e) => onChange({ category: e.target.value })}
      >
        <option value="">All categories</option>
        {categoryOptions(categories.data ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.depth ? `\u00a0\u00a0\u00a0— ${o.label}` : o.label}
          </option>
        ))}
      </NativeSelect>
      <FilterSelect
        aria-label="Stock"
        value={filters.stock}
        onChange={(stock) => onChange({ stock: stock === 'all' ? '' : stock })}
        labels={stockLabels}
      />
      <FilterSelect
        aria-label="Declarations"
        value={filters.declarations}
        onChange={(declarations) =>
          onChange({ declarations: declarations === 'all' ? '' : declarations })
        }
        labels={declarationLabels}
      />
      <FilterSelect
        aria-label="Sort"
        value={filters.sort}
        onChange={(sort) => onChange({ sort: sort === 'newest' ? '' : sort })}
        options={adminProductSorts}
        labels={sortLabels}
      />
    </Card>
  );
}
