import { Plane } from '#app/ui/icons.tsx';
import { useNavigate } from 'react-router';
import { useStoredUser } from '#app/lib/auth-store.ts';
import { cx } from '#app/lib/cx.ts';
import { listingSearch, type ListingFilters } from '#app/lib/catalog/listing-search.ts';
import { useHangar } from '#app/lib/hangar-store.ts';

/**
 * "Fits my hangar" on listings, for signed-in shoppers with models in My hangar: on, the listing
 * shows only parts that fit any of them (`fits=<their ids>`); off, the fits filter goes.
 */
export function FitsMyHangarToggle({
  filters,
  pathname,
}: {
  filters: ListingFilters;
  pathname: string;
}) {
  const user = useStoredUser();
  const hangar = useHangar();
  const navigate = useNavigate();
  if (!user || hangar.items.length === 0) return null;
  const mine = [...hangar.ids].map((id) => id.toLowerCase()).sort();
  const isOn = filters.fits !== '' && filters.fits === mine.join(',');
  const href = pathname + listingSearch({ ...filters, fits: isOn ? '' : mine.join(','), page: 1 });
  return (
    <button
      type="button"
      aria-pressed={isOn}
      onClick={() => void navigate(href, { preventScrollReset: true })}
      className={cx(
        'mb-3 inline-flex h-9 items-center gap-2 rounded-full border pr-1.5 pl-3.5 text-sm font-semibold transition-colors',
        isOn
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400',
      )}
    >
      <Plane className="size-4" aria-hidden />
      Fits my hangar
      <span
        aria-hidden
        className={cx(
          'relative h-5 w-9 rounded-full transition-colors',
          isOn ? 'bg-white/30' : 'bg-slate-200',
        )}
      >
        <span
          className={cx(
            'absolute top-0.5 size-4 rounded-full bg-white shadow transition-all',
            isOn ? 'left-[18px]' : 'left-0.5',
          )}
        />
      </span>
    </button>
  );
}
