import { ShoppingCart, Trash2, TriangleAlert } from '#app/ui/icons.tsx';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { storefrontErrorMessage } from '#app/lib/api-client.ts';
import { formatRupees } from '#app/lib/money.ts';
import { notify } from '#app/lib/notify.ts';
import { paths } from '#app/lib/paths.ts';
import { paymentTermsOf } from '#app/lib/payment-terms.ts';
import { lineTitle, type CartItem } from '#app/lib/cart/cart-lines.ts';
import { removeFromCart, setCartQuantity, useCart } from '#app/lib/cart/cart-store.ts';
import { CartSummary } from '#app/storefront/features/cart/cart-summary.tsx';
import { QuantityStepper } from '#app/storefront/features/cart/quantity-stepper.tsx';
import { restoreCart } from '#app/storefront/features/cart/restore-cart.ts';
import { EmptyState } from '#app/ui/empty-state.tsx';
import type { Route } from './+types/cart-page';

export async function loader({ context }: Route.LoaderArgs) {
  // The shop's own zones, charges and threshold: the ones checkout prices with (cached).
  const [profile, shipping] = await Promise.all([
    context.services.settings.storeProfile(),
    context.services.settings.get('shipping'),
  ]);
  return { shipping, shopState: profile.state, paymentTerms: paymentTermsOf(profile) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Your Cart | Propwash' },
  { name: 'robots', content: 'noindex' },
];

function run(action: Promise<void>, fallback: string) {
  action.catch((error: unknown) => notify.error(storefrontErrorMessage(error, fallback)));
}

function CartRow({ item, isBusy }: { item: CartItem; isBusy: boolean }) {
  const isSoldOut = item.stock === 0;
  const title = lineTitle(item);
  return (
    <li className="flex gap-3 py-4 sm:gap-4">
      <Link
        to={paths.product(item.productId, item.variantId)}
        className="size-20 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:size-24"
        tabIndex={-1}
        aria-hidden
      >
        {item.image && (
          <img src={item.image} alt="" className="size-full object-cover" loading="lazy" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
        <div className="min-w-0 flex-1">
          <Link
            to={paths.product(item.productId, item.variantId)}
            className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700"
          >
            {title.product}
          </Link>
          {title.version && (
            <p className="mt-1 text-sm font-medium text-slate-700">{title.version}</p>
          )}
          <p className="mt-1 text-sm text-slate-600">
            {formatRupees(item.price)}
            {item.originalPrice !== null && (
              <s className="ml-2 text-slate-500">{formatRupees(item.originalPrice)}</s>
            )}
          </p>
          {item.notice && (
            <p
              role="status"
              className="mt-2 inline-flex items-start gap-1.5 rounded-md bg-warning-50 px-2 py-1 text-xs font-medium text-warning-700"
            >
              <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
              {item.notice}
            </p>
          )}
          {!item.notice && item.stock !== null && item.stock > 0 && item.stock <= 5 && (
            <p className="mt-1 text-xs font-medium text-warning-700">Only {item.stock} left!</p>
          )}
        </div>
        <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
          {isSoldOut ? (
            <span className="text-sm font-semibold text-danger-700">Sold out</span>
          ) : (
            <QuantityStepper
              name={item.name}
              quantity={item.quantity}
              max={item.stock}
              isBusy={isBusy}
              onChange={(quantity) =>
                run(setCartQuantity(item, quantity), 'Could not update the cart')
              }
            />
          )}
          <div className="flex items-center gap-2">
            <span className="font-bold text-brand-950 tabular-nums">
              {formatRupees(item.lineTotal)}
            </span>
            <button
              type="button"
              disabled={isBusy}
              onClick={() => run(removeFromCart(item), 'Could not remove the item')}
              className="flex size-9 items-center justify-center rounded-md text-slate-500 hover:bg-danger-50 hover:text-danger-700 disabled:opacity-40"
            >
              <Trash2 className="size-4" aria-hidden />
              <span className="sr-only">Remove {item.name}</span>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}

function CartSkeleton() {
  return (
    <div aria-busy className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="h-64 animate-pulse rounded-card bg-slate-200/70" />
      <div className="h-64 animate-pulse rounded-card bg-slate-200/70" />
      <span className="sr-only">Loading your cart…</span>
    </div>
  );
}

/** A checkout reminder's link (/cart?restore=…) puts its lines back once, then leaves the URL. */
function useRestoreLink() {
  const [params, setParams] = useSearchParams();
  const token = params.get('restore');
  useEffect(() => {
    if (!token) return;
    setParams({}, { replace: true, preventScrollReset: true });
    restoreCart(token)
      .then(({ restored, skipped }) => {
        if (restored > 0) notify.success('Your cart is back where you left it');
        for (const line of skipped) notify.error(line);
      })
      .catch((error: unknown) =>
        notify.error(storefrontErrorMessage(error, 'Could not restore your cart')),
      );
  }, [token, setParams]);
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const cart = useCart();
  useRestoreLink();

  return (
    <div className="py-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-extrabold text-brand-950 sm:text-3xl">Shopping Cart</h1>
      {cart.status === 'loading' ? (
        <CartSkeleton />
      ) : cart.items.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title="Your cart is empty"
          text="Planes, drones, batteries and spares are waiting for you."
          linkTo={paths.products()}
          linkLabel="Continue shopping"
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <section
            aria-label="Items in your cart"
            className="rounded-card border border-slate-200 bg-white px-4 shadow-sm sm:px-5"
          >
            <ul className="divide-y divide-slate-200">
              {cart.items.map((item) => (
                <CartRow key={item.key} item={item} isBusy={cart.pending.has(item.key)} />
              ))}
            </ul>
            <div className="border-t border-slate-200 py-4">
              <Link
                to={paths.products()}
                className="text-sm font-semibold text-brand-700 hover:underline"
              >
                ← Continue shopping
              </Link>
            </div>
          </section>
          <CartSummary
            items={cart.items}
            shipping={loaderData.shipping}
            shopState={loaderData.shopState}
            paymentTerms={loaderData.paymentTerms}
            isSignedIn={cart.isSignedIn}
          />
        </div>
      )}
    </div>
  );
}
