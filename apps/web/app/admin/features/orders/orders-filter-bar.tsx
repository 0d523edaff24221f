import { orderStatusLabels, orderStatuses } from '@propwash/domain/orders/status';
import { useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useDebouncedFilter } from '#app/admin/ui/search-field.tsx';
import { Button } from '#app/ui/button.tsx';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
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

  return (
    <Card className="flex flex-wrap items-end gap-3 p-4">
      <div className="w-full space-y-1.5 sm:w-40">
        <Label htmlFor="orders-status">Status</Label>
        <NativeSelect
          id="orders-status"
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as OrderFilters['status'] })}
        >
          <option value="all">All statuses</option>
          {orderStatuses.map((s) => (
            <option key={s} value={s}>
              {orderStatusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="w-full space-y-1.5 sm:w-52">
        <Label htmlFor="orders-cod">Cash on delivery</Label>
        <NativeSelect
          id="orders-cod"
          value={filters.cod}
          onChange={(e) => onChange({ cod: e.target.value as OrderFilters['cod'] })}
        >
          <option value="">Any</option>
          <option value="awaiting">Awaiting confirmation</option>
        </NativeSelect>
      </div>
      <div className="w-full space-y-1.5 sm:w-auto sm:min-w-52 sm:flex-1">
        <Label htmlFor="orders-search">Search</Label>
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
      </div>
      <div className="min-w-36 flex-1 space-y-1.5 sm:w-40 sm:flex-none">
        <Label htmlFor="orders-from">Date from</Label>
        <Input
          id="orders-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="min-w-36 flex-1 space-y-1.5 sm:w-40 sm:flex-none">
        <Label htmlFor="orders-to">Date to</Label>
        <Input
          id="orders-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
      <div className="w-full space-y-1.5 sm:w-auto sm:min-w-52 sm:flex-1">
        <Label htmlFor="orders-product">Product</Label>
        <Input
          id="orders-product"
          list="orders-product-suggestions"
          placeholder="Product name"
          autoComplete="off"
          value={productText}
          onChange={(e) => setProductText(e.target.value)}
        />
      </div>
      <datalist id="orders-product-suggestions">
        {(suggestions.data ?? []).map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Button
        variant="ghost"
        size="md"
        disabled={!describeFilters(filters)}
        onClick={() => {
          setSearchText('');
          setProductText('');
          onChange({ status: 'all', search: '', from: '', to: '', product: '', cod: '' });
        }}
      >
        <X aria-hidden /> Clear
      </Button>
    </Card>
  );
}
