import { HOME_SELECTED_MAX } from '@propwash/domain/content/schemas';
import type { AdminProductRow } from '@propwash/domain/catalog/admin-read-schemas';
import { useQueries, useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, Search, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { formatRupees } from '#app/lib/money.ts';
import { Badge } from '#app/ui/badge.tsx';
import { Button } from '#app/ui/button.tsx';
import { Input } from '#app/ui/input.tsx';
import { Label } from '#app/ui/label.tsx';
import { pickedProductQueryOptions, productSearchQueryOptions } from './homepage.queries.ts';
import { movedItem } from '#app/admin/ui/move-item.ts';
import { PictureOr } from '#app/ui/picture-or.tsx';

export type PickedProduct = Pick<AdminProductRow, 'id' | 'name' | 'price' | 'image' | 'isActive'>;

const SEARCH_DELAY_MS = 300;

/** The buttons that move a picked product one place up or down. */
const moves = [
  { by: -1, word: 'up', Icon: ArrowUp },
  { by: 1, word: 'down', Icon: ArrowDown },
] as const;

/** Product names and photos for the picked ids: from the search results, else fetched by id. */
export function usePickedProducts(ids: string[], known: Map<string, PickedProduct>) {
  const missing = ids.filter((id) => !known.has(id));
  const fetched = useQueries({ queries: missing.map((id) => pickedProductQueryOptions(id)) });
  const byId = new Map(known);
  fetched.forEach((q, i) => {
    if (q.data) byId.set(missing[i]!, q.data);
  });
  return byId;
}

/**
 * The featured selection: search every product on the server (not only the first 12), add up to
 * 12, put them in order. `known` remembers the products seen in results, so picks show names.
 */
export function ProductPicker(props: {
  selected: string[];
  onChange: (ids: string[]) => void;
  products: Map<string, PickedProduct>;
  onSeen: (rows: PickedProduct[]) => void;
}) {
  const { selected, onChange, products } = props;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const results = useQuery(productSearchQueryOptions(search));
  const isFull = selected.length >= HOME_SELECTED_MAX;

  function onType(value: string) {
    setTyped(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSearch(value.trim()), SEARCH_DELAY_MS);
  }

  function add(row: AdminProductRow) {
    props.onSeen([row]);
    if (!selected.includes(row.id) && !isFull) onChange([...selected, row.id]);
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 2xl:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor="home-product-search">Find products</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            id="home-product-search"
            type="search"
            placeholder="Name, words or SKU"
            value={typed}
            onChange={(e) => onType(e.target.value)}
            className="pl-9"
          />
        </div>
        <ul
          aria-label="Search results"
          className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
        >
          {results.isError ? (
            <li role="alert" className="p-3 text-sm text-danger-700">
              {results.error.message}
            </li>
          ) : results.data?.products.length === 0 ? (
            <li className="p-3 text-sm text-slate-600">No products match “{search}”.</li>
          ) : (
            results.data?.products.map((row) => {
              const isPicked = selected.includes(row.id);
              return (
                <li key={row.id} className="flex items-center gap-3 p-2">
                  <Thumb image={row.image} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">{row.name}</p>
                    <p className="text-xs text-slate-500">
                      {formatRupees(row.price)}
                      {!row.isActive && ' · hidden from the shop'}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant={isPicked ? 'ghost' : 'outline'}
                    disabled={isPicked || isFull}
                    onClick={() => add(row)}
                    aria-label={isPicked ? `${row.name} is picked` : `Add ${row.name}`}
                  >
                    {isPicked ? 'Picked' : <Plus aria-hidden />}
                  </Button>
                </li>
              );
            })
          )}
          {results.isPending && <li className="p-3 text-sm text-slate-500">Loading products…</li>}
        </ul>
        {results.data && results.data.total > results.data.products.length && (
          <p className="text-xs text-slate-500">
            Showing {results.data.products.length} of {results.data.total}: type to narrow down.
          </p>
        )}
      </div>

      <div className="space-y-2">
        <p className="text-sm font-medium text-slate-800" id="home-picked-label">
          Picked products ({selected.length}/{HOME_SELECTED_MAX})
        </p>
        {selected.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            None picked: the home page shows Today&apos;s Deals and top-rated products.
          </p>
        ) : (
          <ol aria-labelledby="home-picked-label" className="space-y-2">
            {selected.map((id, index) => {
              const product = products.get(id);
              const name = product?.name ?? 'Loading…';
              return (
                <li
                  key={id}
                  className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2"
                >
                  <span className="w-5 text-center text-xs font-semibold text-slate-500">
                    {index + 1}
                  </span>
                  <Thumb image={product?.image ?? null} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">{name}</p>
                    {product && !product.isActive && (
                      <Badge variant="warning">Hidden: left out when saved</Badge>
                    )}
                  </div>
                  {moves.map(({ by, word, Icon }) => (
                    <Button
                      key={word}
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      disabled={index + by < 0 || index + by >= selected.length}
                      onClick={() => onChange(movedItem(selected, index, by))}
                      aria-label={`Move ${name} ${word}`}
                    >
                      <Icon aria-hidden />
                    </Button>
                  ))}
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-8"
                    onClick={() => onChange(selected.filter((x) => x !== id))}
                    aria-label={`Remove ${name}`}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}

function Thumb({ image }: { image: string | null }) {
  return (
    <PictureOr
      src={image}
      width={40}
      height={30}
      className="h-[30px] w-10 shrink-0 rounded object-cover"
      placeholder={<span className="h-[30px] w-10 shrink-0 rounded bg-slate-100" aria-hidden />}
    />
  );
}
