import { X } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import type { FilterChip } from '#app/storefront/features/catalog/filter-chips.ts';

/** The active filters above the results: each chip removes its filter; "Clear all" removes all. */
export function FilterChips({
  chips,
  pathname,
  clearHref,
}: {
  chips: FilterChip[];
  pathname: string;
  clearHref: string;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mb-4 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={pathname + chip.search}
            preventScrollReset
            aria-label={`Remove filter: ${chip.spoken}`}
            className="inline-flex h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-2.5 pl-3.5 text-sm font-medium text-brand-900 hover:border-brand-400 hover:bg-brand-100"
          >
            {chip.label}
            <X className="size-4 text-brand-700" aria-hidden />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={clearHref}
          preventScrollReset
          className="inline-flex h-9 items-center px-2 text-sm font-semibold text-accent-700 hover:underline"
        >
          Clear all
        </Link>
      </li>
    </ul>
  );
}
