import type { ProductFacets, ProductList } from '@propwash/domain/catalog/schemas';
import { useRef, useState } from 'react';
import { apiRequest } from '#app/lib/api-client.ts';

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
  const [pending, setPending] = useState<PendingResults | null>(null);
  const [isCounting, setIsCounting] = useState(false);
  const inFlight = useRef<AbortController>(undefined);

  function count(form: URLSearchParams) {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setIsCounting(true);
    apiRequest<ProductList>(`/products?${pendingCountQuery(form, fixed)}`, {
      signal: controller.signal,
    }).then(
      (list) => {
        if (controller.signal.aborted) return;
        setPending({ total: list.total, facets: list.facets });
        setIsCounting(false);
      },
      () => {
        // Offline or refused: the button keeps the last count; applying still works.
        if (!controller.signal.aborted) setIsCounting(false);
      },
    );
  }

  function reset() {
    inFlight.current?.abort();
    setPending(null);
    setIsCounting(false);
  }

  return { pending, isCounting, count, reset };
}
