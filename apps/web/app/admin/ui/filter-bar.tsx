import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#app/lib/cn.ts';
import { Card } from '#app/ui/card.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { NativeSelect } from '#app/ui/native-select.tsx';
import { SearchField, useDebouncedFilter } from '#app/admin/ui/search-field.tsx';

/** The card of filters above an admin list; the controls sit in a row and wrap on phones. */
export function FilterBar({ children }: { children: ReactNode }) {
  return <Card className="flex flex-wrap items-end gap-3 p-4">{children}</Card>;
}

/** One filter with a visible label above its control (whose id is `id`). */
export function FilterField(props: {
  id: string;
  label: string;
  /** Width and growth in the bar. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', props.className)}>
      <Label htmlFor={props.id}>{props.label}</Label>
      {props.children}
    </div>
  );
}

/**
 * A select of one filter's choices: `options` in order (the keys of `labels` when left out), each
 * shown by its label. Named by `aria-label` in a bar, or by a FilterField's label through its `id`.
 */
export function FilterSelect<V extends string>(
  props: Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
    value: V;
    onChange: (value: V) => void;
    labels: Record<V, string>;
    options?: readonly V[];
  },
) {
  const { value, onChange, labels, options = Object.keys(labels) as V[], ...select } = props;
  return (
    <NativeSelect {...select} value={value} onChange={(e) => onChange(e.target.value as V)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {labels[o]}
        </option>
      ))}
    </NativeSelect>
  );
}

/** One select of a list's filters: the filter it sets (`key`), its name and its choices. */
export type ListSelect<F> = {
  [K in keyof F & string]: {
    key: K;
    label: string;
    labels: Record<F[K] & string, string>;
    options?: readonly (F[K] & string)[];
  };
}[keyof F & string];

/**
 * The filter bar of a searchable admin list: its search box, then one select per `selects` entry,
 * each showing `filters[key]` and changing it through `setFilter`.
 */
export function ListFilters<F>(props: {
  search: ComponentProps<typeof SearchField>;
  selects: ListSelect<F>[];
  filters: F;
  setFilter: (change: Partial<F>) => void;
}) {
  const { filters, setFilter } = props;
  return (
    <FilterBar>
      <SearchField {...props.search} />
      {props.selects.map((select) => (
        <FilterSelect<string>
          key={select.key}
          aria-label={select.label}
          className="w-auto"
          value={filters[select.key] as string}
          onChange={(value) => setFilter({ [select.key]: value } as Partial<F>)}
          options={select.options}
          labels={select.labels as Record<string, string>}
        />
      ))}
    </FilterBar>
  );
}

/**
 * ListFilters whose search box edits `filters.search`, written to the list 300 ms after typing
 * stops (useDebouncedFilter); `search` names the box.
 */
export function SearchListFilters<F extends { search: string }>(props: {
  search: { label: string; placeholder: string };
  selects: ListSelect<F>[];
  filters: F;
  setFilter: (change: Partial<F>) => void;
}) {
  const { filters, setFilter } = props;
  const [text, setText] = useDebouncedFilter(filters.search, (search) =>
    setFilter({ search } as Partial<F>),
  );
  return (
    <ListFilters
      search={{ ...props.search, value: text, onChange: setText }}
      selects={props.selects}
      filters={filters}
      setFilter={setFilter}
    />
  );
}

/** "Date from" and "Date to" (ids `${idPrefix}-from` / `-to`); neither can pass the other. */
export function DateRangeFilter(props: {
  idPrefix: string;
  from: string;
  to: string;
  onChange: (change: { from: string } | { to: string }) => void;
}) {
  const { idPrefix, from, to, onChange } = props;
  const ends = [
    { end: 'from', label: 'Date from', value: from, min: undefined, max: to },
    { end: 'to', label: 'Date to', value: to, min: from, max: undefined },
  ] as const;
  return ends.map(({ end, label, value, min, max }) => (
    <FilterField
      key={end}
      id={`${idPrefix}-${end}`}
      label={label}
      className="min-w-36 flex-1 sm:w-40 sm:flex-none"
    >
      <Input
        id={`${idPrefix}-${end}`}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(e) =>
          onChange(end === 'from' ? { from: e.target.value } : { to: e.target.value })
        }
      />
    </FilterField>
  ));
}
