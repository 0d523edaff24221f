import { useSearchParams } from 'react-router';

/** The list page an address asks for (`?page=`): 1 when missing or not a number. */
export function pageFrom(params: URLSearchParams): number {
  return Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
}

/**
 * An admin list's filters kept in the address bar, read by `parse`. `setFilter` applies a change
 * and goes back to page 1 unless the change names a page; the address keeps only what differs
 * from the defaults (what `parse` reads from an empty address), under the filter's own name or
 * its `names` entry (`{ search: 'q' }`), and replaces the history entry without scrolling.
 */
export function useUrlFilters<F extends { page: number }>(
  parse: (params: URLSearchParams) => F,
  names: Partial<Record<keyof F, string>> = {},
) {
  const [params, setParams] = useSearchParams();
  const filters = parse(params);
  function setFilter(change: Partial<F>) {
    const next: F = { ...filters, page: 1, ...change };
    const defaults = parse(new URLSearchParams());
    const q = new URLSearchParams();
    for (const key of Object.keys(next) as (keyof F & string)[])
      if (next[key] !== defaults[key]) q.set(names[key] ?? key, String(next[key]));
    setParams(q, { replace: true, preventScrollReset: true });
  }
  return [filters, setFilter] as const;
}
