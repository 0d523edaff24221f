import { LoaderCircle, ShoppingCart } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { paths } from '#app/lib/paths.ts';
import { buttonVariants } from '#app/ui/button-variants.ts';
import { Skeleton } from '#app/ui/skeleton.tsx';

/** The checkout's shape while the browser reads the session and the cart (also the server's HTML). */
export function CheckoutSkeleton() {
  return (
    <div className="py-4 sm:py-8" aria-busy="true">
      <p role="status" className="sr-only">
        Loading checkout…
      </p>
      <Skeleton className="h-7 w-36" />
      <Skeleton className="mt-4 mb-6 h-8 w-full max-w-2xl" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4 rounded-card border border-slate-200 bg-white p-4 shadow-card sm:p-6">
          <Skeleton className="h-5 w-40" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
        <Skeleton className="h-14 w-full lg:h-64" />
      </div>
    </div>
  );
}

export function EmptyCheckout() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <ShoppingCart className="size-12 text-slate-300" aria-hidden />
      <h1 className="mt-4 text-xl font-bold text-slate-900">Your cart is empty</h1>
      <p className="mt-1 text-sm text-slate-600">Add something to your cart to check out.</p>
      <Link to={paths.products()} className={buttonVariants({ className: 'mt-6' })}>
        Continue shopping
      </Link>
    </div>
  );
}

/** Between a placed order and its confirmation page (the cart is already empty by then). */
export function OpeningOrder() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center" role="status">
      <LoaderCircle className="size-10 animate-spin text-brand-600" aria-hidden />
      <p className="mt-4 font-semibold text-slate-900">Order placed. Opening your order…</p>
    </div>
  );
}
