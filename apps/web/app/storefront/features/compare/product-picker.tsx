import { useState } from 'react';
import { apiRequest } from '#app/lib/api-client.ts';
import { useApiData } from '#app/lib/use-api-data.ts';
import { inputClassName, labelClassName } from '#app/ui/field-styles.ts';
import { NativeSelect } from '#app/ui/native-select.tsx';

export interface PickerOption {
  id: string;
  name: string;
}

/**
 * "Select Product N": a native select of the catalog (first 100 by name) that a search box above
 * narrows through GET /api/products?search=, so any of 100,000 products can be picked.
 */
export function ProductPicker({
  slot,
  selected,
  options,
  onSelect,
}: {
  slot: number;
  selected: PickerOption | null;
  options: PickerOption[];
  onSelect: (id: string | null) => void;
}) {
  const [term, setTerm] = useState('');
  // A failed search leaves the list before it in place.
  const search = useApiData(
    term.trim().length >= 2 ? term : null,
    async (signal, typed) => {
      const list = await apiRequest<{ products: PickerOption[] }>(
        `/products?search=${encodeURIComponent(typed.trim())}&limit=20`,
        { signal },
      );
      return list.products.map(({ id, name }) => ({ id, name }));
    },
    { delayMs: 300 },
  );

  const base = term.trim().length >= 2 && search.data ? search.data : options;
  const list = selected && !base.some((o) => o.id === selected.id) ? [selected, ...base] : base;
  const selectId = `compare-select-${slot}`;

  return (
    <div className="space-y-2">
      <label htmlFor={selectId} className={labelClassName}>
        Select Product {slot + 1}
      </label>
      <input
        type="search"
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          if (event.target.value.trim().length < 2) search.reset();
        }}
        placeholder="Search products…"
        aria-label={`Search for product ${slot + 1}`}
        className={inputClassName}
      />
      <NativeSelect
        id={selectId}
        value={selected?.id ?? ''}
        onChange={(event) => onSelect(event.target.value || null)}
      >
        <option value="">— Choose a product —</option>
        {list.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
