import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { paths } from '#app/lib/paths.ts';
import {
  SearchLabel,
  SearchSubmitButton,
  searchInputProps,
} from '#app/storefront/features/search/search-field.tsx';

type LiveSearchComponent = ComponentType<{ className?: string }>;

/** What the shopper had in the box when the live search arrived, handed over to it. */
interface Handover {
  value: string;
  hasFocus: boolean;
  selection: [number, number] | null;
}

/**
 * The header search. It paints and submits as a plain GET form to /products; the live
 * suggestions (search/live-search.tsx, an ARIA combobox) load the first time the shopper points
 * at or focuses the box, so every page's first load is without them (docs/decisions/storefront-first-load.md).
 * What was typed meanwhile, the focus and the caret carry over.
 */
export function SearchBox({ className }: { className?: string }) {
  const [LiveSearch, setLiveSearch] = useState<LiveSearchComponent | null>(null);
  const isLoading = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const handover = useRef<Handover | null>(null);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = searchParams.get('search') ?? '';
  const listId = useId();

  function loadLiveSearch() {
    if (isLoading.current) return;
    isLoading.current = true;
    import('#app/storefront/features/search/live-search.tsx')
      .then((module) => {
        const input = formRef.current?.elements.namedItem('search');
        if (input instanceof HTMLInputElement) {
          handover.current = {
            value: input.value,
            hasFocus: document.activeElement === input,
            selection:
              input.selectionStart === null ? null : [input.selectionStart, input.selectionEnd!],
          };
        }
        setLiveSearch(() => module.LiveSearch);
      })
      .catch(() => {
        // Offline: the plain form still searches; the next focus tries again.
        isLoading.current = false;
      });
  }

  useLayoutEffect(() => {
    const carried = handover.current;
    handover.current = null;
    const input = document.getElementById('site-search');
    if (!LiveSearch || !carried || !(input instanceof HTMLInputElement)) return;
    if (input.value !== carried.value) {
      // The live search keeps its text in state: an input event tells it what was typed.
      input.value = carried.value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (carried.hasFocus) {
      input.focus();
      if (carried.selection) input.setSelectionRange(...carried.selection);
    }
  }, [LiveSearch]);

  if (LiveSearch) return <LiveSearch className={className} />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = new FormData(event.currentTarget).get('search')?.toString().trim();
    if (term) void navigate(paths.products({ search: term }));
  }

  return (
    <form
      ref={formRef}
      role="search"
      action={paths.products()}
      method="get"
      onSubmit={onSubmit}
      onPointerEnter={loadLiveSearch}
      className={cx('relative', className)}
    >
      <SearchLabel />
      <input
        key={current}
        {...searchInputProps}
        aria-expanded={false}
        aria-controls={listId}
        defaultValue={current}
        onFocus={loadLiveSearch}
      />
      <SearchSubmitButton />
      <ul id={listId} role="listbox" aria-label="Search suggestions" hidden />
    </form>
  );
}
