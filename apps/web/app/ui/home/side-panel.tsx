import { TicketPercent, Truck } from '#app/ui/icons.tsx';
import { Link } from 'react-router';
import { cx } from '#app/lib/cx.ts';
import { formatRupees } from '#app/lib/money.ts';
import { paths } from '#app/lib/paths.ts';
import type { CardProduct } from '#app/lib/catalog/card-product.ts';
import { ProductImageBox } from '#app/ui/catalog/product-card.tsx';
import { HydrateLater } from '#app/ui/hydrate-later.tsx';

/**
 * Beside the featured grid: flash sale, more deals, shipping and coupon notes. The categories are
 * the page's category grid (one list, not two). On phones the notes sit side by side.
 */
export function SidePanel({
  deals,
  dealsTitle,
  isDealsWideOnly,
  taxNote,
  bestDiscount,
  freeShippingThreshold,
}: {
  deals: CardProduct[];
  dealsTitle: string;
  /** Show the deals list from `lg` only (a phone already has the featured row above). */
  isDealsWideOnly: boolean;
  taxNote?: string;
  bestDiscount: number;
  freeShippingThreshold: number;
}) {
  return (
    <HydrateLater>
      <aside
        aria-label="Offers"
        className="grid grid-cols-2 gap-3 sm:gap-4 lg:flex lg:flex-col lg:gap-4"
      >
        <Link
          to={paths.specials()}
          // A phone has the mega sale and the offers row for specials (docs/decisions/home-on-a-phone.md).
          className="col-span-2 block rounded-card bg-linear-to-br from-accent-700 to-accent-900 p-4 text-white shadow-card hover:shadow-lift max-sm:hidden lg:p-5"
        >
          <p className="text-xs font-bold tracking-widest uppercase">Flash sale</p>
          <p className="mt-1 text-xl font-extrabold lg:text-2xl">
            {bestDiscount > 0 ? `Up to ${bestDiscount}% off` : 'Specials'}
          </p>
          <p className="mt-1 text-sm text-accent-50">
            Discounted models and parts. Shop specials →
          </p>
        </Link>

        {deals.length > 0 && (
          <section
            aria-labelledby="home-deals"
            className={cx(
              'col-span-2 rounded-card border border-slate-200 bg-white p-4 shadow-card',
              isDealsWideOnly && 'max-lg:hidden',
            )}
          >
            <h2 id="home-deals" className="text-base font-bold text-brand-950">
              {dealsTitle}
            </h2>
            {taxNote && <p className="text-xs font-medium text-slate-500">{taxNote}</p>}
            <ul className="mt-3 space-y-3">
              {deals.map((product) => (
                <li key={product.id}>
                  <Link
                    to={paths.product(product.slug ?? product.id)}
                    className="group flex items-center gap-3 rounded-lg p-1 hover:bg-slate-50"
                  >
                    <ProductImageBox
                      product={product}
                      sizes="64px"
                      className="size-16 shrink-0 rounded-md border border-slate-100"
                      waitForHydration
                    />
                    <span className="min-w-0">
                      <span className="line-clamp-2 text-sm font-semibold text-slate-900">
                        {product.name}
                      </span>
                      <span className="text-sm font-bold text-slate-900">
                        {formatRupees(product.price)}
                      </span>
                      {product.discount > 0 && (
                        <span className="ml-2 text-xs font-semibold text-accent-700">
                          {product.discount}% off
                        </span>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <p className="flex items-start gap-2 rounded-card border border-success-600/20 bg-success-50 p-2.5 text-xs text-success-700 sm:gap-3 sm:p-4 sm:text-sm">
          <Truck className="mt-0.5 size-4 shrink-0 sm:size-5" aria-hidden />
          <span>
            <strong className="block">Free shipping</strong>
            on orders of {formatRupees(freeShippingThreshold)} and above
          </span>
        </p>
        <p className="flex items-start gap-2 rounded-card border border-dashed border-accent-300 bg-accent-50 p-2.5 text-xs text-accent-900 sm:gap-3 sm:p-4 sm:text-sm">
          <TicketPercent className="mt-0.5 size-4 shrink-0 text-accent-600 sm:size-5" aria-hidden />
          <span>
            <strong className="block font-mono">WELCOME10</strong>
            10% off your first order
          </span>
        </p>
      </aside>
    </HydrateLater>
  );
}
