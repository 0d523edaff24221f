import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cx } from '#app/lib/cx.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        brand: 'bg-brand-700 text-white',
        accent: 'bg-accent-700 text-white',
        soft: 'bg-brand-50 text-brand-800 ring-1 ring-brand-200 ring-inset',
        success: 'bg-success-50 text-success-700 ring-1 ring-success-600/20 ring-inset',
        warning: 'bg-warning-50 text-warning-700 ring-1 ring-warning-700/20 ring-inset',
        danger: 'bg-danger-50 text-danger-700 ring-1 ring-danger-600/20 ring-inset',
        neutral: 'bg-slate-100 text-slate-700 ring-1 ring-slate-300 ring-inset',
        dark: 'bg-slate-900/85 text-white',
      },
    },
    defaultVariants: { variant: 'soft' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cx(badgeVariants({ variant }), className)} {...props} />;
}
