import type { ComponentProps } from 'react';
import { cn } from '#app/lib/cn.ts';

/** A grey placeholder block; screen readers skip it (the surrounding region says it is loading). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
