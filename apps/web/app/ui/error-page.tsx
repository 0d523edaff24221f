import { House, Mail, SearchX, ShoppingBag, TriangleAlert } from '#app/ui/icons.tsx';
import { isRouteErrorResponse, Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-100 text-accent-700">
        <SearchX className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-accent-600 uppercase">
        Error 404
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-brand-950 sm:text-4xl">
        Oops! Page Not Found
      </h1>
      <p className="mt-4 text-slate-600">
        The page you are looking for has flown off the map. It may have moved, or the link may be
        wrong.
      </p>
      <nav aria-label="Helpful links" className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.home()} className={buttonVariants({ variant: 'primary' })}>
          <House aria-hidden /> Back to home
        </Link>
        <Link to={paths.products()} className={buttonVariants({ variant: 'outline' })}>
          <ShoppingBag aria-hidden /> Browse products
        </Link>
        <Link to={paths.contact()} className={buttonVariants({ variant: 'ghost' })}>
          <Mail aria-hidden /> Contact us
        </Link>
      </nav>
    </section>
  );
}

/** What a shopper sees when something breaks: a 404 page, or a short apology (stack in dev only). */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail =
    import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-full bg-danger-50 text-danger-700">
        <TriangleAlert className="size-8" aria-hidden />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-danger-700 uppercase">
        Error {status}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-brand-950">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        We could not load this page. Please try again in a moment; your cart is safe.
      </p>
      <Link to={paths.home()} className={buttonVariants({ variant: 'primary', className: 'mt-8' })}>
        <House aria-hidden /> Back to home
      </Link>
      {detail && (
        <pre className="mt-8 w-full overflow-x-auto rounded-lg bg-slate-900 p-4 text-left text-xs text-slate-100">
          {detail}
        </pre>
      )}
    </section>
  );
}
