import { MAX_COMPATIBLE_MODELS } from '@propwash/domain/catalog/admin-schemas';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { SearchField, useSettledSearch } from '#app/admin/ui/search-field.tsx';
import { productListQueryOptions } from './catalog.queries.ts';

export type FitChoice = { id: string; name: string };

/**
 * "Fits these models": the models a part or accessory fits (docs/decisions/parts-that-fit.md),
 * found by name and shown as chips that remove themselves.
 */
export function FitsPicker({
  productId,
  value,
  onChange,
  error,
}: {
  productId: string | null;
  value: FitChoice[];
  onChange: (next: FitChoice[]) => void;
  error?: string;
}) {
  const { text, setText, search } = useSettledSearch(() => undefined);
  const results = useQuery({
    ...productListQueryOptions({ search, limit: 8, sort: 'name' }),
    enabled: search.length >= 2,
  });
  const chosen = new Set(value.map((m) => m.id));
  const offered = (search.length >= 2 ? (results.data?.products ?? []) : []).filter(
    (p) => p.id !== productId && !chosen.has(p.id),
  );
  const isFull = value.length >= MAX_COMPATIBLE_MODELS;

  return (
    <div className="space-y-3 sm:col-span-2">
      <p className="text-sm text-slate-600">
        Shoppers see this part on each model&apos;s page, and under &ldquo;Fits my hangar&rdquo;.
      </p>
      {value.length > 0 ? (
        <ul aria-label="Fits these models" className="flex flex-wrap gap-2">
          {value.map((m) => (
            <li key={m.id}>
              <span className="inline-flex h-8 items-center gap-1 rounded-full border border-brand-200 bg-brand-50 pr-1 pl-3 text-sm font-medium text-brand-900">
                {m.name}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((x) => x.id !== m.id))}
                  className="flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
                  aria-label={`Remove ${m.name}`}
                >
                  <X className="size-3.5" aria-hidden />
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">Not linked to any model yet.</p>
      )}
      <SearchField
        label="Find a model by name"
        placeholder={isFull ? `At most ${MAX_COMPATIBLE_MODELS} models` : 'Find a model by name…'}
        value={text}
        onChange={setText}
      />
      {offered.length > 0 && !isFull && (
        <ul className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
          {offered.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => {
                  onChange([...value, { id: p.id, name: p.name }]);
                  setText('');
                }}
                className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-slate-50"
              >
                <Plus className="size-4 shrink-0 text-brand-700" aria-hidden />
                <span className="min-w-0 flex-1 truncate">{p.name}</span>
                <span className="shrink-0 text-xs text-slate-500">{p.categoryName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.length >= 2 && results.isSuccess && offered.length === 0 && (
        <p className="text-sm text-slate-500">No other product matches &ldquo;{search}&rdquo;.</p>
      )}
      {error && <p className="text-sm text-danger-700">{error}</p>}
    </div>
  );
}
