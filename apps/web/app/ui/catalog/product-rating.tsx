import { groupIndianDigits } from '@propwash/domain/indian-digits';
import { Star } from '#app/ui/icons.tsx';
import { cx } from '#app/lib/cx.ts';

/** Average rating from approved reviews; products without reviews say so instead of a made-up score. */
export function ProductRating({
  rating,
  reviews,
  className,
}: {
  rating: number;
  reviews: number;
  className?: string;
}) {
  if (reviews <= 0) {
    return <p className={cx('text-xs text-slate-500', className)}>No reviews yet</p>;
  }
  return (
    <p className={cx('flex items-center gap-1 text-xs text-slate-600', className)}>
      <span className="inline-flex items-center gap-0.5 rounded bg-success-700 px-1.5 py-0.5 font-semibold text-white">
        {rating.toFixed(1)}
        <Star filled className="size-3" aria-hidden />
      </span>
      <span>
        ({groupIndianDigits(reviews)}
        <span className="sr-only"> {reviews === 1 ? 'review' : 'reviews'}</span>)
      </span>
      <span className="sr-only">Rated {rating.toFixed(1)} out of 5</span>
    </p>
  );
}
