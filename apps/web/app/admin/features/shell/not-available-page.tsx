import { Construction } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { findAdminNavItem } from '#app/admin/features/shell/admin-nav.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Card, CardContent } from '#app/ui/card.tsx';
import type { Route } from './+types/not-available-page';

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${findAdminNavItem(location.pathname)?.label ?? 'Admin'} | Propwash Admin` },
];

/** One honest panel for every admin screen this version does not ship yet (no sample data). */
export default function NotAvailablePage() {
  const { pathname } = useLocation();
  const item = findAdminNavItem(pathname);
  const label = item?.label ?? 'This screen';
  const Icon = item?.icon ?? Construction;
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="flex flex-col items-center py-12 text-center sm:py-16">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon className="size-7" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold text-slate-900">{label}</h1>
        <p className="mt-3 max-w-md text-slate-600">
          The {label} screen is not available in this version of Propwash. Nothing here is hidden or
          simulated: it will appear in a later release.
        </p>
        <Link
          to={paths.admin.dashboard()}
          className={buttonVariants({ variant: 'outline', className: 'mt-8' })}
        >
          Back to dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
