import type { SearchSuggestion } from '@propwash/domain/catalog/schemas';
import { Package } from '#app/ui/icons.tsx';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiRequest } from '#app/lib/api-client.ts';
import { cx } from '#app/lib/cx.ts';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import { useApiData } from '#app/lib/use-api-data.ts';
import {
  SearchLabel,
  SearchSubmitButton,
  searchInputProps,
} from '#app/storefront/features/search/search-field.tsx';
import { PictureOr } from '#app/ui/picture-or.tsx';

// Suggestions: 300 ms delay, terms longer than 1 character, at most 5 suggestions.
const DEBOUNCE_MS = 300;
const MIN_LENGTH = 2;
const MAX_SUGGESTIONS = 5;

/**
 * The header search as an ARIA 1.2 combobox: suggestions appear as the shopper types, arrow keys
 * move through them, Enter opens the highlighted one or searches /products. Without JavaScript it
 * is a plain GET form to /products.
 */
export function LiveSearch({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = searchParams.get('search') ?? '';
  const [term, setTerm] = useState(current);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  // A new search in the URL (back button, another link) shows up in the box.
  const [lastCurrent, setLastCurrent] = useState(current);
  if (current !== lastCurrent) {
    setLastCurrent(current);
    setTerm(current);
  }

  const query = term.trim();
  const suggest = useApiData(
    query.length >= MIN_LENGTH ? query : null,
    async (signal, q) => {
      const list = await apiRequest<SearchSuggestion[]>(
        `/products/suggest?q=${encodeURIComponent(q)}&limit=${MAX_SUGGESTIONS}`,
        { signal },
      );
      return list.slice(0, MAX_SUGGESTIONS);
    },
    { delayMs: DEBOUNCE_MS, onData: () => setActive(-1) },
  );
  // A failed request shows none until the next answer.
  const suggestions = suggest.error ? [] : (suggest.data ?? []);

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen]);

  const visible = query.length >= MIN_LENGTH ? suggestions : [];
  // The last option is always "View all results".
  const optionCount = visible.length > 0 ? visible.length + 1 : 0;
  const isExpanded = isOpen && optionCount > 0;

  function close() {
    setIsOpen(false);
    setActive(-1);
  }

  function searchAll() {
    if (!query) return;
    close();
    void navigate(paths.products({ search: query }));
  }

  /** A product's page by its slug, as the storefront's cards link it (no redirect from its id). */
  function openProduct(item: SearchSuggestion) {
    close();
    void navigate(paths.product(item.slug));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = active >= 0 ? visible[active] : undefined;
    if (isExpanded && chosen) openProduct(chosen);
    else searchAll();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (optionCount === 0) return;
      event.preventDefault();
      setIsOpen(true);
      setActive((i) => {
        if (event.key === 'ArrowDown') return i + 1 >= optionCount ? 0 : i + 1;
        return i <= 0 ? optionCount - 1 : i - 1;
      });
    } else if (event.key === 'Escape') {
      if (isExpanded) {
        event.preventDefault();
        close();
      }
    }
  }

  return (
    <form
      ref={rootRef}
      role="search"
      action={paths.products()}
      method="get"
      onSubmit={onSubmit}
      className={cx('relative', className)}
    >
      <SearchLabel />
      <input
        {...searchInputProps}
        aria-expanded={isExpanded}
        aria-controls={listId}
        aria-activedescendant={isExpanded && active >= 0 ? optionId(active) : undefined}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setIsOpen(true);
          setActive(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={onKeyDown}
      />
      <SearchSubmitButton />
      <ul
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!isExpanded}
        className="absolute top-full right-0 left-0 z-40 mt-2 max-h-[400px] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1.5 shadow-lift"
      >
        {visible.map((item, index) => (
          <li
            key={item.id}
            id={optionId(index)}
            role="option"
            aria-selected={active === index}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => openProduct(item)}
            className={cx(
              'flex cursor-pointer items-center gap-3 rounded-md p-2',
              active === index ? 'bg-brand-50' : 'hover:bg-slate-50',
            )}
          >
            <PictureOr
              src={item.image}
              width={48}
              height={36}
              className="h-9 w-12 shrink-0 rounded object-contain"
              placeholder={
                <span className="flex h-9 w-12 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-400">
                  <Package className="size-4" aria-hidden />
                </span>
              }
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-slate-900">
                {item.name}
              </span>
              <span className="block truncate text-xs text-slate-500">{item.categoryName}</span>
            </span>
            <span className="text-sm font-bold text-slate-900">{formatRupees(item.price)}</span>
          </li>
        ))}
        {visible.length > 0 && (
          <li
            id={optionId(visible.length)}
            role="option"
            aria-selected={active === visible.length}
            onPointerDown={(event) => event.preventDefault()}
            onClick={searchAll}
            className={cx(
              'mt-1 cursor-pointer rounded-md border-t border-slate-100 p-2 text-center text-sm font-semibold text-brand-700',
              active === visible.length ? 'bg-brand-50' : 'hover:bg-slate-50',
            )}
          >
            View all results
          </li>
        )}
      </ul>
    </form>
  );
}
