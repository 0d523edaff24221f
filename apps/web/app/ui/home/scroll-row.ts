import { cx } from '#app/lib/cx.ts';

/**
 * Phones get long lists as one swipeable row, edge to edge with the next card peeking in, so the
 * page stays a few screens tall; from `sm` up the `grid` classes take over. The row's vertical
 * padding keeps card shadows from being clipped by the scroller.
 */
export function scrollRow(grid: string) {
  return cx(
    '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto overscroll-x-contain px-4 py-1',
    'sm:mx-0 sm:snap-none sm:overflow-visible sm:px-0 sm:py-0',
    grid,
  );
}

/** One card of a scrollRow; `width` is its share of the phone's row (e.g. 'w-[44%]'). */
export function scrollItem(width: string) {
  return cx('shrink-0 snap-start sm:w-auto', width);
}
