import { cva } from 'class-variance-authority';

/**
 * Button looks, shared with links styled as buttons: `<Link className={buttonVariants({ variant: 'outline' })}>`.
 * Kept apart from <Button> so storefront pages can use it without pulling in tailwind-merge; extra
 * classes passed as `className` are appended, not merged, so pass only non-conflicting ones.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-50 aria-busy:cursor-progress aria-busy:opacity-70 [&_:is(svg,.icon)]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
        accent: 'bg-accent-700 text-white shadow-sm hover:bg-accent-800 active:bg-accent-900',
        secondary: 'bg-brand-50 text-brand-800 hover:bg-brand-100',
        outline:
          'border border-slate-300 bg-white text-slate-800 shadow-sm hover:border-slate-400 hover:bg-slate-50',
        ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        destructive: 'bg-danger-600 text-white shadow-sm hover:bg-danger-700',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
