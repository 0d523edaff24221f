import type { ComponentProps } from 'react';
import { cx } from '#app/lib/cx.ts';

/**
 * A grey placeholder block; screen readers skip it (the surrounding region says it is loading).
 * Storefront pages render it too, so classes are joined with cx (no tailwind-merge): pass sizes and
 * margins, and `isRound` for a circle, rather than classes that fight the base ones.
 */
export function Skeleton({
  className,
  isRound = false,
  ...props
}: ComponentProps<'div'> & { isRound?: boolean }) {
  return (
    <div
      aria-hidden
      className={cx(
        'animate-pulse bg-slate-200',
        isRound ? 'rounded-full' : 'rounded-md',
        className,
      )}
      {...props}
    />
  );
}
