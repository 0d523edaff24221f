import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Card, CardContent } from '#app/ui/card.tsx';
import type { Route } from './+types/admin-not-found-page';

export const meta: Route.MetaFunction = () => [{ title: 'Not found | Propwash Admin' }];

export default function AdminNotFoundPage() {
  return (
    <Card className="mx-auto max-w-2xl">
      <CardContent className="flex flex-col items-center py-12 text-center sm:py-16">
        <SearchX className="size-10 text-slate-400" aria-hidden />
        <h1 className="mt-5 text-2xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-3 text-slate-600">There is no admin screen at this address.</p>
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
