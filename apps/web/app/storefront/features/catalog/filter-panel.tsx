import type { ProductFacets } from '@propwash/domain/catalog/schemas';
import { SlidersHorizontal, X } from '#app/ui/icons.tsx';
import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import type { NestedCategoryOption } from '#app/storefront/features/catalog/category-options.ts';
import { countLabel } from '#app/lib/catalog/count-label.ts';
import {
  AvailabilityField,
  CategoryField,
  DiscountField,
  OffersField,
  OptionFields,
  OriginField,
  PriceField,
  RatingField,
  SpecFields,
  type OfferName,
} from '#app/storefront/features/catalog/filter-fields.tsx';
import { withSpecTokens, type SpecLabel } from '#app/storefront/features/catalog/spec-filters.ts';
import type { ListingFilters } from '#app/lib/catalog/listing-search.ts';
import { usePendingResults } from '#app/storefront/features/catalog/pending-results.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';

/** The element the phone's "Filters" button opens (popovertarget). */
export const FILTERS_ID = 'listing-filters';
const TYPING_DELAY_MS = 600;

const supportsPopover = () =>
  typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/** Open on a phone: a shown popover, or (browsers without popovers) the `open` attribute. */
function isDrawerOpen(drawer: HTMLElement | null): boolean {
  if (!drawer) return false;
  return drawer.hasAttribute('open') || (supportsPopover() && drawer.matches(':popover-open'));
}

/** Opens or closes the drawer; the Filters button does it without JavaScript where it can. */
export function toggleFiltersDrawer(force?: boolean) {
  const drawer = document.getElementById(FILTERS_ID);
  if (!drawer) return;
  const open = force ?? !isDrawerOpen(drawer);
  if (open === isDrawerOpen(drawer)) return;
  if (supportsPopover()) drawer.togglePopover(open);
  else drawer.toggleAttribute('open', open);
}

function formParams(form: HTMLFormElement): URLSearchParams {
  // Empty choices ("All", "Any") stay out of the URL, so shared links stay short.
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') params.append(key, value);
  }
  // Spec checkboxes and range boxes become one `spec=cells:3,4` / `spec=capacity:1500..2500` each.
  return withSpecTokens(params);
}

/**
 * A listing's filters as one GET form: the URL holds the state, so a filtered page can be shared,
 * reloaded and gone back to, and the form works before (or without) JavaScript.
 * Desktop: a sidebar whose choices apply at once (typed prices after a short pause).
 * Phone: a drawer (a popover, so the Filters button opens it before hydration too) where choices
 * wait; the sticky button counts what they would show and applies them.
 */
export function FilterPanel({
  filters,
  facets,
  categories,
  offers,
  action,
  total,
  fixed,
  clearHref,
  specLabels,
}: {
  filters: ListingFilters;
  facets: ProductFacets | undefined;
  /** Null where the page is itself a category (its path is the category filter). */
  categories: NestedCategoryOption[] | null;
  offers: readonly OfferName[];
  /** The listing's own path: filters keep the shopper on this page. */
  action: string;
  /** Products the applied filters show. */
  total: number;
  /** What the page filters by itself, so the drawer's count matches the page. */
  fixed: Record<string, string>;
  clearHref: string;
  /** The attributes the URL's spec filters name (a group stays when the facets drop it). */
  specLabels: readonly SpecLabel[];
}) {
  const submit = useSubmit();
  const drawerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A spec range typed but not applied yet: it applies when its box is left.
  const rangeTyped = useRef(false);
  const { pending, isCounting, count, reset } = usePendingResults(fixed);
  const urlMaxPrice = filters.maxPrice === null ? '' : String(filters.maxPrice);
  const [maxPrice, setMaxPrice] = useState(urlMaxPrice);
  // The price box follows the URL when its value there changes; a price typed while another
  // choice is loading is not wiped.
  const [seenUrlMaxPrice, setSeenUrlMaxPrice] = useState(urlMaxPrice);
  if (seenUrlMaxPrice !== urlMaxPrice) {
    setSeenUrlMaxPrice(urlMaxPrice);
    setMaxPrice(urlMaxPrice);
  }

  // Closing the drawer without applying drops its pending choices.
  const discardPending = useEffectEvent(() => {
    clearTimeout(typingTimer.current);
    rangeTyped.current = false;
    formRef.current?.reset();
    setMaxPrice(urlMaxPrice);
    reset();
  });
  useEffect(() => {
    const drawer = drawerRef.current;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') discardPending();
    };
    drawer?.addEventListener('toggle', onToggle);
    return () => drawer?.removeEventListener('toggle', onToggle);
  }, []);

  function apply(form: HTMLFormElement) {
    clearTimeout(typingTimer.current);
    rangeTyped.current = false;
    const inDrawer = isDrawerOpen(drawerRef.current);
    // From the drawer the shopper lands on the first results; the sidebar keeps the place.
    void submit(formParams(form), { method: 'get', action, preventScrollReset: !inDrawer });
    if (inDrawer) toggleFiltersDrawer(false);
  }

  const run = (form: HTMLFormElement) =>
    isDrawerOpen(drawerRef.current) ? count(formParams(form)) : apply(form);

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    const form = event.currentTarget;
    if (target.dataset.commit === 'blur') {
      rangeTyped.current = true;
      return;
    }
    clearTimeout(typingTimer.current);
    if (target.type === 'number' || target.type === 'range') {
      typingTimer.current = setTimeout(() => run(form), TYPING_DELAY_MS);
    } else {
      run(form);
    }
  }

  function onRangeBlur(event: FocusEvent<HTMLInputElement>) {
    const form = event.currentTarget.form;
    if (!rangeTyped.current || !form) return;
    rangeTyped.current = false;
    run(form);
  }

  const shownFacets = pending?.facets ?? facets;
  const pendingCounts = new Map(pending?.facets?.categories.map((c) => [c.slug, c.count]));
  const categoryOptions = pending
    ? categories?.map((c) => ({ ...c, count: pendingCounts.get(c.slug) ?? 0 }))
    : categories;
  const shown = pending?.total ?? total;

  return (
    <div
      id={FILTERS_ID}
      ref={drawerRef}
      popover="auto"
      className={cx(
        // Reset the popover's own box: on a desktop it is a plain sidebar.
        'm-0 overflow-visible border-0 bg-transparent p-0 text-inherit',
        'lg:static lg:block lg:h-auto lg:w-auto',
        'max-lg:hidden max-lg:open:flex max-lg:open:animate-fade-in',
        'max-lg:fixed max-lg:inset-y-0 max-lg:right-0 max-lg:left-auto max-lg:h-dvh max-lg:max-h-none max-lg:w-full max-lg:max-w-md max-lg:bg-white max-lg:shadow-lift max-lg:backdrop:bg-slate-950/50',
      )}
    >
      <Form
        ref={formRef}
        method="get"
        action={action}
        preventScrollReset
        // Every choice and keystroke fires `input` (a form's `change` waits for a typed number
        // to lose focus in Preact, which renders the pages: docs/decisions/storefront-js-budget-preact.md).
        onInput={onChange}
        onSubmit={(event) => {
          event.preventDefault();
          apply(event.currentTarget);
        }}
        aria-label="Filters"
        className="flex w-full flex-col max-lg:h-full lg:rounded-card lg:border lg:border-slate-200 lg:bg-white lg:p-4 lg:shadow-card"
      >
        <div className="flex items-center justify-between gap-3 max-lg:border-b max-lg:border-slate-200 max-lg:px-4 max-lg:py-2">
          <h2 className="flex items-center gap-2 text-base font-bold text-brand-950">
            <SlidersHorizontal className="size-4" aria-hidden /> Filters
          </h2>
          <Link
            to={clearHref}
            className="text-sm font-semibold text-accent-700 hover:underline max-lg:hidden"
          >
            Clear all
          </Link>
          <button
            type="button"
            popoverTarget={FILTERS_ID}
            popoverTargetAction="hide"
            onClick={() => {
              if (!supportsPopover()) toggleFiltersDrawer(false);
            }}
            className="-mr-2 flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 lg:hidden"
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">Close filters</span>
          </button>
        </div>

        <div className="space-y-6 max-lg:flex-1 max-lg:overflow-y-auto max-lg:overscroll-contain max-lg:px-4 max-lg:py-4 lg:mt-6">
          {filters.search && <input type="hidden" name="search" value={filters.search} />}
          {filters.sort !== 'default' && <input type="hidden" name="sort" value={filters.sort} />}
          {filters.fits && <input type="hidden" name="fits" value={filters.fits} />}
          {categoryOptions && <CategoryField value={filters.category} options={categoryOptions} />}
          <PriceField minPrice={filters.minPrice} maxPrice={maxPrice} onMaxPrice={setMaxPrice} />
          <SpecFields
            value={filters.specs ?? []}
            facets={facets}
            pending={pending?.facets}
            labels={specLabels}
            onRangeBlur={onRangeBlur}
          />
          <RatingField value={filters.minRating} facets={shownFacets} />
          <AvailabilityField value={filters.availability} facets={shownFacets} />
          <DiscountField value={filters.minDiscount} facets={shownFacets} />
          <OriginField value={filters.origins ?? []} facets={shownFacets} />
          <OptionFields value={filters.options ?? []} facets={shownFacets} />
          <OffersField offers={offers} filters={filters} />
        </div>

        <div className="flex gap-2 max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:px-4 max-lg:pt-3 max-lg:pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:mt-6">
          <Link
            to={clearHref}
            onClick={() => toggleFiltersDrawer(false)}
            className={buttonVariants({ variant: 'outline', className: 'h-11 lg:hidden' })}
          >
            Clear all
          </Link>
          <button
            type="submit"
            aria-busy={isCounting || undefined}
            className={buttonVariants({
              variant: 'primary',
              className: cx('flex-1 max-lg:h-11', isCounting && 'opacity-80'),
            })}
          >
            <span className="lg:hidden">Show {countLabel(shown, 'result')}</span>
            <span className="max-lg:hidden">Apply filters</span>
          </button>
        </div>
      </Form>
    </div>
  );
}

/** The phone's "Filters" button with the number of active filters. */
export function FiltersButton({ activeCount }: { activeCount: number }) {
  return (
    <button
      type="button"
      popoverTarget={FILTERS_ID}
      onClick={() => {
        if (!supportsPopover()) toggleFiltersDrawer();
      }}
      className={buttonVariants({ variant: 'outline', className: 'shrink-0 lg:hidden' })}
    >
      <SlidersHorizontal aria-hidden /> Filters
      {activeCount > 0 && (
        <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
          {activeCount}
          <span className="sr-only"> active</span>
        </span>
      )}
    </button>
  );
}
