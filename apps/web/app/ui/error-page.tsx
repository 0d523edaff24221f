import { House, Mail, SearchX, ShoppingBag, TriangleAlert } from '#app/ui/icons.tsx';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';

/** Both pages' frame: a round icon, the error code and the heading, then the page's own text. */
function ErrorFrame(props: {
  icon: ReactNode;
  iconClassName: string;
  code: string;
  codeClassName: string;
  title: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center sm:py-24">
      <span
        className={cx('flex size-16 items-center justify-center rounded-full', props.iconClassName)}
      >
        {props.icon}
      </span>
      <p
        className={cx('mt-6 text-sm font-semibold tracking-widest uppercase', props.codeClassName)}
      >
        {props.code}
      </p>
      <h1 className={cx('mt-2 text-3xl font-extrabold text-brand-950', props.titleClassName)}>
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}

export function NotFoundPage() {
  return (
    <ErrorFrame
      icon={<SearchX className="size-8" aria-hidden />}
      iconClassName="bg-accent-100 text-accent-700"
      code="Error 404"
      codeClassName="text-accent-600"
      title="Oops! Page Not Found"
      titleClassName="sm:text-4xl"
    >
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
    </ErrorFrame>
  );
}

/** What a shopper sees when something breaks: a 404 page, or a short apology (stack in dev only). */
export function ErrorPage({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail =
    import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : null;

  return (
    <ErrorFrame
      icon={<TriangleAlert className="size-8" aria-hidden />}
      iconClassName="bg-danger-50 text-danger-700"
      code={`Error ${status}`}
      codeClassName="text-danger-700"
      title="Something went wrong"
    >
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
    </ErrorFrame>
  );
}
