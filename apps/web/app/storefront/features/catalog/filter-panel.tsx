import type { ProductFacets } from '@propwash/domain/catalog/schemas';
import { SlidersHorizontal, Star } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import type { ListingFilters } from '#app/storefront/features/catalog/listing-search.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { checkboxClassName, inputClassName } from '#app/ui/field-styles.ts';

// Storefront spec §9: price range 0–100000 with a 1000 step; minimum discount 10–50.
export const PRICE_MAX = 100_000;
const PRICE_STEP = 1_000;
const DISCOUNT_OPTIONS = [10, 20, 30, 40, 50];
const RATING_OPTIONS = [4, 3, 2, 1];
const TYPING_DELAY_MS = 600;

const legendClass = 'mb-2 text-sm font-bold text-slate-900';
const optionClass =
  'flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-50';
const countClass = 'ml-auto text-xs text-slate-500 tabular-nums';

function Count({ value }: { value: number | undefined }) {
  return value === undefined ? null : <span className={countClass}>{value}</span>;
}

/**
 * The /products filters as one GET form: the URL holds the state, so a filtered page can be shared,
 * reloaded and gone back to, and the form works before (or without) JavaScript via Apply.
 * With JavaScript, choices apply at once and typed prices after a short pause.
 */
export function FilterPanel({
  filters,
  facets,
  categories,
}: {
  filters: ListingFilters;
  facets: ProductFacets | undefined;
  categories: { slug: string; name: string; count?: number }[];
}) {
  const submit = useSubmit();
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const urlMaxPrice = filters.maxPrice === null ? '' : String(filters.maxPrice);
  const [maxPrice, setMaxPrice] = useState(urlMaxPrice);
  // Each group follows the URL when its own value there changes (a keyed fieldset remounts); the
  // panel itself stays, so a price typed while another choice is loading is not wiped.
  const [seenUrlMaxPrice, setSeenUrlMaxPrice] = useState(urlMaxPrice);
  if (seenUrlMaxPrice !== urlMaxPrice) {
    setSeenUrlMaxPrice(urlMaxPrice);
    setMaxPrice(urlMaxPrice);
  }

  function apply(form: HTMLFormElement) {
    clearTimeout(typingTimer.current);
    // Empty choices ("All", "Any") stay out of the URL, so shared links stay short.
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string' && value !== '') params.append(key, value);
    }
    void submit(params, { method: 'get', action: paths.products(), preventScrollReset: true });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    const form = event.currentTarget;
    if (target.type === 'number' || target.type === 'range') {
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => apply(form), TYPING_DELAY_MS);
    } else {
      apply(form);
    }
  }

  const clearHref = paths.products(filters.search ? { search: filters.search } : {});
  const ratingCount = (min: number) => facets?.rating.find((r) => r.min === min)?.count;
  const discountCount = (min: number) => facets?.discount.find((d) => d.min === min)?.count;
  const sliderValue = maxPrice === '' ? PRICE_MAX : Math.min(Number(maxPrice) || 0, PRICE_MAX);

  return (
    <Form
      method="get"
      action={paths.products()}
      preventScrollReset
      onChange={onChange}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      aria-label="Filters"
      className="space-y-6 rounded-card border border-slate-200 bg-white p-4 shadow-card"
    >
      <div className="flex items-center justify-between">
        <h2 className="flex items-center gap-2 text-base font-bold text-brand-950">
          <SlidersHorizontal className="size-4" aria-hidden /> Filters
        </h2>
        <Link to={clearHref} className="text-sm font-semibold text-accent-700 hover:underline">
          Clear All
        </Link>
      </div>
      {filters.search && <input type="hidden" name="search" value={filters.search} />}
      {filters.sort !== 'default' && <input type="hidden" name="sort" value={filters.sort} />}

      <fieldset key={filters.category}>
        <legend className={legendClass}>Category</legend>
        <label className={optionClass}>
          <input
            type="radio"
            name="category"
            value=""
            defaultChecked={filters.category === ''}
            className={checkboxClassName}
          />
          All categories
        </label>
        {categories.map((category) => (
          <label key={category.slug} className={optionClass}>
            <input
              type="radio"
              name="category"
              value={category.slug}
              defaultChecked={filters.category === category.slug}
              className={checkboxClassName}
            />
            {category.name}
            <Count value={category.count} />
          </label>
        ))}
      </fieldset>

      <fieldset key={`${filters.minPrice}`}>
        <legend className={legendClass}>Price (₹)</legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="text-xs text-slate-600">
            Min price
            <input
              type="number"
              name="minPrice"
              inputMode="numeric"
              min={0}
              max={PRICE_MAX}
              step={1}
              placeholder="0"
              defaultValue={filters.minPrice ?? ''}
              className={`${inputClassName} mt-1`}
            />
          </label>
          <label className="text-xs text-slate-600">
            Max price
            <input
              type="number"
              name="maxPrice"
              inputMode="numeric"
              min={0}
              max={PRICE_MAX}
              step={1}
              placeholder={String(PRICE_MAX)}
              value={maxPrice}
              onChange={(event) => setMaxPrice(event.target.value)}
              className={`${inputClassName} mt-1`}
            />
          </label>
        </div>
        <label className="mt-3 block text-xs text-slate-600">
          <span className="sr-only">Maximum price slider</span>
          <input
            type="range"
            min={0}
            max={PRICE_MAX}
            step={PRICE_STEP}
            value={sliderValue}
            aria-valuetext={formatRupees(sliderValue)}
            onChange={(event) =>
              setMaxPrice(event.target.value === String(PRICE_MAX) ? '' : event.target.value)
            }
            className="w-full accent-brand-700"
          />
          <span className="flex justify-between">
            <span>{formatRupees(0)}</span>
            <span>Up to {formatRupees(sliderValue)}</span>
          </span>
        </label>
      </fieldset>

      <fieldset key={filters.minRating}>
        <legend className={legendClass}>Customer rating</legend>
        <label className={optionClass}>
          <input
            type="radio"
            name="minRating"
            value=""
            defaultChecked={filters.minRating === 0}
            className={checkboxClassName}
          />
          Any rating
        </label>
        {RATING_OPTIONS.map((min) => (
          <label key={min} className={optionClass}>
            <input
              type="radio"
              name="minRating"
              value={min}
              defaultChecked={filters.minRating === min}
              className={checkboxClassName}
            />
            <span className="flex items-center gap-1">
              {min}
              <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden /> & up
            </span>
            <Count value={ratingCount(min)} />
          </label>
        ))}
      </fieldset>

      <fieldset key={filters.availability}>
        <legend className={legendClass}>Availability</legend>
        {(
          [
            ['all', 'All'],
            ['instock', 'In stock'],
            ['outofstock', 'Out of stock'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={optionClass}>
            <input
              type="radio"
              name="availability"
              value={value === 'all' ? '' : value}
              defaultChecked={filters.availability === value}
              className={checkboxClassName}
            />
            {label}
            {value !== 'all' && <Count value={facets?.availability[value]} />}
          </label>
        ))}
      </fieldset>

      <fieldset key={filters.minDiscount}>
        <legend className={legendClass}>Minimum discount</legend>
        <label className={optionClass}>
          <input
            type="radio"
            name="minDiscount"
            value=""
            defaultChecked={filters.minDiscount === 0}
            className={checkboxClassName}
          />
          Any discount
        </label>
        {DISCOUNT_OPTIONS.map((min) => (
          <label key={min} className={optionClass}>
            <input
              type="radio"
              name="minDiscount"
              value={min}
              defaultChecked={filters.minDiscount === min}
              className={checkboxClassName}
            />
            {min}% or more
            <Count value={discountCount(min)} />
          </label>
        ))}
      </fieldset>

      <fieldset key={`${filters.deals}-${filters.trending}`} className="space-y-1">
        <legend className={legendClass}>Offers</legend>
        <Switch name="deals" label="Today's Deals" isChecked={filters.deals} />
        <Switch name="trending" label="Trending" isChecked={filters.trending} />
      </fieldset>

      <div className="flex gap-2">
        <button
          type="submit"
          className={buttonVariants({ variant: 'primary', className: 'flex-1' })}
        >
          Apply filters
        </button>
        <Link to={clearHref} className={buttonVariants({ variant: 'outline' })}>
          Clear All
        </Link>
      </div>
    </Form>
  );
}

function Switch({ name, label, isChecked }: { name: string; label: string; isChecked: boolean }) {
  return (
    <label className={`${optionClass} justify-between`}>
      {label}
      <input
        type="checkbox"
        role="switch"
        name={name}
        value="true"
        defaultChecked={isChecked}
        className="peer sr-only"
      />
      <span
        aria-hidden
        className="relative h-6 w-11 rounded-full bg-slate-300 transition peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition peer-checked:after:translate-x-5"
      />
    </label>
  );
}
