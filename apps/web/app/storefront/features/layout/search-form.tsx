import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cx } from '#app/lib/cn.ts';
import { paths } from '#app/lib/paths.ts';

/** Enter goes to /products?search=…; an empty search does nothing. */
export function SearchForm({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = searchParams.get('search') ?? '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    if (term) void navigate(paths.products({ search: term }));
  }

  return (
    <form
      role="search"
      action="/products"
      method="get"
      onSubmit={onSubmit}
      className={cx('relative', className)}
    >
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        key={current}
        id="site-search"
        name="search"
        type="search"
        defaultValue={current}
        placeholder="Search planes, drones, batteries…"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
        className="h-11 w-full rounded-full border border-slate-300 bg-slate-50 pr-12 pl-4 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500/30 sm:text-sm [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <Search className="size-4" aria-hidden />
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}
