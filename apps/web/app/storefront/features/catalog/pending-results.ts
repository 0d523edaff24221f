import type { ProductFacets, ProductList } from '@propwash/domain/catalog/schemas';
import { useState } from 'react';
import { apiRequest } from '#app/lib/api-client.ts';
import { useApiData } from '#app/lib/use-api-data.ts';

/** What the listing would show for choices made in the phone drawer but not applied yet. */
export interface PendingResults {
  total: number;
  facets: ProductFacets | undefined;
}

/**
 * The GET /api/products query that counts the drawer's choices: the form's fields, plus what the
 * page itself fixes (its category, a collection's rule) unless the form chose that field. One row
 * is enough: the answer's total and facets are the figures, and the catalog caches them per
 * filter set, so a count costs the server about nothing.
 */
export function pendingCountQuery(form: URLSearchParams, fixed: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [key, value] of form) {
    if (value !== '' && key !== 'sort' && key !== 'page') query.append(key, value);
  }
  for (const [key, value] of Object.entries(fixed)) {
    if (!query.has(key)) query.set(key, value);
  }
  query.set('limit', '1');
  return query.toString();
}

/** "Show N results" for the drawer: the server's count for the pending choices (last one wins). */
export function usePendingResults(fixed: Record<string, string>) {
  const [query, setQuery] = useState<string | null>(null);
  // Offline or refused: the button keeps the last count; applying still works.
  const counted = useApiData(query, async (signal, q) => {
    const list = await apiRequest<ProductList>(`/products?${q}`, { signal });
    return { total: list.total, facets: list.facets } satisfies PendingResults;
  });

  function reset() {
    setQuery(null);
    counted.reset();
  }

  return {
    pending: counted.data ?? null,
    isCounting: counted.isLoading,
    count: (form: URLSearchParams) => setQuery(pendingCountQuery(form, fixed)),
    reset,
  };
}
