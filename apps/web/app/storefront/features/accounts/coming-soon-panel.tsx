import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';

/** One honest panel for an account area this version does not ship yet (no sample data). */
export function ComingSoonPanel({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <p className="mt-4 font-semibold text-slate-900">{title}</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">{children}</p>
      <Link
        to={paths.products()}
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-900"
      >
        Browse products <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

export const comingSoon = {
  orders: {
    title: 'Your orders will appear here',
    text: 'Order history is coming with orders: once checkout opens in the next release, every order you place is listed here with its status, tracking and GST invoice.',
  },
  wishlist: {
    title: 'Your wishlist is coming soon',
    text: 'The wishlist is not available in this version yet. Soon you can save the models you have your eye on and find them here.',
  },
} as const;
