import type { IconComponent } from '#app/ui/icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';

/** A list with nothing in it yet: an icon, what is missing, how it fills, and where to go. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  linkTo,
  linkLabel,
  className = 'py-16',
  textClassName,
}: {
  icon: IconComponent;
  title: string;
  text: ReactNode;
  linkTo: string;
  linkLabel: ReactNode;
  /** The vertical padding. */
  className?: string;
  textClassName?: string;
}) {
  return (
    <div
      className={cx(
        'flex flex-col items-center rounded-card border border-slate-200 bg-white px-6 text-center',
        className,
      )}
    >
      <Icon className="size-12 text-slate-300" aria-hidden />
      <p className="mt-4 text-lg font-bold text-slate-900">{title}</p>
      <p className={cx('mt-1 text-sm text-slate-600', textClassName)}>{text}</p>
      <Link to={linkTo} className={buttonVariants({ className: 'mt-6' })}>
        {linkLabel}
      </Link>
    </div>
  );
}
