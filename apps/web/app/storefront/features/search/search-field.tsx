import { Search } from '#app/ui/icons.tsx';

/**
 * What the header's plain search form (layout/search-box.tsx) and the live search that replaces
 * it (live-search.tsx) share: the same box and button, so the swap on first focus changes nothing
 * the shopper sees.
 */
export const searchInputProps = {
  id: 'site-search',
  name: 'search',
  type: 'search',
  role: 'combobox',
  'aria-autocomplete': 'list',
  placeholder: 'Search planes, drones, batteries…',
  autoComplete: 'off',
  enterKeyHint: 'search',
  maxLength: 100,
  className:
    'h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/30 sm:text-sm [&::-webkit-search-cancel-button]:hidden',
} as const;

export function SearchLabel() {
  return (
    <label htmlFor={searchInputProps.id} className="sr-only">
      Search products
    </label>
  );
}

export function SearchSubmitButton() {
  return (
    <button
      type="submit"
      className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
    >
      <Search className="size-4" aria-hidden />
      <span className="sr-only">Search</span>
    </button>
  );
}
