import { orderStatusLabels, orderStatuses } from '@propwash/domain/orders/status';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import {
  DateRangeFilter,
  FilterBar,
  FilterField,
  FilterSelect,
} from '#app/admin/ui/filter-bar.tsx';
import { useDebouncedFilter } from '#app/admin/ui/search-field.tsx';
import { Button } from '#app/ui/button.tsx';
import { Input } from '#app/ui/input.tsx';
import { describeFilters } from './order-filters.ts';
import { suggestionsQueryOptions, type OrderFilters } from './orders.queries.ts';

/** Status, search, dates and product over the orders list; the text boxes apply after typing. */
export function OrdersFilterBar(props: {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
}) {
  const { filters, onChange } = props;
  const [searchText, setSearchText] = useDebouncedFilter(filters.search, (search) =>
    onChange({ search }),
  );
  const [productText, setProductText] = useDebouncedFilter(filters.product, (product) =>
    onChange({ product }),
  );
  const suggestions = useQuery(suggestionsQueryOptions(productText.trim()));
  // On a phone the filters wait behind a button, so the list starts on the first screen.
  const [open, setOpen] = useState(false);
  const barId = useId();
  const active = describeFilters(filters);

  return (
    <div>
      <div className="flex items-center gap-3 sm:hidden">
        <Button
          variant="outline"
          size="md"
          aria-expanded={open}
          aria-controls={barId}
          onClick={() => setOpen(!open)}
        >
          <SlidersHorizontal aria-hidden /> Filters
        </Button>
        <p className="min-w-0 truncate text-sm text-slate-600">
          {active ? `Showing ${active}` : 'All orders'}
        </p>
      </div>
      <div id={barId} className={open ? 'mt-3 sm:mt-0' : 'hidden sm:block'}>
        <FilterBar>
          <FilterField id="orders-status" label="Status" className="w-full sm:w-40">
            <FilterSelect
              id="orders-status"
              value={filters.status}
              onChange={(status) => onChange({ status })}
              options={['all', ...orderStatuses]}
              labels={{ all: 'All statuses', ...orderStatusLabels }}
            />
          </FilterField>
          <FilterField id="orders-cod" label="Cash on delivery" className="w-full sm:w-52">
            <FilterSelect
              id="orders-cod"
              value={filters.cod}
              onChange={(cod) => onChange({ cod })}
              options={['', 'awaiting']}
              labels={{ '': 'Any', awaiting: 'Awaiting confirmation' }}
            />
          </FilterField>
          <FilterField
            id="orders-search"
            label="Search"
            className="w-full sm:w-auto sm:min-w-52 sm:flex-1"
          >
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                aria-hidden
              />
              <Input
                id="orders-search"
                type="search"
                placeholder="Order ID, name, email"
                className="pl-9"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
              />
            </div>
          </FilterField>
          <DateRangeFilter
            idPrefix="orders"
            from={filters.from}
            to={filters.to}
            onChange={onChange}
          />
          <FilterField
            id="orders-product"
            label="Product"
            className="w-full sm:w-auto sm:min-w-52 sm:flex-1"
          >
            <Input
              id="orders-product"
              list="orders-product-suggestions"
              placeholder="Product name"
              autoComplete="off"
              value={productText}
              onChange={(e) => setProductText(e.target.value)}
            />
          </FilterField>
          <datalist id="orders-product-suggestions">
            {(suggestions.data ?? []).map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
          <Button
            variant="ghost"
            size="md"
            disabled={!active}
            onClick={() => {
              setSearchText('');
              setProductText('');
              onChange({ status: 'all', search: '', from: '', to: '', product: '', cod: '' });
            }}
          >
            <X aria-hidden /> Clear
          </Button>
        </FilterBar>
      </div>
    </div>
  );
}
