import type { ProductSort } from '@propwash/domain/catalog/schemas';
import { Form, useSubmit } from 'react-router';
import { NativeSelect } from '#app/ui/native-select.tsx';

export const allSorts = [
  'default',
  'price-low',
  'price-high',
  'rating',
  'discount',
  'newest',
  'name',
] as const satisfies readonly ProductSort[];

export const sortLabels: Record<ProductSort, string> = {
  default: 'Recommended',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Customer Rating',
  discount: 'Biggest Discount',
  newest: 'Newest First',
  name: 'Name: A to Z',
};

/**
 * A GET form of its own: the other parameters ride along as hidden fields, the page resets to 1.
 * Changing the select submits at once; without JavaScript the Sort button does.
 */
export function SortSelect({
  value,
  options,
  keep,
}: {
  value: ProductSort;
  options: readonly ProductSort[];
  keep: URLSearchParams;
}) {
  const submit = useSubmit();
  const hidden = [...keep.entries()].filter(([key]) => key !== 'sort' && key !== 'page');
  return (
    <Form
      method="get"
      preventScrollReset
      className="flex items-center gap-2 max-lg:min-w-0 max-lg:flex-1"
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
    >
      {hidden.map(([key, v]) => (
        <input key={key} type="hidden" name={key} value={v} />
      ))}
      <label
        htmlFor="listing-sort"
        className="text-sm font-medium whitespace-nowrap text-slate-700 max-sm:sr-only"
      >
        Sort by
      </label>
      <NativeSelect
        id="listing-sort"
        name="sort"
        defaultValue={value}
        key={value}
        className="min-w-0 flex-1 sm:w-48 sm:flex-none"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {sortLabels[option]}
          </option>
        ))}
      </NativeSelect>
      <noscript>
        <button type="submit" className="text-sm font-semibold text-brand-700 underline">
          Sort
        </button>
      </noscript>
    </Form>
  );
}
